import { z } from 'zod';
import { defineRoute } from '../define';
import { kurus, pageNumberQuery, paging, productImage } from './common';

/** Products per catalogue page (home, /sayfa/n, search). */
export const PRODUCTS_PER_PAGE = 24;

export const productSummary = z.object({
  _id: z.number().int(),
  code: z.string().describe('Unique 3–4 letter short code'),
  name: z.string(),
  slug: z.string(),
  defaultPrice: kurus,
  defaultPriceGap: kurus,
  defaultVat: z.number().int(),
  image: productImage.nullable(),
  rating: z.number(),
  numReviews: z.number().int(),
  inStock: z.boolean(),
  buyOneGetOneFree: z.boolean(),
  department: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productListQuery = z
  .object({
    keyword: z.string().trim().max(100).optional(),
    pageNumber: pageNumberQuery,
  })
  .strict();

export const productListResponse = z.object({
  ...paging,
  count: z.number().int().describe('Number of matching products'),
  products: z.array(productSummary),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const listProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/',
  summary: 'Paged product list, optionally filtered by a search keyword',
  tag: 'products',
  auth: 'public',
  query: productListQuery,
  response: productListResponse,
});
