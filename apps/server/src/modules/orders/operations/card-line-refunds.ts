import { formatTL } from '@carsi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderLineRefunds, orders } from '../../../db/schema';
import type { PaymentProvider } from '../../../integrations/iyzico';
import { defineQueue, type JobContext, type JobQueue, type QueueDefinition } from '../../../jobs';
import { notifyAdmins } from '../../admin-notifications/notify';
import type { OrderRow } from '../order-view';

/** Retries of an item refund iyzico did not confirm: 1, 2, 4, 8, 16 min, then an admin alert. */
export const orderLineRefundQueue = defineQueue<{ refundId: number }>({
  name: 'order-line-refund',
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
});

export interface LineRefundToRecord {
  basketItemId: string;
  line: number | null;
  qty: number;
  amount: number;
}

/**
 * The id iyzico knows each order line by: the basket of checkout/basket.ts numbers the lines
 * with a price (`<sku>-<n>`, n counting every priced line) — a line's unit price never changes,
 * so the numbering stays the same after partial cancels. Null for a free line.
 */
export function basketItemIdsOf(items: OrderRow['items']): (string | null)[] {
  let n = 0;
  return items.map((item) => (item.price > 0 ? `${item.sku}-${++n}` : null));
}

export const SHIPPING_BASKET_ITEM = 'KARGO';

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Item refunds of card payments through iyzico (partial cancel; a whole cancel after the day of
 * payment, when iyzico no longer cancels). Recorded inside the operation's transaction, asked
 * after it commits, retried by the `order-line-refund` job; an order cancelled whole becomes
 * REFUNDED once all its refunds are confirmed.
 */
export class CardLineRefunds {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly jobs: JobQueue,
    private readonly queue: QueueDefinition<{ refundId: number }> = orderLineRefundQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Writes the refunds owed (inside the caller's transaction); returns their ids. */
  async record(tx: Database, row: OrderRow, refunds: LineRefundToRecord[]): Promise<number[]> {
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

  /** Asks iyzico for each refund once; a failure is left to the retry job. */
  async send(ids: number[]): Promise<void> {
    for (const refundId of ids) {
      try {
        await this.attempt(refundId);
      } catch (error) {
        await this.db
          .update(orderLineRefunds)
          .set({ lastError: errorText(error), updatedAt: this.now() })
          .where(eq(orderLineRefunds.id, refundId));
        await this.jobs.send(this.queue, { refundId }, { singletonKey: `line-refund-${refundId}` });
      }
    }
  }

  work(): Promise<void> {
    return this.jobs.work(this.queue, (job) => this.retry(job));
  }

  private async retry(job: JobContext<{ refundId: number }>): Promise<void> {
    try {
      await this.attempt(job.data.refundId);
    } catch (error) {
      const last = job.retryCount >= this.queue.retryLimit;
      await this.db.transaction(async (tx) => {
        const [refund] = await tx
          .update(orderLineRefunds)
          .set({
            lastError: errorText(error),
            updatedAt: this.now(),
            ...(last ? { status: 'FAILED' } : {}),
          })
          .where(
            and(eq(orderLineRefunds.id, job.data.refundId), eq(orderLineRefunds.status, 'PENDING')),
          )
          .returning();
        if (!last || !refund) return;
        await notifyAdmins(tx, {
          kind: 'refund-failed',
          title: 'Kart iadesi yapılamadı',
          body: `Ödeme ${refund.paymentId} için ${formatTL(refund.amount)} ürün iadesi ödeme kuruluşunca onaylanmadı. İadeyi iyzico panelinden elle yapın ve siparişte "İptal edilen ödemeyi güncelle" ile kaydedin. Son hata: ${refund.lastError}`,
          orderRef: refund.orderId,
          data: { refundId: refund.id, amount: refund.amount },
        });
      });
      throw error;
    }
  }

  private async attempt(refundId: number): Promise<void> {
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
    const payment = await this.provider.paymentDetail({
      conversationId: order.paymentConversationId,
      paymentId: refund.paymentId,
    });
    const item = payment.itemTransactions.find((t) => t.itemId === refund.basketItemId);
    if (!item) throw new Error(`payment ${refund.paymentId} has no item ${refund.basketItemId}`);
    await this.provider.refund({
      paymentTransactionId: item.paymentTransactionId,
      price: refund.amount,
      ip: '127.0.0.1',
      reason: 'buyer_request',
      description: `Sipariş ${order.orderNumber}: iptal edilen ürün`,
    });
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(orderLineRefunds)
        .set({ status: 'REFUNDED', refundedAt: now, lastError: null, updatedAt: now })
        .where(eq(orderLineRefunds.id, refundId));
      await settleCancelledRefund(tx, refund.orderId, now);
    });
  }
}

/** A whole-cancelled card order becomes REFUNDED once none of its item refunds is open. */
export async function settleCancelledRefund(tx: Database, orderId: string, now: Date) {
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
