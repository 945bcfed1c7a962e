import type { ReturnView } from '@carsi/contract';
import { isReturnCancellable, RETURN_TEXTS, type RefundStatus } from '@carsi/domain';
import { AppError } from '../../../http/errors';
import type { OrderOwner } from '../../orders/index';
import {
  orderOf,
  type ReturnOperationDeps,
  returnSms,
  runReturnOperation,
  transition,
  viewOf,
} from './run';

/**
 * PUT /api/orders/cancelrefund: a return withdrawn before the parcel leaves. The return's id
 * is its /iade-bilgileri link, so whoever holds it may withdraw it (with the order it is of).
 */
export async function cancelReturn(
  deps: ReturnOperationDeps,
  orderId: string,
  returnId: string,
  owner: OrderOwner,
): Promise<ReturnView> {
  const order = await orderOf(deps.db, orderId);
  const row = await runReturnOperation(
    deps,
    { returnId, orderId: order.id },
    async (tx, current) => {
      if (!isReturnCancellable(current.status as RefundStatus)) {
        throw new AppError(409, 'RETURN_NOT_CANCELLABLE', RETURN_TEXTS.notCancellable);
      }
      const cancelled = await transition(deps, tx, current, 'CANCELLED', {
        actor: owner.customerId ? `customer:${owner.customerId}` : 'guest',
        reason: 'Müşteri iade talebini geri çekti',
      });
      return {
        row: cancelled,
        result: cancelled,
        after: () =>
          returnSms(
            deps,
            order,
            cancelled,
            `${cancelled.code} kodlu iade talebiniz geri çekildi.`,
            'cancelled',
          ),
      };
    },
  );
  return viewOf(deps.db, row, deps.returnShipping);
}
