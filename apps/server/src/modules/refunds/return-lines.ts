import { basketItemIdsOf } from '@carsi/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { cardLineRefunds, orders } from '../../db/schema';
import type { OrderRow } from '../orders/index';
import type { RefundContext, Writer } from './context';
import { refundItem } from './item-refund';

// A return's refund, line by line, by item refund (card_line_refunds, keyed by the return).

/** Some units of one order line, worth `amount` kuruş, going back for a return. */
export interface ReturnLineRefund {
  index: number;
  amount: number;
}

/** Told once every line of a return's refund is refunded, or once the retries ran out. */
export type ReturnRefundSettled = (key: string, outcome: 'REFUNDED' | 'FAILED') => Promise<void>;

/**
 * Records a return's refund per order line (inside the caller's transaction), keyed by `key`
 * so asking twice is one refund. Refuses — nothing written — when a line would get back more
 * than the shopper paid for what is left of it.
 */
export async function recordReturn(
  tx: Writer,
  key: string,
  order: OrderRow,
  lines: readonly ReturnLineRefund[],
  paidOfLine: (index: number) => number,
  now: Date,
): Promise<boolean> {
  if (!order.paymentId) throw new Error(`order ${order.id} has no card payment`);
  for (const line of lines) {
    const [row] = await tx
      .select({ sum: sql<string>`coalesce(sum(${cardLineRefunds.amount}), 0)` })
      .from(cardLineRefunds)
      .where(
        and(
          eq(cardLineRefunds.orderId, order.id),
          eq(cardLineRefunds.lineIndex, line.index),
          ne(cardLineRefunds.key, key),
          ne(cardLineRefunds.status, 'FAILED'),
        ),
      );
    if (Number(row?.sum ?? 0) + line.amount > paidOfLine(line.index)) return false;
  }
  const rows = lines
    .filter((line) => line.amount > 0)
    .map((line) => ({
      key,
      lineIndex: line.index,
      orderId: order.id,
      paymentId: order.paymentId!,
      amount: line.amount,
      createdAt: now,
      updatedAt: now,
    }));
  if (rows.length > 0) await tx.insert(cardLineRefunds).values(rows).onConflictDoNothing();
  return true;
}

/** A return's open item refunds, line by line; each is REFUNDED as the provider confirms it. */
export async function attemptReturn(context: RefundContext, key: string): Promise<void> {
  const { db, now } = context;
  const rows = await db.select().from(cardLineRefunds).where(eq(cardLineRefunds.key, key));
  const pending = rows.filter((row) => row.status === 'PENDING');
  if (pending.length === 0) return;
  const [order] = await db.select().from(orders).where(eq(orders.id, pending[0]!.orderId));
  if (!order?.paymentId || !order.paymentConversationId)
    throw new Error(`order of card refund ${key} has no card payment`);
  const basketItems = basketItemIdsOf(order.items);
  for (const row of pending) {
    const where = and(eq(cardLineRefunds.key, key), eq(cardLineRefunds.lineIndex, row.lineIndex));
    await db
      .update(cardLineRefunds)
      .set({ attempts: row.attempts + 1, updatedAt: now() })
      .where(where);
    await refundItem(
      context.provider,
      order,
      order.paymentId,
      basketItems[row.lineIndex] ?? null,
      row.amount,
      `${key}, satır ${row.lineIndex + 1}`,
    );
    const at = now();
    await db
      .update(cardLineRefunds)
      .set({ status: 'REFUNDED', refundedAt: at, lastError: null, updatedAt: at })
      .where(where);
  }
}
