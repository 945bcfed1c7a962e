import '../styles/purchase.css';
import { CASH_ON_DELIVERY_FEE_KURUS, formatTL, INSTALLMENTS_WITHOUT_INTEREST } from '@carsi/domain';
import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { call, resultOf } from '../api/call';
import { CardPaymentForm } from '../components/purchase/CardPaymentForm';
import { OrderSummary } from '../components/purchase/OrderSummary';
import { shopContext } from '../web-context';
import type { Route } from './+types/checkout-payment';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { purchase, principal } = shopContext(context);
  const orderId = url.searchParams.get('unpaidid') ?? '';
  const found = await purchase.order(orderId);
  // Only the visitor who placed the order may pay it. A payment link opened elsewhere (a phone
  // order's SMS) asks for the phone's SMS code first: the order is then the
  // customer's. A signed-in stranger starts from the cart.
  if (found && !found.owned && principal?.kind !== 'customer')
    throw redirect(
      `/musteri-hizmetleri-giris?sonra=${encodeURIComponent(url.pathname + url.search)}`,
    );
  if (!found?.owned) throw redirect('/sepet');
  const { order } = found;
  if (order.paymentStatus !== 'UNPAID') throw redirect(`/tesekkurler?siparis=${order.orderId}`);
  // The payment-result page's "Kapıda ödemeyi seç" opens the page with cash on delivery chosen.
  // An add-on above 400 TL (or to a card-paid order) is paid by card only.
  const grandUpsell = url.searchParams.get('type') === 'grandupsell';
  const cashOnDelivery = !grandUpsell && url.searchParams.get('odeme') === 'kapida';
  return { order, payable: found.payable, cashOnDelivery, grandUpsell };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Ödeme (Adım 2/2) | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  const { order, payable } = loaderData;
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [method, setMethod] = useState<'CreditCard' | 'CashOnDelivery'>(
    loaderData.cashOnDelivery ? 'CashOnDelivery' : 'CreditCard',
  );
  // Unpaid but no longer payable: its hold ran out and the order was cancelled.
  const expired = !payable;
  const cod = method === 'CashOnDelivery';

  const confirm = async () => {
    setSending(true);
    setMessage(null);
    const result = await resultOf(
      call('PUT /api/orders/paymentinfo', {
        body: { orderId: order.orderId, paymentMethod: 'CashOnDelivery' },
      }),
    );
    setSending(false);
    if (result.ok) navigate(`/tesekkurler?siparis=${order.orderId}`);
    else setMessage(result.message);
  };

  return (
    <main className="container purchase-page">
      <ol className="checkout-steps" aria-label="Sipariş adımları">
        <li>1. Sipariş Bilgileri</li>
        <li aria-current="step">2. Ödeme</li>
      </ol>
      <h1>Ödeme</h1>
      <div className="purchase-layout">
        <div className="purchase-layout__main">
          {expired ? (
            <div className="notice" role="alert">
              <p>
                Bu siparişin ödeme süresi doldu ve sipariş iptal edildi. Ürünleri yeniden sepetinize
                ekleyebilirsiniz.
              </p>
              <Link to="/sepet" className="button button--primary">
                Sepete git
              </Link>
            </div>
          ) : (
            <fieldset className="payment-methods">
              <legend>Ödeme yöntemi</legend>
              <label className="payment-method">
                <input
                  type="radio"
                  name="paymentMethod"
                  value="CreditCard"
                  checked={!cod}
                  onChange={() => setMethod('CreditCard')}
                />
                <span>
                  <strong>Kredi / Banka Kartı</strong>
                  <small>
                    3D Secure ile güvenli ödeme, {INSTALLMENTS_WITHOUT_INTEREST} taksite kadar vade
                    farksız.
                  </small>
                </span>
              </label>
              {loaderData.grandUpsell ? (
                <p className="notice">
                  Ek siparişiniz ana siparişinizle aynı kolide, ikinci kargo ücreti olmadan
                  gönderilir; kartla ödenir.
                </p>
              ) : null}
              <label className="payment-method" hidden={loaderData.grandUpsell}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value="CashOnDelivery"
                  checked={cod}
                  onChange={() => setMethod('CashOnDelivery')}
                />
                <span>
                  <strong>Kapıda Ödeme</strong>
                  <small>
                    Siparişinizi teslim alırken kargo görevlisine nakit veya kartla ödersiniz.
                    Hizmet bedeli: {formatTL(CASH_ON_DELIVERY_FEE_KURUS)}
                  </small>
                </span>
              </label>
              {cod ? (
                <>
                  {message ? (
                    <p role="alert" className="form-error">
                      {message}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    className="button button--primary button--block"
                    disabled={sending}
                    onClick={() => void confirm()}
                  >
                    {sending
                      ? 'Sipariş onaylanıyor…'
                      : `Siparişi Onayla (${formatTL(order.totalPrice + CASH_ON_DELIVERY_FEE_KURUS)})`}
                  </button>
                </>
              ) : (
                <CardPaymentForm order={order} />
              )}
            </fieldset>
          )}
        </div>
        <aside className="purchase-layout__side">
          <OrderSummary order={order} extraFee={!expired && cod ? CASH_ON_DELIVERY_FEE_KURUS : 0} />
        </aside>
      </div>
    </main>
  );
}
