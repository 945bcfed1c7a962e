import type { AddToCartLocation } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../define';
import { kurus, productImage } from './common';
import { listOf } from './lists';

/** Share ids are random 22-character tokens (the /sepet/{id} link). */
export const cartIdParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Geçersiz sepet numarası.');

export const cartLine = z.object({
  indexId: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  image: productImage.nullable(),
  size: z.string(),
  color: z.string(),
  target: z.string(),
  type: z.string(),
  price: kurus.describe('Current unit shelf price, VAT included; 0 for a free line'),
  priceForOne: kurus,
  priceGap: kurus,
  vat: z.number().int().describe('VAT rate in percent'),
  qty: z.number().int(),
  maxPurchaseQty: z.number().int(),
  countInStock: z.number().int(),
  productUnit: z.string(),
  buyOneGetOneFree: z.boolean(),
  free: z.boolean(),
  gift: z
    .boolean()
    .default(false)
    .describe("The home page campaign's free product: added by the server, not removable"),
  quantityLocked: z
    .boolean()
    .describe('Free and buy-one-get-one-free lines have no quantity choice'),
  itemsTotalPrice: kurus.describe('Line total, VAT included: the shelf prices of its units'),
  undiscountedTotalPrice: kurus.describe(
    'The line total at priceForOne: above itemsTotalPrice while a time-limited discount holds',
  ),
  discountEndsAt: z
    .string()
    .nullable()
    .describe(
      "When the product's time-limited discount ends for this visitor (past once it has run out); null without one",
    ),
  codeDiscount: kurus
    .default(0)
    .describe('Kuruş the discount codes in the cart take off this line (VAT included)'),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartView = z.object({
  id: z
    .string()
    .nullable()
    .describe('Share id for /sepet/{id}; null until the visitor adds something'),
  items: z.array(cartLine),
  totals: z.object({
    totalQty: z.number().int(),
    totalAmountWithoutDiscount: kurus,
    totalAmount: kurus.describe('Tutar KDV Hariç'),
    taxPrice: kurus,
    totalAmountWithVat: kurus.describe('Tutar KDV Dahil'),
  }),
  discountCodes: z
    .array(
      z.object({
        code: z.string(),
        description: z.string(),
        amount: kurus.describe('Kuruş this code takes off'),
      }),
    )
    .default([])
    .describe('Codes that hold for this cart now, in the order they apply'),
  codeNotices: z
    .array(z.object({ code: z.string(), message: z.string() }))
    .default([])
    .describe('Codes entered earlier that no longer hold (expired, used up, cart too small…)'),
  codeDiscount: kurus.default(0).describe('Σ discountCodes amounts'),
  surpriceDiscount: kurus
    .default(0)
    .describe('The surprise (extra) discount the server granted this cart (name as spelt)'),
  payableAmount: kurus
    .optional()
    .describe('What the goods cost after code discounts (VAT included)'),
  shippingPrice: kurus,
  freeShippingThreshold: kurus,
  remainingForFreeShipping: kurus,
  canCheckout: z.boolean(),
});
export type CartView = z.infer<typeof cartView>;

export const addToCartBody = z
  .object({
    skuId: z.number().int().positive(),
    qty: z.number().int().min(1).max(1000),
    addToCartButtonLocation: z
      .enum(listOf<AddToCartLocation>()(['cartScreenQtySelection', 'upsellLocation']))
      .optional(),
    campaign: z
      .boolean()
      .optional()
      .describe(
        "From the product's landing page: the line is priced at its running landing campaign's price (the server checks the campaign and refuses with 409 when none runs)",
      ),
  })
  .strict();

export const setCartQuantityBody = z.object({ qty: z.number().int().min(1).max(1000) }).strict();

const indexIdParams = z.object({ indexId: z.coerce.number().int().positive() }).strict();

export const getCartRoute = defineRoute({
  method: 'GET',
  path: '/api/cart',
  summary: "The visitor's own cart (cookie carsi_cart), priced from the catalogue",
  tag: 'cart',
  auth: 'public',
  response: cartView,
});

export const getSharedCartRoute = defineRoute({
  method: 'GET',
  path: '/api/cart/:id',
  summary: 'A cart opened by its shareable id (read only)',
  tag: 'cart',
  auth: 'public',
  params: z.object({ id: cartIdParam }).strict(),
  response: cartView,
});

export const adoptCartRoute = defineRoute({
  method: 'POST',
  path: '/api/cart/:id/adopt',
  summary: "Copies a shared cart's lines into the visitor's own cart",
  tag: 'cart',
  auth: 'public',
  params: z.object({ id: cartIdParam }).strict(),
  response: cartView,
});

/** What one add-to-cart put in the cart: the analytics event's facts (value VAT included). */
export const addedToCart = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int().describe('Units actually added (a capped add may add fewer)'),
  value: kurus.describe('How much the VAT-included cart total grew'),
  currency: z.literal('TRY'),
});
export type AddedToCart = z.infer<typeof addedToCart>;

export const addToCartRoute = defineRoute({
  method: 'POST',
  path: '/api/cart/items',
  summary: 'Adds a SKU (prices come from the catalogue; client prices are not accepted)',
  tag: 'cart',
  auth: 'public',
  body: addToCartBody,
  response: cartView.extend({ added: addedToCart }),
});

export const setCartQuantityRoute = defineRoute({
  method: 'PUT',
  path: '/api/cart/items/:indexId',
  summary: "Sets a line's quantity (1 … maxPurchaseQty)",
  tag: 'cart',
  auth: 'public',
  params: indexIdParams,
  body: setCartQuantityBody,
  response: cartView,
});

export const removeFromCartRoute = defineRoute({
  method: 'DELETE',
  path: '/api/cart/items/:indexId',
  summary: 'Removes a line together with its free line',
  tag: 'cart',
  auth: 'public',
  params: indexIdParams,
  response: cartView,
});

export const clearCartRoute = defineRoute({
  method: 'DELETE',
  path: '/api/cart',
  summary: 'Empties the cart',
  tag: 'cart',
  auth: 'public',
  response: cartView,
});

export const cartRoutes = [
  getCartRoute,
  getSharedCartRoute,
  adoptCartRoute,
  addToCartRoute,
  setCartQuantityRoute,
  removeFromCartRoute,
  clearCartRoute,
] as const;
