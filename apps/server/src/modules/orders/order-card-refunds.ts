import type { OrderView } from '@carsi/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLineRefunds } from '../../db/schema';
import type { OrderRow } from './order-view';

/**
 * The card refunds of an order's cancelled units (partial cancels; a whole cancel after the day
 * of payment) as the shopper's order page shows them: how much, for which line, and
 * whether iyzico has confirmed it.
 */
export async function cardRefundsOf(
  db: Database,
  order: Pick<OrderRow, 'id' | 'items'>,
): Promise<NonNullable<OrderView['cardRefunds']>> {
  const rows = await db
    .select()
    .from(orderLineRefunds)
    .where(eq(orderLineRefunds.orderId, order.id))
    .orderBy(asc(orderLineRefunds.createdAt), asc(orderLineRefunds.id));
  return rows.map((refund) => ({
    amount: refund.amount,
    status: refund.status as 'PENDING' | 'REFUNDED' | 'FAILED',
    units: refund.qty,
    lineName: refund.line === null ? null : (order.items[refund.line]?.name ?? null),
    createdAt: refund.createdAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  }));
}
