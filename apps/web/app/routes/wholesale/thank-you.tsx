import '../../wholesale/wholesale.css';
import type { WholesaleOrderView } from '@carsi/contract';
import { awaitsCardPayment, formatTL, isApprovedCardOrder } from '@carsi/domain';
import { Link } from 'react-router';
import { MantineArea } from '../../components/ui/MantineArea';
import { wholesaleRead } from '../../wholesale/load';
import { NoOrderChosen, OrderSummary, ReceiptUpload } from '../../wholesale/OrderParts';
import { Alert } from '../../wholesale/ui';
import type { Route } from './+types/thank-you';

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
  { title: 'Teşekkürler | Çarşı Toptan' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WholesaleThankYou({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  if (!order) return <NoOrderChosen title="Teşekkürler" />;
  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Siparişiniz alındı, teşekkürler!</h1>
        <Alert kind="ok">{order.orderNumber} numaralı siparişiniz oluşturuldu.</Alert>
        {isApprovedCardOrder({ paymentMethod: order.paymentMethod, status: order.orderStatus }) ? (
          <Alert kind="ok">Kartla ödemeniz alındı; siparişiniz onaylandı.</Alert>
        ) : null}
        {awaitsCardPayment(order.orderStatus) ? (
          <Alert kind="info">
            Ödemeniz henüz alınmadı.{' '}
            <Link to={`/toptan-siparis-3ds-guvenli-odeme-sayfasi?id=${order.id}`}>Kartla öde</Link>
          </Alert>
        ) : null}
        {order.freeGoodsEarned > 0 ? (
          <Alert kind="info">
            Bu siparişle {formatTL(order.freeGoodsEarned)} mal fazlası kazandınız; mal fazlası
            bakiyeniz {formatTL(order.freeGoodsAllocation)}.{' '}
            <Link to="/toptan-siparislerim">Siparişlerim</Link> sayfasından mal fazlası
            seçebilirsiniz.
          </Alert>
        ) : null}
        <ReceiptUpload order={order} />
        <OrderSummary order={order} />
        <div className="ws-actions">
          <Link to={`/toptan-siparis-detay?id=${order.id}`}>Sipariş detayı</Link>
          <Link to="/toptan-siparislerim">Siparişlerim</Link>
          <Link to="/toptan-urunler">Alışverişe devam et</Link>
        </div>
      </main>
    </MantineArea>
  );
}
