import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Something an admin must know about: a refund the provider keeps refusing, a failed undo of a
 * workflow step, and later shipments, invoices and marketplace errors. `kind` is a stable code
 * (`refund-failed`, …) the notifications screen filters on; title and body are Turkish; `data`
 * carries what a screen needs to act (ids, amounts). Unread while `readAt` is null.
 */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The order it is about, when it is about one (no foreign key: wholesale orders too). */
    orderRef: text('order_ref'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The admin who marked it read. */
    readBy: text('read_by'),
  },
  (t) => [
    index('admin_notifications_unread').on(t.createdAt).where(sql`${t.readAt} is null`),
    index('admin_notifications_order').on(t.orderRef),
  ],
);
