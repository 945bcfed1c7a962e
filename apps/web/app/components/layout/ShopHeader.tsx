import type { Principal } from '@carsi/contract';
import { Link, useParams } from 'react-router';
import { Greeting } from '../../identity/Greeting';
import { CartLink } from './CartLink';
import { Logo } from './Logo';
import { SearchBar } from './SearchBar';

interface ShopHeaderProps {
  principal: Principal | null;
  cartUnits: number;
}

export function ShopHeader({ principal, cartUnits }: ShopHeaderProps) {
  const { keyword } = useParams();
  return (
    <header className="shop-header">
      <div className="container shop-header__row">
        <Link to="/" className="shop-header__logo" aria-label="Çarşı ana sayfa">
          <Logo />
        </Link>
        <SearchBar key={keyword ?? ''} initialText={keyword ?? ''} />
        {principal?.kind === 'customer' ? (
          <Link to="/profilim" className="shop-header__greeting" aria-label="Profilim">
            <Greeting name={principal.displayName} />
          </Link>
        ) : (
          <Link to="/musteri-hizmetleri-giris" className="shop-header__greeting">
            Giriş Yap
          </Link>
        )}
        <CartLink units={cartUnits} />
      </div>
    </header>
  );
}
