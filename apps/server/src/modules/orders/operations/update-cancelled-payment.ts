import {
  conflict,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

/**
 * Update a cancelled payment, as Çarşı reads it: a cancelled order whose card refund
 * iyzico never confirmed (the refund-failed alert asks for a refund by hand in iyzico's panel)
 * is marked REFUNDED once the admin made it, with the panel's reference as the reason. Its open
 * refund records are closed so no job retries them.
 */
export function updateCancelledPayment(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { reason: string },
) {
  return runOrderOperation(deps, request, 'update-cancelled-payment', async (tx, row, now) => {
    if (row.orderStatus !== 'CANCELLED' || row.paymentStatus !== 'REFUND_PENDING')
      throw conflict(
        'ORDER_NO_OPEN_REFUND',
        'Yalnızca iadesi bekleyen iptal edilmiş bir siparişin ödemesi güncellenebilir.',
      );
    await deps.refunds.settleByHand(tx, row.id, now);
    await updateOrder(tx, row, { paymentStatus: 'REFUNDED' }, now);
    return {
      message: 'İptal edilen siparişin ödemesi iade edildi olarak güncellendi.',
      reason: input.reason,
    };
  });
}
