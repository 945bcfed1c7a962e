import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, productSales } from '../../db/schema';
import { defineQueue, type JobQueue } from '../../jobs';
import type { OrderRow } from './order-view';
import { recordOrderStatus } from './status-log';
import { restoreStock } from './stock';

/** Cancels an unpaid order and puts its units back on the shelf (inside the caller's tx). */
export async function releaseOrder(
  tx: Database,
  row: OrderRow,
  actor: string,
  reason: string,
  now: Date,
): Promise<OrderRow> {
  await recordOrderStatus(tx, row, 'CANCELLED', { actor, at: now, reason });
  await restoreStock(tx, row.items);
  await tx.delete(productSales).where(eq(productSales.orderRef, row.id));
  const [updated] = await tx
    .update(orders)
    .set({ orderStatus: 'CANCELLED', stockReleasedAt: now, holdExpiresAt: null, updatedAt: now })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}

/**
 * Releases the stock of orders whose payment hold ran out (card never paid, nothing chosen).
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes can run this at
 * once and each order is released exactly once; a payment completing at the same moment waits
 * for the row lock and then sees the order released.
 */
export async function releaseExpiredHolds(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          isNull(orders.stockReleasedAt),
          isNotNull(orders.holdExpiresAt),
          lte(orders.holdExpiresAt, now),
          eq(orders.paymentStatus, 'UNPAID'),
        ),
      )
      .orderBy(asc(orders.holdExpiresAt))
      .limit(100)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await releaseOrder(
        tx,
        row,
        'system:payment-hold',
        'Ödeme süresi doldu, stok serbest bırakıldı',
        now,
      );
    }
    return due.length;
  });
}

/** Every minute, once across all server processes: unpaid orders give their stock back. */
export const holdReleaseQueue = defineQueue({
  name: 'hold-release',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
});

export async function scheduleHoldRelease(jobs: JobQueue, db: Database): Promise<void> {
  await jobs.work(holdReleaseQueue, async () => {
    await releaseExpiredHolds(db);
  });
  await jobs.schedule(holdReleaseQueue, '* * * * *');
}
