import { Link } from 'react-router';
import { Logo } from '../layout/Logo';

/** The reduced header of landing pages: the logo, nothing else. */
export function LandingHeader() {
  return (
    <header className="shop-header shop-header--reduced">
      <div className="container shop-header__row">
        <Link to="/" className="shop-header__logo" aria-label="Çarşı ana sayfa">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
