import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushDataLayer } from './data-layer';

/** Pushes a page_view for the first page and for every client-side route change. */
export function PageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    pushDataLayer({
      event: 'page_view',
      page_location: `${window.location.origin}${pathname}${search}`,
      page_path: pathname,
      page_title: document.title,
    });
  }, [pathname, search]);
  return null;
}
