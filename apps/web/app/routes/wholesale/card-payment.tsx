import '../../styles/purchase.css';
import '../../wholesale/wholesale.css';
import type { WholesaleOrderView } from '@carsi/contract';
import { WHOLESALE_TOKEN_EXPIRED } from '@carsi/contract/access';
import { awaitsCardPayment, formatTL } from '@carsi/domain';
import { Link, redirect } from 'react-router';
import { endWholesaleSession } from '../../api/call';
import { CardPaymentForm } from '../../components/purchase/CardPaymentForm';
import { wholesaleRead } from '../../wholesale/load';
import { NoOrderChosen, OrderSummary } from '../../wholesale/OrderParts';
import { Alert } from '../../wholesale/ui';
import type { Route } from './+types/card-payment';

/**
 * /toptan-siparis-3ds-guvenli-odeme-sayfasi?id= : a wholesale card order waiting for its
 * payment. The card goes through the same form and iyzico calls as retail (with the wholesale
 * session); the bank brings the browser back through /api/iyzico/toptanCallback, which sends it
 * to the thank-you page when paid, or here with ?durum=hata and the failure on the order.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id');
  if (!id) return { order: null, failure: null };
  const { order } = await wholesaleRead<{ order: WholesaleOrderView }>(
    context,
    `getDetailsWholeSaleOrder?id=${encodeURIComponent(id)}`,
    url,
  );
  if (!awaitsCardPayment(order.orderStatus) && order.paymentMethod === 'creditCard') {
    throw redirect(`/toptan-siparis-tesekkurler?id=${encodeURIComponent(order.id)}`);
  }
  const failed = url.searchParams.get('durum') === 'hata';
  const lastNote = [...order.statusHistory].reverse().find((event) => event.by === 'system')?.note;
  return { order, failure: failed ? (lastNote ?? 'Ödeme alınamadı.') : null };
}

export const meta: Route.MetaFunction = () => [
  { title: '3D Güvenli Ödeme | Çarşı Toptan' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WholesaleCardPayment({ loaderData }: Route.ComponentProps) {
  const { order, failure } = loaderData;
  if (!order) return <NoOrderChosen title="3D Güvenli Ödeme" />;
  const payable = awaitsCardPayment(order.orderStatus);
  return (
    <main className="container ws-page">
      <h1>3D Güvenli Ödeme</h1>
      <p>
        {order.orderNumber} numaralı sipariş · Ödenecek tutar (KDV dahil):{' '}
        <strong>{formatTL(order.totalPrice)}</strong>
      </p>
      {failure ? <Alert kind="error">Ödeme alınamadı: {failure}</Alert> : null}
      {payable ? (
        <div className="ws-grid">
          <section aria-label="Kart bilgileri">
            <CardPaymentForm
              order={{ orderId: order.id, totalPrice: order.totalPrice }}
              onFailure={(message) => {
                if (message === WHOLESALE_TOKEN_EXPIRED) endWholesaleSession();
              }}
            />
          </section>
          <aside className="ws-box" aria-label="Sipariş özeti">
            <OrderSummary order={order} />
          </aside>
        </div>
      ) : (
        <Alert kind="info">Bu sipariş kartla ödeme beklemiyor.</Alert>
      )}
      <div className="ws-actions">
        <Link to={`/toptan-siparis-detay?id=${order.id}`}>Sipariş detayı</Link>
        <Link to="/toptan-siparislerim">Siparişlerim</Link>
      </div>
    </main>
  );
}
