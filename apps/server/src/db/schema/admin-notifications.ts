import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Something an admin must know about: a refund the provider keeps refusing, a failed undo of a
 * workflow step, and later shipments, invoices and marketplace errors. `kind` is a stable code
 * (`refund-failed`, …) the notifications screen filters on and the contract's
 * ADMIN_NOTIFICATION_AREAS gives to the roles that act on it; title and body are Turkish; `data`
 * carries what a screen needs to act (ids, amounts). Read state is each admin's own
 * (admin_notification_reads).
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
  },
  (t) => [
    index('admin_notifications_order').on(t.orderRef),
    index('admin_notifications_kind').on(t.kind, t.createdAt),
  ],
);

/** One admin has read one notification (unread for that admin while there is no row). */
export const adminNotificationReads = pgTable(
  'admin_notification_reads',
  {
    adminId: text('admin_id').notNull(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => adminNotifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.notificationId] })],
);
