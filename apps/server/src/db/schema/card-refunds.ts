import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A card charge that must go back to the shopper, keyed by the provider's paymentId (so asking
 * twice is one refund). Written before the provider is asked, so a crash or a provider failure
 * leaves a PENDING row that the `card-refund` job retries until the provider confirms (REFUNDED)
 * or the retries run out (FAILED, and an admin is alerted).
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    paymentId: text('payment_id').primaryKey(),
    /** The order the charge was for (retail order id). */
    orderId: text('order_id').notNull(),
    /** Kuruş charged and to be given back. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Why: `late-payment` (hold expired at the bank), `double-charge`, `order-cancelled`. */
    reason: text('reason').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('card_refunds_order').on(t.orderId),
    index('card_refunds_open').on(t.createdAt).where(sql`${t.status} <> 'REFUNDED'`),
    check('card_refunds_status_known', sql`${t.status} in ('PENDING', 'REFUNDED', 'FAILED')`),
    check('card_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
