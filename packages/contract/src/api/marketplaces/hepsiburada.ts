import { z } from 'zod';
import { defineRoute } from '../../define';
import {
  marketplaceAttributeValueView,
  marketplaceAttributeView,
  marketplaceCategoryView,
  marketplaceProductDetail,
  matchInput,
  uploadQueuedView,
  uploadView,
} from './common';

// The back office's Hepsiburada calls (the `hepsiburada` page), under the spec's paths and
// names. Marketing and the owner only. Reference data comes from a cache shared by all processes.

const productIdInput = z.coerce.number().int().positive('Ürün seçin.');
const categoryIdQuery = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Hepsiburada kategori kimliği bir sayı olmalı.');
const attributeIdQuery = z
  .string()
  .trim()
  .regex(/^[\w-]{1,60}$/, 'Hepsiburada özellik kimliği geçersiz.');

export const getHepsiBuradaCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/hepsiBurada/getHepsiBuradaCategories',
  summary:
    "Hepsiburada's active categories as a tree (refreshed weekly); only leaves that are available take products",
  tag: 'marketplaces',
  auth: 'admin',
  query: z.object({ refresh: z.enum(['1']).optional().describe('Fetch again now') }).strict(),
  response: z.object({
    categories: z.array(marketplaceCategoryView),
    fetchedAt: z.string(),
    stale: z.boolean(),
  }),
});

export const getHepsiBuradaCategoryAttributesRoute = defineRoute({
  method: 'GET',
  path: '/api/hepsiBurada/getHepsiBuradaCategoryAttributes',
  summary:
    "A leaf category's attributes (category and variant attributes), required ones first; short value lists included",
  tag: 'marketplaces',
  auth: 'admin',
  query: z.object({ categoryId: categoryIdQuery }).strict(),
  response: z.object({ categoryId: z.string(), attributes: z.array(marketplaceAttributeView) }),
});

export const getHepsiBuradaEnumValuesRoute = defineRoute({
  method: 'GET',
  path: '/api/hepsiBurada/getHepsiBuradaEnumValues',
  summary:
    "One enum attribute's values for a category (Hepsiburada identifies a value by its text)",
  tag: 'marketplaces',
  auth: 'admin',
  query: z.object({ categoryId: categoryIdQuery, attributeId: attributeIdQuery }).strict(),
  response: z.object({
    categoryId: z.string(),
    attributeId: z.string(),
    values: z.array(marketplaceAttributeValueView),
  }),
});

export const updateSkuWithHepsiBuradaInfoRoute = defineRoute({
  method: 'PUT',
  path: '/api/hepsiBurada/updateSkuWithHepsiBuradaInfo',
  summary:
    "Saves a product's Hepsiburada match: brand (text), leaf category, attribute values, each SKU's barcode and merchant SKU, and the price rule",
  tag: 'marketplaces',
  auth: 'admin',
  body: z.object({ skuData: z.object(matchInput).strict() }).strict(),
  response: marketplaceProductDetail,
});

export const uploadAProductInHepsiBuradaRoute = defineRoute({
  method: 'POST',
  path: '/api/hepsiBurada/uploadAProductInHepsiBurada',
  summary:
    'Checks a matched product and queues it for Hepsiburada (a job sends the import file and stores the tracking id as batchRequestId; polling stores the result per SKU). Problems are refused with each field named',
  tag: 'marketplaces',
  auth: 'admin',
  body: z.object({ productId: productIdInput }).strict(),
  response: uploadQueuedView,
});

export const getResultOfHepsiBuradaUploadRoute = defineRoute({
  method: 'GET',
  path: '/api/hepsiBurada/getResultOfHepsiBuradaUpload',
  summary:
    "An upload's result per SKU (approval, Hepsiburada's validation messages), by tracking id (batchRequestId) and productId; without batchRequestId the product's latest upload",
  tag: 'marketplaces',
  auth: 'admin',
  query: z
    .object({
      productId: productIdInput,
      batchRequestId: z.string().trim().min(1).max(100).optional(),
    })
    .strict(),
  response: uploadView,
});

export const deletePendingProductInHepsiBuradaRoute = defineRoute({
  method: 'POST',
  path: '/api/hepsiBurada/deletePendingProductInHepsiBurada',
  summary:
    "Deletes the product's SKUs awaiting action on Hepsiburada (not created or ready for sale); answers the delete request's tracking id",
  tag: 'marketplaces',
  auth: 'admin',
  body: z.object({ productId: productIdInput }).strict(),
  response: z.object({
    message: z.string(),
    batchRequestId: z.string().nullable(),
    removed: z.array(z.string()),
  }),
});

export const hepsiburadaRoutes = [
  getHepsiBuradaCategoriesRoute,
  getHepsiBuradaCategoryAttributesRoute,
  getHepsiBuradaEnumValuesRoute,
  updateSkuWithHepsiBuradaInfoRoute,
  uploadAProductInHepsiBuradaRoute,
  getResultOfHepsiBuradaUploadRoute,
  deletePendingProductInHepsiBuradaRoute,
] as const;
