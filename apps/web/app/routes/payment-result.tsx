import '../styles/purchase.css';
import {
  CARD_FAILURE_STEP_LABELS,
  CARD_FAILURE_TEXTS,
  type CardFailureNextStep,
  isCardFailureReason,
  LATE_PAYMENT_CANCELLED_TEXT,
  PAYMENT_STATUS_TEXTS,
} from '@carsi/domain';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { shopContext } from '../web-context';
import type { Route } from './+types/payment-result';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { purchase } = shopContext(context);
  const query = url.searchParams;
  const found = await purchase.order(query.get('siparis') ?? '');
  const status = found?.order.paymentStatus;
  const neden = query.get('neden');
  return {
    paid: status === 'PAID',
    // The card was charged after the order's hold ran out: the money goes (or went) back.
    refund:
      status === 'REFUND_PENDING' || status === 'REFUNDED' ? PAYMENT_STATUS_TEXTS[status] : null,
    orderId: found?.order.orderId ?? null,
    retry: Boolean(found?.owned && found.payable),
    // Why the card failed (the callback's `neden`, mapped in @carsi/domain); unknown → general.
    reason: CARD_FAILURE_TEXTS[isCardFailureReason(neden) ? neden : 'general'],
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Ödeme Sonucu | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

/** Where the bank sends the shopper back (/odeme-sonucu); the order's state decides. */
export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { paid, refund, orderId, retry, reason } = loaderData;
  const navigate = useNavigate();
  useEffect(() => {
    if (!paid || !orderId) return;
    const timer = setTimeout(() => navigate(`/tesekkurler?siparis=${orderId}`), 1500);
    return () => clearTimeout(timer);
  }, [paid, orderId, navigate]);
  return (
    <main className="container purchase-page payment-result">
      {paid ? (
        <>
          <h1>Ödemeniz alındı</h1>
          <p role="status">Siparişiniz onaylandı, teşekkür sayfasına yönlendiriliyorsunuz…</p>
          <Link to={`/tesekkurler?siparis=${orderId}`} className="button button--primary">
            Devam et
          </Link>
        </>
      ) : refund ? (
        <>
          <h1>Siparişiniz iptal edildi</h1>
          <p role="alert">
            {LATE_PAYMENT_CANCELLED_TEXT} {refund}
          </p>
          <Link to="/sepet" className="button button--primary">
            Sepete dön
          </Link>
        </>
      ) : (
        <>
          <h1>Ödeme tamamlanamadı</h1>
          <p role="alert">{reason.message} Kartınızdan çekim yapılmadı.</p>
          {retry && orderId ? (
            <div className="payment-result__steps">
              {nextSteps(reason.next).map((step, i) => (
                <Link
                  key={step}
                  to={`/odeme-adimi-2/2?unpaidid=${orderId}${step === 'cash-on-delivery' ? '&odeme=kapida' : ''}`}
                  className={i === 0 ? 'button button--primary' : 'button'}
                >
                  {CARD_FAILURE_STEP_LABELS[step]}
                </Link>
              ))}
            </div>
          ) : (
            <Link to="/sepet" className="button button--primary">
              Sepete dön
            </Link>
          )}
        </>
      )}
    </main>
  );
}

/** The reason's own step first, then the others; cash on delivery is always offered. */
function nextSteps(first: CardFailureNextStep): CardFailureNextStep[] {
  const card: CardFailureNextStep = first === 'another-card' ? 'another-card' : 'try-again';
  return [...new Set<CardFailureNextStep>([first, card, 'cash-on-delivery'])];
}
