import { z } from 'zod';
import { defineRoute } from '../../define';
import { kurus } from '../common';
import {
  companyInvoiceInput,
  deliveryContactInput,
  individualInvoiceInput,
  orderIdParam,
  PAYMENT_METHODS,
  shippingAddressInput,
} from '../orders';
import { actionAnswer, idParams, reason } from './fields';

const noBody = z.object({}).strict();
// Generic in the method and path so each route keeps them as literal types (the web app's
// typed client names an endpoint by "METHOD /path").
const action = <B extends z.ZodType, M extends 'POST' | 'PUT', Path extends string>(
  method: M,
  path: Path,
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
