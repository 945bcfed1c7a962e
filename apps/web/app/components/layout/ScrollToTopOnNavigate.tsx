import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Every route change starts at the top of the page. Back/forward (POP) is left to
 * ScrollRestoration so a shopper returns to where they were in a list.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
