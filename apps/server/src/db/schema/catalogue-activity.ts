import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, skus } from './catalogue';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * Units sold per order line, for "sold in the last month" on product pages. The order service
 * writes a row when an order is confirmed (and deletes it when the line is cancelled);
 * `order_ref` + `sku_id` makes a repeated write a no-op.
 */
export const productSales = pgTable(
  'product_sales',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    orderRef: text('order_ref').notNull(),
    quantity: integer('quantity').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_sales_order_line').on(t.orderRef, t.skuId),
    index('product_sales_product_time').on(t.productId, t.soldAt),
    check('product_sales_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A campaign on one product: `free` is the gift shown on the home page (price 0), `landing` is
 * a landing page (/land/{title}/{id}/{urlExt}) with its own prices, `pricePercent` of the
 * normal SKU price.
 */
export const productCampaigns = pgTable(
  'product_campaigns',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'free' | 'landing'>().notNull(),
    title: text('title').notNull(),
    /** Last segment of the landing URL; null for campaigns without a landing page. */
    urlExt: text('url_ext'),
    /** Campaign price as a percentage of the SKU price: 0 = free, 80 = 20 % off. */
    pricePercent: smallint('price_percent').notNull(),
    /**
     * Short attribution text a landing page passes to checkout; kept on the order as
     * converterAppeal so the shop sees which campaign sold it. Empty = the urlExt.
     */
    appeal: text('appeal').notNull().default(''),
    /** A `free` campaign's gift only rides along from this VAT-included cart total (kuruş); 0 = always. */
    minimumCart: bigint('minimum_cart', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_campaigns_product').on(t.productId),
    check('product_campaigns_kind', sql`${t.kind} in ('free', 'landing')`),
    check('product_campaigns_percent', sql`${t.pricePercent} between 0 and 100`),
    check('product_campaigns_free_is_zero', sql`${t.kind} <> 'free' or ${t.pricePercent} = 0`),
    check('product_campaigns_minimum_cart', sql`${t.minimumCart} >= 0`),
  ],
);

/**
 * Fixed-window counters for visitor posts (reviews, questions) per IP, so the limit holds
 * across server processes. Rows are keyed `{action}:{ip}:{window}` and pruned when expired.
 */
export const visitorPostLimits = pgTable(
  'visitor_post_limits',
  {
    bucket: text('bucket').primaryKey(),
    count: integer('count').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('visitor_post_limits_expiry').on(t.expiresAt)],
);

/**
 * A price rise staff schedule for a product ("prices rise by 10 TL at midnight"): at
 * `applyAt` the price-rises job adds `amount` kuruş to every SKU's price (and to its further-unit
 * price, when it has one). The storefront announces a pending rise, so the notice is never a
 * bluff: it shows only what the job will do. One pending rise per product.
 */
export const scheduledPriceRises = pgTable(
  'scheduled_price_rises',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    applyAt: timestamp('apply_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scheduled_price_rises_pending')
      .on(t.productId)
      .where(sql`${t.appliedAt} is null and ${t.cancelledAt} is null`),
    index('scheduled_price_rises_due')
      .on(t.applyAt)
      .where(sql`${t.appliedAt} is null and ${t.cancelledAt} is null`),
    check('scheduled_price_rises_amount', sql`${t.amount} between 1 and 100000`),
  ],
);
