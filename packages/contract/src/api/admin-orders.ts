import { ADMIN_ORDER_ACTIONS, ORDER_STATUSES } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../define';
import { kurus, paging } from './common';
import { managedOrderRoutes } from './managed-orders';
import {
  companyInvoiceInput,
  deliveryContactInput,
  individualInvoiceInput,
  orderIdParam,
  orderItem,
  PAYMENT_METHODS,
  shippingAddressInput,
} from './orders';

// The back office's orders: list, detail and every admin order action.
// Area "orders"; each action names the permission of adminActionRoles it needs. Actions accept
// an Idempotency-Key header: the same key again answers the first result and changes nothing.

export const ADMIN_ORDER_PAGE_SIZE = 25;

export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  NEW: 'Yeni',
  CONFIRMED: 'Onaylandı',
  PACKED: 'Paketlendi',
  SHIPPED: 'Kargoda',
  DELIVERED: 'Teslim edildi',
  UNDELIVERED: 'Teslim edilemedi',
  CANCELLED: 'İptal edildi',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  UNPAID: 'Ödenmedi',
  PAID: 'Ödendi (kart)',
  CASH_ON_DELIVERY: 'Kapıda ödeme',
  REFUND_PENDING: 'İade bekliyor',
  REFUNDED: 'İade edildi',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  CreditCard: 'Kredi kartı',
  CashOnDelivery: 'Kapıda ödeme',
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı.')
  .optional();

export const ADMIN_ORDER_SORTS = ['tarih', '-tarih', 'tutar', '-tutar', 'no', '-no'] as const;

export const adminOrderListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    durum: z.enum(ORDER_STATUSES).optional(),
    odeme: z.enum(PAYMENT_METHODS).optional(),
    baslangic: day,
    bitis: day,
    sirala: z.enum(ADMIN_ORDER_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/**
 * The filtered order list as a spreadsheet: GET with the list's own filters and
 * `format` (xlsx or csv); every match up to ADMIN_ORDER_EXPORT_MAX rows, a file, not JSON.
 * Personal columns follow the role's orderPersonalDataFor (access.ts).
 */
export const ADMIN_ORDER_EXPORT_PATH = '/api/admin/orders/export';
export const ADMIN_ORDER_EXPORT_MAX = 10_000;
export const adminOrderExportQuery = adminOrderListQuery
  .omit({ page: true })
  .extend({
    format: z.enum(['xlsx', 'csv'], { error: 'Biçim xlsx ya da csv olmalı.' }).default('xlsx'),
  })
  .strict();

export const adminOrderRow = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderTime: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  totalPrice: kurus,
  itemCount: z.number().int(),
  printed: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const listAdminOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders',
  summary:
    'Orders, newest first (25 a page): q finds an order number, a phone, an e-mail or the start of a name; filters durum (status), odeme (payment method), baslangic/bitis (Turkey dates, inclusive); sirala tarih|tutar|no (- for descending)',
  tag: 'admin',
  auth: 'admin',
  query: adminOrderListQuery,
  response: z.object({ orders: z.array(adminOrderRow), total: z.number().int(), ...paging }),
});

export const adminOrderLine = orderItem.extend({
  index: z.number().int().describe('The line index actions name'),
  cancelledQty: z.number().int(),
  discount: kurus,
});

export const adminOrderDetail = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderTime: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  customerId: z.string().nullable(),
  orderPhone: z.string(),
  lines: z.array(adminOrderLine),
  itemsPrice: kurus,
  taxPrice: kurus,
  shippingPrice: kurus,
  cashOnDeliveryFee: kurus,
  discountTotal: kurus,
  totalPrice: kurus,
  vatByRate: z.array(z.object({ rate: z.number().int(), net: kurus, vat: kurus })),
  payment: z
    .object({
      paymentId: z.string().nullable(),
      conversationId: z.string().nullable(),
      paidPrice: kurus.nullable(),
      installment: z.number().int().nullable(),
      paidAt: z.string().nullable(),
      cardRefund: z
        .object({
          status: z.string(),
          amount: kurus,
          attempts: z.number().int(),
          lastError: z.string().nullable(),
        })
        .nullable(),
      lineRefunds: z.array(
        z.object({
          id: z.number().int(),
          basketItemId: z.string(),
          line: z.number().int().nullable(),
          qty: z.number().int(),
          amount: kurus,
          status: z.string(),
          lastError: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    })
    .nullable()
    .describe('null for a role that sees the delivery data only (access.ts orderPersonalDataFor)'),
  deliveryContact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string().describe('Masked for a role that sees the delivery data only'),
    ip: z.string().nullable().describe('null for a role that sees the delivery data only'),
  }),
  shippingAddress: z.object({
    country: z.string(),
    province: z.string(),
    district: z.string(),
    address: z.string(),
  }),
  individualInvoice: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      province: z.string(),
      district: z.string(),
      address: z.string(),
      identityNumber: z.string().nullable().describe('Masked except the last 2 digits'),
    })
    .nullable(),
  companyInvoice: z
    .object({
      title: z.string(),
      taxOffice: z.string(),
      taxNumber: z.string(),
      province: z.string(),
      district: z.string(),
      address: z.string(),
    })
    .nullable(),
  userAnalytics: z.record(z.string(), z.string()),
  printedAt: z.string().nullable(),
  packedAt: z.string().nullable(),
  trackingCode: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  staffNote: z.string().nullable(),
  converterAppeal: z
    .string()
    .nullable()
    .default(null)
    .describe("What brought the order: a landing campaign's appeal, 'grandupsell' for add-ons"),
  history: z.array(
    z.object({
      at: z.string(),
      actor: z.string().describe('`admin:<id>`, `customer:<id>`, `guest` or `system:<job>`'),
      actorName: z.string().describe("Who it was in words: the admin's current name"),
      action: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      reason: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.object({ at: z.string(), actor: z.string(), actorName: z.string(), note: z.string() }),
  ),
  allowedActions: z
    .array(z.enum(ADMIN_ORDER_ACTIONS))
    .describe(
      'What this admin may do to the order now: its status and payment allow it (the domain) and the role may (adminActionRoles)',
    ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

const idParams = z.object({ id: orderIdParam }).strict();
const reason = z.string().trim().min(3, 'En az 3 karakterle bir neden yazın.').max(300);
const actionAnswer = z.object({ message: z.string() });

export const adminOrderDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders/:id',
  summary:
    'An order in full: lines, totals with VAT, payment and its provider records, contacts, invoice, history and notes',
  tag: 'admin',
  auth: 'admin',
  params: idParams,
  response: adminOrderDetail,
});

const noBody = z.object({}).strict();
const action = <B extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  summary: string,
  body: B,
) =>
  defineRoute({
    method,
    path: `/api/admin/orders/:id/${path}`,
    summary,
    tag: 'admin',
    auth: 'admin',
    params: idParams,
    body,
    response: actionAnswer,
  });

export const cancelLinesBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            line: z.number().int().min(0).max(200),
            qty: z.number().int('Adet tam sayı olmalı.').min(1, 'Adet en az 1 olmalı.').max(1000),
          })
          .strict(),
      )
      .min(1, 'İptal edilecek en az bir ürün seçin.')
      .max(50),
    reason: reason.optional(),
  })
  .strict();

export const adminCancelOrderRoute = action(
  'POST',
  'cancel',
  'Cancel the whole order (orders.cancel): restocks; a paid card is cancelled the same day or refunded later',
  z.object({ reason }).strict(),
);
export const adminCancelLinesRoute = action(
  'POST',
  'cancel-lines',
  'Cancel some units of some lines (orders.cancel): restocks them; a paid card gets those lines refunded',
  cancelLinesBody.extend({ reason }),
);
export const adminSwapLineRoute = action(
  'POST',
  'swap-line',
  "Change some units of a line to the same product's other size or colour before packing (orders.swap): stock moves, cash on delivery collects the new total, a card gets a cheaper choice's difference back",
  z
    .object({
      line: z.number().int().min(0).max(200),
      qty: z.number().int('Adet tam sayı olmalı.').min(1, 'Adet en az 1 olmalı.').max(1000),
      skuId: z.number().int().positive('Yeni beden veya rengi seçin.'),
      reason,
    })
    .strict(),
);
/** The same product's other sizes and colours a line can change to, with price and stock. */
export const adminSwapOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders/:id/swap-options',
  summary: "A line's other sizes and colours (the same product's active SKUs) for a swap",
  tag: 'admin',
  auth: 'admin',
  params: idParams,
  query: z.object({ line: z.coerce.number().int().min(0).max(200) }).strict(),
  response: z.object({
    options: z.array(
      z.object({
        skuId: z.number().int(),
        sku: z.string(),
        size: z.string(),
        color: z.string(),
        price: kurus,
        countInStock: z.number().int(),
      }),
    ),
  }),
});
export const adminCancelPaymentOrderRoute = action(
  'POST',
  'cancel-payment',
  'Cancel an order whose payment never came (orders.payment): its held stock goes back',
  z.object({ reason }).strict(),
);
export const adminUpdateCancelledPaymentRoute = action(
  'POST',
  'cancelled-payment',
  "Update a cancelled order's payment (orders.payment): a refund made by hand in iyzico's panel is marked done",
  z.object({ reason }).strict(),
);
export const adminUpdateDeliveryContactRoute = action(
  'PUT',
  'delivery-contact',
  'Change the delivery contact and address before the order leaves (orders.updateContact)',
  z
    .object({
      deliveryContact: deliveryContactInput,
      shippingAddress: shippingAddressInput.optional(),
    })
    .strict(),
);
export const adminUpdateInvoiceRoute = action(
  'PUT',
  'invoice',
  'Change the individual or company invoice (orders.updateInvoice)',
  z
    .object({
      invoiceType: z.enum(['individual', 'company']),
      individualInvoice: individualInvoiceInput.optional(),
      companyInvoice: companyInvoiceInput.optional(),
    })
    .strict(),
);
export const adminMarkPrintedRoute = action(
  'POST',
  'printed',
  'Mark the order printed (orders.fulfil)',
  noBody,
);
export const adminMarkPaidRoute = action(
  'POST',
  'paid',
  'Mark an unpaid order paid, e.g. after checking iyzico (orders.payment)',
  z.object({ reason }).strict(),
);
export const adminSetPaymentMethodRoute = action(
  'PUT',
  'payment-method',
  'Set the payment method of an unpaid order (orders.payment); cash on delivery confirms it',
  z.object({ paymentMethod: z.enum(PAYMENT_METHODS) }).strict(),
);
export const adminSetNoteRoute = action(
  'POST',
  'note',
  'Add a staff note (orders.note)',
  z.object({ note: z.string().trim().min(1, 'Not boş olamaz.').max(1000) }).strict(),
);
export const adminSetTrackingCodeRoute = action(
  'PUT',
  'tracking-code',
  "Set the carrier's tracking code (orders.fulfil): a packed order is shipped",
  z
    .object({
      trackingCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{6,40}$/, 'Takip kodu 6–40 harf, rakam veya - olmalı.'),
    })
    .strict(),
);
export const adminSetDeliveredRoute = action(
  'POST',
  'delivered',
  'Mark a shipped order delivered (orders.fulfil)',
  noBody,
);
export const adminSetUndeliveredRoute = action(
  'POST',
  'undelivered',
  'Mark a shipped order undelivered (orders.fulfil)',
  z.object({ reason }).strict(),
);
export const adminMarkPackedRoute = action(
  'POST',
  'packed',
  'Mark a confirmed order packed (orders.fulfil)',
  noBody,
);

export const adminPackOrdersRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/orders-to-pack/packed',
  summary:
    'Mark several confirmed orders packed at once (orders.fulfil); answers how many moved on',
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({ orderIds: z.array(orderIdParam).min(1, 'En az bir sipariş seçin.').max(200) })
    .strict(),
  response: z.object({
    message: z.string(),
    packed: z.number().int(),
    skipped: z.array(z.string()),
  }),
});

export const itemsToPackRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders-to-pack',
  summary:
    'Lines of the confirmed (paid or cash on delivery) orders, summed by SKU, and those orders',
  tag: 'admin',
  auth: 'admin',
  response: z.object({
    lines: z.array(
      z.object({
        skuId: z.number().int(),
        sku: z.string(),
        name: z.string(),
        size: z.string(),
        color: z.string(),
        qty: z.number().int(),
        orders: z.number().int(),
      }),
    ),
    orders: z.array(
      z.object({
        orderId: z.string(),
        orderNumber: z.string(),
        orderTime: z.string(),
        customerName: z.string(),
        itemCount: z.number().int(),
        printed: z.boolean(),
        /** True before packing opens (10:00 Turkey time): the order waits, add-ons may join. */
        waiting: z.boolean(),
      }),
    ),
    /** When today's packing opens (ISO); null once it is open. */
    packingOpensAt: z.string().nullable(),
    /** The list's line for a waiting order, e.g. "Bekliyor (10:00'dan itibaren)". */
    waitingText: z.string(),
  }),
});

// Status texts (onayli-siparis-durumlari, musteri-hizmetleri/durum-olusturma-ekrani).
export const STATUS_TEXT_KINDS = ['approved', 'staff'] as const;
export const statusTextView = z.object({
  id: z.number().int(),
  kind: z.enum(STATUS_TEXT_KINDS),
  text: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StatusTextView = z.infer<typeof statusTextView>;
const statusText = z.string().trim().min(2, 'En az 2 karakter yazın.').max(120);

export const listStatusTextsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/order-status-texts',
  summary: 'Approved order statuses (kind=approved) or staff status texts (kind=staff)',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ kind: z.enum(STATUS_TEXT_KINDS) }).strict(),
  response: z.object({ texts: z.array(statusTextView) }),
});
export const createStatusTextRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/order-status-texts',
  summary: 'Add a status text (orders.statuses)',
  tag: 'admin',
  auth: 'admin',
  body: z.object({ kind: z.enum(STATUS_TEXT_KINDS), text: statusText }).strict(),
  response: z.object({ message: z.string(), text: statusTextView }),
});
export const updateStatusTextRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/order-status-texts/:id',
  summary: 'Change or switch off a status text (orders.statuses)',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: z.coerce.number().int().positive() }).strict(),
  body: z.object({ text: statusText.optional(), active: z.boolean().optional() }).strict(),
  response: z.object({ message: z.string(), text: statusTextView }),
});
export const deleteStatusTextRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/order-status-texts/:id',
  summary: 'Delete a status text (orders.statuses)',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: z.coerce.number().int().positive() }).strict(),
  response: z.object({ message: z.string() }),
});

export * from './managed-orders';

export const adminOrderRoutes = [
  ...managedOrderRoutes,
  listAdminOrdersRoute,
  itemsToPackRoute,
  adminPackOrdersRoute,
  adminOrderDetailRoute,
  adminCancelOrderRoute,
  adminCancelLinesRoute,
  adminSwapLineRoute,
  adminSwapOptionsRoute,
  adminCancelPaymentOrderRoute,
  adminUpdateCancelledPaymentRoute,
  adminUpdateDeliveryContactRoute,
  adminUpdateInvoiceRoute,
  adminMarkPrintedRoute,
  adminMarkPaidRoute,
  adminSetPaymentMethodRoute,
  adminSetNoteRoute,
  adminSetTrackingCodeRoute,
  adminSetDeliveredRoute,
  adminSetUndeliveredRoute,
  adminMarkPackedRoute,
  listStatusTextsRoute,
  createStatusTextRoute,
  updateStatusTextRoute,
  deleteStatusTextRoute,
] as const;

// The shopper's changes to an order, for the order's owner, before packing.
const shopperOrder = z.object({ orderId: orderIdParam });
const shopperAction = <B extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  summary: string,
  body: B,
) =>
  defineRoute({
    method,
    path: `/api/orders/${path}`,
    summary,
    tag: 'orders',
    auth: 'public',
    body,
    response: actionAnswer,
  });

export const shopperCancelOrderRoute = shopperAction(
  'POST',
  'cancelorder',
  'The owner cancels the whole order before it is packed; a card payment is cancelled or refunded',
  shopperOrder.strict(),
);
export const shopperCancelPaymentOrderRoute = shopperAction(
  'POST',
  'cancelpaymentorder',
  'The owner cancels an order still waiting for its payment; its stock goes back',
  shopperOrder.strict(),
);
export const shopperCancelOrderPartiallyRoute = shopperAction(
  'POST',
  'cancelorderpartially',
  'The owner cancels some units of some lines before packing; a card payment gets them refunded',
  cancelLinesBody.extend({ orderId: orderIdParam }),
);
export const shopperUpdateDeliveryContactRoute = shopperAction(
  'PUT',
  'updatedeliverycontact',
  'The owner changes the delivery contact before packing',
  shopperOrder.extend({ deliveryContact: deliveryContactInput }).strict(),
);
export const shopperUpdateIndividualInvoiceRoute = shopperAction(
  'PUT',
  'updateindividualinvoice',
  'The owner changes the individual invoice before packing',
  shopperOrder.extend({ individualInvoice: individualInvoiceInput }).strict(),
);

export const shopperOrderChangeRoutes = [
  shopperCancelOrderRoute,
  shopperCancelPaymentOrderRoute,
  shopperCancelOrderPartiallyRoute,
  shopperUpdateDeliveryContactRoute,
  shopperUpdateIndividualInvoiceRoute,
] as const;
