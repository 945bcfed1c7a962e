import type { AdminDashboard } from '@carsi/contract';
import {
  deliveryDueAt,
  LATE_DELIVERY_OPTIONS,
  lateDeliveryCutoff,
  turkeyDaysBetween,
} from '@carsi/domain';
import { and, asc, count, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/** Order statuses still on the way to the customer (not delivered, not cancelled). */
export const UNDELIVERED_STATUSES = ['NEW', 'CONFIRMED', 'PACKED', 'SHIPPED', 'UNDELIVERED'];

const SHOWN = 10;

/**
 * Orders that must be delivered within 30 days and were placed 20 or more Istanbul days ago,
 * not yet delivered: the admin home flags them with the customer's options. Both queries walk
 * the orders_status_created index (status, created_at) — a range per open status, no scan.
 */
export async function lateDeliveries(
  db: Database,
  now: Date,
): Promise<NonNullable<AdminDashboard['lateDeliveries']>> {
  const cutoff = new Date(lateDeliveryCutoff(now.getTime()));
  const where = and(
    inArray(orders.orderStatus, UNDELIVERED_STATUSES),
    lt(orders.createdAt, cutoff),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.orderStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(SHOWN),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    options: LATE_DELIVERY_OPTIONS,
    orders: rows.map((row) => ({
      orderId: row.id,
      orderNumber: row.orderNumber,
      orderStatus: row.orderStatus,
      createdAt: row.createdAt.toISOString(),
      deliveryDueAt: new Date(deliveryDueAt(row.createdAt.getTime())).toISOString(),
      daysOpen: turkeyDaysBetween(row.createdAt.getTime(), now.getTime()),
    })),
  };
}
