import '../styles/purchase.css';
import '../styles/support.css';
import { formatTL } from '@carsi/domain';
import { data, Link, redirect } from 'react-router';
import { parsePageNumber } from '../catalogue.server';
import { Pagination, sayfaHref } from '../components/catalogue/Pagination';
import { NoOrdersYet } from '../components/purchase/NoOrdersYet';
import { ORDER_STATUS_LABELS, turkeyDateTime } from '../components/purchase/order-labels';
import { SupportRequestList } from '../components/support/SupportRequestList';
import { shopContext } from '../web-context';
import type { Route } from './+types/customer-service';

export async function loader({ context, url }: Route.LoaderArgs) {
  const pageNumber = parsePageNumber(url.searchParams.get('sayfa') ?? undefined);
  const mine = await shopContext(context).support.mine(pageNumber);
  // The server's page guard signs visitors in first; this covers a session ending meanwhile.
  if (!mine) throw redirect('/musteri-hizmetleri-giris?sonra=%2Fmusteri-hizmetleri');
  if (pageNumber > mine.requests.pages) throw data(null, { status: 404 });
  return mine;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Müşteri Hizmetleri | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const helpFor = (orderId: string) => `/odeme-sonrasi-musteri-hizmetleri?siparis=${orderId}`;

export default function CustomerService({ loaderData }: Route.ComponentProps) {
  const { orders, requests } = loaderData;
  return (
    <main className="container purchase-page support-page">
      <h1>Müşteri Hizmetleri</h1>
      <p>
        Siparişlerinizle ilgili bize buradan yazabilir, taleplerinizin durumunu izleyebilirsiniz.
      </p>
      <div className="support-columns">
        <section aria-labelledby="destek-siparisler">
          <h2 id="destek-siparisler">Siparişleriniz</h2>
          {orders.length === 0 ? (
            <NoOrdersYet className="empty-state" />
          ) : (
            <ul className="my-orders support-orders">
              {orders.map((order) => (
                <li key={order.orderId} className="my-orders__item">
                  <div>
                    <span className="my-orders__number">Sipariş {order.orderNumber}</span>
                    <span className="my-orders__meta">
                      {turkeyDateTime(order.orderTime)} ·{' '}
                      {ORDER_STATUS_LABELS[order.orderStatus] ?? order.orderStatus} ·{' '}
                      {formatTL(order.totalPrice)}
                    </span>
                  </div>
                  <Link
                    to={helpFor(order.orderId)}
                    className="button"
                    aria-label={`Sipariş ${order.orderNumber} için yardım iste`}
                  >
                    Yardım iste
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {orders.length > 0 ? (
            <p>
              <Link to="/siparislerim">Tüm siparişlerim</Link>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="destek-talepler">
          <h2 id="destek-talepler">Talepleriniz</h2>
          {requests.count === 0 ? (
            <p className="empty-state">
              Henüz bir talebiniz yok. Bir siparişinizle ilgili yardım almak için “Yardım iste”yi
              seçin.
            </p>
          ) : (
            <>
              <SupportRequestList requests={requests.requests} withOrder />
              <Pagination
                page={requests.page}
                pages={requests.pages}
                hrefFor={sayfaHref('/musteri-hizmetleri')}
              />
            </>
          )}
        </section>
      </div>
    </main>
  );
}
