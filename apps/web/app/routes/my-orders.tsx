import '../styles/purchase.css';
import { formatTL } from '@carsi/domain';
import { Link } from 'react-router';
import { NoOrdersYet } from '../components/purchase/NoOrdersYet';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  turkeyDateTime,
} from '../components/purchase/order-labels';
import { CompactShipment, useOrderShipments } from '../components/shipping/ShipmentTracking';
import { shopContext } from '../web-context';
import type { Route } from './+types/my-orders';

export async function loader({ context }: Route.LoaderArgs) {
  const { purchase } = shopContext(context);
  return { orders: await purchase.myOrders() };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Siparişlerim | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const shipments = useOrderShipments(orders.slice(0, 30).map((o) => o.orderId));
  return (
    <main className="container purchase-page">
      <h1>Siparişlerim</h1>
      {orders.length === 0 ? (
        <NoOrdersYet className="cart-empty" />
      ) : (
        <ul className="my-orders">
          {orders.map((order) => (
            <li key={order.orderId} className="my-orders__item">
              <div>
                <Link
                  to={`/siparis-detaylari/${order.orderId}/${order.orderNumber}`}
                  className="my-orders__number"
                >
                  Sipariş {order.orderNumber}
                </Link>
                <span className="my-orders__meta">
                  {turkeyDateTime(order.orderTime)} · {order.itemCount} ürün
                </span>
              </div>
              <div className="my-orders__state">
                <span>{ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus}</span>
                <span>{PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}</span>
                <strong>{formatTL(order.totalPrice)}</strong>
                <CompactShipment shipments={shipments} orderId={order.orderId} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
