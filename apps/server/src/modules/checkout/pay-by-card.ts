import { DomainError, settleCardPayment } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentProvider, PaymentResult, ThreeDsCallback } from '../../integrations/iyzico';
import { defineWorkflow } from '../../workflows/workflow';
import { recordSales } from '../catalogue/index';
import type { OrderRow } from '../orders/index';
import { factsOf, recordOrderStatus, soldLinesOf } from '../orders/index';
import type { RefundService } from '../refunds';

export interface PayByCardContext {
  /** The order the callback's conversation belongs to, as read before the charge. */
  order: OrderRow;
  callback: ThreeDsCallback;
  now: () => Date;
  /** Set by `charge`: iyzico's signed answer for the money taken. */
  payment?: PaymentResult;
  /** Set by `confirm` when another charge had already paid the order. */
  paidByAnotherCharge?: boolean;
}

/** The bank authenticated the shopper but iyzico did not approve the charge: nothing was taken. */
export class ChargeNotApprovedError extends Error {
  constructor() {
    super('the card charge was not approved');
    this.name = 'ChargeNotApprovedError';
  }
}

/**
 * Paying an order by card after 3-D Secure:
 *
 *   charge        iyzico completes the payment (outside any transaction)  ↔ give the charge back
 *   confirm       under the order's row lock: still payable? → PAID, NEW → CONFIRMED, sale recorded
 *
 * When the order can no longer take the money (its stock hold ran out while the shopper was at
 * the bank, or another charge paid it), `confirm` refuses and the charge is given back. A refund
 * the provider does not confirm stays owed (card_refunds, REFUND_PENDING on a late order) and the
 * `card-refund` job retries it — see RefundService.refundCharge.
 */
export function payByCardWorkflow(db: Database, provider: PaymentProvider, refunds: RefundService) {
  return defineWorkflow<PayByCardContext>({
    name: 'pay-by-card',
    steps: [
      {
        name: 'charge',
        async run(context) {
          const { order, callback } = context;
          const payment = await provider.complete3ds({
            paymentId: callback.paymentId,
            conversationId: callback.conversationId,
            conversationData: callback.conversationData,
            expected: { paidPrice: order.totalPrice, basketId: order.id },
          });
          if (!payment.approved) throw new ChargeNotApprovedError();
          context.payment = payment;
        },
        async undo({ order, payment, paidByAnotherCharge }) {
          if (!payment) return;
          await refunds.refundCharge({
            paymentId: payment.paymentId,
            orderId: order.id,
            amount: payment.paidPrice,
            reason: paidByAnotherCharge ? 'double-charge' : 'late-payment',
          });
        },
      },
      {
        name: 'confirm',
        async run(context) {
          const { order, payment, now } = context;
          if (!payment) throw new Error('confirm needs the charge');
          await db.transaction(async (tx) => {
            const [row] = await tx
              .select()
              .from(orders)
              .where(eq(orders.id, order.id))
              .for('update');
            if (!row) throw new Error(`order ${order.id} vanished`);
            // A repeated callback for the same charge finds its own work done.
            if (row.paymentStatus === 'PAID' && row.paymentId === payment.paymentId) return;
            context.paidByAnotherCharge = row.paymentStatus === 'PAID';
            const settled = settleCardPayment(factsOf(row));
            const at = now();
            await recordOrderStatus(tx, row, settled.orderStatus, {
              actor: 'system:iyzico',
              at,
              reason: 'Kartla ödendi',
            });
            await tx
              .update(orders)
              .set({
                orderStatus: settled.orderStatus,
                paymentStatus: settled.paymentStatus,
                paymentId: payment.paymentId,
                paidPrice: payment.paidPrice,
                installment: payment.installment,
                paidAt: at,
                holdExpiresAt: null,
                updatedAt: at,
              })
              .where(eq(orders.id, row.id));
            await recordSales(tx, row.id, soldLinesOf(row), at);
          });
        },
      },
    ],
    // The refund of the charge retries itself; an undo that still fails could not record it.
    async undoFailed({ error }) {
      throw error;
    },
  });
}

/** The order refused the charge (not payable any more): the charge was or is being given back. */
export const isRefusedByOrder = (error: unknown): boolean =>
  error instanceof DomainError && error.code === 'ORDER_NOT_PAYABLE';
