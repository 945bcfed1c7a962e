import type { StorefrontPersonal } from '@carsi/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { call } from '../api/call';

/**
 * The visitor's own parts of a storefront page (greeting, cart count, pop-up eligibility).
 * Pages rendered for the visitor carry them in the root loader's data; catalogue pages come
 * from the shared HTML cache without them, and the browser asks the server once per page load.
 */
let fetched: StorefrontPersonal | null = null;
let asked = false;
const listeners = new Set<() => void>();

function load(): void {
  if (asked) return;
  asked = true;
  call('GET /api/storefront/personal').then(
    (personal) => {
      fetched = personal;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // The page stays as an anonymous visitor sees it; the next page load asks again.
      console.error('Ziyaretçi bilgileri alınamadı:', error);
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's parts, or null until they are known (render the anonymous page meanwhile). */
export function useStorefrontPersonal(): StorefrontPersonal | null {
  const root = useRouteLoaderData('root') as { personal?: StorefrontPersonal | null } | undefined;
  const rendered = root?.personal ?? null;
  const loaded = useSyncExternalStore(
    subscribe,
    () => fetched,
    () => null,
  );
  useEffect(() => {
    if (!rendered) load();
  }, [rendered]);
  return rendered ?? loaded;
}
