import {
  DAY_MS,
  formatTL,
  formatTurkeyDate,
  WITHDRAWAL_REFUND_ALERT_DAY,
  WITHDRAWAL_REFUND_DAYS,
} from '@carsi/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, returns } from '../../db/schema';
import { defineQueue, type JobQueue } from '../../jobs';
import { notifyAdmins } from '../admin-notifications/index';

/** Statuses in which a withdrawal's money has not gone back yet. */
const OPEN_STATUSES = ['REQUESTED', 'APPROVED', 'IN_TRANSIT', 'RECEIVED'];

/**
 * Withdrawals whose refund is still open on day 10 of their 14 (or later) get one notice to
 * accounting each; the row remembers it (refund_alerted_at), so a second run — or a second
 * server process — tells nobody twice. Walks the returns_refund_due index. Answers how many
 * notices went out.
 */
export async function alertWithdrawalRefundsDue(db: Database, now: Date): Promise<number> {
  // Day 10 begins (WITHDRAWAL_REFUND_DAYS + 1 − WITHDRAWAL_REFUND_ALERT_DAY) days before the due
  // instant, which is the end of day 14.
  const horizon = new Date(
    now.getTime() + (WITHDRAWAL_REFUND_DAYS + 1 - WITHDRAWAL_REFUND_ALERT_DAY) * DAY_MS,
  );
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ ret: returns, orderNumber: orders.orderNumber })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(
        and(
          isNotNull(returns.refundDueAt),
          lte(returns.refundDueAt, horizon),
          isNull(returns.refundAlertedAt),
          inArray(returns.status, OPEN_STATUSES),
          ne(returns.refundState, 'DONE'),
        ),
      )
      .orderBy(asc(returns.refundDueAt))
      .limit(500)
      .for('update', { of: returns, skipLocked: true });
    for (const { ret, orderNumber } of due) {
      const dueAt = ret.refundDueAt!;
      const late = dueAt.getTime() <= now.getTime();
      await notifyAdmins(tx, {
        kind: 'withdrawal-refund-due',
        title: late ? 'Cayma iadesinin yasal süresi geçti' : 'Cayma iadesinin süresi doluyor',
        body: `${orderNumber} numaralı siparişin ${ret.code} kodlu cayma iadesi (${formatTL(ret.refundAmount)}) en geç ${formatTurkeyDate(dueAt.getTime())} tarihinde ödenmiş olmalı${late ? '; süre geçti' : ''}. Geri ödemeyi yapın.`,
        orderRef: ret.orderId,
        data: { returnId: ret.id, code: ret.code, refundDueAt: dueAt.toISOString() },
      });
      await tx.update(returns).set({ refundAlertedAt: now }).where(eq(returns.id, ret.id));
    }
    return due.length;
  });
}

/** Every day at 09:00 Istanbul (06:00 UTC), once across all server processes. */
export const withdrawalRefundAlertQueue = defineQueue({
  name: 'withdrawal-refund-alert',
  retryLimit: 3,
  retryDelaySeconds: 300,
});

export async function scheduleWithdrawalRefundAlerts(
  jobs: JobQueue,
  db: Database,
  now: () => Date = () => new Date(),
): Promise<void> {
  await jobs.work(withdrawalRefundAlertQueue, async () => {
    await alertWithdrawalRefundsDue(db, now());
  });
  await jobs.schedule(withdrawalRefundAlertQueue, '0 6 * * *');
}
