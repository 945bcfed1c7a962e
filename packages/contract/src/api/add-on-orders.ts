import { z } from 'zod';
import { defineRoute } from '../define';
import { cartView } from './cart';
import { kurus } from './common';
import { orderIdParam, PAYMENT_METHODS } from './orders';

/**
 * Add-on orders (joining a pending order) and the surprise ("extra") discount.
 * While an earlier order of the visitor is settled and not packed, the cart becomes an
 * additional order joining it; the surprise discount is granted by the server to a cart.
 */
export const addOnQuote = z.object({
  mainOrderId: z.string(),
  mainOrderNumber: z.string(),
  itemsAmount: kurus.describe('VAT-included cart total before the add-on discount'),
  addOnDiscount: kurus.describe('5 TL × paid units'),
  amount: kurus.describe('What the add-on costs: no shipping, no cash-on-delivery fee'),
  payment: z
    .enum(['CashOnDelivery', 'CreditCard'])
    .describe('CashOnDelivery: the Sipariş ekle dialog; CreditCard: the grandupsell page'),
  confirmationText: z.string(),
});
export type AddOnQuote = z.infer<typeof addOnQuote>;

export const addOnQuoteRoute = defineRoute({
  method: 'GET',
  path: '/api/orders/addon/quote',
  summary:
    "What the visitor's cart would cost as an add-on to their pending (unpacked) order; 404 NO_PENDING_ORDER when there is none",
  tag: 'orders',
  auth: 'public',
  response: addOnQuote,
});

export const addOnOrderView = z.object({
  orderId: z.string().describe('The add-on order (its own random id, used by the payment page)'),
  additionalOrderId: z.string().describe("orderId: main order id + '/' + time suffix"),
  mainOrderId: z.string(),
  orderNumber: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.string(),
  totalPrice: kurus,
  shippingPrice: kurus,
  addOnDiscount: kurus,
  paymentPath: z
    .string()
    .nullable()
    .describe('/odeme-adimi-2/2?type=grandupsell&unpaidid=…&totalprice=… for a card add-on'),
});
export type AddOnOrderView = z.infer<typeof addOnOrderView>;

export const createAddOnOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/orders/addon',
  summary:
    "Turns the visitor's cart into an add-on order of their pending main order (409 with a Turkish message once it is packed)",
  tag: 'orders',
  auth: 'public',
  body: z
    .object({
      mainOrderId: orderIdParam,
      paymentMethod: z.enum(PAYMENT_METHODS),
    })
    .strict(),
  response: addOnOrderView,
});

export const claimSurpriseDiscountRoute = defineRoute({
  method: 'POST',
  path: '/api/cart/extradiscount',
  summary:
    'Grants the surprise discount (ceil(first unit price / 20) TL) to the visitor’s cart, once per visitor, within 36 h of the first visit, before any order and unless a line was removed',
  tag: 'cart',
  auth: 'public',
  response: cartView.extend({ extraDiscount: kurus }),
});

export const addOnOrderRoutes = [
  addOnQuoteRoute,
  createAddOnOrderRoute,
  claimSurpriseDiscountRoute,
] as const;
