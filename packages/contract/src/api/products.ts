import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, SIDE_PRODUCTS_MAX } from '../catalogue-constants';
import { defineRoute } from '../define';
import { idParam, kurus, pageNumberQuery, paging, productImage } from './common';
import { wholesaleProduct } from './wholesale';

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
    keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
    pageNumber: pageNumberQuery,
  })
  .strict();

export const productListResponse = z.object({
  ...paging,
  count: z.number().int().describe('Number of matching products'),
  moreMatches: z
    .boolean()
    .optional()
    .describe('Search only: more products match than `count`, the best ones the pages show'),
  correctedKeyword: z
    .string()
    .optional()
    .describe('Search only: the words searched for instead of a misspelt keyword'),
  products: z.array(productSummary),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const listProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/',
  summary:
    'Paged product list; `keyword` searches in Turkish (name ranked above description) and tolerates typos',
  tag: 'products',
  auth: 'public',
  query: productListQuery,
  response: productListResponse,
});

/** One purchasable variant. Dimensions a product does not use read `Pass`. */
export const productSku = z.object({
  _id: z.number().int(),
  sku: z.string(),
  size: z.string(),
  color: z.string(),
  target: z.string(),
  type: z.string(),
  price: kurus.describe('Unit price in kuruş, VAT included'),
  priceGap: kurus.describe('Price of each additional unit in kuruş; 0 = same as price'),
  vat: z.number().int().describe('VAT rate in percent'),
  countInStock: z.number().int(),
  maxPurchaseQty: z.number().int(),
  unit: z.string(),
  images: z.array(productImage),
  freeProductId: z.number().int().nullable(),
  inStock: z.boolean(),
  beforePrice: kurus
    .nullable()
    .optional()
    .describe(
      'The struck-through "before" price of the discount shown with this SKU: the lowest price of the 30 days before the discount started; null or absent: no strike-through',
    ),
});
export type ProductSku = z.infer<typeof productSku>;

export const productSafety = z.object({
  manufacturer: z.string().describe('Maker: name, address, contact; empty = not given'),
  importer: z.string().describe('Importer or authorised representative; empty = not given'),
  safetyWarnings: z.string().describe('Usage and safety warnings; empty = not given'),
});
export type ProductSafety = z.infer<typeof productSafety>;

export const ratingCountsSchema = z
  .object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  })
  .describe('Number of 1- to 5-star reviews');
export type RatingCounts = z.infer<typeof ratingCountsSchema>;

export const reviewItem = z.object({
  _id: z.number().int(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  verifiedPurchase: z
    .boolean()
    .describe('Written for a line of an order the author bought ("Satın aldı")'),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const categoryRef = z.object({ name: z.string(), slug: z.string() });

export const productDetails = z.object({
  _id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  defaultPrice: kurus,
  defaultPriceGap: kurus,
  defaultImages: z.array(productImage),
  defaultCountInStock: z.number().int(),
  productUnit: z.string(),
  defaultVat: z.number().int(),
  rating: z.number(),
  numReviews: z.number().int(),
  ratingCounts: ratingCountsSchema,
  numQuestions: z.number().int(),
  reviews: z.array(reviewItem).describe('The newest reviews (up to 3)'),
  buyOneGetOneFree: z.boolean(),
  refundGuarantee: z.number().int().describe('Days'),
  timeLimitedDiscount: z
    .object({
      discountDuration: z.number().int().describe('Hours from the first visit'),
      discountAmount: kurus,
    })
    .nullable(),
  inStock: z.boolean(),
  categories: z.array(categoryRef).describe('Department down to the lowest category'),
  brand: z.string().nullable(),
  model: z.object({ code: z.string(), name: z.string() }).nullable(),
  skus: z.array(productSku),
  sideProductIds: z.array(z.number().int()),
  userManualLink: z.string().nullable(),
  safety: productSafety.optional().describe('Product safety information'),
  scheduledPriceRise: z
    .object({ amount: kurus, at: z.string() })
    .nullable()
    .describe('A price rise staff scheduled: every SKU price goes up by amount at that moment'),
});
export type ProductDetails = z.infer<typeof productDetails>;

export const productIdParams = z.object({ id: idParam }).strict();

export const productDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/productdetails/:id',
  summary: 'Everything the product page shows: SKUs, images, rating counts, newest reviews',
  tag: 'products',
  auth: 'public',
  params: productIdParams,
  response: productDetails,
});

export const campaignInfo = z.object({
  kind: z.enum(['free', 'landing']).describe('free: the home page gift; landing: landing prices'),
  title: z.string(),
  urlExt: z.string().nullable().describe('Last segment of /land/{title}/{id}/{urlExt}'),
  pricePercent: z.number().int().describe('Campaign price as percent of the SKU price'),
  minimumCartAmount: kurus.describe('free: the gift rides along from this cart total; 0 = always'),
  endsAt: z.string().nullable(),
});
export type CampaignInfo = z.infer<typeof campaignInfo>;

export const campaignedProductDetails = productDetails.extend({
  campaign: campaignInfo,
  skus: z.array(productSku.extend({ regularPrice: kurus, regularPriceGap: kurus })),
});
export type CampaignedProductDetails = z.infer<typeof campaignedProductDetails>;

export const campaignedProductDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/campaignedproductdetails/:id',
  summary: 'Product details at campaign prices (404 when the product has no running campaign)',
  tag: 'products',
  auth: 'public',
  params: productIdParams,
  response: campaignedProductDetails,
});

export const homeCampaign = z.object({
  item: z
    .object({
      campaign: campaignInfo,
      product: productSummary,
      beforePrice: kurus
        .nullable()
        .optional()
        .describe(
          "The gift's struck-through price: its lowest price of the 30 days before the campaign started; null: none shown",
        ),
    })
    .nullable()
    .describe('The running free-product campaign shown on the home page, if any'),
});
export type HomeCampaign = z.infer<typeof homeCampaign>;

export const homeCampaignRoute = defineRoute({
  method: 'GET',
  path: '/api/products/campaignedfreeproduct',
  summary: 'The campaigned free product the home page shows',
  tag: 'products',
  auth: 'public',
  response: homeCampaign,
});

export const skuPriceParams = z.object({ productId: idParam, skuId: idParam }).strict();

export const skuPrice = z.object({
  productId: z.number().int(),
  skuId: z.number().int(),
  sku: z.string(),
  price: kurus,
  priceGap: kurus,
  regularPrice: kurus.describe('Price outside any campaign'),
  vat: z.number().int(),
  countInStock: z.number().int(),
  maxPurchaseQty: z.number().int(),
  inStock: z.boolean(),
});
export type SkuPrice = z.infer<typeof skuPrice>;

export const skuPriceRoute = defineRoute({
  method: 'GET',
  path: '/api/products/pricesku/:productId/:skuId',
  summary: 'Current price and stock of one SKU of a product',
  tag: 'products',
  auth: 'public',
  params: skuPriceParams,
  response: skuPrice,
});

export const campaignSkuPriceRoute = defineRoute({
  method: 'GET',
  path: '/api/products/campaignsku/:productId/:skuId',
  summary: 'Campaign price of one SKU (404 when the product has no running campaign)',
  tag: 'products',
  auth: 'public',
  params: skuPriceParams,
  response: skuPrice,
});

/** "3,5,8" → [3, 5, 8]: positive integers, no repeats, at most SIDE_PRODUCTS_MAX. */
export const sideProductsQuery = z
  .object({
    sideProductIds: z
      .string()
      .trim()
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'Virgülle ayrılmış ürün numaraları bekleniyor')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .refine((ids) => ids.length <= SIDE_PRODUCTS_MAX, `En çok ${SIDE_PRODUCTS_MAX} ürün`)
      .refine((ids) => ids.every((id) => id > 0), 'Ürün numaraları 1 veya daha büyük olmalı'),
  })
  .strict();

export const sideProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/sideproductslist/',
  summary: 'Summaries of the given products, in the order asked (unknown ids are left out)',
  tag: 'products',
  auth: 'public',
  query: sideProductsQuery,
  response: z.object({ products: z.array(productSummary) }),
});

export const skuDetailsParams = z
  .object({ productId: idParam, skuCode: z.string().trim().min(1).max(64) })
  .strict();

export const skuDetails = z.object({
  _id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  productUnit: z.string(),
  buyOneGetOneFree: z.boolean(),
  refundGuarantee: z.number().int(),
  skus: z.array(productSku).describe('Exactly the SKU asked for'),
  wholesale: wholesaleProduct
    .nullable()
    .optional()
    .describe(
      "Only to a wholesale session: the SKU at this account's wholesale price (null: not sold wholesale)",
    ),
});

export const skuDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/skudetails/:productId/:skuCode',
  summary: 'A product with only the SKU whose code is given (skus[0])',
  tag: 'products',
  auth: 'public',
  params: skuDetailsParams,
  response: skuDetails,
});

export const lastMonthSalesQuery = z
  .object({
    productId: idParam,
    lastMonth: z.coerce.number().int().min(1).max(24).default(1).describe('Months to look back'),
  })
  .strict();

export const lastMonthSalesRoute = defineRoute({
  method: 'GET',
  path: '/api/lastMonthSales/bringInLastMonthsSales',
  summary: 'Units of a product sold in the last `lastMonth` months',
  tag: 'products',
  auth: 'public',
  query: lastMonthSalesQuery,
  response: z.object({
    productId: z.number().int(),
    lastMonth: z.number().int(),
    count: z.number().int(),
  }),
});

export const shortLinkParams = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{2,40}$/, 'Kısa kod harf, rakam ve tireden oluşur'),
  })
  .strict();

export const shortLinkTarget = z.object({
  kind: z.enum(['product', 'model']),
  productId: z.number().int(),
  path: z.string().describe('Canonical product page path to redirect to'),
});
export type ShortLinkTarget = z.infer<typeof shortLinkTarget>;

export const shortLinkRoute = defineRoute({
  method: 'GET',
  path: '/api/products/shortcode/:code',
  summary: 'Resolves a product short code (3–4 letters) or a model code to its product page',
  tag: 'products',
  auth: 'public',
  params: shortLinkParams,
  response: shortLinkTarget,
});
