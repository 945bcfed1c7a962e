import {
  CARRIER_LABELS,
  type CarrierCodeValue,
  type ShipmentDetail,
  type ShipmentView,
} from '@carsi/contract';
import {
  assertShipmentTransition,
  type CodKind,
  isShipmentCancellable,
  isShipmentLabelPrintable,
  isShipmentOpen,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '@carsi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents, orders, shipmentEvents, shipments } from '../../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

/** Who moved a shipment, when, and the carrier's own words. */
export interface ShipmentActor {
  actor: string;
  at: Date;
  carrierStatusText?: string | null;
  note?: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toShipmentView(row: ShipmentRow, orderNumber: string): ShipmentView {
  const status = row.status as ShipmentStatus;
  return {
    id: row.id,
    key: row.shipmentKey,
    orderId: row.orderId,
    orderNumber,
    direction: row.direction as 'OUTGOING' | 'RETURN',
    carrier: row.carrier as CarrierCodeValue,
    carrierLabel: CARRIER_LABELS[row.carrier as CarrierCodeValue] ?? row.carrier,
    carrierReason: row.carrierReason as ShipmentView['carrierReason'],
    status,
    statusLabel: SHIPMENT_STATUS_LABELS[status],
    trackingCode: row.trackingCode,
    trackingUrl: row.trackingUrl,
    carrierStatusText: row.carrierStatusText,
    pieces: row.pieces,
    desi: row.desi,
    kg: row.kg,
    codAmount: row.codAmount,
    codKind: (row.codKind as CodKind | null) ?? null,
    remittanceAmount: row.remittanceAmount,
    returnCode: row.returnCode,
    returnLabelUrl: row.returnLabelUrl,
    lastError: row.lastError,
    cancellable: isShipmentCancellable(status) || (status === 'NEEDS_ATTENTION' && !row.pickedUpAt),
    labelPrintable: isShipmentLabelPrintable(status),
    open: isShipmentOpen(status),
    createdAt: row.createdAt.toISOString(),
    bookedAt: iso(row.bookedAt),
    lastPolledAt: iso(row.lastPolledAt),
    nextPollAt: iso(row.nextPollAt),
  };
}

export function toShipmentDetail(
  row: ShipmentRow,
  orderNumber: string,
  events: readonly ShipmentEventRow[],
): ShipmentDetail {
  return {
    ...toShipmentView(row, orderNumber),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      from: (e.fromStatus as ShipmentStatus | null) ?? null,
      to: e.toStatus as ShipmentStatus,
      toLabel: SHIPMENT_STATUS_LABELS[e.toStatus as ShipmentStatus] ?? e.toStatus,
      actor: e.actor,
      carrierStatusText: e.carrierStatusText,
      note: e.note,
    })),
  };
}

/** Shipments with their order numbers and histories, oldest event first. */
export async function loadShipmentDetails(
  db: Database,
  rows: readonly ShipmentRow[],
): Promise<ShipmentDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [events, numbers] = await Promise.all([
    db
      .select()
      .from(shipmentEvents)
      .where(inArray(shipmentEvents.shipmentId, ids))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
  ]);
  const numberOf = new Map(numbers.map((n) => [n.id, n.orderNumber]));
  return rows.map((row) =>
    toShipmentDetail(
      row,
      numberOf.get(row.orderId) ?? '',
      events.filter((e) => e.shipmentId === row.id),
    ),
  );
}

function historyMessage(row: ShipmentRow, to: ShipmentStatus, note?: string | null): string {
  const carrier = CARRIER_LABELS[row.carrier as CarrierCodeValue] ?? row.carrier;
  const what = row.direction === 'RETURN' ? 'İade kargosu' : 'Kargo';
  const base = `${what} (${carrier}, ${row.shipmentKey}): ${SHIPMENT_STATUS_LABELS[to]}`;
  return note ? `${base}. ${note}` : `${base}.`;
}

async function recordEvent(
  tx: Database,
  row: ShipmentRow,
  from: ShipmentStatus | null,
  to: ShipmentStatus,
  by: ShipmentActor,
): Promise<void> {
  await tx.insert(shipmentEvents).values({
    shipmentId: row.id,
    fromStatus: from,
    toStatus: to,
    actor: by.actor,
    carrierStatusText: by.carrierStatusText ?? null,
    note: by.note ?? null,
    at: by.at,
  });
  // The order's history shows every parcel step beside the order's own actions.
  await tx.insert(orderEvents).values({
    orderId: row.orderId,
    action: row.direction === 'RETURN' ? 'return-shipment' : 'shipment',
    actor: by.actor,
    reason: by.note ?? null,
    data: {
      shipmentId: row.id,
      key: row.shipmentKey,
      carrier: row.carrier,
      from,
      to,
      ...(row.trackingCode ? { trackingCode: row.trackingCode } : {}),
      ...(by.carrierStatusText ? { carrierStatusText: by.carrierStatusText } : {}),
    },
    message: historyMessage(row, to, by.carrierStatusText ?? by.note),
    at: by.at,
  });
}

/** Inserts a new shipment in REQUESTED (its key stored before any carrier call) and its event. */
export async function insertRequestedShipment(
  tx: Database,
  values: Omit<typeof shipments.$inferInsert, 'status'>,
  by: ShipmentActor,
): Promise<ShipmentRow> {
  const [row] = await tx
    .insert(shipments)
    .values({ ...values, status: 'REQUESTED', createdAt: by.at, updatedAt: by.at })
    .returning();
  await recordEvent(tx, row!, null, 'REQUESTED', by);
  return row!;
}

/**
 * Moves a shipment through the domain's machine (a refused move throws), records the step in
 * the shipment's and the order's history, and writes `set` with it. Returns the updated row.
 */
export async function moveShipment(
  tx: Database,
  row: ShipmentRow,
  to: ShipmentStatus,
  by: ShipmentActor,
  set: Partial<typeof shipments.$inferInsert> = {},
): Promise<ShipmentRow> {
  const from = row.status as ShipmentStatus;
  assertShipmentTransition(from, to);
  const [updated] = await tx
    .update(shipments)
    .set({
      ...set,
      status: to,
      ...(by.carrierStatusText !== undefined ? { carrierStatusText: by.carrierStatusText } : {}),
      updatedAt: by.at,
    })
    .where(eq(shipments.id, row.id))
    .returning();
  await recordEvent(tx, updated!, from, to, by);
  return updated!;
}

/** Locks a shipment row for a change (two staff or the job and a click take turns). */
export async function lockShipment(tx: Database, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}
