import '@mantine/core/styles/Button.css';
import '../../wholesale/wholesale.css';
import type { WholesaleAccountView, WholesaleOrdersList } from '@carsi/contract';
import { acceptsFreeGoods, awaitsCardPayment, FREE_GOODS_PICK_TEXT, formatTL } from '@carsi/domain';
import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { MantineArea } from '../../components/ui/MantineArea';
import { writeFreeGoodsMode } from '../../wholesale/free-goods-mode';
import { wholesaleRead } from '../../wholesale/load';
import { dateText } from '../../wholesale/ui';
import type { Route } from './+types/orders';

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = url.searchParams.get('page') ?? '1';
  const [list, account] = await Promise.all([
    wholesaleRead<WholesaleOrdersList>(
      context,
      `getWholeSaleOrdersListByAccount?pageNumber=${encodeURIComponent(page)}`,
      url,
    ),
    wholesaleRead<WholesaleAccountView>(context, 'getDetailsWholeSaleAccount', url),
  ]);
  return { list, allocation: account.ordersSummary.freeGoodsAllocation };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Siparişlerim | Çarşı Toptan' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WholesaleOrders({ loaderData }: Route.ComponentProps) {
  const { list, allocation } = loaderData;
  const navigate = useNavigate();
  const pick = (order: (typeof list.orders)[number]) => {
    writeFreeGoodsMode({
      orderId: order.id,
      orderNumber: order.orderNumber,
      allocation,
      picks: [],
    });
    navigate('/toptan-urunler');
  };
  const canPick = allocation > 0 && list.orders.some((o) => acceptsFreeGoods(o.orderStatus));
  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Siparişlerim</h1>
        <p>
          Havale bekleyen sipariş: <strong>{list.countPendings}</strong> · Mal fazlası bakiyeniz:{' '}
          <strong data-testid="free-goods-balance">{formatTL(allocation)}</strong>
        </p>
        {canPick ? (
          <p>
            <strong>{FREE_GOODS_PICK_TEXT}</strong>
          </p>
        ) : null}
        {list.orders.length === 0 ? (
          <p>
            Henüz siparişiniz yok. <Link to="/toptan-urunler">Ürünlere göz atın</Link>
          </p>
        ) : (
          <table className="ws-table">
            <thead>
              <tr>
                <th>Sipariş no</th>
                <th>Tarih</th>
                <th>Durum</th>
                <th>Tutar (KDV dahil)</th>
                <th>Mal fazlası</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/toptan-siparis-detay?id=${order.id}`}>{order.orderNumber}</Link>
                  </td>
                  <td>{dateText(order.createdAt)}</td>
                  <td>{order.statusLabel}</td>
                  <td>{formatTL(order.totalPrice)}</td>
                  <td>
                    {formatTL(order.freeGoodsEarned)} kazanıldı · {formatTL(order.freeGoodsUsed)}{' '}
                    kullanıldı
                  </td>
                  <td>
                    {canPick && acceptsFreeGoods(order.orderStatus) ? (
                      <Button size="xs" variant="light" color="orange" onClick={() => pick(order)}>
                        Mal fazlası seç
                      </Button>
                    ) : null}
                    {awaitsCardPayment(order.orderStatus) ? (
                      <Link to={`/toptan-siparis-3ds-guvenli-odeme-sayfasi?id=${order.id}`}>
                        Kartla öde
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav className="ws-actions" aria-label="Sayfalar">
          {list.page > 1 ? <Link to={`?page=${list.page - 1}`}>Önceki</Link> : null}
          <span>
            Sayfa {list.page} / {list.pages}
          </span>
          {list.page < list.pages ? <Link to={`?page=${list.page + 1}`}>Sonraki</Link> : null}
        </nav>
      </main>
    </MantineArea>
  );
}
