import { z } from 'zod';
import { defineRoute } from '../define';

/**
 * The personal parts of a storefront page: the header's greeting and cart count, and what the
 * pop-up needs to know about a signed-in customer. Catalogue pages are one cached copy for every
 * visitor (DESIGN §2); the browser asks for these after the page loads.
 */
export const storefrontPersonal = z.object({
  customer: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  cartUnits: z.number().int().min(0),
  customerGotDiscount: z.boolean(),
});
export type StorefrontPersonal = z.infer<typeof storefrontPersonal>;

export const storefrontPersonalRoute = defineRoute({
  method: 'GET',
  path: '/api/storefront/personal',
  summary:
    "The visitor's own header parts (signed-in customer, units in the cart, whether the customer already got a discount), for pages served from the shared HTML cache. Never cached.",
  tag: 'storefront',
  auth: 'public',
  response: storefrontPersonal,
});
