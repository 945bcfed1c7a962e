import {
  conflict,
  moveOrder,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

/**
 * Set tracking code: a packed order is handed to the carrier (PACKED → SHIPPED); an
 * undelivered one goes out again (UNDELIVERED → SHIPPED); a shipped one gets its code corrected.
 * The same code again changes nothing. Shipping queues the shopper's SMS with the code and the
 * order page (a corrected code does not text again).
 */
export function setTrackingCode(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { trackingCode: string },
) {
  return runOrderOperation(deps, request, 'set-tracking-code', async (tx, row, now) => {
    const code = input.trackingCode.toUpperCase();
    if (row.orderStatus === 'SHIPPED') {
      if (row.trackingCode === code) return { message: 'Takip kodu zaten bu.' };
      await updateOrder(tx, row, { trackingCode: code }, now);
      return {
        message: 'Takip kodu düzeltildi.',
        data: { trackingCode: code, before: row.trackingCode },
      };
    }
    if (row.orderStatus !== 'PACKED' && row.orderStatus !== 'UNDELIVERED')
      throw conflict('ORDER_NOT_PACKED', 'Takip kodu yalnızca paketlenmiş siparişe girilebilir.');
    const shipped = await moveOrder(
      tx,
      row,
      'SHIPPED',
      { actor: request.by.actor, at: now, reason: `Takip kodu: ${code}` },
      { trackingCode: code, shippedAt: now },
    );
    // The shopper is told by SMS (code and order page) once the change has committed; the
    // singleton key (order-shipped-<id>) keeps it to one queued text per order.
    const { sms, shipped: onShipped } = deps;
    return {
      message: 'Takip kodu kaydedildi, sipariş kargoya verildi.',
      data: { trackingCode: code },
      async after() {
        // Handed to the carrier: the invoice is issued without a click, and the shopper told.
        // One failing does not stop the other; the failure is still thrown to be logged.
        const results = await Promise.allSettled([onShipped?.(shipped), sms?.('shipped', shipped)]);
        const failed = results.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      },
    };
  });
}
