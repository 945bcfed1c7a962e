import { PAYMENT_STATUSES, type PendingOrderState } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { kurus } from './common';
import { listOf } from './lists';

/** Order ids are random 22-character tokens: the guest's order link carries one. */
export const orderIdParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Geçersiz sipariş numarası.');

const text = (max: number) => z.string().trim().min(1, 'Zorunlu alan.').max(max);

export const deliveryContactInput = z
  .object({
    firstName: text(50),
    lastName: text(50),
    phone: text(20),
    email: z.email('Geçerli bir e-posta adresi girin.').max(100),
  })
  .strict();

export const shippingAddressInput = z
  .object({
    country: z.literal('Türkiye'),
    province: text(40),
    district: text(40),
    address: multiline(text(250)),
  })
  .strict();

export const individualInvoiceInput = z
  .object({
    firstName: text(50),
    lastName: text(50),
    email: z.email('Geçerli bir e-posta adresi girin.').max(100),
    province: text(40),
    district: text(40),
    address: multiline(text(250)),
    identityNumber: z.string().trim().max(11).optional(),
  })
  .strict();

export const companyInvoiceInput = z
  .object({
    title: text(150),
    taxOffice: text(60),
    taxNumber: text(10),
    province: text(40),
    district: text(40),
    address: multiline(text(250)),
  })
  .strict();

/**
 * Step 1 of checkout. Only contact, address and invoice details: items, prices and totals come
 * from the visitor's cart and the catalogue, so any price-like field is rejected as unknown.
 */
export const createOrderBody = z
  .object({
    deliveryContact: deliveryContactInput,
    shippingAddress: shippingAddressInput,
    invoiceType: z.enum(['individual', 'company']),
    individualInvoice: individualInvoiceInput.optional(),
    companyInvoice: companyInvoiceInput.optional(),
    acceptedContracts: z.literal(
      true,
      'Ön bilgilendirme formu ve mesafeli satış sözleşmesi onaylanmalı.',
    ),
    converterAppeal: z.string().trim().max(40).optional(),
  })
  .strict();
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const PAYMENT_METHODS = ['CashOnDelivery', 'CreditCard'] as const;

export const orderItem = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  target: z.string(),
  type: z.string(),
  size: z.string(),
  color: z.string(),
  image: z.string().nullable(),
  qty: z.number().int(),
  price: kurus,
  priceForOne: kurus,
  priceGap: kurus,
  vat: z.number().int(),
  productUnit: z.string(),
  itemsTotalPrice: kurus.describe('Line total, VAT included; unit prices are shelf prices too'),
  cancelledQty: z
    .number()
    .int()
    .optional()
    .describe('Units of the line cancelled (qty is what is left)'),
});

export const orderView = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentStatus: z
    .enum(PAYMENT_STATUSES)
    .describe('REFUND_PENDING: a card charge is being given back; REFUNDED: it was'),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  orderPhone: z
    .string()
    .describe('E.164; masked like deliveryContact.phone for anyone but the owner'),
  orderTime: z.string().describe('ISO time the order was placed'),
  holdExpiresAt: z.string().nullable().describe('Unpaid orders release their stock at this time'),
  shopperMayChange: z
    .boolean()
    .describe('The order is not packed yet: its owner may still cancel it or some of its units'),
  personalData: z
    .enum(['full', 'delivery', 'masked'])
    .describe(
      "'full' for the order's owner (its customer or the browser that placed it) and staff whose role sees orders in full; 'delivery' for the warehouse: delivery name, phone and address, e-mail masked, no invoice details; 'masked' for anyone else holding the link, staff outside the orders area included: contact data masked (A*** Y***, +90 5** *** ** 33), no address or invoice details",
    ),
  deliveryContact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  shippingAddress: z
    .object({
      country: z.string(),
      province: z.string(),
      district: z.string(),
      address: z.string(),
    })
    .nullable()
    .describe('null when personalData is masked'),
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
  orderItems: z.array(orderItem),
  itemsPrice: kurus.describe('Σ line totals less their VAT (VAT excluded)'),
  taxPrice: kurus.describe('Σ the VAT each VAT-included line total contains'),
  shippingPrice: kurus,
  cashOnDeliveryFee: kurus,
  totalPrice: kurus.describe('Σ line totals + shippingPrice + cashOnDeliveryFee'),
  trackingCode: z
    .string()
    .nullable()
    .optional()
    .describe("The carrier's tracking code once the order is shipped (admin orders)"),
  cardRefunds: z
    .array(
      z.object({
        amount: kurus,
        status: z.enum(['PENDING', 'REFUNDED', 'FAILED']),
        units: z.number().int().describe('Units the refund is for (0: shipping)'),
        lineName: z.string().nullable().describe('The order line it is for; null for shipping'),
        createdAt: z.string(),
        refundedAt: z.string().nullable(),
      }),
    )
    .optional()
    .describe(
      'Money going back to the card for cancelled units (partial cancels; a whole cancel after the day of payment), on the order page',
    ),
  invoiceUrl: z
    .string()
    .nullable()
    .optional()
    .describe("The invoice PDF (GET, the order's owner only) once it is stored; null before"),
});
export type OrderView = z.infer<typeof orderView>;

const orderParams = z.object({ id: orderIdParam }).strict();

export const createOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/orders',
  summary:
    "Places an order from the visitor's cart and reserves its stock. Send an Idempotency-Key header: a repeat returns the first order.",
  tag: 'orders',
  auth: 'public',
  body: createOrderBody,
  response: orderView,
});

export const setPaymentInfoRoute = defineRoute({
  method: 'PUT',
  path: '/api/orders/paymentinfo',
  summary: 'Chooses cash on delivery for an unpaid order (card payments go through 3-D Secure)',
  tag: 'orders',
  auth: 'public',
  body: z.object({ orderId: orderIdParam, paymentMethod: z.literal('CashOnDelivery') }).strict(),
  response: orderView,
});

export const orderDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/orders/orderdetails/:id',
  summary:
    "An order by its unguessable id (the guest's link): personal data in full only to the order's owner and admins, masked for anyone else",
  tag: 'orders',
  auth: 'public',
  params: orderParams,
  response: orderView,
});

export const unpaidOrderSummary = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  totalPrice: kurus,
  orderTime: z.string(),
  holdExpiresAt: z.string().nullable(),
});
export type UnpaidOrderSummary = z.infer<typeof unpaidOrderSummary>;

export const checkUnpaidRoute = defineRoute({
  method: 'GET',
  path: '/api/orders/checkunpaid/:id',
  summary:
    "The unpaid orders of the visitor's cart (id = the cart's share id; the cart cookie must match). 404 'There is no unpaid order' when none.",
  tag: 'orders',
  auth: 'public',
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) }).strict(),
  response: z.object({ unpaidOrders: z.array(unpaidOrderSummary) }),
});

export const deleteOrderRoute = defineRoute({
  method: 'DELETE',
  path: '/api/orders/orderdelete/:id',
  summary: 'Cancels an unpaid order of this visitor and puts its stock back',
  tag: 'orders',
  auth: 'public',
  params: orderParams,
  response: orderView,
});

export const pendingOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/orders/checkifclienthasapendingorder/:id',
  summary:
    "Pending-order state of the visitor's cart (id = share id, cookie must match): YES while a placed order is not yet packed, NO after, NOTYET before any order",
  tag: 'orders',
  auth: 'public',
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) }).strict(),
  response: z.object({
    isTherePending: z.enum(listOf<PendingOrderState>()(['YES', 'NO', 'NOTYET'])),
    pendingOrders: z.array(unpaidOrderSummary),
  }),
});

export const checkOrderPhoneRoute = defineRoute({
  method: 'POST',
  path: '/api/orders/checkorderphone',
  summary: 'Checks and normalises the delivery phone (Turkish mobile)',
  tag: 'orders',
  auth: 'public',
  body: z.object({ phone: z.string().max(30) }).strict(),
  response: z.object({ phone: z.string().describe('E.164, e.g. +905321234567') }),
});

export const orderListItem = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  totalPrice: kurus,
  orderTime: z.string(),
  itemCount: z.number().int(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/orders/orderhistory/:id',
  summary: "The signed-in customer's orders, newest first (id = the customer's own id)",
  tag: 'orders',
  auth: 'customer',
  params: z.object({ id: z.string().min(1).max(64) }).strict(),
  response: z.object({ orders: z.array(orderListItem) }),
});

export const orderRoutes = [
  orderHistoryRoute,
  createOrderRoute,
  setPaymentInfoRoute,
  orderDetailsRoute,
  checkUnpaidRoute,
  deleteOrderRoute,
  pendingOrderRoute,
  checkOrderPhoneRoute,
] as const;
