import '../styles/purchase.css';
import '../styles/support.css';
import { formatTL } from '@carsi/domain';
import type { RouterContextProvider } from 'react-router';
import { data, Link, useActionData } from 'react-router';
import { OrderFacts } from '../components/purchase/OrderFacts';
import {
  type SupportFormResult,
  SupportRequestForm,
} from '../components/support/SupportRequestForm';
import { SupportRequestList } from '../components/support/SupportRequestList';
import { shopContext } from '../web-context';
import type { Route } from './+types/post-payment-service';

const supportOf = (context: Readonly<RouterContextProvider>) => shopContext(context).support;

export async function loader({ context, url }: Route.LoaderArgs) {
  const orderId = url.searchParams.get('siparis');
  // Without an order the page explains how to reach it; a wrong or foreign order is a 404.
  if (!orderId) return { found: null };
  const found = await supportOf(context).order(orderId);
  if (!found) throw data(null, { status: 404 });
  return { found };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => form.get(name) ?? undefined;
  const result = await supportOf(context).create({
    orderId: field('orderId'),
    topic: field('topic') || undefined,
    message: field('message'),
    contactPhone: field('contactPhone'),
  });
  if (!result.ok) return data(result, { status: result.status });
  return result;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Müşteri Hizmetleri | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PostPaymentService({ loaderData }: Route.ComponentProps) {
  const result = useActionData() as SupportFormResult | undefined;
  const { found } = loaderData;
  if (!found) {
    return (
      <main className="container purchase-page support-page">
        <h1>Müşteri Hizmetleri</h1>
        <p>
          Siparişinizle ilgili bize yazmak için sipariş onay sayfanızdaki ya da SMS ile gelen
          bağlantıyı kullanın. Üye olarak sipariş verdiyseniz giriş yapıp tüm siparişlerinizi
          görebilirsiniz.
        </p>
        <Link to="/musteri-hizmetleri" className="button button--primary">
          Giriş yapıp devam et
        </Link>
      </main>
    );
  }
  const { order, requests } = found;
  return (
    <main className="container purchase-page support-page">
      <h1>Müşteri Hizmetleri</h1>
      <section className="support-order" aria-labelledby="destek-siparis">
        <h2 id="destek-siparis">Sipariş {order.orderNumber}</h2>
        <OrderFacts order={order}>
          <div>
            <dt>Tutar</dt>
            <dd>{formatTL(order.totalPrice)}</dd>
          </div>
        </OrderFacts>
        <p>
          <Link to={`/tesekkurler?siparis=${order.orderId}`}>Sipariş ayrıntılarını gör</Link>
        </p>
      </section>
      <div className="support-columns">
        <SupportRequestForm orderId={order.orderId} result={result} />
        <section aria-labelledby="destek-talepler">
          <h2 id="destek-talepler">Bu siparişle ilgili talepleriniz</h2>
          {requests.length === 0 ? (
            <p className="empty-state">Bu sipariş için henüz talebiniz yok.</p>
          ) : (
            <SupportRequestList requests={requests} />
          )}
        </section>
      </div>
    </main>
  );
}
