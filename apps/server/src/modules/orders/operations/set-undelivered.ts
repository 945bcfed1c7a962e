import {
  conflict,
  moveOrder,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
} from './run';

/** Undelivered: the carrier could not deliver (SHIPPED → UNDELIVERED). */
export function setUndelivered(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { reason: string },
) {
  return runOrderOperation(deps, request, 'set-undelivered', async (tx, row, now) => {
    if (row.orderStatus !== 'SHIPPED')
      throw conflict(
        'ORDER_NOT_SHIPPED',
        'Yalnızca kargodaki sipariş teslim edilemedi olarak işaretlenebilir.',
      );
    await moveOrder(tx, row, 'UNDELIVERED', {
      actor: request.by.actor,
      at: now,
      reason: input.reason,
    });
    return { message: 'Sipariş teslim edilemedi olarak işaretlendi.', reason: input.reason };
  });
}
