import '../styles/purchase.css';
import { data, Link } from 'react-router';
import { OrderChanges } from '../components/purchase/OrderChanges';
import { OrderFacts } from '../components/purchase/OrderFacts';
import { OrderRefunds } from '../components/purchase/OrderRefunds';
import { OrderSummary } from '../components/purchase/OrderSummary';
import { OrderShipment } from '../components/shipping/ShipmentTracking';
import { shopContext } from '../web-context';
import type { Route } from './+types/order-details';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { purchase } = shopContext(context);
  const found = await purchase.order(params.id);
  // Only the customer's own order, and only under its own number: nothing to guess or walk.
  if (!found?.owned || found.order.orderNumber !== params.orderId)
    throw data(null, { status: 404 });
  return { order: found.order };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sipariş Detayları | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

export default function OrderDetails({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <main className="container purchase-page">
      <p>
        <Link to="/siparislerim">← Siparişlerim</Link>
      </p>
      <h1>Sipariş {order.orderNumber}</h1>
      <div className="purchase-layout">
        <div className="purchase-layout__main">
          <OrderFacts order={order}>
            <div>
              <dt>Teslimat</dt>
              <dd>
                {order.deliveryContact.firstName} {order.deliveryContact.lastName}
                {order.shippingAddress
                  ? `, ${order.shippingAddress.address} ${order.shippingAddress.district}/${order.shippingAddress.province}`
                  : null}
              </dd>
            </div>
          </OrderFacts>
          <OrderShipment orderId={order.orderId} />
          {order.invoiceUrl ? (
            <p>
              <a href={order.invoiceUrl} target="_blank" rel="noopener" data-testid="invoice-link">
                Faturayı görüntüle (PDF)
              </a>
            </p>
          ) : null}
          <OrderRefunds order={order} />
          <OrderChanges order={order} />
          <p>
            <Link to={`/odeme-sonrasi-musteri-hizmetleri?siparis=${order.orderId}`}>
              Bu siparişle ilgili yardım iste
            </Link>
          </p>
        </div>
        <aside className="purchase-layout__side">
          <OrderSummary order={order} />
        </aside>
      </div>
    </main>
  );
}
