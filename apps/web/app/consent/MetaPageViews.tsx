import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { metaBrowserIds, useConsent } from './consent-store';

/**
 * Each page view goes to Meta's Conversions API through our server, only when the
 * visitor allowed marketing cookies (the server checks the cookie again). No Meta script is
 * loaded: the browser id is our own first-party `_fbp`.
 */
export function MetaPageViews() {
  const { pathname, search } = useLocation();
  const marketing = useConsent()?.marketing ?? false;
  useEffect(() => {
    if (!marketing) return;
    const { fbp, fbc } = metaBrowserIds(search);
    const region = navigator.language.split('-')[1];
    fetch('/api/facebookCapi/PageView', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        country: region && /^[A-Za-z]{2}$/.test(region) ? region : null,
        userAgent: navigator.userAgent,
        fbp,
        fbc,
        ip: null,
        location: `${window.location.origin}${pathname}${search}`,
        eventId: crypto.randomUUID(),
      }),
    })
      .then((response) => {
        if (!response.ok) console.warn(`Meta page view refused: HTTP ${response.status}`);
      })
      .catch((error: unknown) => console.warn('Meta page view not sent', error));
  }, [pathname, search, marketing]);
  return null;
}
