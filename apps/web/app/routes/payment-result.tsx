import '../styles/purchase.css';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { shopContext } from '../web-context';
import type { Route } from './+types/payment-result';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { purchase } = shopContext(context);
  const query = new URL(request.url).searchParams;
  const found = await purchase.order(query.get('siparis') ?? '');
  const paid = found?.order.paymentStatus === 'PAID';
  return {
    paid,
    orderId: found?.order.orderId ?? null,
    retry: found?.owned && !paid && found.order.orderStatus === 'NEW',
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Ödeme Sonucu | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

/** Where the bank sends the shopper back (SPEC §2 /odeme-sonucu); the order's state decides. */
export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { paid, orderId, retry } = loaderData;
  const navigate = useNavigate();
  useEffect(() => {
    if (!paid || !orderId) return;
    const timer = setTimeout(() => navigate(`/tesekkurler?siparis=${orderId}`), 1500);
    return () => clearTimeout(timer);
  }, [paid, orderId, navigate]);
  return (
    <main className="container purchase-page payment-result">
      {paid ? (
        <>
          <h1>Ödemeniz alındı</h1>
          <p role="status">Siparişiniz onaylandı, teşekkür sayfasına yönlendiriliyorsunuz…</p>
          <Link to={`/tesekkurler?siparis=${orderId}`} className="button button--primary">
            Devam et
          </Link>
        </>
      ) : (
        <>
          <h1>Ödeme tamamlanamadı</h1>
          <p role="alert">
            Ödemeniz alınamadı; kartınızdan çekim yapılmadı. Kart bilgilerinizi kontrol edip tekrar
            deneyebilir ya da kapıda ödemeyi seçebilirsiniz.
          </p>
          {retry && orderId ? (
            <Link to={`/odeme-adimi-2/2?unpaidid=${orderId}`} className="button button--primary">
              Tekrar dene
            </Link>
          ) : (
            <Link to="/sepet" className="button button--primary">
              Sepete dön
            </Link>
          )}
        </>
      )}
    </main>
  );
}
