import type { WebLoadContext } from '@carsi/contract';
import { data } from 'react-router';

/** Page number from a URL segment; anything but a positive integer is a 404. */
export function parsePageNumber(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1) {
    throw data(null, { status: 404 });
  }
  return n;
}

type CatalogueQuery = { keyword?: string; pageNumber: number };

/** One page of the catalogue straight from the server's service (no HTTP round trip). */
export function listCatalogue(context: unknown, query: CatalogueQuery) {
  return (context as WebLoadContext).catalogue.listProducts(query);
}

/** Like listCatalogue, but a page past the end is a 404. */
export async function loadCatalogue(context: unknown, query: CatalogueQuery) {
  const result = await listCatalogue(context, query);
  if (query.pageNumber > result.pages) throw data(null, { status: 404 });
  return result;
}
