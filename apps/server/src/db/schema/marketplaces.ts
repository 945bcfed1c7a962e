import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, skus } from './catalogue';

/**
 * Marketplaces (Trendyol, Hepsiburada): each one's connection settings, how a product and its
 * SKUs are matched to the marketplace's brand, category, attributes and barcodes, the uploads
 * sent and their per-SKU results, and cached reference data (brands, categories, attributes,
 * addresses). `marketplace` is the lower-case code (`trendyol`, `hepsiburada`).
 */

/** Connection settings; the key and secret are AES-GCM ciphertexts (never stored or shown plain). */
export const marketplaceSettings = pgTable('marketplace_settings', {
  marketplace: text('marketplace').primaryKey(),
  /** Trendyol sellerId / Hepsiburada merchantId. */
  sellerId: text('seller_id').notNull(),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  apiSecretEncrypted: text('api_secret_encrypted').notNull(),
  /** Hepsiburada: the integrator's user name sent as User-Agent. */
  userAgent: text('user_agent'),
  /** `production` or `test`. */
  environment: text('environment').notNull().default('test'),
  enabled: boolean('enabled').notNull().default(true),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  lastCheckOk: boolean('last_check_ok'),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product's match on one marketplace: brand, leaf category, attribute values, price rule. */
export const marketplaceProductMatches = pgTable(
  'marketplace_product_matches',
  {
    marketplace: text('marketplace').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandId: text('brand_id'),
    brandName: text('brand_name'),
    categoryId: text('category_id'),
    categoryName: text('category_name'),
    /** [{attributeId, valueIds?, customValue?}] */
    attributes: jsonb('attributes')
      .$type<{ attributeId: string; valueIds?: string[]; customValue?: string }[]>()
      .notNull()
      .default([]),
    /** The channel's price rule: {kind: percent|amount, value (basis points | kuruş), ending}. */
    priceRule: jsonb('price_rule')
      .$type<{ kind: 'percent' | 'amount'; value: number; ending: '90' | '99' | 'none' }>()
      .notNull()
      .default({ kind: 'percent', value: 0, ending: 'none' }),
    shipmentAddressId: text('shipment_address_id'),
    returningAddressId: text('returning_address_id'),
    cargoCompanyId: text('cargo_company_id'),
    /** Desi sent with the product; null: computed from the SKU's parcel size. */
    desi: integer('desi'),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketplace, t.productId] })],
);

/** A SKU's barcode and merchant SKU on one marketplace (barcodes are unique per marketplace). */
export const marketplaceSkuMatches = pgTable(
  'marketplace_sku_matches',
  {
    marketplace: text('marketplace').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    merchantSku: text('merchant_sku').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.marketplace, t.skuId] }),
    uniqueIndex('marketplace_sku_matches_barcode').on(t.marketplace, t.barcode),
    index('marketplace_sku_matches_product').on(t.marketplace, t.productId),
  ],
);

/**
 * One product sent to a marketplace. The row is written before the job sends it (state
 * `queued`); the job stores the batch/tracking id (`sent`), polling stores the result
 * (`completed` or `failed`). `isUploaded` is true once the marketplace accepted the batch.
 */
export const marketplaceUploads = pgTable(
  'marketplace_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    marketplace: text('marketplace').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The marketplace's batchRequestId / trackingId; null until sent. */
    batchRequestId: text('batch_request_id'),
    /** queued | sent | completed | failed */
    state: text('state').notNull().default('queued'),
    isUploaded: boolean('is_uploaded').notNull().default(false),
    itemCount: integer('item_count').notNull().default(0),
    failedItemCount: integer('failed_item_count').notNull().default(0),
    /** Why sending or polling failed (shown to staff). */
    error: text('error'),
    polls: integer('polls').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('marketplace_uploads_product').on(t.marketplace, t.productId, t.id),
    uniqueIndex('marketplace_uploads_batch')
      .on(t.marketplace, t.batchRequestId)
      .where(sql`${t.batchRequestId} is not null`),
    index('marketplace_uploads_open').on(t.state).where(sql`${t.state} in ('queued', 'sent')`),
    check(
      'marketplace_uploads_state',
      sql`${t.state} in ('queued', 'sent', 'completed', 'failed')`,
    ),
  ],
);

/** The result of one SKU in an upload. */
export const marketplaceUploadItems = pgTable(
  'marketplace_upload_items',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => marketplaceUploads.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    /** pending | approved | rejected */
    approval: text('approval').notNull().default('pending'),
    failureReasons: jsonb('failure_reasons').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.barcode] }),
    index('marketplace_upload_items_rejected')
      .on(t.approval)
      .where(sql`${t.approval} = 'rejected'`),
  ],
);

/** Reference data as last fetched (brands by name, the category tree, attributes, addresses). */
export const marketplaceReferenceCache = pgTable(
  'marketplace_reference_cache',
  {
    marketplace: text('marketplace').notNull(),
    /** brands | categories | attributes | values | addresses | sent-body */
    kind: text('kind').notNull(),
    key: text('key').notNull().default(''),
    data: jsonb('data').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketplace, t.kind, t.key] })],
);
