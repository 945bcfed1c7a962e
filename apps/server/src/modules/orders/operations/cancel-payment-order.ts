import { isAwaitingPayment } from '@carsi/domain';
import { factsOf } from '../order-facts';
import { releaseOrder } from '../release';
import {
  conflict,
  type OperationRequest,
  ORDER_OPERATION_TEXTS,
  type OrderOperationDeps,
  runOrderOperation,
} from './run';

/**
 * Cancel payment order (also the shopper's /cancelpaymentorder): an order still waiting for
 * its payment is cancelled and its held stock goes back. An order whose money arrived is
 * cancelled with "cancel whole" instead (its payment must go back).
 */
export function cancelPaymentOrder(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { reason: string },
) {
  return runOrderOperation(deps, request, 'cancel-payment', async (tx, row, now) => {
    if (row.orderStatus === 'CANCELLED')
      throw conflict('ORDER_ALREADY_CANCELLED', ORDER_OPERATION_TEXTS.alreadyCancelled);
    if (!isAwaitingPayment(factsOf(row)))
      throw conflict(
        'ORDER_NOT_UNPAID',
        'Bu siparişin ödemesi alınmış veya kapıda ödeme seçilmiş; siparişin tamamını iptal edin.',
      );
    await releaseOrder(tx, row, request.by.actor, input.reason, now);
    return {
      message: 'Ödeme bekleyen sipariş iptal edildi, ürünler stoğa geri alındı.',
      reason: input.reason,
    };
  });
}
