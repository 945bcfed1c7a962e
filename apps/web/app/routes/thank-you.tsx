import { formatTrPhone, PAYMENT_STATUS_TEXTS } from '@carsi/domain';
import '../styles/purchase.css';
import { data, Link } from 'react-router';
import { OrderSummary } from '../components/purchase/OrderSummary';
import { shopContext } from '../web-context';
import type { Route } from './+types/thank-you';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { purchase } = shopContext(context);
  const orderId = url.searchParams.get('siparis') ?? '';
  // The order id is unguessable: this page's address is the guest's link to the order.
  const found = await purchase.order(orderId);
  if (!found) throw data(null, { status: 404 });
  return { order: found.order, link: `/tesekkurler?siparis=${found.order.orderId}` };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Teşekkürler | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { order, link } = loaderData;
  const cancelled = order.orderStatus === 'CANCELLED';
  return (
    <main className="container purchase-page thank-you">
      <h1>
        {cancelled
          ? 'Sipariş iptal edildi'
          : order.paymentStatus === 'UNPAID'
            ? 'Siparişiniz ödeme bekliyor'
            : 'Teşekkürler, siparişiniz alındı!'}
      </h1>
      <p className="thank-you__number">
        Sipariş numaranız: <strong>{order.orderNumber}</strong>
      </p>
      {/* A cancelled order shows its money only when a card charge goes (or went) back. */}
      {cancelled && order.paymentStatus === 'UNPAID' ? null : (
        <p>{PAYMENT_STATUS_TEXTS[order.paymentStatus]}</p>
      )}
      <p>
        Siparişinizi bu bağlantıdan izleyebilirsiniz (bağlantıyı kimseyle paylaşmayın):{' '}
        <Link to={link}>Sipariş {order.orderNumber}</Link>
      </p>
      <div className="purchase-layout">
        <div className="purchase-layout__main">
          <section aria-labelledby="delivery-title" className="thank-you__delivery">
            <h2 id="delivery-title">Teslimat</h2>
            <p>
              {order.deliveryContact.firstName} {order.deliveryContact.lastName} —{' '}
              {formatTrPhone(order.orderPhone)}
            </p>
            {/* Someone holding the link but not owning the order sees no address (masked). */}
            {order.shippingAddress ? (
              <p>
                {order.shippingAddress.address} {order.shippingAddress.district}/
                {order.shippingAddress.province}
              </p>
            ) : null}
          </section>
          <p>
            Siparişinizle ilgili bir sorunuz mu var?{' '}
            <Link to={`/odeme-sonrasi-musteri-hizmetleri?siparis=${order.orderId}`}>
              Müşteri hizmetlerine yazın
            </Link>
          </p>
          <Link to="/" className="button button--primary">
            Alışverişe devam et
          </Link>
        </div>
        <aside className="purchase-layout__side">
          <OrderSummary order={order} />
        </aside>
      </div>
    </main>
  );
}
