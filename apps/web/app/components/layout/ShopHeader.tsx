import { Link, useParams } from 'react-router';
import { Greeting } from '../../identity/Greeting';
import { useStorefrontPersonal } from '../../identity/personal';
import { CartLink } from './CartLink';
import { Logo } from './Logo';
import { SearchBar } from './SearchBar';

/**
 * The storefront header. Its greeting and cart count are the visitor's own: on a page from the
 * shared HTML cache they appear once the browser has asked for them. Until then the sign-in
 * link is marked pending: hidden for a browser where a customer signed in (root.tsx marks
 * <html data-customer>), shown to everyone else.
 */
export function ShopHeader() {
  const { keyword } = useParams();
  const personal = useStorefrontPersonal();
  const customer = personal?.customer ?? null;
  return (
    <header className="shop-header">
      <div className="container shop-header__row">
        <Link to="/" className="shop-header__logo" aria-label="Çarşı ana sayfa">
          <Logo />
        </Link>
        <SearchBar key={keyword ?? ''} initialText={keyword ?? ''} />
        {customer ? (
          <Link to="/profilim" className="shop-header__greeting" aria-label="Profilim">
            <Greeting name={customer.displayName} />
          </Link>
        ) : (
          <Link
            to="/musteri-hizmetleri-giris"
            className="shop-header__greeting"
            data-pending={personal === null ? '' : undefined}
          >
            Giriş Yap
          </Link>
        )}
        <CartLink units={personal?.cartUnits ?? 0} />
      </div>
    </header>
  );
}
