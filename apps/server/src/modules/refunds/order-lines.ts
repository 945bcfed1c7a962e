import { and, eq, inArray } from 'drizzle-orm';
import { orderLineRefunds, orders } from '../../db/schema';
import type { OrderLineRefund, OrderRow } from '../orders/index';
import type { RefundContext, Writer } from './context';
import { refundItem } from './item-refund';

// Some lines of an order given back by item refund, for an admin's or shopper's cancel or swap
// (order_line_refunds, one row per line refund).

/**
 * Records item refunds of an order's lines (inside the operation's transaction); the ids are
 * asked for once it has committed.
 */
export async function recordLines(
  tx: Writer,
  row: OrderRow,
  refunds: OrderLineRefund[],
  now: Date,
): Promise<number[]> {
  const owed = refunds.filter((refund) => refund.amount > 0);
  if (owed.length === 0 || !row.paymentId) return [];
  const inserted = await tx
    .insert(orderLineRefunds)
    .values(
      owed.map((refund) => ({
        ...refund,
        orderId: row.id,
        paymentId: row.paymentId!,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: orderLineRefunds.id });
  return inserted.map((r) => r.id);
}

/** True when some line of the order has already gone back by item refund. */
export async function hasLineRefunds(tx: Writer, orderId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: orderLineRefunds.id })
    .from(orderLineRefunds)
    .where(eq(orderLineRefunds.orderId, orderId))
    .limit(1);
  return found !== undefined;
}

/** An order line's item refund; a whole-cancelled order becomes REFUNDED with its last one. */
export async function attemptLine(context: RefundContext, refundId: number): Promise<void> {
  const { db, now } = context;
  const [refund] = await db
    .select()
    .from(orderLineRefunds)
    .where(eq(orderLineRefunds.id, refundId));
  if (!refund || refund.status === 'REFUNDED') return;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order?.paymentConversationId) throw new Error(`order ${refund.orderId} has no payment`);
  await db
    .update(orderLineRefunds)
    .set({ attempts: refund.attempts + 1, updatedAt: now() })
    .where(eq(orderLineRefunds.id, refundId));
  await refundItem(
    context.provider,
    order,
    refund.paymentId,
    refund.basketItemId,
    refund.amount,
    `Sipariş ${order.orderNumber}: iptal edilen ürün`,
  );
  const at = now();
  await db.transaction(async (tx) => {
    await tx
      .update(orderLineRefunds)
      .set({ status: 'REFUNDED', refundedAt: at, lastError: null, updatedAt: at })
      .where(eq(orderLineRefunds.id, refundId));
    await settleCancelledOrder(tx, refund.orderId, at);
  });
}

/** A whole-cancelled card order becomes REFUNDED once none of its item refunds is open. */
async function settleCancelledOrder(tx: Writer, orderId: string, now: Date): Promise<void> {
  const open = await tx
    .select({ id: orderLineRefunds.id })
    .from(orderLineRefunds)
    .where(
      and(
        eq(orderLineRefunds.orderId, orderId),
        inArray(orderLineRefunds.status, ['PENDING', 'FAILED']),
      ),
    );
  if (open.length > 0) return;
  await tx
    .update(orders)
    .set({ paymentStatus: 'REFUNDED', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.orderStatus, 'CANCELLED'),
        eq(orders.paymentStatus, 'REFUND_PENDING'),
      ),
    );
}
