import type { OrderView } from '@carsi/contract';
import { formatTL, formatTurkeyDateTime } from '@carsi/domain';

const STATUS_TEXT = {
  PENDING: 'kartınıza iade ediliyor',
  REFUNDED: 'kartınıza iade edildi',
  FAILED: 'iadesi gecikti; müşteri hizmetlerimiz ilgileniyor',
} as const;

/**
 * Units cancelled after the order was placed and the money going back to the card for them
 *: a partial cancel by the shopper or the shop is told here as well as by SMS.
 */
export function OrderRefunds({ order }: { order: OrderView }) {
  const cancelled = order.orderItems.filter((item) => (item.cancelledQty ?? 0) > 0);
  const refunds = order.cardRefunds ?? [];
  if (cancelled.length === 0 && refunds.length === 0) return null;
  return (
    <section className="order-refunds" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">İptaller ve iadeler</h2>
      {cancelled.length > 0 ? (
        <ul>
          {cancelled.map((item) => (
            <li key={`${item.sku}-${item.skuId}`}>
              {item.name}: {item.cancelledQty} adet iptal edildi
            </li>
          ))}
        </ul>
      ) : null}
      {refunds.length > 0 ? (
        <ul data-testid="kart-iadeleri">
          {refunds.map((refund) => (
            <li key={`${refund.createdAt}-${refund.lineName ?? 'kargo'}-${refund.amount}`}>
              {refund.lineName ?? 'Kargo ücreti'}
              {refund.units > 0 ? ` (${refund.units} adet)` : ''}: {formatTL(refund.amount)}{' '}
              {STATUS_TEXT[refund.status]}
              {refund.refundedAt
                ? ` · ${formatTurkeyDateTime(Date.parse(refund.refundedAt))}`
                : ` · ${formatTurkeyDateTime(Date.parse(refund.createdAt))}`}
            </li>
          ))}
        </ul>
      ) : null}
      {refunds.some((refund) => refund.status !== 'FAILED') ? (
        <p>Kart iadeleri bankanıza bağlı olarak birkaç iş günü içinde hesabınıza yansır.</p>
      ) : null}
    </section>
  );
}
