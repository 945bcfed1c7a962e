import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { returns } from './returns';

/**
 * A parcel booked (or being booked) with a carrier: an order going out, or a return coming
 * back. The row and its key are written BEFORE the carrier is called, so a lost answer or an
 * "already exists" refusal is settled by asking the carrier about the key, never by a second
 * booking. Status follows the shipment machine in @carsi/domain. Money is kuruş.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    /** Our key, the carrier's cargoKey / CustomerReferance: upper-case letters and digits. */
    shipmentKey: text('shipment_key').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Set for a return parcel (the customer sends it back to us). */
    returnId: text('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    /** OUTGOING (to the customer) or RETURN (back to the warehouse). */
    direction: text('direction').notNull().default('OUTGOING'),
    /** `ups` or `yurtici` (the carriers' codes). */
    carrier: text('carrier').notNull(),
    /** Why this carrier: MAIN, RURAL_LIST (the admin's list), CARRIER_REFUSED, STAFF. */
    carrierReason: text('carrier_reason').notNull().default('MAIN'),
    status: text('status').notNull(),
    trackingCode: text('tracking_code'),
    trackingUrl: text('tracking_url'),
    /** The carrier's own last status text and code (shown beside ours). */
    carrierStatusText: text('carrier_status_text'),
    carrierStatusCode: text('carrier_status_code'),
    pieces: integer('pieces').notNull().default(1),
    desi: integer('desi').notNull().default(1),
    kg: integer('kg').notNull().default(1),
    desiDivisor: integer('desi_divisor').notNull(),
    /** Collected at the door (kuruş) and how (CASH, CARD); null for a prepaid parcel. */
    codAmount: bigint('cod_amount', { mode: 'number' }),
    codKind: text('cod_kind'),
    /** What the carrier reported collected and owes us, and when it said so. */
    remittanceAmount: bigint('remittance_amount', { mode: 'number' }),
    remittanceReportedAt: timestamp('remittance_reported_at', { withTimezone: true }),
    /** A Yurtiçi return code the customer quotes at a branch (return parcels). */
    returnCode: text('return_code'),
    returnCodeValidUntil: timestamp('return_code_valid_until', { withTimezone: true }),
    /** A UPS return label's print link, when the carrier gave one. */
    returnLabelUrl: text('return_label_url'),
    /** ZPL the carrier returned with the booking (UPS), kept for reprints. */
    carrierZpl: text('carrier_zpl'),
    /** The last carrier failure staff should see ("Kontrol gerekiyor"). */
    lastError: text('last_error'),
    /** `admin:<id>` or `system:<job>`. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Tracking: when we last asked, when to ask next (null: not any more), and how often. */
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }),
    polls: integer('polls').notNull().default(0),
    /** The shopper's "on its way" SMS went out (once, at the first scan). */
    customerNotifiedAt: timestamp('customer_notified_at', { withTimezone: true }),
    /** A label was printed at least once (the packing list shows it). */
    labelPrintedAt: timestamp('label_printed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live outgoing parcel per order: a second booking (two staff, a batch and a click)
    // fails on this index instead of reaching the carrier.
    uniqueIndex('shipments_one_live_outgoing')
      .on(t.orderId)
      .where(sql`${t.direction} = 'OUTGOING' and ${t.status} <> 'CANCELLED'`),
    uniqueIndex('shipments_one_live_return')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null and ${t.status} <> 'CANCELLED'`),
    index('shipments_order').on(t.orderId, t.createdAt),
    index('shipments_status').on(t.status, t.createdAt),
    index('shipments_tracking_code').on(t.trackingCode),
    index('shipments_next_poll').on(t.nextPollAt).where(sql`${t.nextPollAt} is not null`),
    check(
      'shipments_status_known',
      sql`${t.status} in ('REQUESTED', 'CREATED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED', 'RETURNED', 'CANCELLED', 'NEEDS_ATTENTION')`,
    ),
    check('shipments_direction_known', sql`${t.direction} in ('OUTGOING', 'RETURN')`),
    check(
      'shipments_cod_kind_known',
      sql`${t.codKind} is null or ${t.codKind} in ('CASH', 'CARD')`,
    ),
    check('shipments_cod_nonnegative', sql`${t.codAmount} is null or ${t.codAmount} >= 0`),
  ],
);

/** Every status change of a shipment: who, when, from, to and the carrier's own words. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** `admin:<id>`, `system:shipment-tracking` or `carrier:<code>`. */
    actor: text('actor').notNull(),
    carrierStatusText: text('carrier_status_text'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment').on(t.shipmentId, t.at)],
);

/**
 * Places the main carrier does not serve, kept by staff: a whole district (village null) or one
 * village (köy/mahalle) of it. An order to one of them is booked with the second carrier.
 */
export const ruralAreas = pgTable(
  'rural_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    province: text('province').notNull(),
    district: text('district').notNull(),
    /** Folded (lower-case Turkish) village or neighbourhood name; '' for the whole district. */
    village: text('village').notNull().default(''),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rural_areas_place').on(t.province, t.district, t.village)],
);

/** Per-carrier settings staff change without a deploy: the desi divisor, on/off. */
export const carrierSettings = pgTable('carrier_settings', {
  carrier: text('carrier').primaryKey(),
  desiDivisor: integer('desi_divisor').notNull().default(3000),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where return parcels go: the shop's return address, one row (id 1), kept by staff on the
 * carrier settings page. UPS return labels are addressed to it (UPS needs province and district
 * apart from the street, which the seller identity's one-line address does not give).
 */
export const shippingReturnAddress = pgTable(
  'shipping_return_address',
  {
    id: integer('id').primaryKey().default(1),
    /** Company or person printed on the parcel. */
    name: text('name').notNull(),
    contactName: text('contact_name'),
    /** Ten digits, no leading 0 (the carriers' form). */
    phone: text('phone').notNull(),
    /** Street, building, door: without province and district. */
    addressLine: text('address_line').notNull(),
    province: text('province').notNull(),
    district: text('district').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shipping_return_address_one_row', sql`${t.id} = 1`)],
);
