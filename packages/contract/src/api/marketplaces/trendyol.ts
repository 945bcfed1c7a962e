import { z } from 'zod';
import { defineRoute } from '../../define';
import {
  marketplaceAddressView,
  marketplaceAttributeView,
  marketplaceBrandView,
  marketplaceCategoryView,
  marketplaceProductDetail,
  matchInput,
  uploadQueuedView,
  uploadView,
} from './common';

// The back office's Trendyol calls (the `trendyol` page), under the spec's paths and names.
// Marketing and the owner only. Reference data comes from a cache shared by all processes.

const productIdInput = z.coerce.number().int().positive('Ürün seçin.');
const trendyolIdQuery = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Trendyol kimliği bir sayı olmalı.');

export const updateSkuWithTrendyolInfoRoute = defineRoute({
  method: 'POST',
  path: '/api/trendyol/updateSkuWithTrendyolInfo',
  summary:
    "Saves a product's Trendyol match: brand, leaf category, attribute values, each SKU's barcode and stock code, the price rule and addresses",
  tag: 'marketplaces',
  auth: 'admin',
  body: z.object(matchInput).strict(),
  response: marketplaceProductDetail,
});

export const uploadAProductInTrendyolRoute = defineRoute({
  method: 'POST',
  path: '/api/trendyol/uploadAProductInTrendyol',
  summary:
    'Checks a matched product and queues it for Trendyol (a job sends it and stores the batchRequestId; polling stores the result per SKU). Problems are refused with each field named',
  tag: 'marketplaces',
  auth: 'admin',
  body: z.object({ productId: productIdInput }).strict(),
  response: uploadQueuedView,
});

export const getTrendyolBrandListRoute = defineRoute({
  method: 'GET',
  path: '/api/trendyol/getTrendyolBrandList',
  summary:
    "Trendyol brands whose name contains the text (Trendyol's search is case-sensitive; the typed, capitalised and upper-case forms are tried)",
  tag: 'marketplaces',
  auth: 'admin',
  query: z.object({ brand: z.string().trim().min(1, 'Marka adı yazın.').max(100) }).strict(),
  response: z.object({ brands: z.array(marketplaceBrandView) }),
});

export const getTrendyolSuppliersAddressRoute = defineRoute({
  method: 'GET',
  path: '/api/trendyol/getTrendyolSuppliersAddress',
  summary:
    "The seller's Trendyol addresses (shipment, returning, invoice); fetched at most hourly as Trendyol allows",
  tag: 'marketplaces',
  auth: 'admin',
  response: z.object({ addresses: z.array(marketplaceAddressView) }),
});

export const getTrendyolCategoryTreeRoute = defineRoute({
  method: 'GET',
  path: '/api/trendyol/getTrendyolCategoryTree',
  summary: "Trendyol's category tree (refreshed weekly; only leaves take products)",
  tag: 'marketplaces',
  auth: 'admin',
  query: z.object({ refresh: z.enum(['1']).optional().describe('Fetch again now') }).strict(),
  response: z.object({
    categories: z.array(marketplaceCategoryView),
    fetchedAt: z.string(),
    stale: z.boolean(),
  }),
});

export const getTrendyolCategoryAttributesRoute = defineRoute({
  method: 'GET',
  path: '/api/trendyol/getTrendyolCategoryAttributes',
  summary: "A leaf category's attributes, required ones first, with their listed values",
  tag: 'marketplaces',
  auth: 'admin',
  query: z.object({ categoryId: trendyolIdQuery }).strict(),
  response: z.object({ categoryId: z.string(), attributes: z.array(marketplaceAttributeView) }),
});

export const getResultOfTrendyolUploadRoute = defineRoute({
  method: 'GET',
  path: '/api/trendyol/getResultOfTrendyolUpload',
  summary:
    "An upload's result per SKU (approval, failure reasons), by batchRequestId and productId; without batchRequestId the product's latest upload",
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

export const trendyolRoutes = [
  updateSkuWithTrendyolInfoRoute,
  uploadAProductInTrendyolRoute,
  getTrendyolBrandListRoute,
  getTrendyolSuppliersAddressRoute,
  getTrendyolCategoryTreeRoute,
  getTrendyolCategoryAttributesRoute,
  getResultOfTrendyolUploadRoute,
] as const;
