import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { signOut } from '../../identity/sign-out';
import { Logo } from './Logo';

/**
 * The frame of every path containing "toptan": a top bar with the shop, the account
 * and sign-out, and on screens of 600 px or less a bottom bar with the same destinations.
 */
export function WholesaleShell({ children, signedIn }: { children: ReactNode; signedIn: boolean }) {
  return (
    <div className="wholesale-shell">
      <header className="wholesale-topbar">
        <div className="container wholesale-topbar__row">
          {/* Named by its visible text, "Çarşı Toptan" (a spoken name must contain the shown one). */}
          <Link to="/toptan-urunler">
            <Logo /> <span className="wholesale-topbar__tag">Toptan</span>
          </Link>
          <nav aria-label="Toptan menü" className="wholesale-topbar__links">
            <Link to="/">Mağaza</Link>
            <Link to="/toptan-hesabi">Hesabım</Link>
            {signedIn ? (
              // Signing out clears the wholesale login and cart.
              <button
                type="button"
                className="wholesale-topbar__signout"
                onClick={() => void signOut('wholesale')}
              >
                Çıkış
              </button>
            ) : (
              <Link to="/toptan-giris">Giriş</Link>
            )}
          </nav>
        </div>
      </header>
      <div id="icerik" className="wholesale-content">
        {children}
      </div>
      <nav className="wholesale-bottombar" aria-label="Toptan alt menü">
        <Link to="/toptan-urunler">Ürünler</Link>
        <Link to="/toptan-siparislerim">Siparişler</Link>
        <Link to="/toptan-hesabi">Hesabım</Link>
        <Link to="/">Mağaza</Link>
      </nav>
    </div>
  );
}
