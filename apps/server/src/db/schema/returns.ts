import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** One returned line: `qty` units of the order line at `index`, worth `amount` kuruş. */
export interface ReturnLineData {
  index: number;
  qty: number;
  amount: number;
  sku: string;
  name: string;
}

/**
 * An easy return (kolay iade) or one staff created by hand: which units of an order come back,
 * why, and the money that goes back for them (/kolay-iade-baslat, /iade-bilgileri/{id};
 * admin iade-onay-kodu-olustur). `id` is random and unguessable: /iade-bilgileri/{id} carries it.
 * Status follows the refund machine in @carsi/domain; `refundState` tracks the money once the
 * parcel is in: NONE → PENDING (card refund job running) → DONE, or FAILED (an admin is told).
 */
export const returns = pgTable(
  'returns',
  {
    id: text('id').primaryKey(),
    /** What the shopper writes on the parcel, e.g. IA-4821-7730. */
    code: text('code').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    lines: jsonb('lines').$type<ReturnLineData[]>().notNull(),
    /** One of the ten refund reasons (REFUND_REASONS in @carsi/domain), word for word. */
    reason: text('reason').notNull(),
    note: text('note'),
    /** Paths under /uploads/returns/ of the shopper's photos. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** card (iyzico refund) or bankTransfer (cash on delivery → the shopper's IBAN). */
    refundChannel: text('refund_channel').notNull(),
    /** Kuruş: Σ line amounts (shipping is not refunded). */
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
    /** Normalised TR IBAN for a bank-transfer refund; only ever shown masked. */
    iban: text('iban'),
    refundState: text('refund_state').notNull().default('NONE'),
    /** A withdrawal (cayma hakkı) within 14 days of delivery: no reason needed. */
    withdrawal: boolean('withdrawal').notNull().default(false),
    /** A withdrawal's legal refund deadline: 14 days after it reached the shop. */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** When accounting was warned (day 10) that this withdrawal's refund is still due. */
    refundAlertedAt: timestamp('refund_alerted_at', { withTimezone: true }),
    /** `shopper` or `admin:{id}`. */
    createdBy: text('created_by').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order').on(t.orderId),
    index('returns_created').on(t.createdAt),
    index('returns_status').on(t.status, t.createdAt),
    index('returns_refund_due').on(t.refundDueAt),
    check(
      'returns_status_known',
      sql`${t.status} in ('REQUESTED', 'APPROVED', 'IN_TRANSIT', 'RECEIVED', 'REFUNDED', 'REJECTED', 'CANCELLED')`,
    ),
    check(
      'returns_refund_state_known',
      sql`${t.refundState} in ('NONE', 'PENDING', 'DONE', 'FAILED')`,
    ),
    check('returns_channel_known', sql`${t.refundChannel} in ('card', 'bankTransfer')`),
    check('returns_amount_nonnegative', sql`${t.refundAmount} >= 0`),
  ],
);

/** Every status change of a return: who, when, from, to, why (the return's audit trail). */
export const returnStatusChanges = pgTable(
  'return_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: text('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_status_changes_return').on(t.returnId, t.at)],
);

/**
 * Part of a card charge going back for some units of one order line (iyzico's refund names the
 * line's paymentTransactionId). Keyed by what asked for it (`key`, e.g. `return:{id}`) and the
 * line, so asking twice is one refund. Written before the provider is asked; the `card-refund`
 * job (modules/refunds) retries a PENDING row until iyzico confirms (REFUNDED) or the retries run
 * out (FAILED, an admin is told).
 */
export const cardLineRefunds = pgTable(
  'card_line_refunds',
  {
    key: text('key').notNull(),
    lineIndex: integer('line_index').notNull(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.lineIndex] }),
    index('card_line_refunds_order').on(t.orderId, t.lineIndex),
    check('card_line_refunds_status_known', sql`${t.status} in ('PENDING', 'REFUNDED', 'FAILED')`),
    check('card_line_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A shopper's return photo: uploaded for an order whose delivery phone the uploader
 * proved, unfiled (`returnId` null) until the return that names it is started. At most
 * RETURN_PHOTOS_MAX unfiled photos per order; the `return-photo-cleanup` job deletes unfiled
 * photos (row and file) after a day. `path` is the /uploads/returns/… address the return keeps.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    path: text('path').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: text('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_photos_order').on(t.orderId, t.returnId),
    index('return_photos_created').on(t.createdAt),
    check('return_photos_bytes_positive', sql`${t.bytes} > 0`),
  ],
);
