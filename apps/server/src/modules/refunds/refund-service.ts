import { basketItemIdsOf, formatTL, refundLateCharge } from '@carsi/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardLineRefunds, cardRefunds, orderLineRefunds, orders } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/iyzico';
import { defineQueue, type JobContext, type JobQueue, type QueueDefinition } from '../../jobs';
import { notifyAdmins } from '../admin-notifications/index';
import type { OrderRow } from '../orders/index';
import { factsOf } from '../orders/index';

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

/** Part of an order's charge going back for an admin's or shopper's change (cancel, swap). */
export interface OrderLineRefund {
  /** The basket item iyzico knows the line by (basketItemIdsOf, or SHIPPING_BASKET_ITEM). */
  basketItemId: string;
  /** Index of the order line; null for shipping. */
  line: number | null;
  qty: number;
  amount: number;
}

/** Some units of one order line, worth `amount` kuruş, going back for a return. */
export interface ReturnLineRefund {
  index: number;
  amount: number;
}

/** Told once every line of a return's refund is refunded, or once the retries ran out. */
export type ReturnRefundSettled = (key: string, outcome: 'REFUNDED' | 'FAILED') => Promise<void>;

/**
 * A refund still to be confirmed by the provider: a whole charge (`paymentId`), an order line's
 * item refund (`refundId`) or the item refunds of a return (`key`, `return:{id}`).
 */
export type RefundJob = { paymentId: string } | { refundId: number } | { key: string };

/**
 * The one retry queue of card refunds: 1 min, 2, 4, 8, 16 min, then a dead letter (the refund is
 * FAILED and an admin is alerted). One job per refund at a time.
 */
export const refundQueue = defineQueue<RefundJob>({
  name: 'card-refund',
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
});

/**
 * The queues of the three refund services this one replaced. Their jobs have the shapes above,
 * so a job left in one at an upgrade is still worked here (and retried on `card-refund`).
 */
const retiredRefundQueues = ['order-line-refund', 'card-return-refund'].map((name) =>
  defineQueue<RefundJob>({ ...refundQueue, name }),
);

const singletonKeyOf = (job: RefundJob) =>
  'paymentId' in job ? job.paymentId : 'refundId' in job ? `line-refund-${job.refundId}` : job.key;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/**
 * Every card refund of the shop (retail orders, returns, wholesale orders), in one place. What is
 * owed is written down first — inside the caller's transaction where there is one — so a crash
 * or a provider failure loses nothing; the provider is asked once at once, and the `card-refund`
 * job asks again until it confirms. The outcome settles what asked: a late charge's or a
 * cancelled order's payment becomes REFUNDED, a return is told. When the retries run out the
 * refund is FAILED and the admins are told to make it by hand in iyzico's panel.
 *
 * Two ways back, as iyzico has them: a whole charge by its cancel (card_refunds, one row per
 * paymentId), some lines by the item refund of their basket items (order_line_refunds for
 * cancels and swaps, card_line_refunds for returns, keyed by the return).
 */
export class RefundService {
  private returnSettled: ReturnRefundSettled = async () => {};
  private readonly queue: QueueDefinition<RefundJob>;
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly jobs: JobQueue,
    /** Tests pass a queue with short delays and a clock. */
    options: { queue?: QueueDefinition<RefundJob>; now?: () => Date } = {},
  ) {
    this.queue = options.queue ?? refundQueue;
    this.now = options.now ?? (() => new Date());
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
    await this.recordCharge(charge);
    await this.attemptNow({ paymentId: charge.paymentId });
  }

  /**
   * Records item refunds of an order's lines (inside the operation's transaction); give the
   * returned ids to {@link refundLines} once it has committed.
   */
  async recordLines(tx: Writer, row: OrderRow, refunds: OrderLineRefund[]): Promise<number[]> {
    const owed = refunds.filter((refund) => refund.amount > 0);
    if (owed.length === 0 || !row.paymentId) return [];
    const now = this.now();
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

  /** Asks the provider for each recorded item refund once; a refusal is retried by the job. */
  async refundLines(ids: number[]): Promise<void> {
    for (const refundId of ids) await this.attemptNow({ refundId });
  }

  /** True when some line of the order has already gone back by item refund. */
  async hasLineRefunds(tx: Writer, orderId: string): Promise<boolean> {
    const [found] = await tx
      .select({ id: orderLineRefunds.id })
      .from(orderLineRefunds)
      .where(eq(orderLineRefunds.orderId, orderId))
      .limit(1);
    return found !== undefined;
  }

  /**
   * Records a return's refund per order line (inside the caller's transaction), keyed by `key`
   * so asking twice is one refund. Refuses — nothing written — when a line would get back more
   * than the shopper paid for what is left of it. Call {@link refundReturn} after the commit.
   */
  async recordReturn(
    tx: Writer,
    key: string,
    order: OrderRow,
    lines: readonly ReturnLineRefund[],
    paidOfLine: (index: number) => number,
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
    const now = this.now();
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
      await this.keepError(this.db, job, error, false);
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

  private attempt(job: RefundJob): Promise<void> {
    if ('paymentId' in job) return this.attemptCharge(job.paymentId);
    if ('refundId' in job) return this.attemptLine(job.refundId);
    return this.attemptReturn(job.key);
  }

  private async recordCharge(charge: ChargeToRefund): Promise<void> {
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

  /** iyzico's cancel of a whole charge; the order waiting for it becomes REFUNDED. */
  private async attemptCharge(paymentId: string): Promise<void> {
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

  /** An order line's item refund; a whole-cancelled order becomes REFUNDED with its last one. */
  private async attemptLine(refundId: number): Promise<void> {
    const [refund] = await this.db
      .select()
      .from(orderLineRefunds)
      .where(eq(orderLineRefunds.id, refundId));
    if (!refund || refund.status === 'REFUNDED') return;
    const [order] = await this.db.select().from(orders).where(eq(orders.id, refund.orderId));
    if (!order?.paymentConversationId) throw new Error(`order ${refund.orderId} has no payment`);
    await this.db
      .update(orderLineRefunds)
      .set({ attempts: refund.attempts + 1, updatedAt: this.now() })
      .where(eq(orderLineRefunds.id, refundId));
    await this.refundItem(
      order,
      refund.paymentId,
      refund.basketItemId,
      refund.amount,
      `Sipariş ${order.orderNumber}: iptal edilen ürün`,
    );
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(orderLineRefunds)
        .set({ status: 'REFUNDED', refundedAt: now, lastError: null, updatedAt: now })
        .where(eq(orderLineRefunds.id, refundId));
      await settleCancelledOrder(tx, refund.orderId, now);
    });
  }

  /** A return's item refunds, line by line; the return is told when all are confirmed. */
  private async attemptReturn(key: string): Promise<void> {
    const rows = await this.db.select().from(cardLineRefunds).where(eq(cardLineRefunds.key, key));
    const pending = rows.filter((row) => row.status === 'PENDING');
    if (pending.length > 0) {
      const [order] = await this.db.select().from(orders).where(eq(orders.id, pending[0]!.orderId));
      if (!order?.paymentId || !order.paymentConversationId)
        throw new Error(`order of card refund ${key} has no card payment`);
      const basketItems = basketItemIdsOf(order.items);
      for (const row of pending) {
        const where = and(
          eq(cardLineRefunds.key, key),
          eq(cardLineRefunds.lineIndex, row.lineIndex),
        );
        await this.db
          .update(cardLineRefunds)
          .set({ attempts: row.attempts + 1, updatedAt: this.now() })
          .where(where);
        await this.refundItem(
          order,
          order.paymentId,
          basketItems[row.lineIndex] ?? null,
          row.amount,
          `${key}, satır ${row.lineIndex + 1}`,
        );
        const now = this.now();
        await this.db
          .update(cardLineRefunds)
          .set({ status: 'REFUNDED', refundedAt: now, lastError: null, updatedAt: now })
          .where(where);
      }
    }
    await this.returnSettled(key, 'REFUNDED');
  }

  /** iyzico's item refund: `amount` kuruş of the payment's basket item `basketItemId`. */
  private async refundItem(
    order: OrderRow,
    paymentId: string,
    basketItemId: string | null,
    amount: number,
    description: string,
  ): Promise<void> {
    const payment = await this.provider.paymentDetail({
      conversationId: order.paymentConversationId!,
      paymentId,
    });
    const item = payment.itemTransactions.find((t) => t.itemId === basketItemId);
    if (!item) throw new Error(`payment ${paymentId} has no item ${basketItemId}`);
    await this.provider.refund({
      paymentTransactionId: item.paymentTransactionId,
      price: amount,
      ip: '127.0.0.1',
      reason: 'buyer_request',
      description,
    });
  }

  /**
   * Keeps the provider's error on the refund's open rows; on the last try they become FAILED.
   * Returns the rows changed.
   */
  private async keepError(
    tx: Writer,
    job: RefundJob,
    error: unknown,
    last: boolean,
  ): Promise<OpenRefund[]> {
    const set = {
      lastError: errorText(error),
      updatedAt: this.now(),
      ...(last ? { status: 'FAILED' } : {}),
    };
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

  /** After a failed retry: keep the error; after the last, FAILED and the admins are told. */
  private async failed(job: RefundJob, error: unknown, last: boolean): Promise<void> {
    const changed = await this.db.transaction(async (tx) => {
      const rows = await this.keepError(tx, job, error, last);
      if (last && rows.length > 0)
        await notifyAdmins(tx, {
          kind: 'refund-failed',
          title: 'Kart iadesi yapılamadı',
          ...refundFailedNotice(job, rows, errorText(error)),
          orderRef: rows[0]!.orderId,
        });
      return rows;
    });
    if (last && changed.length > 0 && 'key' in job) await this.returnSettled(job.key, 'FAILED');
  }
}

/** What a refund record tells the alert. */
interface OpenRefund {
  orderId: string;
  paymentId: string;
  amount: number;
  attempts: number;
  reason?: string;
}

/** The admins' alert of a refund the provider never confirmed: what, and what to do by hand. */
function refundFailedNotice(job: RefundJob, rows: OpenRefund[], lastError: string) {
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
