import {
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

/** Mark printed: the print page marks the order when it is opened to print; once. */
export function markPrinted(deps: OrderOperationDeps, request: OperationRequest) {
  return runOrderOperation(deps, request, 'mark-printed', async (tx, row, now) => {
    if (row.printedAt) return { message: 'Sipariş daha önce yazdırıldı olarak işaretlenmişti.' };
    await updateOrder(tx, row, { printedAt: now }, now);
    return { message: 'Sipariş yazdırıldı olarak işaretlendi.' };
  });
}
