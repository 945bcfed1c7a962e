import {
  ADMIN_SHIPMENTS_PER_PAGE,
  type CarrierCodeValue,
  SHIPPING_TABS,
  type ShippingListRow,
  type ShippingTab,
} from '@carsi/contract';
import { cashOnDeliveryOf, type ShipmentStatus } from '@carsi/domain';
import { and, desc, eq, ilike, inArray, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, shipments } from '../../db/schema';
import { type ShipmentRow, toShipmentView } from './shipment-store';
import type { ShippingService } from './shipping-service';

const TAB_STATUSES: Readonly<
  Record<Exclude<ShippingTab, 'to-book' | 'problems'>, ShipmentStatus[]>
> = {
  booked: ['REQUESTED', 'CREATED'],
  'picked-up': ['PICKED_UP'],
  'in-transit': ['IN_TRANSIT'],
  delivered: ['DELIVERED'],
  returned: ['RETURNED'],
};

const OPEN: ShipmentStatus[] = [
  'REQUESTED',
  'CREATED',
  'PICKED_UP',
  'IN_TRANSIT',
  'NEEDS_ATTENTION',
];

/** A parcel staff should look at: the carrier said something we cannot place, or a step failed. */
const problem = (): SQL =>
  or(
    eq(shipments.status, 'NEEDS_ATTENTION'),
    and(inArray(shipments.status, OPEN), isNotNull(shipments.lastError)),
  )!;

/** Packed orders without a live outgoing parcel. */
const toBook = (): SQL =>
  and(
    eq(orders.orderStatus, 'PACKED'),
    sql`not exists (select 1 from ${shipments} s where s.order_id = ${orders.id} and s.direction = 'OUTGOING' and s.status <> 'CANCELLED')`,
  )!;

function searchOf(q: string | undefined, withShipment: boolean): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const conditions: SQL[] = [ilike(orders.orderNumber, `%${text.replace(/[%_\\]/g, '')}%`)];
  if (digits.length >= 7)
    conditions.push(sql`${orders.orderPhone} like ${`%${digits.slice(-10)}%`}`);
  if (withShipment) {
    const code = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (code.length >= 4) {
      conditions.push(eq(shipments.trackingCode, code), eq(shipments.shipmentKey, code));
    }
  }
  return or(...conditions);
}

export interface ShippingListQuery {
  sekme: ShippingTab;
  q?: string | undefined;
  kargo?: CarrierCodeValue | undefined;
  durum?: ShipmentStatus | undefined;
  page: number;
}

/** kargo-islemleri: one tab of orders or parcels, its page, and every tab's count. */
export async function listShipping(
  db: Database,
  service: ShippingService,
  query: ShippingListQuery,
) {
  const perPage = ADMIN_SHIPMENTS_PER_PAGE;
  const offset = (query.page - 1) * perPage;
  const counts = await tabCounts(db);
  const facts = await service.choiceFacts();

  const rowOf = (
    order: typeof orders.$inferSelect,
    shipment: ShipmentRow | null,
  ): ShippingListRow => {
    const cod = cashOnDeliveryOf(order);
    const choice = shipment ? null : service.suggestCarrier(order, facts, cod);
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: `${order.deliveryContact.firstName} ${order.deliveryContact.lastName}`,
      phone: order.orderPhone,
      province: order.shippingAddress.province,
      district: order.shippingAddress.district,
      orderStatus: order.orderStatus,
      totalPrice: order.totalPrice,
      cashOnDelivery: cod !== null,
      suggestedCarrier: choice?.carrier ?? null,
      suggestedReason: choice?.reason ?? null,
      shipment: shipment ? toShipmentView(shipment, order.orderNumber) : null,
    };
  };

  if (query.sekme === 'to-book') {
    const where = and(toBook(), searchOf(query.q, false));
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.packedAt), desc(orders.createdAt))
      .limit(perPage)
      .offset(offset);
    const n = total?.n ?? 0;
    return {
      rows: rows.map((o) => rowOf(o, null)),
      total: n,
      counts,
      page: query.page,
      pages: Math.max(1, Math.ceil(n / perPage)),
    };
  }

  const tabCondition =
    query.sekme === 'problems' ? problem() : inArray(shipments.status, TAB_STATUSES[query.sekme]);
  const where = and(
    query.durum ? eq(shipments.status, query.durum) : tabCondition,
    query.kargo ? eq(shipments.carrier, query.kargo) : undefined,
    searchOf(query.q, true),
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(where);
  const rows = await db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(where)
    .orderBy(desc(shipments.updatedAt))
    .limit(perPage)
    .offset(offset);
  const n = total?.n ?? 0;
  return {
    rows: rows.map((r) => rowOf(r.order, r.shipment)),
    total: n,
    counts,
    page: query.page,
    pages: Math.max(1, Math.ceil(n / perPage)),
  };
}

async function tabCounts(db: Database): Promise<Record<ShippingTab, number>> {
  const counts = Object.fromEntries(SHIPPING_TABS.map((t) => [t, 0])) as Record<
    ShippingTab,
    number
  >;
  const [toBookCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(toBook());
  counts['to-book'] = toBookCount?.n ?? 0;
  const byStatus = await db
    .select({ status: shipments.status, n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(not(eq(shipments.status, 'CANCELLED')))
    .groupBy(shipments.status);
  for (const { status, n } of byStatus) {
    for (const [tab, statuses] of Object.entries(TAB_STATUSES)) {
      if (statuses.includes(status as ShipmentStatus)) counts[tab as ShippingTab] += n;
    }
  }
  const [problems] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(problem());
  counts.problems = problems?.n ?? 0;
  return counts;
}
