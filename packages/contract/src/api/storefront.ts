import { z } from 'zod';
import { defineRoute } from '../define';
import { unpaidOrderSummary } from './orders';

/**
 * The personal parts of a storefront page: the header's greeting and cart count, and what the
 * pop-up needs to know about a signed-in customer. Catalogue pages are one cached copy for every
 * visitor (docs/decisions/caching.md); the browser asks for these after the page loads.
 */
export const storefrontPersonal = z.object({
  customer: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  cartUnits: z.number().int().min(0),
  customerGotDiscount: z.boolean(),
  /** The unpaid-orders banner's orders, on every storefront page; empty when none. */
  unpaidOrders: z.array(unpaidOrderSummary),
  /** The pending-order banner's main order (settled, not packed yet); null when none. */
  pendingOrder: z.object({ orderId: z.string(), orderNumber: z.string() }).nullable(),
});
export type StorefrontPersonal = z.infer<typeof storefrontPersonal>;

export const storefrontPersonalRoute = defineRoute({
  method: 'GET',
  path: '/api/storefront/personal',
  summary:
    "The visitor's own header parts (signed-in customer, units in the cart, whether the customer already got a discount) and banners (unpaid orders, the pending order), for pages served from the shared HTML cache. Never cached.",
  tag: 'storefront',
  auth: 'public',
  response: storefrontPersonal,
});
