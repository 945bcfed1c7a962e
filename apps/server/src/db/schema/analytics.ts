import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shop events an analytics service would receive (add-to-cart with value and currency
 * TRY). Append-only; `value` is kuruş, VAT included, as the domain priced it. `cart_ref` is the
 * cart's share id, never the cookie's secret id.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    visitorId: text('visitor_id'),
    cartRef: text('cart_ref'),
    customerId: text('customer_id'),
    skuId: integer('sku_id'),
    sku: text('sku'),
    qty: integer('qty'),
    value: bigint('value', { mode: 'number' }),
    currency: text('currency').notNull().default('TRY'),
  },
  (t) => [
    index('analytics_events_name_time').on(t.name, t.occurredAt),
    check('analytics_events_currency_known', sql`${t.currency} in ('TRY')`),
  ],
);
