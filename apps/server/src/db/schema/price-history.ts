import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every consumer price a SKU had: one row per change, never updated or deleted (a trigger
 * refuses both). A database trigger on `skus` writes it, so every writer — the product editor,
 * the bulk sheet, scheduled price rises, seeds — leaves its row; the writer names itself with
 * the transaction setting `carsi.price_actor` ("admin:<id>:<name>", "job:price-rise", …).
 * The shop's evidence for the "before" price of a discount (the lowest of the last 30 days).
 */
export const skuPriceHistory = pgTable(
  'sku_price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the evidence outlives a deleted SKU. */
    skuId: integer('sku_id').notNull(),
    productId: integer('product_id').notNull(),
    /** Kuruş, VAT included: the shelf price from `changedAt` until the next row. */
    price: bigint('price', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who changed it, as the writer named itself; 'system' when it did not. */
    changedBy: text('changed_by').notNull().default('system'),
  },
  (t) => [index('sku_price_history_sku_time').on(t.skuId, t.changedAt)],
);

/**
 * The shop's legal identity as the e-commerce law asks it to be shown (footer, contact page,
 * pre-information form, contract, order print): one row, id 1, edited by the owner.
 */
export const sellerIdentity = pgTable('seller_identity', {
  id: integer('id').primaryKey().default(1),
  tradeName: text('trade_name').notNull(),
  mersisNumber: text('mersis_number').notNull().default(''),
  taxOffice: text('tax_office').notNull().default(''),
  taxNumber: text('tax_number').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  kepAddress: text('kep_address').notNull().default(''),
  etbisNumber: text('etbis_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
});
