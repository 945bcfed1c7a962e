import '../../wholesale/wholesale.css';
import type { WholesaleOrderView } from '@carsi/contract';
import { wholesaleOrderStatusLabels } from '@carsi/contract/wholesale';
import { awaitsCardPayment } from '@carsi/domain';
import { Link } from 'react-router';
import { MantineArea } from '../../components/ui/MantineArea';
import { wholesaleRead } from '../../wholesale/load';
import { NoOrderChosen, OrderSummary, ReceiptUpload } from '../../wholesale/OrderParts';
import { dateText } from '../../wholesale/ui';
import type { Route } from './+types/order-details';

export async function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id');
  if (!id) return { order: null };
  const { order } = await wholesaleRead<{ order: WholesaleOrderView }>(
    context,
    `getDetailsWholeSaleOrder?id=${encodeURIComponent(id)}`,
    url,
  );
  return { order };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sipariş Detayı | Çarşı Toptan' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WholesaleOrderDetails({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  if (!order) return <NoOrderChosen title="Sipariş Detayı" />;
  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Sipariş {order.orderNumber}</h1>
        <OrderSummary order={order} />
        <ReceiptUpload order={order} />
        {order.invoiceUrl ? (
          <p>
            <a href={order.invoiceUrl} target="_blank" rel="noopener" data-testid="invoice-link">
              Faturayı görüntüle (PDF)
            </a>
          </p>
        ) : null}
        {awaitsCardPayment(order.orderStatus) ? (
          <p>
            <Link to={`/toptan-siparis-3ds-guvenli-odeme-sayfasi?id=${order.id}`}>Kartla öde</Link>
          </p>
        ) : null}
        <h2>Durum geçmişi</h2>
        <ol>
          {order.statusHistory.map((event) => (
            <li key={`${event.at}-${event.status}`}>
              {dateText(event.at)} —{' '}
              {wholesaleOrderStatusLabels[
                event.status as keyof typeof wholesaleOrderStatusLabels
              ] ?? event.status}
              {event.note ? ` (${event.note})` : ''}
            </li>
          ))}
        </ol>
        <p>
          Mal fazlası bakiyeniz:{' '}
          <strong data-testid="free-goods-balance">
            {(order.freeGoodsAllocation / 100).toFixed(2)} TL
          </strong>
        </p>
        <Link to="/toptan-siparislerim">Siparişlerime dön</Link>
      </main>
    </MantineArea>
  );
}
