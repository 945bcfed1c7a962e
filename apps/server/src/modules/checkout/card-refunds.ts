import { formatTL, refundLateCharge } from '@carsi/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardRefunds, orders } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/iyzico';
import { defineQueue, type JobContext, type JobQueue, type QueueDefinition } from '../../jobs';
import { notifyAdmins } from '../admin-notifications/notify';
import { factsOf } from '../orders/order-facts';

/** Why a charge goes back. */
export type RefundReason = 'late-payment' | 'double-charge' | 'order-cancelled';

export interface ChargeToRefund {
  paymentId: string;
  orderId: string;
  /** Kuruş charged (paidPrice). */
  amount: number;
  reason: RefundReason;
}

/**
 * Retries of a refund the provider did not confirm: 1 min, 2, 4, 8, 16 min, then a dead letter
 * (the refund is FAILED and an admin is alerted). One job per paymentId at a time.
 */
export const cardRefundQueue = defineQueue<{ paymentId: string }>({
  name: 'card-refund',
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
});

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Card charges that must go back to the shopper. The charge is written down (card_refunds,
 * keyed by paymentId; a late charge also marks its order REFUND_PENDING) before the provider is
 * asked, so nothing is lost when the provider or this process fails; the `card-refund` job asks
 * again until the provider confirms. Every step is idempotent by paymentId.
 */
export class CardRefunds {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly jobs: JobQueue,
    /** The retry queue; tests pass one with short delays. */
    private readonly queue: QueueDefinition<{ paymentId: string }> = cardRefundQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Records the charge as owed back and asks the provider once; throws when it refused. */
  async refundNow(charge: ChargeToRefund): Promise<void> {
    await this.record(charge);
    await this.attempt(charge.paymentId);
  }

  /** After a failed attempt: keep the error and leave the retrying to the job queue. */
  async retryLater(paymentId: string, error: unknown): Promise<void> {
    await this.db
      .update(cardRefunds)
      .set({ lastError: errorText(error), updatedAt: this.now() })
      .where(eq(cardRefunds.paymentId, paymentId));
    await this.jobs.send(this.queue, { paymentId }, { singletonKey: paymentId });
  }

  /** Starts the retry worker in this process. */
  work(): Promise<void> {
    return this.jobs.work(this.queue, (job) => this.retry(job));
  }

  private async retry(job: JobContext<{ paymentId: string }>): Promise<void> {
    try {
      await this.attempt(job.data.paymentId);
    } catch (error) {
      const last = job.retryCount >= this.queue.retryLimit;
      await this.failed(job.data.paymentId, error, last);
      throw error;
    }
  }

  private async record(charge: ChargeToRefund): Promise<void> {
    await this.db.transaction(async (tx) => {
      const now = this.now();
      const inserted = await tx
        .insert(cardRefunds)
        .values({ ...charge, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ paymentId: cardRefunds.paymentId });
      if (inserted.length === 0 || charge.reason !== 'late-payment') return;
      // The order's own charge came too late: the order shows the refund until it is done.
      const [row] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, charge.orderId))
        .for('update');
      if (!row || row.paymentId) return;
      const next = refundLateCharge(factsOf(row));
      await tx
        .update(orders)
        .set({
          paymentStatus: next.paymentStatus,
          paymentId: charge.paymentId,
          paidPrice: charge.amount,
          updatedAt: now,
        })
        .where(eq(orders.id, row.id));
    });
  }

  /** Asks the provider to give the charge back; marks it REFUNDED once it says so. */
  private async attempt(paymentId: string): Promise<void> {
    const [refund] = await this.db
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.paymentId, paymentId));
    if (!refund) throw new Error(`no card refund recorded for payment ${paymentId}`);
    if (refund.status === 'REFUNDED') return;
    await this.db
      .update(cardRefunds)
      .set({ attempts: refund.attempts + 1, updatedAt: this.now() })
      .where(eq(cardRefunds.paymentId, paymentId));
    await this.provider.cancel({
      paymentId,
      ip: '127.0.0.1',
      reason: refund.reason === 'double-charge' ? 'double_payment' : 'other',
      description: `Sipariş ${refund.orderId}: ${refund.reason}`,
    });
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(cardRefunds)
        .set({ status: 'REFUNDED', refundedAt: now, lastError: null, updatedAt: now })
        .where(eq(cardRefunds.paymentId, paymentId));
      await tx
        .update(orders)
        .set({ paymentStatus: 'REFUNDED', updatedAt: now })
        .where(
          and(
            eq(orders.id, refund.orderId),
            eq(orders.paymentId, paymentId),
            eq(orders.paymentStatus, 'REFUND_PENDING'),
          ),
        );
    });
  }

  private async failed(paymentId: string, error: unknown, last: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [refund] = await tx
        .update(cardRefunds)
        .set({
          lastError: errorText(error),
          updatedAt: this.now(),
          ...(last ? { status: 'FAILED' } : {}),
        })
        .where(and(eq(cardRefunds.paymentId, paymentId), eq(cardRefunds.status, 'PENDING')))
        .returning();
      if (!last || !refund) return;
      await notifyAdmins(tx, {
        kind: 'refund-failed',
        title: 'Kart iadesi yapılamadı',
        body: `Ödeme ${paymentId} için ${formatTL(refund.amount)} iade, ${refund.attempts} denemede ödeme kuruluşunca onaylanmadı. İadeyi iyzico panelinden elle yapın ve müşteriye bilgi verin. Son hata: ${refund.lastError}`,
        orderRef: refund.orderId,
        data: { paymentId, amount: refund.amount, reason: refund.reason },
      });
    });
  }
}
