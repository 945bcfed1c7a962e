import { z } from 'zod';
import { defineRoute } from '../../define';
import { pageNumberQuery } from '../common';
import {
  listingProblemView,
  MARKETPLACE_CODES,
  marketplaceAttributeValueView,
  marketplaceProductDetail,
  uploadView,
} from './common';

// What every marketplace page needs besides the marketplace's own spec calls: connection
// settings and their check, the product list with its "needs fixing" filter, one product's
// match, the check before upload, uploading a selection, long attribute value lists and
// removing products the marketplace has not approved. Marketing and the owner only.

const marketplaceParams = z.object({ marketplace: z.enum(MARKETPLACE_CODES) }).strict();
const productParams = z
  .object({ marketplace: z.enum(MARKETPLACE_CODES), productId: z.coerce.number().int().positive() })
  .strict();

export const MARKETPLACE_PRODUCT_FILTERS = ['all', 'matched', 'uploaded', 'needs-fixing'] as const;
export const MARKETPLACE_PRODUCT_FILTER_LABELS: Readonly<
  Record<(typeof MARKETPLACE_PRODUCT_FILTERS)[number], string>
> = {
  all: 'Tümü',
  matched: 'Eşleştirilenler',
  uploaded: 'Gönderilenler',
  'needs-fixing': 'Düzeltilmesi gerekenler',
};

export const marketplaceSettingsView = z.object({
  marketplace: z.enum(MARKETPLACE_CODES),
  source: z.enum(['stored', 'sandbox', 'none']),
  sellerId: z.string(),
  apiKeyHint: z.string().nullable().describe('Last characters only; the key is never sent back'),
  apiSecretHint: z.string().nullable(),
  userAgent: z.string().nullable(),
  environment: z.enum(['production', 'test']),
  enabled: z.boolean(),
  lastCheckedAt: z.string().nullable(),
  lastCheckOk: z.boolean().nullable(),
});

export const adminMarketplaceSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/marketplaces/:marketplace/settings',
  summary: "A marketplace's connection settings (secrets shown only as a hint)",
  tag: 'marketplaces',
  auth: 'admin',
  params: marketplaceParams,
  response: marketplaceSettingsView,
});

export const adminUpdateMarketplaceSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/marketplaces/:marketplace/settings',
  summary:
    'Saves seller/merchant id, keys (encrypted at rest; empty keeps the stored one) and environment',
  tag: 'marketplaces',
  auth: 'admin',
  params: marketplaceParams,
  body: z
    .object({
      sellerId: z
        .string()
        .trim()
        .min(1, 'Satıcı numarasını girin.')
        .max(40)
        .regex(/^[A-Za-z0-9-]+$/, 'Satıcı numarası geçersiz.'),
      apiKey: z.string().trim().max(200).optional(),
      apiSecret: z.string().trim().max(200).optional(),
      userAgent: z.string().trim().max(100).optional(),
      environment: z.enum(['production', 'test']),
      enabled: z.boolean().default(true),
    })
    .strict(),
  response: z.object({ message: z.string(), settings: marketplaceSettingsView }),
});

export const adminCheckMarketplaceConnectionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/marketplaces/:marketplace/check-connection',
  summary: 'Calls the marketplace with the stored settings and says whether it answers',
  tag: 'marketplaces',
  auth: 'admin',
  params: marketplaceParams,
  response: z.object({ ok: z.boolean(), message: z.string() }),
});

export const adminMarketplaceProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/marketplaces/:marketplace/products',
  summary:
    'Products with their match and latest upload; search by name or code; filter needs-fixing; paged (25)',
  tag: 'marketplaces',
  auth: 'admin',
  params: marketplaceParams,
  query: z
    .object({
      q: z.string().trim().max(100).optional(),
      durum: z.enum(MARKETPLACE_PRODUCT_FILTERS).default('all'),
      page: pageNumberQuery,
    })
    .strict(),
  response: z.object({
    rows: z.array(
      z.object({
        productId: z.number().int(),
        code: z.string(),
        name: z.string(),
        matched: z.boolean(),
        brandName: z.string().nullable(),
        categoryName: z.string().nullable(),
        upload: uploadView.nullable(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const adminMarketplaceProductRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/marketplaces/:marketplace/products/:productId',
  summary: "One product's SKUs, its match and latest upload on the marketplace",
  tag: 'marketplaces',
  auth: 'admin',
  params: productParams,
  response: marketplaceProductDetail,
});

export const adminCheckMarketplaceProductRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/marketplaces/:marketplace/products/:productId/check',
  summary:
    'The check before upload: title length, list ≥ sale price, images (https, size), required and product-safety attributes, barcodes, addresses — each problem with its field',
  tag: 'marketplaces',
  auth: 'admin',
  params: productParams,
  response: z.object({
    ok: z.boolean(),
    message: z.string(),
    itemCount: z.number().int(),
    problems: z.array(listingProblemView),
  }),
});

export const adminMarketplaceUploadsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/marketplaces/:marketplace/uploads',
  summary:
    'Queues a selection of products (one upload each); products with problems are listed, not sent',
  tag: 'marketplaces',
  auth: 'admin',
  params: marketplaceParams,
  body: z
    .object({ productIds: z.array(z.number().int().positive()).min(1, 'Ürün seçin.').max(200) })
    .strict(),
  response: z.object({
    message: z.string(),
    queued: z.array(z.object({ productId: z.number().int(), uploadId: z.number().int() })),
    refused: z.array(
      z.object({ productId: z.number().int(), problems: z.array(listingProblemView) }),
    ),
  }),
});

export const adminMarketplaceAttributeValuesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/marketplaces/:marketplace/categories/:categoryId/attributes/:attributeId/values',
  summary: "An attribute's whole value list (long lists the attributes call leaves out)",
  tag: 'marketplaces',
  auth: 'admin',
  params: z
    .object({
      marketplace: z.enum(MARKETPLACE_CODES),
      categoryId: z.string().regex(/^[\w-]{1,40}$/),
      attributeId: z.string().regex(/^[\w-]{1,60}$/),
    })
    .strict(),
  response: z.object({ values: z.array(marketplaceAttributeValueView) }),
});

export const adminRemovePendingMarketplaceProductRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/marketplaces/:marketplace/products/:productId/remove-pending',
  summary: "Removes the product's SKUs the marketplace has not approved (pending or refused)",
  tag: 'marketplaces',
  auth: 'admin',
  params: productParams,
  response: z.object({
    message: z.string(),
    batchRequestId: z.string().nullable(),
    removed: z.array(z.string()),
  }),
});

export const marketplaceAdminRoutes = [
  adminMarketplaceSettingsRoute,
  adminUpdateMarketplaceSettingsRoute,
  adminCheckMarketplaceConnectionRoute,
  adminMarketplaceProductsRoute,
  adminMarketplaceProductRoute,
  adminCheckMarketplaceProductRoute,
  adminMarketplaceUploadsRoute,
  adminMarketplaceAttributeValuesRoute,
  adminRemovePendingMarketplaceProductRoute,
] as const;
