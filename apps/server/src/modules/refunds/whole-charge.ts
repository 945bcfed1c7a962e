import { refundLateCharge } from '@carsi/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardRefunds, orders } from '../../db/schema';
import { factsOf } from '../orders/index';
import type { RefundContext } from './context';

// A whole card charge given back by iyzico's cancel (card_refunds, one row per paymentId).

/** Why a whole charge goes back. */
export type ChargeRefundReason = 'late-payment' | 'double-charge' | 'order-cancelled';

/** A whole card charge to give back (iyzico's cancel), keyed by the provider's paymentId. */
export interface ChargeToRefund {
  paymentId: string;
  orderId: string;
  /** Kuruş charged (paidPrice). */
  amount: number;
  reason: ChargeRefundReason;
}

/**
 * Records the charge as owed; a late charge also marks its order REFUND_PENDING (the order
 * shows the refund until it is done). The same paymentId again is the same refund.
 */
export async function recordCharge(
  db: Database,
  charge: ChargeToRefund,
  now: () => Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const at = now();
    const inserted = await tx
      .insert(cardRefunds)
      .values({ ...charge, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ paymentId: cardRefunds.paymentId });
    if (inserted.length === 0 || charge.reason !== 'late-payment') return;
    // The order's own charge came too late: the order shows the refund until it is done.
    const [row] = await tx.select().from(orders).where(eq(orders.id, charge.orderId)).for('update');
    if (!row || row.paymentId) return;
    const next = refundLateCharge(factsOf(row));
    await tx
      .update(orders)
      .set({
        paymentStatus: next.paymentStatus,
        paymentId: charge.paymentId,
        paidPrice: charge.amount,
        updatedAt: at,
      })
      .where(eq(orders.id, row.id));
  });
}

/** iyzico's cancel of a whole charge; the order waiting for it becomes REFUNDED. */
export async function attemptCharge(
  { db, provider, now }: RefundContext,
  paymentId: string,
): Promise<void> {
  const [refund] = await db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId));
  if (!refund) throw new Error(`no card refund recorded for payment ${paymentId}`);
  if (refund.status === 'REFUNDED') return;
  await db
    .update(cardRefunds)
    .set({ attempts: refund.attempts + 1, updatedAt: now() })
    .where(eq(cardRefunds.paymentId, paymentId));
  await provider.cancel({
    paymentId,
    ip: '127.0.0.1',
    reason: refund.reason === 'double-charge' ? 'double_payment' : 'other',
    description: `Sipariş ${refund.orderId}: ${refund.reason}`,
  });
  const at = now();
  await db.transaction(async (tx) => {
    await tx
      .update(cardRefunds)
      .set({ status: 'REFUNDED', refundedAt: at, lastError: null, updatedAt: at })
      .where(eq(cardRefunds.paymentId, paymentId));
    await tx
      .update(orders)
      .set({ paymentStatus: 'REFUNDED', updatedAt: at })
      .where(
        and(
          eq(orders.id, refund.orderId),
          eq(orders.paymentId, paymentId),
          eq(orders.paymentStatus, 'REFUND_PENDING'),
        ),
      );
  });
}
