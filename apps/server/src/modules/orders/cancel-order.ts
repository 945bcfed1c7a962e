import { transitionOrder, transitionPayment } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { defineWorkflow, runWorkflow } from '../../workflows/workflow';
import type { CardRefunds, ChargeToRefund } from '../checkout/card-refunds';
import { factsOf } from './order-facts';
import { type OrderRow, toOrderView } from './order-view';
import { releaseOrder } from './release';

export interface CancelOrderInput {
  orderId: string;
  /** Who cancels, for the status record (`admin:<id>`). */
  actor: string;
  /** Why, for the status record (Turkish). */
  reason: string;
}

interface CancelOrderContext extends CancelOrderInput {
  now: Date;
  /** Set by `cancel-and-restock`: the card charge that must go back, if any. */
  refund?: ChargeToRefund;
  order?: OrderRow;
}

/**
 * Cancelling a whole order (the admin's "cancel whole"; later the shopper's cancellations too):
 *
 *   cancel-and-restock  under the order's row lock: a kept card charge becomes REFUND_PENDING,
 *                       the order CANCELLED (the domain's guards), its units back on the shelf
 *                       and its sale removed — one transaction, so it either all happens or not
 *   refund              iyzico gives the charge back (outside the transaction); when it does
 *                       not, the refund stays owed and the `card-refund` job retries it (forward
 *                       recovery: a cancelled order is never un-cancelled because a refund lags)
 *
 * Running it again for a cancelled order changes nothing and retries a refund still owed.
 */
export function cancelOrderWorkflow(db: Database, refunds: CardRefunds) {
  return defineWorkflow<CancelOrderContext>({
    name: 'cancel-order',
    steps: [
      {
        name: 'cancel-and-restock',
        async run(context) {
          context.order = await db.transaction(async (tx) => {
            const [row] = await tx
              .select()
              .from(orders)
              .where(eq(orders.id, context.orderId))
              .for('update');
            if (!row) throw notFound('Sipariş bulunamadı.');
            let facts = factsOf(row);
            if (facts.orderStatus === 'CANCELLED') {
              if (facts.paymentStatus === 'REFUND_PENDING') context.refund = chargeOf(row);
              return row;
            }
            if (facts.paymentStatus === 'PAID') {
              facts = transitionPayment(facts, 'REFUND_PENDING');
              context.refund = chargeOf(row);
            }
            transitionOrder(facts, 'CANCELLED');
            await tx
              .update(orders)
              .set({ paymentStatus: facts.paymentStatus })
              .where(eq(orders.id, row.id));
            return releaseOrder(tx, row, context.actor, context.reason, context.now);
          });
        },
      },
      {
        name: 'refund',
        async run({ refund }) {
          if (!refund) return;
          try {
            await refunds.refundNow(refund);
          } catch (error) {
            await refunds.retryLater(refund.paymentId, error);
          }
        },
      },
    ],
    // Neither step has an undo: the first is the point of no return, the second retries.
    async undoFailed({ error }) {
      throw error;
    },
  });
}

function chargeOf(row: OrderRow): ChargeToRefund {
  if (!row.paymentId || !row.paidPrice) throw new Error(`order ${row.id} has no card charge`);
  return {
    paymentId: row.paymentId,
    orderId: row.id,
    amount: row.paidPrice,
    reason: 'order-cancelled',
  };
}

/** Cancels a whole order; resolves to its view after the refund was made or scheduled. */
export async function cancelOrder(
  db: Database,
  refunds: CardRefunds,
  input: CancelOrderInput,
  now: Date = new Date(),
) {
  const { orderId } = input;
  await runWorkflow(cancelOrderWorkflow(db, refunds), { ...input, now });
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return toOrderView(row!);
}
