import {
  conflict,
  moveOrder,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
} from './run';

/**
 * Mark packed (SPEC §4): CONFIRMED → PACKED (the domain guard wants the money settled). This
 * ends the shopper's pending-order window: no more add-on orders join it.
 */
export function markPacked(deps: OrderOperationDeps, request: OperationRequest) {
  return runOrderOperation(deps, request, 'mark-packed', async (tx, row, now) => {
    if (row.orderStatus === 'PACKED')
      throw conflict('ORDER_ALREADY_PACKED', 'Sipariş zaten paketlenmiş.');
    if (row.orderStatus !== 'CONFIRMED')
      throw conflict(
        'ORDER_NOT_CONFIRMED',
        'Yalnızca onaylanmış (ödemesi alınmış veya kapıda ödemeli) sipariş paketlenebilir.',
      );
    await moveOrder(tx, row, 'PACKED', { actor: request.by.actor, at: now }, { packedAt: now });
    return { message: 'Sipariş paketlendi.' };
  });
}
