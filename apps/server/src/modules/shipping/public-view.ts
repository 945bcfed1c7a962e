import type { PublicShipmentView } from '@carsi/contract';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STEPS, type ShipmentStatus } from '@carsi/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema';
import type { CarrierCode } from './carriers/carrier';
import { carrierLabelOf } from './shipping-service';

const RANK: Readonly<Record<string, number>> = {
  CREATED: 0,
  PICKED_UP: 1,
  IN_TRANSIT: 2,
  DELIVERED: 3,
};

/**
 * What a shopper sees of their orders' parcels (order page, /siparislerim): the latest live
 * outgoing parcel per order, its carrier, tracking code and link, and the steps so far. Asked by
 * order ids, which are unguessable (the guest's order link carries one).
 */
export async function publicShipments(
  db: Database,
  orderIds: readonly string[],
): Promise<PublicShipmentView[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(shipments)
    .where(
      and(
        inArray(shipments.orderId, [...orderIds]),
        eq(shipments.direction, 'OUTGOING'),
        ne(shipments.status, 'CANCELLED'),
        ne(shipments.status, 'REQUESTED'),
      ),
    )
    .orderBy(desc(shipments.createdAt));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
  const chosen = [...latest.values()];
  if (chosen.length === 0) return [];
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        chosen.map((r) => r.id),
      ),
    )
    .orderBy(asc(shipmentEvents.at));
  return chosen.map((row) => {
    const status = row.status as ShipmentStatus;
    const reached = new Map<string, Date>();
    for (const e of events)
      if (e.shipmentId === row.id && !reached.has(e.toStatus)) reached.set(e.toStatus, e.at);
    // A parcel seen later along the way has passed the earlier steps too.
    const current =
      status === 'NEEDS_ATTENTION'
        ? Math.max(...[...reached.keys()].map((s) => RANK[s] ?? -1))
        : (RANK[status] ?? -1);
    return {
      orderId: row.orderId,
      carrier: row.carrier as CarrierCode,
      carrierLabel: carrierLabelOf(row.carrier),
      status,
      statusLabel: SHIPMENT_STATUS_LABELS[status],
      trackingCode: row.trackingCode,
      trackingUrl: row.trackingUrl,
      steps: [
        ...SHIPMENT_STEPS.map((step) => ({
          status: step,
          label: SHIPMENT_STATUS_LABELS[step],
          at: reached.get(step)?.toISOString() ?? null,
          done: (RANK[step] ?? 99) <= current,
        })),
        ...(status === 'RETURNED'
          ? [
              {
                status: 'RETURNED',
                label: SHIPMENT_STATUS_LABELS.RETURNED,
                at: reached.get('RETURNED')?.toISOString() ?? null,
                done: true,
              },
            ]
          : []),
      ],
    };
  });
}
