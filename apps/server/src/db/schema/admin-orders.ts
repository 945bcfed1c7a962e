import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Every admin or shopper action on an order: who, when, why and what, whether or not
 * it changed the status (status changes are also in order_status_changes). A request's
 * Idempotency-Key is kept, so the same request sent twice (a double click, a retried call) is
 * answered from here and has one effect.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The operation, e.g. cancel, cancel-lines, mark-packed, set-note. */
    action: text('action').notNull(),
    /** `admin:<id>`, `customer:<id>`, `guest` or `system:<job>`. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    /** What changed (lines and amounts of a partial cancel, the tracking code, …). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** The Turkish message the action answered with (repeated for a repeated request). */
    message: text('message').notNull(),
    idempotencyKey: text('idempotency_key'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order').on(t.orderId, t.at),
    uniqueIndex('order_events_idempotency').on(t.orderId, t.idempotencyKey),
  ],
);

/**
 * Money for some units of a card-paid order that goes back by iyzico's item refund (partial
 * cancel; a whole cancel after the day of payment). Written before iyzico is asked, retried by
 * the `card-refund` job (modules/refunds) until iyzico confirms (REFUNDED) or the retries run
 * out (FAILED).
 */
export const orderLineRefunds = pgTable(
  'order_line_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    /** The basket item iyzico knows the line by (`<sku>-<n>` or KARGO). */
    basketItemId: text('basket_item_id').notNull(),
    /** Index of the order line; null for shipping. */
    line: integer('line'),
    qty: integer('qty').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('order_line_refunds_order').on(t.orderId),
    check('order_line_refunds_amount_positive', sql`${t.amount} > 0`),
    check('order_line_refunds_status_known', sql`${t.status} in ('PENDING', 'REFUNDED', 'FAILED')`),
  ],
);

/**
 * Short texts the staff manage: `approved` — the order statuses customers may be shown
 * (onayli-siparis-durumlari); `staff` — the status texts staff pick for a note
 * (musteri-hizmetleri/durum-olusturma-ekrani).
 */
export const orderStatusTexts = pgTable(
  'order_status_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_status_texts_kind_text').on(t.kind, t.text),
    check('order_status_texts_kind_known', sql`${t.kind} in ('approved', 'staff')`),
  ],
);
