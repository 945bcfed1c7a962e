import { z } from 'zod';
import { defineRoute } from '../../define';
import { kurus, pageNumberQuery, paging } from '../common';
import { qtyInput } from './fields';

// The wholesale shop: products, categories and the cart, and the back office's SKU search and
// pack sizes.

export const wholesaleProduct = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  productId: z.number().int(),
  name: z.string().describe('Full name'),
  shortName: z.string().describe('Cut to 25 characters for lists'),
  image: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  productUnit: z.string(),
  price: kurus.describe('VAT-excluded unit price for this account'),
  listPrice: kurus.describe('The SKU wholesale price before private pricing'),
  privatePrice: z.boolean(),
  vat: z.number().int(),
  priceWithVat: kurus,
  countInStock: z.number().int(),
  buyOneGetOneFree: z.boolean(),
  categoryId: z.number().int().nullable(),
  packSize: z
    .number()
    .int()
    .describe('Units in one pack (koli): the + and − step; 1 when sold by the unit'),
});
export type WholesaleProductView = z.infer<typeof wholesaleProduct>;

export const getWholesaleProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getProductsList',
  summary: "The wholesale catalogue at this account's prices (24 a page)",
  tag: 'wholesale',
  auth: 'wholesale',
  query: z
    .object({
      keyword: z.string().trim().max(100).optional(),
      pageNumber: pageNumberQuery,
      category: z.coerce.number().int().positive().optional(),
    })
    .strict(),
  response: z.object({
    products: z.array(wholesaleProduct),
    privatePricing: z.object({ active: z.boolean(), remainingDays: z.number().int() }),
    ...paging,
  }),
});

export const getWholesaleCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getCategories',
  summary: 'Wholesale categories; one with no products yet carries the preparing notice',
  tag: 'wholesale',
  auth: 'wholesale',
  response: z.object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        productCount: z.number().int(),
        preparing: z.boolean(),
      }),
    ),
    preparingNotice: z.string(),
  }),
});

export const wholesaleCartLine = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  shortName: z.string(),
  size: z.string(),
  color: z.string(),
  packSize: z.number().int().describe('Units in one pack (koli): the + and − step'),
  image: z.string().nullable(),
  qty: z.number().int(),
  productUnit: z.string(),
  price: kurus,
  vat: z.number().int(),
  buyOneGetOneFree: z.boolean(),
  freeProducts: z.array(
    z.object({ name: z.string(), sku: z.string(), qty: z.number().int(), productUnit: z.string() }),
  ),
  itemsTotalPrice: kurus,
});

export const levelProgressView = z.object({
  level: z.number().int(),
  amount: kurus,
  extraGoods: z.number().int(),
  reached: z.boolean(),
  percent: z.number().int(),
  remaining: kurus,
});

export const wholesaleCartView = z.object({
  id: z.string(),
  cartId: z.string(),
  cartItems: z.array(wholesaleCartLine),
  totalPrice: kurus.describe('VAT excluded'),
  taxPrice: kurus,
  totalWithVat: kurus,
  totalQty: z.number().int(),
  shippingPrice: kurus,
  levels: z.array(levelProgressView),
  reachedLevel: z.number().int(),
  extraGoodsBonus: kurus.describe('Free goods this cart would earn'),
  message: z.string().nullable().describe('The order-minimum or extra-goods hint'),
  canOrder: z.boolean(),
  freeGoodsAllocation: kurus,
});
export type WholesaleCartView = z.infer<typeof wholesaleCartView>;

export const wholesaleCartInput = z.array(
  z.object({ skuId: z.number().int().positive(), qty: qtyInput }).strict(),
);

export const postWholesaleCartRoute = defineRoute({
  method: 'POST',
  path: '/api/wholesale/postCart',
  summary: 'Save the wholesale cart (SKU ids and quantities; the server prices it)',
  tag: 'wholesale',
  auth: 'wholesale',
  body: z
    .object({
      id: z.string().max(64).optional().describe('Account id (must be the signed-in account)'),
      cart: wholesaleCartInput.max(200),
      cartId: z.string().max(64).optional(),
    })
    .strict(),
  response: z.object({ cart: wholesaleCartView }),
});

export const getWholesaleCartRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getCart',
  summary: 'The saved wholesale cart, priced now',
  tag: 'wholesale',
  auth: 'wholesale',
  response: z.object({ cart: wholesaleCartView }),
});

export const adminSearchWholesaleSkusRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/adminSearchSkus',
  summary: 'SKUs by code or name with their wholesale price, for private pricing',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ keyword: z.string().trim().min(1).max(100) }).strict(),
  response: z.object({
    skus: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        wholesalePrice: kurus.nullable(),
        vat: z.number().int(),
        productId: z.number().int(),
        packSize: z.number().int(),
      }),
    ),
  }),
});

export const WHOLESALE_PACK_SIZE_MAX = 10_000;

export const adminUpdatePackSizeRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/adminUpdatePackSize',
  summary: "Set a product's wholesale pack size (koli); 1 sells it by the unit",
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      productId: z.number().int().positive('Geçersiz ürün numarası.'),
      packSize: z
        .number({ error: 'Koli adedi bir sayı olmalı.' })
        .int('Koli adedi tam sayı olmalı.')
        .min(1, 'Koli adedi en az 1 olmalı.')
        .max(WHOLESALE_PACK_SIZE_MAX, `Koli adedi en çok ${WHOLESALE_PACK_SIZE_MAX} olabilir.`),
    })
    .strict(),
  response: z.object({
    message: z.string(),
    productId: z.number().int(),
    packSize: z.number().int(),
  }),
});
