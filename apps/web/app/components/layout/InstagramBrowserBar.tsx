import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

const isHomeOrLanding = (path: string) => path === '/' || path.startsWith('/land/');

/**
 * In Instagram's in-app browser, under 800 px, a floating bar appears while the
 * shopper scrolls up (not on home and landing pages). That browser has no address bar or
 * back button a shopper trusts, so the bar offers the way home and to customer service.
 */
export function InstagramBrowserBar() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    const inInstagram = /Instagram/i.test(navigator.userAgent);
    if (!inInstagram || isHomeOrLanding(pathname)) return;
    const onScroll = () => {
      const y = window.scrollY;
      setVisible(window.innerWidth < 800 && y < lastY.current && y > 0);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      setVisible(false);
    };
  }, [pathname]);
  if (!visible) return null;
  return (
    <nav className="instagram-bar" aria-label="Hızlı gezinme">
      <Link to="/">Ana Sayfa</Link>
      <Link to="/iletisim">Bize Ulaşın</Link>
    </nav>
  );
}
