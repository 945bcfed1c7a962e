import { assertPayable, settleCardPayment } from '@carsi/domain';
import { recordSales } from '../../catalogue/index';
import { factsOf, soldLinesOf } from '../order-facts';
import {
  moveOrder,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
} from './run';

/**
 * Mark paid: an unpaid order whose card payment was confirmed outside the 3-D Secure
 * callback (checked in iyzico's panel) is PAID and CONFIRMED, its sale counted and its stock
 * hold ended. Cash-on-delivery orders are settled at the door and cannot be marked paid.
 */
export function markPaid(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { reason: string },
) {
  return runOrderOperation(deps, request, 'mark-paid', async (tx, row, now) => {
    assertPayable(
      factsOf(row),
      'Bu sipariş ödendi olarak işaretlenemez: ödemesi alınmış, iptal edilmiş veya stoğu serbest bırakılmış.',
    );
    const settled = settleCardPayment(factsOf(row));
    await moveOrder(
      tx,
      row,
      settled.orderStatus,
      { actor: request.by.actor, at: now, reason: input.reason },
      {
        paymentStatus: settled.paymentStatus,
        paymentMethod: 'CreditCard',
        paidAt: now,
        holdExpiresAt: null,
      },
      { ...factsOf(row), paymentStatus: settled.paymentStatus },
    );
    await recordSales(tx, row.id, soldLinesOf(row), now);
    return { message: 'Sipariş ödendi olarak işaretlendi ve onaylandı.', reason: input.reason };
  });
}
