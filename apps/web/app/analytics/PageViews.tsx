import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsent } from '../consent/consent-store';
import { pushDataLayer } from './data-layer';

/** Pushes a page_view for the first page and every route change, with analytics consent. */
export function PageViews() {
  const { pathname, search } = useLocation();
  // Counted again once analytics is allowed, so the page that asked is not lost.
  const analytics = useConsent()?.analytics ?? false;
  useEffect(() => {
    if (!analytics) return;
    pushDataLayer({
      event: 'page_view',
      page_location: `${window.location.origin}${pathname}${search}`,
      page_path: pathname,
      page_title: document.title,
    });
  }, [pathname, search, analytics]);
  return null;
}
