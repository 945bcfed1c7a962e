import { formatTL } from '@carsi/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardLineRefunds, orders } from '../../db/schema';
import type { PaymentProvider } from '../../integrations/iyzico';
import { defineQueue, type JobContext, type JobQueue, type QueueDefinition } from '../../jobs';
import { notifyAdmins } from '../admin-notifications/notify';
import type { OrderRow } from '../orders/order-view';

/** Some units of one order line, worth `amount` kuruş, going back to the card. */
export interface LineRefund {
  index: number;
  amount: number;
}

/** Told once every line of a key is refunded, or once the retries ran out. */
export type LineRefundsSettled = (key: string, outcome: 'REFUNDED' | 'FAILED') => Promise<void>;

/** 1 min, 2, 4, 8, 16 min, then FAILED and an admin is told. One job per key at a time. */
export const cardReturnRefundQueue = defineQueue<{ key: string }>({
  name: 'card-return-refund',
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
});

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * iyzico knows an order's lines by basket item: `{sku}-{n}`, n counting the lines with a price
 * (see basket.ts). The same numbering, from the order line's index.
 */
export function returnBasketItemIdOf(order: Pick<OrderRow, 'items'>, index: number): string | null {
  let n = 0;
  for (const [i, item] of order.items.entries()) {
    if (item.price > 0) n += 1;
    if (i === index) return item.price > 0 ? `${item.sku}-${n}` : null;
  }
  return null;
}

/**
 * Partial card refunds, per order line, through iyzico's item refund (SPEC §9: a return is
 * refunded to the card within 24 hours of reaching the warehouse). The lines are written down
 * first (card_line_refunds, keyed by what asked and the line, so asking twice is one refund),
 * then a job asks iyzico and retries until it confirms. The caller is told when all are done.
 */
export class CardReturnRefunds {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly jobs: JobQueue,
    private readonly settled: LineRefundsSettled,
    private readonly queue: QueueDefinition<{ key: string }> = cardReturnRefundQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Records the lines as owed back (inside the caller's transaction). Refuses — nothing
   * written — when a line would get back more than the shopper paid for what is left of it.
   * Queue the job with {@link queue} after the transaction commits.
   */
  async record(
    tx: Pick<Database, 'insert' | 'select'>,
    key: string,
    order: OrderRow,
    lines: readonly LineRefund[],
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

  /** Queues the refund job of a key (after its rows are committed). */
  async queueRefund(key: string): Promise<void> {
    await this.jobs.send(this.queue, { key }, { singletonKey: key });
  }

  /** Starts the worker in this process. */
  work(): Promise<void> {
    return this.jobs.work(this.queue, (job) => this.run(job));
  }

  private async run(job: JobContext<{ key: string }>): Promise<void> {
    try {
      await this.attempt(job.data.key);
    } catch (error) {
      const last = job.retryCount >= this.queue.retryLimit;
      await this.failed(job.data.key, error, last);
      throw error;
    }
  }

  private async attempt(key: string): Promise<void> {
    const rows = await this.db.select().from(cardLineRefunds).where(eq(cardLineRefunds.key, key));
    const pending = rows.filter((row) => row.status === 'PENDING');
    if (pending.length > 0) {
      const [order] = await this.db.select().from(orders).where(eq(orders.id, pending[0]!.orderId));
      if (!order?.paymentId || !order.paymentConversationId)
        throw new Error(`order of card refund ${key} has no card payment`);
      const payment = await this.provider.paymentDetail({
        conversationId: order.paymentConversationId,
        paymentId: order.paymentId,
      });
      for (const row of pending) {
        const itemId = returnBasketItemIdOf(order, row.lineIndex);
        const item = payment.itemTransactions.find((t) => t.itemId === itemId);
        if (!item) throw new Error(`payment ${order.paymentId} has no item ${itemId}`);
        await this.db
          .update(cardLineRefunds)
          .set({ attempts: row.attempts + 1, updatedAt: this.now() })
          .where(and(eq(cardLineRefunds.key, key), eq(cardLineRefunds.lineIndex, row.lineIndex)));
        await this.provider.refund({
          paymentTransactionId: item.paymentTransactionId,
          price: row.amount,
          ip: '127.0.0.1',
          reason: 'buyer_request',
          description: `${key}, satır ${row.lineIndex + 1}`,
        });
        const now = this.now();
        await this.db
          .update(cardLineRefunds)
          .set({ status: 'REFUNDED', refundedAt: now, lastError: null, updatedAt: now })
          .where(and(eq(cardLineRefunds.key, key), eq(cardLineRefunds.lineIndex, row.lineIndex)));
      }
    }
    await this.settled(key, 'REFUNDED');
  }

  private async failed(key: string, error: unknown, last: boolean): Promise<void> {
    const changed = await this.db
      .update(cardLineRefunds)
      .set({
        lastError: errorText(error),
        updatedAt: this.now(),
        ...(last ? { status: 'FAILED' } : {}),
      })
      .where(and(eq(cardLineRefunds.key, key), eq(cardLineRefunds.status, 'PENDING')))
      .returning();
    if (!last || changed.length === 0) return;
    const amount = changed.reduce((sum, row) => sum + row.amount, 0);
    await notifyAdmins(this.db, {
      kind: 'refund-failed',
      title: 'Kart iadesi yapılamadı',
      body: `${key} için ${formatTL(amount)} kart iadesi, denemelere rağmen ödeme kuruluşunca onaylanmadı. İadeyi iyzico panelinden elle yapın ve müşteriye bilgi verin. Son hata: ${errorText(error)}`,
      orderRef: changed[0]!.orderId,
      data: { key, amount },
    });
    await this.settled(key, 'FAILED');
  }
}
