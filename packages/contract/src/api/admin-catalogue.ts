import { z } from 'zod';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { idParam, kurus, pageNumberQuery, paging, productImage } from './common';

// Back-office catalogue: taxonomy, products and SKUs, images, stock and warehouses, bulk
// update. Money is kuruş; every refusal is a Turkish message naming the field.

/** Highest shelf price the back office accepts for one unit: 1.000.000 TL. */
export const PRICE_CEILING_KURUS = 100_000_000;
/** Largest image upload: 15 MB; larger files are refused before they are read. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** Largest spreadsheet for a bulk update. */
export const BULK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const CATALOGUE_ADMIN_PAGE_SIZE = 20;

export const catalogueAdminErrorCodes = {
  inUse: 'IN_USE',
  duplicate: 'DUPLICATE',
  staleVersion: 'STALE_VERSION',
  badImage: 'BAD_IMAGE',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  badSpreadsheet: 'BAD_SPREADSHEET',
  stockNegative: 'STOCK_NEGATIVE',
} as const;

/** `inUseMessage`: why a record cannot be deleted, naming how many products use it. */
export const inUseMessage = (what: string, products: number, extra?: string) =>
  extra
    ? `Bu ${what} silinemez: ${extra}.`
    : `Bu ${what} ${products} üründe kullanılıyor; silmeden önce ürünlerden kaldırın.`;

export const staleVersionMessage =
  'Bu kayıt siz düzenlerken başka bir yönetici tarafından değiştirildi. Sayfayı yenileyip değişikliklerinizi tekrar yapın.';

// ── small field schemas with Turkish messages ────────────────────────────────

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, `${label} boş olamaz.`)
    .max(max, `${label} en çok ${max} karakter olabilir.`);
const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${label} en çok ${max} karakter olabilir.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
/** Empty means "derive it from the name". */
const slug = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string()
    .trim()
    .max(120, 'Kısa ad en çok 120 karakter olabilir.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Kısa ad yalnız küçük harf, rakam ve tire içerebilir.')
    .optional(),
);
const order = z
  .number({ error: 'Sıra bir sayı olmalı.' })
  .int('Sıra tam sayı olmalı.')
  .min(0, 'Sıra negatif olamaz.')
  .max(100_000, 'Sıra çok büyük.')
  .default(0);
const parentId = (label: string) =>
  z
    .number({ error: `${label} seçin.` })
    .int()
    .positive(`${label} seçin.`);

/** A price in kuruş: whole, not negative, at most the ceiling. */
export const priceField = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalı.` })
    .int(`${label} kuruş cinsinden tam sayı olmalı.`)
    .min(0, `${label} negatif olamaz.`)
    .max(PRICE_CEILING_KURUS, `${label} en çok ${PRICE_CEILING_KURUS / 100} TL olabilir.`);
export const vatField = z
  .number({ error: 'KDV oranı bir sayı olmalı.' })
  .int('KDV oranı tam sayı olmalı.')
  .min(0, 'KDV oranı 0 ile 100 arasında olmalı.')
  .max(100, 'KDV oranı 0 ile 100 arasında olmalı.');
/** Most units one SKU may hold in stock. */
export const STOCK_CEILING = 10_000_000;
export const stockField = z
  .number({ error: 'Stok bir sayı olmalı.' })
  .int('Stok tam sayı olmalı.')
  .min(0, 'Stok negatif olamaz.')
  .max(STOCK_CEILING, 'Stok çok büyük.');

// ── taxonomy: one definition per entity ──────────────────────────────────────

export type TaxonomyFieldType = 'text' | 'number' | 'list' | 'parent';

export interface TaxonomyField {
  key: string;
  label: string;
  type: TaxonomyFieldType;
  required?: boolean;
  /** A number with decimals (material stock in metres or kilograms). */
  decimal?: boolean;
}

export interface TaxonomyDefinition {
  kind: TaxonomyKind;
  /** Admin page id in pages.ts and the screen's title. */
  pageId: string;
  title: string;
  /** "Bu {noun} … üründe kullanılıyor" */
  noun: string;
  /** Admin area whose roles may read and change it. */
  area: 'catalogue' | 'stock';
  parent?: TaxonomyKind;
  fields: readonly TaxonomyField[];
  schema: z.ZodObject;
}

export const taxonomyKinds = [
  'departments',
  'main-categories',
  'sub-categories',
  'low-categories',
  'suppliers',
  'brands',
  'variants',
  'models',
  'warehouses',
  'materials',
] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];

const named = { name: text('Ad', 120), slug, sortOrder: order };

export const taxonomyDefinitions: Readonly<Record<TaxonomyKind, TaxonomyDefinition>> = {
  departments: {
    kind: 'departments',
    pageId: 'admin-departments',
    title: 'Departmanlar',
    noun: 'departman',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object(named).strict(),
  },
  'main-categories': {
    kind: 'main-categories',
    pageId: 'admin-main-categories',
    title: 'Ana kategoriler',
    noun: 'ana kategori',
    area: 'catalogue',
    parent: 'departments',
    fields: [
      { key: 'parentId', label: 'Departman', type: 'parent', required: true },
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object({ ...named, parentId: parentId('Departman') }).strict(),
  },
  'sub-categories': {
    kind: 'sub-categories',
    pageId: 'admin-sub-categories',
    title: 'Alt kategoriler',
    noun: 'alt kategori',
    area: 'catalogue',
    parent: 'main-categories',
    fields: [
      { key: 'parentId', label: 'Ana kategori', type: 'parent', required: true },
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object({ ...named, parentId: parentId('Ana kategori') }).strict(),
  },
  'low-categories': {
    kind: 'low-categories',
    pageId: 'admin-low-categories',
    title: 'Son kategoriler',
    noun: 'son kategori',
    area: 'catalogue',
    parent: 'sub-categories',
    fields: [
      { key: 'parentId', label: 'Alt kategori', type: 'parent', required: true },
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object({ ...named, parentId: parentId('Alt kategori') }).strict(),
  },
  suppliers: {
    kind: 'suppliers',
    pageId: 'admin-suppliers',
    title: 'Tedarikçiler',
    noun: 'tedarikçi',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Firma adı', type: 'text', required: true },
      { key: 'contactName', label: 'Yetkili', type: 'text' },
      { key: 'phone', label: 'Telefon', type: 'text' },
      { key: 'email', label: 'E-posta', type: 'text' },
      { key: 'taxOffice', label: 'Vergi dairesi', type: 'text' },
      { key: 'taxNumber', label: 'Vergi / TC kimlik no', type: 'text' },
      { key: 'address', label: 'Adres', type: 'text' },
    ],
    schema: z
      .object({
        name: text('Firma adı', 160),
        contactName: optionalText('Yetkili', 120),
        phone: z
          .string()
          .trim()
          .regex(/^(\+90|0)?[1-9]\d{9}$/, 'Telefon 10 haneli olmalı (ör. 0212 123 45 67).')
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
        email: z
          .email('Geçerli bir e-posta adresi girin.')
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
        taxOffice: optionalText('Vergi dairesi', 120),
        taxNumber: z
          .string()
          .trim()
          .regex(/^(\d{10}|\d{11})$/, 'Vergi numarası 10, TC kimlik numarası 11 haneli olmalı.')
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
        address: optionalText('Adres', 500),
      })
      .strict(),
  },
  brands: {
    kind: 'brands',
    pageId: 'admin-brands',
    title: 'Markalar',
    noun: 'marka',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'logoUrl', label: 'Logo adresi', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z
      .object({
        ...named,
        logoUrl: z
          .string()
          .trim()
          .regex(
            /^(\/uploads\/[\w./-]+|https:\/\/\S+)$/,
            'Logo /uploads/… ya da https:// adresi olmalı.',
          )
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
      })
      .strict(),
  },
  variants: {
    kind: 'variants',
    pageId: 'admin-variants',
    title: 'Varyantlar',
    noun: 'varyant',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad (ör. Ebat, Renk)', type: 'text', required: true },
      { key: 'values', label: 'Değerler (virgülle)', type: 'list' },
    ],
    schema: z
      .object({
        name: text('Ad', 60),
        values: z
          .array(text('Değer', 60), { error: 'Değerler bir liste olmalı.' })
          .max(200, 'En çok 200 değer girilebilir.')
          .default([]),
      })
      .strict(),
  },
  models: {
    kind: 'models',
    pageId: 'admin-models',
    title: 'Modeller',
    noun: 'model',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'code', label: 'Kod (kısa bağlantı)', type: 'text', required: true },
    ],
    schema: z
      .object({
        name: text('Ad', 120),
        code: z
          .string({ error: 'Kod gerekli.' })
          .trim()
          .regex(/^[A-Za-z0-9-]{2,32}$/, 'Kod 2–32 harf, rakam veya tire olmalı.'),
      })
      .strict(),
  },
  warehouses: {
    kind: 'warehouses',
    pageId: 'admin-warehouses',
    title: 'Depolar',
    noun: 'depo',
    area: 'stock',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'code', label: 'Kod', type: 'text', required: true },
      { key: 'address', label: 'Adres', type: 'text' },
    ],
    schema: z
      .object({
        name: text('Ad', 120),
        code: z
          .string({ error: 'Kod gerekli.' })
          .trim()
          .regex(/^[A-Za-z0-9-]{2,16}$/, 'Kod 2–16 harf, rakam veya tire olmalı.'),
        address: z.string().trim().max(500, 'Adres en çok 500 karakter olabilir.').default(''),
      })
      .strict(),
  },
  materials: {
    kind: 'materials',
    pageId: 'admin-materials',
    title: 'Malzemeler',
    noun: 'malzeme',
    area: 'stock',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'kind', label: 'Tür (Kumaş, Dolgu, Ambalaj…)', type: 'text', required: true },
      { key: 'unit', label: 'Birim (metre, kg, adet)', type: 'text', required: true },
      { key: 'stock', label: 'Stok', type: 'number', decimal: true },
    ],
    schema: z
      .object({
        name: text('Ad', 120),
        kind: text('Tür', 40),
        unit: text('Birim', 20),
        stock: z
          .number({ error: 'Stok bir sayı olmalı.' })
          .min(0, 'Stok negatif olamaz.')
          .max(1_000_000, 'Stok çok büyük.')
          .default(0),
      })
      .strict(),
  },
};

export function isTaxonomyKind(value: string): value is TaxonomyKind {
  return (taxonomyKinds as readonly string[]).includes(value);
}

const fieldValue = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
export const taxonomyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The entity's own fields (see the definition), parentId included. */
  fields: z.record(z.string(), fieldValue),
  parentName: z.string().nullable(),
  /** Products that use it (for variants: products with a SKU using one of its values). */
  productCount: z.number().int(),
});
export type TaxonomyItem = z.infer<typeof taxonomyItem>;

const kindParam = z
  .object({
    kind: z.enum(taxonomyKinds, { error: 'Bilinmeyen katalog tanımı.' }),
  })
  .strict();
const kindIdParam = kindParam.extend({ id: idParam }).strict();
const taxonomyBody = z.record(z.string(), fieldValue.or(z.boolean()));

export const listTaxonomyRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/taxonomy/:kind',
  summary: 'Departments, categories, suppliers, brands, variants, models or warehouses (paged)',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindParam,
  query: z
    .object({
      keyword: z.string().trim().max(100).optional(),
      pageNumber: pageNumberQuery,
      parentId: z.coerce.number().int().positive().optional(),
      /** "true": up to 1000 records on one page (choices in the product form). */
      hepsi: z.enum(['true']).optional(),
    })
    .strict(),
  response: z.object({
    items: z.array(taxonomyItem),
    /** Choices for the parent field (levels with a parent). */
    parents: z.array(z.object({ id: z.number().int(), name: z.string() })),
    total: z.number().int(),
    ...paging,
  }),
});

export const createTaxonomyRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/taxonomy/:kind',
  summary: "Create a taxonomy record; the body is the definition's fields",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindParam,
  body: taxonomyBody,
  response: z.object({ item: taxonomyItem, message: z.string() }),
});

export const updateTaxonomyRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/taxonomy/:kind/:id',
  summary: 'Change a taxonomy record',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindIdParam,
  body: taxonomyBody,
  response: z.object({ item: taxonomyItem, message: z.string() }),
});

export const deleteTaxonomyRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/taxonomy/:kind/:id',
  summary: 'Delete a taxonomy record; 409 IN_USE (message = inUseMessage) while products use it',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindIdParam,
  response: z.object({ message: z.string() }),
});

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

// ── stock ───────────────────────────────────────────────────────────────────

export const stockRow = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  variant: z.string(),
  countInStock: z.number().int(),
  warehouses: z.array(
    z.object({ warehouseId: z.number().int(), name: z.string(), quantity: z.number().int() }),
  ),
});
export type StockRow = z.infer<typeof stockRow>;

export const listStockRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock',
  summary: 'Stock per SKU and per warehouse (search by SKU or product name), 20 a page',
  tag: 'admin-stock',
  auth: 'admin',
  query: z
    .object({ keyword: z.string().trim().max(100).optional(), pageNumber: pageNumberQuery })
    .strict(),
  response: z.object({
    rows: z.array(stockRow),
    warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
    total: z.number().int(),
    ...paging,
  }),
});

export const lowStockRow = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  variant: z.string(),
  countInStock: z.number().int(),
  threshold: z.number().int().describe("The SKU's own threshold, else the shop's default"),
});
export type LowStockRow = z.infer<typeof lowStockRow>;

export const LOW_STOCK_LIST_SIZE = 50;

export const listLowStockRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock/low',
  summary:
    'Active SKUs whose sellable stock is at or below their threshold (own, else the default), fewest first',
  tag: 'admin-stock',
  auth: 'admin',
  response: z.object({
    defaultThreshold: z.number().int(),
    rows: z.array(lowStockRow).describe(`At most ${LOW_STOCK_LIST_SIZE}`),
    total: z.number().int(),
  }),
});

export const adjustmentKinds = ['count', 'damage', 'return', 'transfer', 'produce'] as const;
export const adjustmentKindLabels: Record<(typeof adjustmentKinds)[number], string> = {
  count: 'Sayım',
  damage: 'Hasar / fire',
  return: 'İade girişi',
  transfer: 'Depo transferi',
  produce: 'Üretim (malzeme tüketir)',
};

/** A material a production consumes, in its own unit (metres, kilograms, pieces). */
export const consumedMaterial = z
  .object({
    materialId: z.number({ error: 'Malzeme seçin.' }).int().positive('Malzeme seçin.'),
    amount: z
      .number({ error: 'Miktar bir sayı olmalı.' })
      .positive('Miktar 0’dan büyük olmalı.')
      .max(1_000_000, 'Miktar çok büyük.')
      .refine(
        (v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6,
        'Miktar en çok 3 ondalık basamak olabilir.',
      ),
  })
  .strict();

export const stockAdjustmentBody = z
  .object({
    skuId: z.number({ error: 'SKU seçin.' }).int().positive(),
    kind: z.enum(adjustmentKinds, {
      error: 'Hareket türü sayım, hasar, iade, transfer ya da üretim olmalı.',
    }),
    warehouseId: z.number({ error: 'Depo seçin.' }).int().positive(),
    toWarehouseId: z.number().int().positive().optional(),
    /** count: the counted units in the warehouse; otherwise the units damaged/returned/moved. */
    quantity: z
      .number({ error: 'Adet bir sayı olmalı.' })
      .int('Adet tam sayı olmalı.')
      .min(0, 'Adet negatif olamaz.')
      .max(1_000_000, 'Adet çok büyük.'),
    reason: text('Açıklama', 300),
    /** produce: the materials the made units consumed (taken off the materials' stock). */
    materials: z.array(consumedMaterial).max(20, 'En çok 20 malzeme girilebilir.').optional(),
  })
  .strict();

export const inventoryActivity = z.object({
  id: z.number().int(),
  kind: z.string(),
  sku: z.string(),
  warehouse: z.string().nullable(),
  toWarehouse: z.string().nullable(),
  quantity: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  adminName: z.string(),
  createdAt: z.string(),
});

export const adjustStockRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/stock/adjustments',
  summary:
    'Record a count, damage, return, transfer or production (which consumes materials); stock never goes negative',
  tag: 'admin-stock',
  auth: 'admin',
  body: stockAdjustmentBody,
  response: z.object({ row: stockRow, activity: inventoryActivity, message: z.string() }),
});

export const listInventoryActivitiesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock/activities',
  summary: 'Inventory activities (who, when, why), newest first',
  tag: 'admin-stock',
  auth: 'admin',
  query: z
    .object({ skuId: z.coerce.number().int().positive().optional(), pageNumber: pageNumberQuery })
    .strict(),
  response: z.object({
    activities: z.array(inventoryActivity),
    total: z.number().int(),
    ...paging,
  }),
});

// ── bulk update ─────────────────────────────────────────────────────────────

/** Spreadsheet columns, in order; the header row must be exactly these. */
export const BULK_COLUMNS = [
  'sku',
  'urun',
  'fiyat',
  'ek_adet_fiyati',
  'toptan_fiyat',
  'kdv',
  'stok',
  'aktif',
] as const;
export const BULK_EXPORT_PATH = '/api/admin/bulk-update/export';
/** Raw CSV or XLSX bytes as the body; ?format=csv|xlsx. */
export const BULK_PREVIEW_PATH = '/api/admin/bulk-update/preview';

/** Most data rows one sheet may hold; a longer file is refused (413) as soon as it is seen. */
export const BULK_ROW_LIMIT = 20_000;
/** A preview lists at most this many row errors, and counts them all in `errorCount`. */
export const BULK_ERROR_LIST_LIMIT = 200;
/** A preview lists at most this many changes, and counts them all in `changeCount`. */
export const BULK_CHANGE_LIST_LIMIT = 500;

export const bulkPreview = z.object({
  id: z.string(),
  /** Data rows read. */
  total: z.number().int(),
  /** The first {@link BULK_CHANGE_LIST_LIMIT} changes, in file order. */
  changes: z.array(
    z.object({
      row: z.number().int(),
      sku: z.string(),
      field: z.string(),
      from: z.string(),
      to: z.string(),
    }),
  ),
  changeCount: z.number().int(),
  changedRows: z.number().int(),
  /** The first {@link BULK_ERROR_LIST_LIMIT} row errors, in file order. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  errorCount: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

export const bulkStatus = z.object({
  id: z.string(),
  status: z.enum(['previewed', 'queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  processed: z.number().int(),
  error: z.string().nullable(),
});
export type BulkStatus = z.infer<typeof bulkStatus>;

export const applyBulkUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/bulk-update/:id/apply',
  summary: 'Apply a previewed bulk update as a job (one transaction)',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: z.uuid('Geçersiz güncelleme numarası.') }).strict(),
  response: bulkStatus,
});

export const bulkUpdateStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/bulk-update/:id',
  summary: "A bulk update's progress",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: z.uuid('Geçersiz güncelleme numarası.') }).strict(),
  response: bulkStatus,
});

// ── supplier orders and waybills ─────────────────────────────────────────────

export const supplierOrderStatusLabels = {
  open: 'Açık',
  received: 'Teslim alındı',
  cancelled: 'İptal',
} as const;

export const supplierOrderView = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  supplier: z.object({
    contactName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    taxOffice: z.string().nullable(),
    taxNumber: z.string().nullable(),
    address: z.string().nullable(),
  }),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  warehouseAddress: z.string(),
  status: z.enum(['open', 'received', 'cancelled']),
  expectedDate: z.string().nullable(),
  note: z.string(),
  lines: z.array(
    z.object({
      skuId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitCost: z.number().int(),
    }),
  ),
  /** Kuruş, VAT excluded. */
  total: z.number().int(),
  createdBy: z.string(),
  receivedBy: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupplierOrderView = z.infer<typeof supplierOrderView>;

export const createSupplierOrderBody = z
  .object({
    supplierId: z.number({ error: 'Tedarikçi seçin.' }).int().positive('Tedarikçi seçin.'),
    warehouseId: z.number({ error: 'Depo seçin.' }).int().positive('Depo seçin.'),
    expectedDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Beklenen tarih YYYY-AA-GG olmalı.')
      .nullable()
      .default(null),
    note: z.string().trim().max(500, 'Not en çok 500 karakter olabilir.').default(''),
    lines: z
      .array(
        z
          .object({
            sku: z.string({ error: 'SKU kodu gerekli.' }).trim().min(1, 'SKU kodu gerekli.'),
            quantity: z
              .number({ error: 'Adet bir sayı olmalı.' })
              .int('Adet tam sayı olmalı.')
              .min(1, 'Adet en az 1 olmalı.')
              .max(1_000_000, 'Adet çok büyük.'),
            unitCost: priceField('Birim maliyet'),
          })
          .strict(),
      )
      .min(1, 'En az bir satır ekleyin.')
      .max(200, 'En çok 200 satır eklenebilir.'),
  })
  .strict();

/**
 * The suppliers to order from, for the stock area's supplier-order page: the warehouse receives
 * deliveries but may not open the catalogue's supplier list.
 */
export const listSupplierChoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/supplier-orders/suppliers',
  summary: 'Every supplier (id and name) to choose from on a supplier order',
  tag: 'admin-stock',
  auth: 'admin',
  response: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const listSupplierOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/supplier-orders',
  summary: 'Supplier purchase orders, newest first (20 a page)',
  tag: 'admin-stock',
  auth: 'admin',
  query: z
    .object({
      pageNumber: pageNumberQuery,
      status: z.enum(['open', 'received', 'cancelled']).optional(),
    })
    .strict(),
  response: z.object({ orders: z.array(supplierOrderView), total: z.number().int(), ...paging }),
});

export const getSupplierOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/supplier-orders/:id',
  summary: 'One supplier order (also for its print page)',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ order: supplierOrderView }),
});

export const createSupplierOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/supplier-orders',
  summary: 'Create a supplier order (lines by SKU code)',
  tag: 'admin-stock',
  auth: 'admin',
  body: createSupplierOrderBody,
  response: z.object({ order: supplierOrderView, message: z.string() }),
});

export const receiveSupplierOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/supplier-orders/:id/receive',
  summary: 'Receive an open order: its units go into the warehouse as inventory activities',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ order: supplierOrderView, message: z.string() }),
});

export const cancelSupplierOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/supplier-orders/:id/cancel',
  summary: 'Cancel an open supplier order',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ order: supplierOrderView, message: z.string() }),
});

/** A waybill (irsaliye) for a transfer: the activity with both warehouses' details. */
export const waybillView = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  from: z.object({ name: z.string(), address: z.string() }),
  to: z.object({ name: z.string(), address: z.string() }),
  lines: z.array(
    z.object({ sku: z.string(), name: z.string(), unit: z.string(), quantity: z.number().int() }),
  ),
  reason: z.string(),
  adminName: z.string(),
});
export type WaybillView = z.infer<typeof waybillView>;

export const getWaybillRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/stock/waybills/:id',
  summary: 'The waybill of a transfer activity, for printing',
  tag: 'admin-stock',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  response: z.object({ waybill: waybillView }),
});

// ── product analysis ────────────────────────────────────────────────────────

export const productAnalysisDay = z.object({
  date: z.string().describe('Day in Turkey time, YYYY-MM-DD'),
  addToCarts: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
  /** Kuruş, VAT included. */
  revenue: z.number().int(),
});
export type ProductAnalysisDay = z.infer<typeof productAnalysisDay>;

export const productAnalysisRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/products/:id/analysis',
  summary: "A product's add-to-carts, orders, units and revenue per day over a period",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: idParam }).strict(),
  query: z
    .object({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Başlangıç tarihi YYYY-AA-GG olmalı.'),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitiş tarihi YYYY-AA-GG olmalı.'),
    })
    .strict(),
  response: z.object({
    productId: z.number().int(),
    name: z.string(),
    days: z.array(productAnalysisDay),
    totals: z.object({
      addToCarts: z.number().int(),
      orders: z.number().int(),
      units: z.number().int(),
      revenue: z.number().int(),
      /** Orders per add-to-cart, percent with one decimal (null without add-to-carts). */
      conversionPercent: z.number().nullable(),
      /** Units sold in the 30 days before `to` (the product page's "last month"). */
      lastMonthUnits: z.number().int(),
    }),
  }),
});

export const adminCatalogueRoutes = [
  listPriceRisesRoute,
  schedulePriceRiseRoute,
  cancelPriceRiseRoute,
  listTaxonomyRoute,
  createTaxonomyRoute,
  updateTaxonomyRoute,
  deleteTaxonomyRoute,
  listAdminProductsRoute,
  getAdminProductRoute,
  createAdminProductRoute,
  updateAdminProductRoute,
  addAdminSkuRoute,
  updateAdminSkuRoute,
  listStockRoute,
  listLowStockRoute,
  adjustStockRoute,
  listInventoryActivitiesRoute,
  applyBulkUpdateRoute,
  bulkUpdateStatusRoute,
  listSupplierChoicesRoute,
  listSupplierOrdersRoute,
  getSupplierOrderRoute,
  createSupplierOrderRoute,
  receiveSupplierOrderRoute,
  cancelSupplierOrderRoute,
  getWaybillRoute,
  productAnalysisRoute,
] as const;
