import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardRefunds, orderLineRefunds } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/iyzico';
import type { JobContext, JobQueue, QueueDefinition } from '../../jobs';
import { notifyAdmins } from '../admin-notifications/index';
import type { OrderLineRefund, OrderRefunds, OrderRow } from '../orders/index';
import { errorText, type RefundContext, type Writer } from './context';
import { keepError, refundFailedNotice } from './failed-refund';
import { attemptLine, hasLineRefunds, recordLines } from './order-lines';
import { type RefundJob, refundQueue, retiredRefundQueues, singletonKeyOf } from './refund-jobs';
import {
  attemptReturn,
  type ReturnLineRefund,
  type ReturnRefundSettled,
  recordReturn,
} from './return-lines';
import { attemptCharge, type ChargeToRefund, recordCharge } from './whole-charge';

/**
 * Every card refund of the shop (retail orders, returns, wholesale orders), in one place. What is
 * owed is written down first — inside the caller's transaction where there is one — so a crash
 * or a provider failure loses nothing; the provider is asked once at once, and the `card-refund`
 * job asks again until it confirms. The outcome settles what asked: a late charge's or a
 * cancelled order's payment becomes REFUNDED, a return is told. When the retries run out the
 * refund is FAILED and the admins are told to make it by hand in iyzico's panel.
 *
 * Two ways back, as iyzico has them: a whole charge by its cancel (whole-charge.ts), some lines
 * by the item refund of their basket items (order-lines.ts for cancels and swaps,
 * return-lines.ts for returns, keyed by the return).
 */
export class RefundService implements OrderRefunds {
  private returnSettled: ReturnRefundSettled = async () => {};
  private readonly queue: QueueDefinition<RefundJob>;
  private readonly context: RefundContext;

  constructor(
    private readonly db: Database,
    provider: PaymentProvider,
    private readonly jobs: JobQueue,
    /** Tests pass a queue with short delays and a clock. */
    options: { queue?: QueueDefinition<RefundJob>; now?: () => Date } = {},
  ) {
    this.queue = options.queue ?? refundQueue;
    this.context = { db, provider, now: options.now ?? (() => new Date()) };
  }

  /** Who hears of a return's refund outcome (the returns service). */
  onReturnSettled(settled: ReturnRefundSettled): void {
    this.returnSettled = settled;
  }

  /** Starts the retry worker in this process (and on the retired queues, to empty them). */
  async work(): Promise<void> {
    const queues =
      this.queue === refundQueue ? [refundQueue, ...retiredRefundQueues] : [this.queue];
    await Promise.all(queues.map((queue) => this.jobs.work(queue, (job) => this.retry(job))));
  }

  /**
   * Gives a whole charge back: records it as owed (a late charge also marks its order
   * REFUND_PENDING) and asks the provider once; a refusal is retried by the job. Asking again
   * for the same paymentId is the same refund.
   */
  async refundCharge(charge: ChargeToRefund): Promise<void> {
    await recordCharge(this.db, charge, this.context.now);
    await this.attemptNow({ paymentId: charge.paymentId });
  }

  /**
   * Records item refunds of an order's lines (inside the operation's transaction); give the
   * returned ids to {@link refundLines} once it has committed.
   */
  recordLines(tx: Writer, row: OrderRow, refunds: OrderLineRefund[]): Promise<number[]> {
    return recordLines(tx, row, refunds, this.context.now());
  }

  /** Asks the provider for each recorded item refund once; a refusal is retried by the job. */
  async refundLines(ids: number[]): Promise<void> {
    for (const refundId of ids) await this.attemptNow({ refundId });
  }

  /** True when some line of the order has already gone back by item refund. */
  hasLineRefunds(tx: Writer, orderId: string): Promise<boolean> {
    return hasLineRefunds(tx, orderId);
  }

  /**
   * Records a return's refund per order line (inside the caller's transaction), keyed by `key`
   * so asking twice is one refund. Refuses — nothing written — when a line would get back more
   * than the shopper paid for what is left of it. Call {@link refundReturn} after the commit.
   */
  recordReturn(
    tx: Writer,
    key: string,
    order: OrderRow,
    lines: readonly ReturnLineRefund[],
    paidOfLine: (index: number) => number,
  ): Promise<boolean> {
    return recordReturn(tx, key, order, lines, paidOfLine, this.context.now());
  }

  /** Queues the refund of a recorded return (the job asks the provider). */
  async refundReturn(key: string): Promise<void> {
    await this.jobs.send(this.queue, { key }, { singletonKey: key });
  }

  /**
   * An admin made a cancelled order's refund by hand in iyzico's panel: its open refund records
   * are closed so no job retries them (inside the operation's transaction).
   */
  async settleByHand(tx: Writer, orderId: string, now: Date): Promise<void> {
    const done = { status: 'REFUNDED', refundedAt: now, updatedAt: now, lastError: null };
    await tx
      .update(cardRefunds)
      .set(done)
      .where(
        and(eq(cardRefunds.orderId, orderId), inArray(cardRefunds.status, ['PENDING', 'FAILED'])),
      );
    await tx
      .update(orderLineRefunds)
      .set(done)
      .where(
        and(
          eq(orderLineRefunds.orderId, orderId),
          inArray(orderLineRefunds.status, ['PENDING', 'FAILED']),
        ),
      );
  }

  /** One attempt now; when the provider refuses, the error is kept and the job retries. */
  private async attemptNow(job: RefundJob): Promise<void> {
    try {
      await this.attempt(job);
    } catch (error) {
      await keepError(this.db, job, errorText(error), false, this.context.now());
      await this.jobs.send(this.queue, job, { singletonKey: singletonKeyOf(job) });
    }
  }

  private async retry(job: JobContext<RefundJob>): Promise<void> {
    try {
      await this.attempt(job.data);
    } catch (error) {
      const last = job.retryCount >= this.queue.retryLimit;
      await this.failed(job.data, error, last);
      throw error;
    }
  }

  private async attempt(job: RefundJob): Promise<void> {
    if ('paymentId' in job) return attemptCharge(this.context, job.paymentId);
    if ('refundId' in job) return attemptLine(this.context, job.refundId);
    await attemptReturn(this.context, job.key);
    await this.returnSettled(job.key, 'REFUNDED');
  }

  /** After a failed retry: keep the error; after the last, FAILED and the admins are told. */
  private async failed(job: RefundJob, error: unknown, last: boolean): Promise<void> {
    const lastError = errorText(error);
    const changed = await this.db.transaction(async (tx) => {
      const rows = await keepError(tx, job, lastError, last, this.context.now());
      if (last && rows.length > 0)
        await notifyAdmins(tx, {
          kind: 'refund-failed',
          title: 'Kart iadesi yapılamadı',
          ...refundFailedNotice(job, rows, lastError),
          orderRef: rows[0]!.orderId,
        });
      return rows;
    });
    if (last && changed.length > 0 && 'key' in job) await this.returnSettled(job.key, 'FAILED');
  }
}
