import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@carsi/contract';
import { type Order, when } from './shared';

/** The order at a glance: status, payment, dates, tracking code and where it came from. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <dl className="admin-facts">
      <dt>Durum</dt>
      <dd data-testid="siparis-durumu">
        {ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus}
      </dd>
      <dt>Ödeme</dt>
      <dd>
        {PAYMENT_METHOD_LABELS[order.paymentMethod ?? ''] ?? 'Seçilmedi'} ·{' '}
        {PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}
      </dd>
      <dt>Tarih</dt>
      <dd>{when(order.orderTime)}</dd>
      <dt>Yazdırıldı</dt>
      <dd>{when(order.printedAt)}</dd>
      <dt>Takip kodu</dt>
      <dd>{order.trackingCode ?? '—'}</dd>
      {order.converterAppeal ? (
        <>
          <dt>Kaynak</dt>
          <dd data-testid="siparis-kaynagi">{order.converterAppeal}</dd>
        </>
      ) : null}
    </dl>
  );
}
