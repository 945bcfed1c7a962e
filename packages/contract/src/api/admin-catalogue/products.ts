import { z } from 'zod';
import { defineRoute } from '../../define';
import { multiline } from '../../text-input';
import { idParam, kurus, pageNumberQuery, paging, productImage } from '../common';
import { priceField, stockField, vatField } from './common';
import { optionalText, slug, text } from './fields';

// ── products and SKUs ────────────────────────────────────────────────────────

const adminImage = productImage.extend({
  alt: z.string().trim().max(200, 'Görsel açıklaması en çok 200 karakter olabilir.'),
});
const images = z.array(adminImage).max(20, 'En çok 20 görsel eklenebilir.').default([]);
const optionalId = z.number().int().positive().nullable().default(null);

export const skuInput = z
  .object({
    size: z.string().trim().max(60).default('Pass'),
    color: z.string().trim().max(60).default('Pass'),
    target: z.string().trim().max(60).default('Pass'),
    type: z.string().trim().max(60).default('Pass'),
    sku: z
      .string({ error: 'SKU kodu gerekli.' })
      .trim()
      .regex(
        /^[A-Za-z0-9._-]{2,40}$/,
        'SKU kodu 2–40 harf, rakam, nokta, alt çizgi veya tire olmalı.',
      ),
    barcode: optionalText('Barkod', 40),
    price: priceField('Fiyat'),
    priceGap: priceField('Ek adet fiyatı').default(0),
    wholesalePrice: priceField('Toptan fiyat').nullable().default(null),
    purchasePrice: priceField('Alış fiyatı').nullable().default(null),
    vat: vatField,
    countInStock: stockField.default(0),
    lowStockThreshold: z
      .number({ error: 'Düşük stok eşiği bir sayı olmalı.' })
      .int('Düşük stok eşiği tam sayı olmalı.')
      .min(0, 'Düşük stok eşiği negatif olamaz.')
      .max(1_000_000, 'Düşük stok eşiği en çok 1.000.000 olabilir.')
      .nullable()
      .default(null)
      .describe("Low-stock list threshold; null: the shop's default (LOW_STOCK_THRESHOLD)"),
    maxPurchaseQty: z
      .number()
      .int()
      .min(1, 'En çok alım adedi en az 1 olmalı.')
      .max(1000, 'En çok alım adedi en çok 1000 olabilir.')
      .default(10),
    unit: z.string().trim().min(1).max(20).default('Adet'),
    lengthCm: z.number().int().min(0, 'Uzunluk negatif olamaz.').max(1000).nullable().default(null),
    widthCm: z.number().int().min(0, 'Genişlik negatif olamaz.').max(1000).nullable().default(null),
    heightCm: z
      .number()
      .int()
      .min(0, 'Yükseklik negatif olamaz.')
      .max(1000)
      .nullable()
      .default(null),
    weightGrams: z
      .number()
      .int()
      .min(0, 'Ağırlık negatif olamaz.')
      .max(1_000_000)
      .nullable()
      .default(null),
    parasutProductId: optionalText('Muhasebe ürün no', 60),
    freeProductId: optionalId,
    images,
    isActive: z.boolean().default(true),
  })
  .strict();
export type SkuInput = z.input<typeof skuInput>;

/** A product safety text: trimmed, line breaks kept, empty allowed. */
const safetyText = (label: string, max = 1_000) =>
  multiline(z.string().max(max, `${label} en çok ${max} karakter olabilir.`));

export const productInput = z
  .object({
    name: text('Ürün adı', 160),
    slug,
    code: z
      .string({ error: 'Kısa kod gerekli.' })
      .trim()
      .regex(/^[A-Za-z]{3,4}$/, 'Kısa kod 3 ya da 4 harf olmalı.'),
    description: multiline(
      z.string().max(20_000, 'Açıklama en çok 20.000 karakter olabilir.'),
    ).default(''),
    departmentId: optionalId,
    mainCategoryId: optionalId,
    subCategoryId: optionalId,
    lowCategoryId: optionalId,
    brandId: optionalId,
    supplierId: optionalId,
    modelId: optionalId,
    defaultPrice: priceField('Varsayılan fiyat'),
    defaultPriceGap: priceField('Ek adet fiyatı').default(0),
    defaultVat: vatField,
    productUnit: z.string().trim().min(1, 'Birim boş olamaz.').max(20).default('Adet'),
    buyOneGetOneFree: z.boolean().default(false),
    buyOneGetOtherProductFree: z.boolean().default(false),
    buyOneGetAnotherFree: z.boolean().default(false),
    freeWithOtherProduct: z.boolean().default(false),
    isFreeProduct: z.boolean().default(false),
    timeLimitedDiscountDuration: z
      .number()
      .int()
      .min(1, 'İndirim süresi en az 1 saat olmalı.')
      .max(24 * 365, 'İndirim süresi çok uzun.')
      .nullable()
      .default(null),
    timeLimitedDiscountAmount: priceField('İndirim tutarı').nullable().default(null),
    refundGuarantee: z
      .number()
      .int()
      .min(0, 'İade garantisi negatif olamaz.')
      .max(3650, 'İade garantisi en çok 3650 gün olabilir.')
      .default(90),
    upsellProductId: optionalId,
    upsellSkuId: optionalId,
    userManualLink: z
      .string()
      .trim()
      .regex(/^(https:\/\/\S+|\/uploads\/\S+)?$/, 'Kullanım kılavuzu https:// ile başlamalı.')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    seoTitle: optionalText('SEO başlığı', 70),
    seoDescription: optionalText('SEO açıklaması', 170),
    // Product safety information; absent on an update: left as it is.
    manufacturer: safetyText('Üretici bilgisi').optional(),
    importer: safetyText('İthalatçı / yetkili temsilci bilgisi').optional(),
    safetyWarnings: safetyText('Kullanım ve güvenlik uyarıları', 4_000).optional(),
    defaultImages: images,
    isActive: z.boolean().default(true),
  })
  .strict();
export type ProductInput = z.input<typeof productInput>;

export const createProductBody = productInput
  .extend({
    skus: z
      .array(skuInput)
      .min(1, 'En az bir SKU ekleyin.')
      .max(100, 'En çok 100 SKU eklenebilir.'),
  })
  .strict();
export const updateProductBody = productInput
  .extend({ version: z.number({ error: 'Sürüm gerekli.' }).int().positive() })
  .strict();
export const updateSkuBody = skuInput
  .extend({ version: z.number({ error: 'Sürüm gerekli.' }).int().positive() })
  .strict();

export const adminSku = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  position: z.number().int(),
  size: z.string(),
  color: z.string(),
  target: z.string(),
  type: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  price: z.number().int(),
  priceGap: z.number().int(),
  wholesalePrice: z.number().int().nullable(),
  purchasePrice: z.number().int().nullable(),
  vat: z.number().int(),
  countInStock: z.number().int(),
  lowStockThreshold: z.number().int().nullable(),
  maxPurchaseQty: z.number().int(),
  unit: z.string(),
  lengthCm: z.number().int().nullable(),
  widthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  /** Volumetric weight, computed (packages/domain/src/shipping/desi.ts). */
  desi: z.number().int().nullable(),
  parasutProductId: z.string().nullable(),
  freeProductId: z.number().int().nullable(),
  images: z.array(productImage),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type AdminSku = z.infer<typeof adminSku>;

export const adminProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  departmentId: z.number().int().nullable(),
  mainCategoryId: z.number().int().nullable(),
  subCategoryId: z.number().int().nullable(),
  lowCategoryId: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  supplierId: z.number().int().nullable(),
  modelId: z.number().int().nullable(),
  defaultPrice: z.number().int(),
  defaultPriceGap: z.number().int(),
  defaultVat: z.number().int(),
  productUnit: z.string(),
  buyOneGetOneFree: z.boolean(),
  buyOneGetOtherProductFree: z.boolean(),
  buyOneGetAnotherFree: z.boolean(),
  freeWithOtherProduct: z.boolean(),
  isFreeProduct: z.boolean(),
  timeLimitedDiscountDuration: z.number().int().nullable(),
  timeLimitedDiscountAmount: z.number().int().nullable(),
  refundGuarantee: z.number().int(),
  upsellProductId: z.number().int().nullable(),
  upsellSkuId: z.number().int().nullable(),
  userManualLink: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  manufacturer: z.string().describe('Maker: name, address, contact; empty = not given'),
  importer: z.string().describe('Importer or authorised representative; empty = not given'),
  safetyWarnings: z.string().describe('Usage and safety warnings; empty = not given'),
  defaultImages: z.array(productImage),
  isActive: z.boolean(),
  version: z.number().int(),
  skus: z.array(adminSku),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  department: z.string().nullable(),
  brand: z.string().nullable(),
  defaultPrice: z.number().int(),
  skuCount: z.number().int(),
  stock: z.number().int(),
  isActive: z.boolean(),
  image: productImage.nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductSorts = ['ad', '-ad', 'fiyat', '-fiyat', 'stok', '-stok', 'yeni'] as const;

export const listAdminProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/products',
  summary: 'Products for the back office: search (name, code, SKU), filters, 20 a page',
  tag: 'admin-catalogue',
  auth: 'admin',
  query: z
    .object({
      keyword: z.string().trim().max(100).optional(),
      pageNumber: pageNumberQuery,
      departmentId: z.coerce.number().int().positive().optional(),
      brandId: z.coerce.number().int().positive().optional(),
      stock: z.enum(['var', 'yok'], { error: 'Stok filtresi var ya da yok olmalı.' }).optional(),
      active: z
        .enum(['evet', 'hayir'], { error: 'Durum filtresi evet ya da hayir olmalı.' })
        .optional(),
      sirala: z.enum(adminProductSorts).optional(),
    })
    .strict(),
  response: z.object({ products: z.array(adminProductRow), total: z.number().int(), ...paging }),
});

export const getAdminProductRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/products/:id',
  summary: 'One product with its SKUs and version, for the edit screen',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ product: adminProduct }),
});

export const createAdminProductRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/products',
  summary: 'Create a product with its SKUs (one transaction)',
  tag: 'admin-catalogue',
  auth: 'admin',
  body: createProductBody,
  response: z.object({ product: adminProduct, message: z.string() }),
});

export const updateAdminProductRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/products/:id',
  summary: "Change a product's fields; 409 STALE_VERSION when someone changed it meanwhile",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  body: updateProductBody,
  response: z.object({ product: adminProduct, message: z.string() }),
});

export const addAdminSkuRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/products/:id/skus',
  summary: 'Add a SKU to a product',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  body: skuInput,
  response: z.object({ product: adminProduct, message: z.string() }),
});

export const updateAdminSkuRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/skus/:id',
  summary: 'Change a SKU; 409 STALE_VERSION when someone changed it meanwhile',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  body: updateSkuBody,
  response: z.object({ product: adminProduct, message: z.string() }),
});

/**
 * A price rise scheduled for a product ("prices rise by 10 TL at midnight"): the job
 * adds `amount` to every SKU's price at `applyAt`; the product page announces it until then.
 */
export const priceRiseView = z.object({
  _id: z.number().int(),
  productId: z.number().int(),
  amount: kurus,
  applyAt: z.string(),
  status: z.enum(['pending', 'applied', 'cancelled']),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PriceRiseView = z.infer<typeof priceRiseView>;

export const PRICE_RISE_MAX_DAYS_AHEAD = 30;

export const schedulePriceRiseBody = z
  .object({
    amount: z
      .number({ message: 'Artış tutarı gerekli.' })
      .int('Artış tutarı kuruş olarak tam sayı olmalı.')
      .min(1, 'Artış tutarı 0’dan büyük olmalı.')
      .max(100_000, 'Artış en çok 1.000,00 TL olabilir.')
      .describe('Kuruş added to every SKU price'),
    applyAt: z
      .string({ message: 'Uygulama zamanı gerekli.' })
      .datetime({ offset: true, message: 'Geçerli bir tarih girin.' }),
  })
  .strict();

export const listPriceRisesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/products/:id/price-rises',
  summary: "A product's scheduled price rises, newest first (pending, applied, cancelled)",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ priceRises: z.array(priceRiseView) }),
});

export const schedulePriceRiseRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/products/:id/price-rises',
  summary: 'Schedules a price rise (one pending per product; in the future, at most 30 days ahead)',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  body: schedulePriceRiseBody,
  response: z.object({ priceRise: priceRiseView, message: z.string() }),
});

export const cancelPriceRiseRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/price-rises/:id/cancel',
  summary: 'Cancels a pending price rise (409 once it was applied)',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ priceRise: priceRiseView, message: z.string() }),
});

/** Raw image bytes as the body (Content-Type image/*), one file a request. */
export const UPLOAD_PRODUCT_IMAGE_PATH = '/api/admin/images';
export const uploadImageResponse = z.object({ image: productImage });
