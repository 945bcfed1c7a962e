import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * A customer-service request about one order. `supportIndex` numbers the requests of an order
 * (1, 2, …): the admin screen's address is /musteri-hizmeti/{orderId}/{supportIndex}.
 * Topic and status hold the contract's codes (SUPPORT_TOPICS, SUPPORT_STATUSES).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supportIndex: integer('support_index').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** E.164 Turkish mobile to call back on. */
    contactPhone: text('contact_phone').notNull(),
    status: text('status').notNull().default('OPEN'),
    /** The customer who asked, when signed in; null for a guest holding the order link. */
    customerId: text('customer_id'),
    answer: text('answer'),
    /** The admin who answered (their id), for the back office. */
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_requests_order_index').on(t.orderId, t.supportIndex),
    index('support_requests_status').on(t.status, t.createdAt),
    check('support_requests_status_known', sql`${t.status} in ('OPEN', 'ANSWERED', 'CLOSED')`),
    check(
      'support_requests_topic_known',
      sql`${t.topic} in ('WHERE_IS_MY_ORDER', 'ADDRESS_OR_INVOICE_CHANGE', 'CANCELLATION', 'RETURN_OR_EXCHANGE', 'PRODUCT_PROBLEM', 'OTHER')`,
    ),
    check('support_requests_message_length', sql`char_length(${t.message}) <= 2000`),
  ],
);
