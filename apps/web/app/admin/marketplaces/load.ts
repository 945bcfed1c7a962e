import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../web-context';
import type { MarketplaceProductRow } from './ProductList';

/** A read the page can do without (reference data): its data, or why it is missing. */
export type Optional<T> = { ok: true; data: T } | { ok: false; message: string };

/** A marketplace screen's page of products. */
export interface ProductListAnswer {
  rows: MarketplaceProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** Reads a loader can do without: a failure becomes its message instead of the error page. */
export function optionalReader(context: Readonly<RouterContextProvider>) {
  const api = shopContext(context).api;
  return async <T>(path: string): Promise<Optional<T>> => {
    const result = await api.get<T>(path);
    return result.ok ? result : { ok: false, message: result.message };
  };
}
