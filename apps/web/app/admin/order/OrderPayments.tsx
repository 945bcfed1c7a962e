import { formatTL } from '@carsi/domain';
import { type Order, when } from './shared';

/** How a card refund stands, as staff read it. */
const REFUND_STATUS_LABELS: Record<string, string> = {
  PENDING: 'iyzico onayı bekleniyor',
  REFUNDED: 'İade edildi',
  FAILED: 'Başarısız (elle iade gerekli)',
};

/**
 * "Ödeme kayıtları": the iyzico payment (or what the courier collects), the card cancellation
 * or refund and the refunds per line. Nothing for a role that sees the delivery data only (the
 * server sends no payment to the warehouse).
 */
export function OrderPayments({ order }: { order: Order }) {
  const payment = order.payment;
  if (!payment) return null;
  return (
    <>
      <h2>Ödeme kayıtları</h2>
      {/* A card record only where a card was tried (cash on delivery would show dashes). */}
      {payment.paymentId !== null || payment.conversationId !== null ? (
        <p>
          iyzico ödeme no: {payment.paymentId ?? '—'} · Çekilen:{' '}
          {payment.paidPrice !== null ? formatTL(payment.paidPrice) : '—'} · Taksit:{' '}
          {payment.installment ?? '—'} · {when(payment.paidAt)}
        </p>
      ) : (
        <p>
          {order.paymentMethod === 'CashOnDelivery'
            ? `Kapıda ödeme: ${formatTL(order.totalPrice)} teslimatta tahsil edilecek.`
            : 'Kartla ödeme denemesi yok.'}
        </p>
      )}
      {payment.cardRefund ? (
        <p>
          Kart iptali/iadesi: {formatTL(payment.cardRefund.amount)} —{' '}
          {REFUND_STATUS_LABELS[payment.cardRefund.status] ?? payment.cardRefund.status}
        </p>
      ) : null}
      {payment.lineRefunds.length > 0 ? (
        <ul>
          {payment.lineRefunds.map((r) => (
            <li key={r.id}>
              {r.basketItemId}
              {r.qty > 0 ? ` (${r.qty} adet)` : ''}: {formatTL(r.amount)} —{' '}
              {REFUND_STATUS_LABELS[r.status] ?? r.status}
              {r.lastError ? ` (${r.lastError})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
