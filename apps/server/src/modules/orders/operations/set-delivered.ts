import {
  conflict,
  moveOrder,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
} from './run';

/** Set delivered: SHIPPED → DELIVERED; the refund guarantee counts from now. */
export function setDelivered(deps: OrderOperationDeps, request: OperationRequest) {
  return runOrderOperation(deps, request, 'set-delivered', async (tx, row, now) => {
    if (row.orderStatus === 'DELIVERED')
      throw conflict('ORDER_ALREADY_DELIVERED', 'Sipariş zaten teslim edildi olarak işaretli.');
    if (row.orderStatus !== 'SHIPPED')
      throw conflict(
        'ORDER_NOT_SHIPPED',
        'Yalnızca kargoya verilmiş sipariş teslim edildi olarak işaretlenebilir.',
      );
    await moveOrder(
      tx,
      row,
      'DELIVERED',
      { actor: request.by.actor, at: now },
      { deliveredAt: now },
    );
    return { message: 'Sipariş teslim edildi olarak işaretlendi.' };
  });
}
