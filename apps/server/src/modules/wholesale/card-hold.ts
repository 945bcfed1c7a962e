import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wholesaleOrders } from '../../db/schema';
import { defineQueue, type JobQueue } from '../../jobs';
import { PAYMENT_HOLD_MINUTES } from '../orders/index';
import { changeStatus } from './orders';

/**
 * A wholesale card order holds its stock while the reseller pays. Like a retail order, one left
 * unpaid for PAYMENT_HOLD_MINUTES after its last activity (created, a card attempt) is cancelled:
 * its stock and free goods go back. A charge that completes afterwards finds the order cancelled
 * and is refunded (card-payment.ts, 'late-payment').
 */
export async function releaseUnpaidCardOrders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: wholesaleOrders.id })
    .from(wholesaleOrders)
    .where(
      and(
        eq(wholesaleOrders.status, 'PENDING_CARD_PAYMENT'),
        lte(wholesaleOrders.updatedAt, new Date(now.getTime() - PAYMENT_HOLD_MINUTES * 60_000)),
      ),
    )
    .orderBy(asc(wholesaleOrders.updatedAt))
    .limit(100);
  for (const { id } of due) {
    // Under the row lock: an order paid (or cancelled) meanwhile is left alone.
    await changeStatus(
      db,
      id,
      'CANCELLED',
      {
        kind: 'system',
        id: 'payment-hold',
        note: `Kart ödemesi ${PAYMENT_HOLD_MINUTES} dakikada tamamlanmadı; stok serbest bırakıldı`,
      },
      'PENDING_CARD_PAYMENT',
    );
  }
  return due.length;
}

/** Every minute, once across all server processes. */
export const wholesaleCardHoldQueue = defineQueue({
  name: 'wholesale-card-hold',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

export async function scheduleWholesaleCardHold(jobs: JobQueue, db: Database): Promise<void> {
  await jobs.work(wholesaleCardHoldQueue, async () => {
    await releaseUnpaidCardOrders(db, new Date());
  });
  await jobs.schedule(wholesaleCardHoldQueue, '* * * * *');
}
