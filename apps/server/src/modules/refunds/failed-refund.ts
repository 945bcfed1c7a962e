import { formatTL } from '@carsi/domain';
import { and, eq } from 'drizzle-orm';
import { cardLineRefunds, cardRefunds, orderLineRefunds } from '../../db/schema';
import type { Writer } from './context';
import type { RefundJob } from './refund-jobs';

// What a refund the provider refused keeps: its error, and on the last try FAILED and the
// admins' alert saying what to do by hand.

/** What a refund record tells the alert. */
export interface OpenRefund {
  orderId: string;
  paymentId: string;
  amount: number;
  attempts: number;
  reason?: string;
}

/**
 * Keeps the provider's error on the refund's open rows; on the last try they become FAILED.
 * Returns the rows changed.
 */
export function keepError(
  tx: Writer,
  job: RefundJob,
  lastError: string,
  last: boolean,
  now: Date,
): Promise<OpenRefund[]> {
  const set = { lastError, updatedAt: now, ...(last ? { status: 'FAILED' } : {}) };
  if ('paymentId' in job)
    return tx
      .update(cardRefunds)
      .set(set)
      .where(and(eq(cardRefunds.paymentId, job.paymentId), eq(cardRefunds.status, 'PENDING')))
      .returning();
  if ('refundId' in job)
    return tx
      .update(orderLineRefunds)
      .set(set)
      .where(and(eq(orderLineRefunds.id, job.refundId), eq(orderLineRefunds.status, 'PENDING')))
      .returning();
  return tx
    .update(cardLineRefunds)
    .set(set)
    .where(and(eq(cardLineRefunds.key, job.key), eq(cardLineRefunds.status, 'PENDING')))
    .returning();
}

/** The admins' alert of a refund the provider never confirmed: what, and what to do by hand. */
export function refundFailedNotice(job: RefundJob, rows: OpenRefund[], lastError: string) {
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  const byHand = 'İadeyi iyzico panelinden elle yapın ve';
  if ('paymentId' in job)
    return {
      body: `Ödeme ${job.paymentId} için ${formatTL(amount)} iade, ${rows[0]!.attempts} denemede ödeme kuruluşunca onaylanmadı. ${byHand} müşteriye bilgi verin. Son hata: ${lastError}`,
      data: { paymentId: job.paymentId, amount, reason: rows[0]!.reason },
    };
  if ('refundId' in job)
    return {
      body: `Ödeme ${rows[0]!.paymentId} için ${formatTL(amount)} ürün iadesi ödeme kuruluşunca onaylanmadı. ${byHand} siparişte "İptal edilen ödemeyi güncelle" ile kaydedin. Son hata: ${lastError}`,
      data: { refundId: job.refundId, amount },
    };
  return {
    body: `${job.key} için ${formatTL(amount)} kart iadesi, denemelere rağmen ödeme kuruluşunca onaylanmadı. ${byHand} müşteriye bilgi verin. Son hata: ${lastError}`,
    data: { key: job.key, amount },
  };
}
