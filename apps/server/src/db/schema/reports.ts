import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Daily sales rollups: narrow tables, one per way the sales reports split, each keyed by the
 * Istanbul calendar day the order was placed. Money is kuruş. `revenue` is the VAT-included
 * line total of sold lines, `vat` the VAT inside it, `cost` units × the SKU's purchase price.
 * They are rebuilt day by day from the orders (modules/reports/rollup.ts); a trigger on orders
 * and returns marks the touched days in report_dirty_days.
 */

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const n = (name: string) => integer(name).notNull().default(0);

/** Day × channel × payment method: the order-level figures. */
export const reportSalesDaily = pgTable(
  'report_sales_daily',
  {
    day: date('day').notNull(),
    channel: text('channel').notNull(),
    paymentMethod: text('payment_method').notNull(),
    orders: n('orders'),
    units: n('units'),
    /** What the shoppers paid: order totals with shipping and cash-on-delivery fees. */
    orderTotal: money('order_total'),
    revenue: money('revenue'),
    vat: money('vat'),
    cost: money('cost'),
    cancelledOrders: n('cancelled_orders'),
    cancelledAmount: money('cancelled_amount'),
    /** Returns opened that day (not rejected or withdrawn) and what they refund. */
    returns: n('returns'),
    returnsAmount: money('returns_amount'),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.paymentMethod] })],
);

/** Day × SKU (with its product). */
export const reportProductDaily = pgTable(
  'report_product_daily',
  {
    day: date('day').notNull(),
    skuId: integer('sku_id').notNull(),
    productId: integer('product_id').notNull(),
    orders: n('orders'),
    units: n('units'),
    revenue: money('revenue'),
    vat: money('vat'),
    cost: money('cost'),
  },
  (t) => [primaryKey({ columns: [t.day, t.skuId] })],
);

/** Day × main category × brand (0 where the product has none). */
export const reportCategoryDaily = pgTable(
  'report_category_daily',
  {
    day: date('day').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    units: n('units'),
    revenue: money('revenue'),
    vat: money('vat'),
    cost: money('cost'),
  },
  (t) => [primaryKey({ columns: [t.day, t.categoryId, t.brandId] })],
);

/** Day × delivery province. */
export const reportProvinceDaily = pgTable(
  'report_province_daily',
  {
    day: date('day').notNull(),
    province: text('province').notNull(),
    orders: n('orders'),
    units: n('units'),
    revenue: money('revenue'),
    vat: money('vat'),
    cost: money('cost'),
  },
  (t) => [primaryKey({ columns: [t.day, t.province] })],
);

/** Day × discount code (kind `code`) or campaign source (kind `campaign`, converter_appeal). */
export const reportCampaignDaily = pgTable(
  'report_campaign_daily',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    orders: n('orders'),
    units: n('units'),
    revenue: money('revenue'),
    vat: money('vat'),
    cost: money('cost'),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/** Days whose orders or returns changed since their rollup rows were last built. */
export const reportDirtyDays = pgTable('report_dirty_days', {
  day: date('day').primaryKey(),
});
