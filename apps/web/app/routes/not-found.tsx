import { NOT_FOUND_DISCOUNT_CODE } from '@carsi/domain';
import { data, Link, useLocation } from 'react-router';
import type { Route } from './+types/not-found';

export async function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sayfa bulunamadı | Çarşı' },
  { name: 'robots', content: 'noindex' },
];

/** SPEC §2: the 404 page offers a discount code and ways on; admin paths get a plain one. */
export default function NotFound() {
  const { pathname } = useLocation();
  if (pathname.includes('admin')) {
    return (
      <main className="container not-found">
        <h1>Sayfa bulunamadı</h1>
      </main>
    );
  }
  return (
    <main className="container not-found">
      <h1>Aradığınız sayfa bulunamadı</h1>
      <p>Bağlantı değişmiş ya da sayfa kaldırılmış olabilir. Gönlünüzü almak isteriz:</p>
      <p className="not-found__code">
        Sepette <strong>{NOT_FOUND_DISCOUNT_CODE}</strong> kodunu kullanarak indirim kazanın.
      </p>
      <div className="not-found__actions">
        <Link to="/" className="button button--primary">
          Alışverişe devam et
        </Link>
        <Link to="/iletisim" className="button">
          Bize ulaşın
        </Link>
      </div>
    </main>
  );
}
