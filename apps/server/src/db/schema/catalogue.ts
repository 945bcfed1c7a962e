import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A stored image: WebP variants at `/uploads/{key}-{width}.webp`, and `.avif` beside them
 * when `formats` lists it (absent = WebP only). */
export interface StoredImage {
  key: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  formats?: ('webp' | 'avif')[];
}

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const departments = pgTable('departments', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const mainCategories = pgTable(
  'main_categories',
  {
    id: id(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Position among its siblings (set in the back office). */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('main_categories_slug').on(t.departmentId, t.slug)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => mainCategories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Position among its siblings (set in the back office). */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sub_categories_slug').on(t.mainCategoryId, t.slug)],
);

export const lowCategories = pgTable(
  'low_categories',
  {
    id: id(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Position among its siblings (set in the back office). */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('low_categories_slug').on(t.subCategoryId, t.slug)],
);

export const brands = pgTable('brands', {
  id: id(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  /** Logo image URL (under /uploads or absolute https). */
  logoUrl: text('logo_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const suppliers = pgTable('suppliers', {
  id: id(),
  name: text('name').notNull(),
  contactName: text('contact_name'),
  phone: text('phone'),
  email: text('email'),
  taxOffice: text('tax_office'),
  taxNumber: text('tax_number'),
  address: text('address'),
  createdAt: createdAt(),
});

/** A variant dimension such as Ebat or Renk with its allowed values. */
export const variants = pgTable('variants', {
  id: id(),
  name: text('name').notNull().unique(),
  values: jsonb('values').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** A product model (design line); `/{modelId}` short links resolve through it. */
export const models = pgTable('models', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    /** Unique 3–4 letter short code (/{code} opens the product). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    departmentId: integer('department_id').references(() => departments.id),
    mainCategoryId: integer('main_category_id').references(() => mainCategories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    lowCategoryId: integer('low_category_id').references(() => lowCategories.id),
    brandId: integer('brand_id').references(() => brands.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    modelId: integer('model_id').references(() => models.id),
    /** Kuruş. */
    defaultPrice: bigint('default_price', { mode: 'number' }).notNull(),
    /** Kuruş: price of each additional unit. */
    defaultPriceGap: bigint('default_price_gap', { mode: 'number' }).notNull().default(0),
    defaultVat: smallint('default_vat').notNull(),
    defaultImages: jsonb('default_images').$type<StoredImage[]>().notNull().default([]),
    defaultCountInStock: integer('default_count_in_stock').notNull().default(0),
    productUnit: text('product_unit').notNull().default('Adet'),
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    buyOneGetOneFree: boolean('buy_one_get_one_free').notNull().default(false),
    /** Days; 90 unless the product says otherwise. */
    refundGuarantee: integer('refund_guarantee').notNull().default(90),
    /** Hours from first visit during which `timeLimitedDiscountAmount` applies. */
    timeLimitedDiscountDuration: integer('time_limited_discount_duration'),
    /** Kuruş off the unit price while the time-limited discount is valid. */
    timeLimitedDiscountAmount: bigint('time_limited_discount_amount', { mode: 'number' }),
    sideProductIds: jsonb('side_product_ids').$type<number[]>().notNull().default([]),
    userManualLink: text('user_manual_link'),
    isActive: boolean('is_active').notNull().default(true),
    // Back office: the free-item flags beside BOGO, upsell, SEO texts, and the
    // version two admins' edits are checked against (a stale version is refused, not merged).
    buyOneGetOtherProductFree: boolean('buy_one_get_other_product_free').notNull().default(false),
    buyOneGetAnotherFree: boolean('buy_one_get_another_free').notNull().default(false),
    freeWithOtherProduct: boolean('free_with_other_product').notNull().default(false),
    isFreeProduct: boolean('is_free_product').notNull().default(false),
    upsellProductId: integer('upsell_product_id'),
    upsellSkuId: integer('upsell_sku_id'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** Product safety: maker (name, address, contact), the importer or authorised
     * representative, and usage and safety warnings — shown on the product page and sent to
     * marketplaces. Empty: not given. */
    manufacturer: text('manufacturer').notNull().default(''),
    importer: text('importer').notNull().default(''),
    safetyWarnings: text('safety_warnings').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_code').on(sql`lower(${t.code})`),
    index('products_department').on(t.departmentId),
    index('products_listing').on(t.isActive, t.id),
    check('products_price_nonnegative', sql`${t.defaultPrice} >= 0`),
    check('products_vat_range', sql`${t.defaultVat} between 0 and 100`),
    check('products_stock_nonnegative', sql`${t.defaultCountInStock} >= 0`),
  ],
);

export const skus = pgTable(
  'skus',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stock-keeping code shown to staff and marketplaces. */
    sku: text('sku').notNull().unique(),
    position: smallint('position').notNull().default(0),
    size: text('size').notNull().default('Pass'),
    color: text('color').notNull().default('Pass'),
    target: text('target').notNull().default('Pass'),
    type: text('type').notNull().default('Pass'),
    /** Kuruş. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Kuruş: price of each additional unit. */
    priceGap: bigint('price_gap', { mode: 'number' }).notNull().default(0),
    /** Kuruş: wholesale list price before private pricing. */
    wholesalePrice: bigint('wholesale_price', { mode: 'number' }),
    /** Kuruş: what we pay the supplier. */
    purchasePrice: bigint('purchase_price', { mode: 'number' }),
    vat: smallint('vat').notNull(),
    countInStock: integer('count_in_stock').notNull().default(0),
    /** At or below this sellable stock the SKU is on the low-stock list; null: the shop's default. */
    lowStockThreshold: integer('low_stock_threshold'),
    maxPurchaseQty: integer('max_purchase_qty').notNull().default(10),
    unit: text('unit').notNull().default('Adet'),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    freeProductId: integer('free_product_id').references(() => products.id),
    barcode: text('barcode'),
    parasutProductId: text('parasut_product_id'),
    /** Parcel size in centimetres and weight in grams, for desi and carriers. */
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    weightGrams: integer('weight_grams'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('skus_product').on(t.productId, t.position),
    check('skus_price_nonnegative', sql`${t.price} >= 0`),
    check('skus_vat_range', sql`${t.vat} between 0 and 100`),
    check('skus_stock_nonnegative', sql`${t.countInStock} >= 0`),
    check('skus_low_stock_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check('skus_max_qty_positive', sql`${t.maxPurchaseQty} >= 1`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    /** The signed-in customer who wrote it, if any. */
    customerId: text('customer_id'),
    /** The purchased order line it reviews ("Satın aldı"): one review per line. */
    orderId: text('order_id'),
    orderLine: smallint('order_line'),
    /** Hidden by an admin (abusive or off-topic): never published again until shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product').on(t.productId, t.createdAt),
    uniqueIndex('reviews_order_line').on(t.orderId, t.orderLine),
    check('reviews_order_line_pair', sql`(${t.orderId} is null) = (${t.orderLine} is null)`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    isPublished: boolean('is_published').notNull().default(true),
    /** The signed-in customer who asked, if any. */
    customerId: text('customer_id'),
    /** Hidden by an admin (abusive or off-topic): never published again until shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('questions_product').on(t.productId, t.createdAt)],
);
