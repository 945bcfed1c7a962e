import { Link, useRouteLoaderData } from 'react-router';
import type { StorefrontPromotions } from '../promotions/TopBar';

export const NOT_FOUND_TITLE = 'Sayfa bulunamadı | Çarşı';

/**
 * The 404 page: a discount code and ways on for shoppers; admin paths get a plain
 * one. Rendered by the catch-all route and by the root error boundary for every 404 a loader
 * throws (unknown product, cart, landing page…), so they all look the same.
 */
export function NotFoundPage({ pathname }: { pathname: string }) {
  // The code comes from the database (promotions): a code that no longer holds is not offered.
  const root = useRouteLoaderData('root') as
    | { promotions?: StorefrontPromotions | null }
    | undefined;
  const code = root?.promotions?.notFoundCode ?? null;
  if (pathname.includes('admin')) {
    return (
      <main className="container not-found">
        <title>{NOT_FOUND_TITLE}</title>
        <h1>Sayfa bulunamadı</h1>
      </main>
    );
  }
  return (
    <main className="container not-found">
      <title>{NOT_FOUND_TITLE}</title>
      <meta name="robots" content="noindex" />
      <h1>Aradığınız sayfa bulunamadı</h1>
      {code ? (
        <>
          <p>Bağlantı değişmiş ya da sayfa kaldırılmış olabilir. Gönlünüzü almak isteriz:</p>
          <p className="not-found__code">
            Sepette <strong>{code}</strong> kodunu kullanarak indirim kazanın.
          </p>
        </>
      ) : (
        <p>Bağlantı değişmiş ya da sayfa kaldırılmış olabilir.</p>
      )}
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
