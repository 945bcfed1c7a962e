import type { CatalogueWebApi } from '@carsi/contract';
import type { RouterContextProvider } from 'react-router';
import { data, redirect } from 'react-router';
import { shopContext } from './web-context';

/** Page number from a URL segment; anything but a positive integer is a 404. */
export function parsePageNumber(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1 || n > 10_000) {
    throw data(null, { status: 404 });
  }
  return n;
}

/** Product id from a URL segment; anything but a positive integer is a 404. */
export function parseProductId(raw: string | undefined): number {
  const n = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || n < 1) throw data(null, { status: 404 });
  return n;
}

/** The server's catalogue service (in process, no HTTP round trip). */
export function catalogueOf(context: Readonly<RouterContextProvider>): CatalogueWebApi {
  return shopContext(context).catalogue;
}

type CatalogueQuery = { keyword?: string; pageNumber: number };

/** One page of the catalogue straight from the server's service (no HTTP round trip). */
export function listCatalogue(context: Readonly<RouterContextProvider>, query: CatalogueQuery) {
  return catalogueOf(context).listProducts(query);
}

/** Like listCatalogue, but a page past the end is a 404. */
export async function loadCatalogue(
  context: Readonly<RouterContextProvider>,
  query: CatalogueQuery,
) {
  const result = await listCatalogue(context, query);
  if (query.pageNumber > result.pages) throw data(null, { status: 404 });
  return result;
}

/** 404 for a missing product; 301 to the canonical slug when the URL's title is wrong. */
export function requireCanonical<T extends { slug: string }>(
  product: T | null,
  title: string | undefined,
  canonicalPath: (product: T) => string,
  search = '',
): T {
  if (!product) throw data(null, { status: 404 });
  if (title !== product.slug) throw redirect(`${canonicalPath(product)}${search}`, 301);
  return product;
}

/** Anonymous catalogue pages may be shared by the server's HTML cache (personal bits load later). */
export const publicPageHeaders = () => ({
  'Cache-Control': 'public, max-age=0, must-revalidate',
});

type ProductDetails = NonNullable<Awaited<ReturnType<CatalogueWebApi['productDetails']>>>;

interface SubpageArgs {
  params: { id?: string; title?: string };
  context: Readonly<RouterContextProvider>;
  /** The page's address without React Router's `.data` suffix and `_routes` parameters. */
  url: URL;
}

/**
 * The loader of a product's review or Q&A page: the product at its canonical URL and one page
 * (`?sayfa=`) of its entries; a page past the end is a 404.
 */
export async function loadProductSubpage<T extends { pages: number }>(
  { params, context, url }: SubpageArgs,
  canonicalPath: (product: ProductDetails) => string,
  entries: (catalogue: CatalogueWebApi, id: number, pageNumber: number) => Promise<T | null>,
): Promise<{ product: ProductDetails; entries: T }> {
  const id = parseProductId(params.id);
  const pageNumber = parsePageNumber(url.searchParams.get('sayfa') ?? undefined);
  const catalogue = catalogueOf(context);
  const product = requireCanonical(
    await catalogue.productDetails(id),
    params.title,
    canonicalPath,
    url.search,
  );
  const page = await entries(catalogue, id, pageNumber);
  if (!page || pageNumber > page.pages) throw data(null, { status: 404 });
  return { product, entries: page };
}

/** The posted form's text fields, as the catalogue's create calls take them (missing → undefined). */
export async function postedFields<K extends string>(
  request: Request,
  names: readonly K[],
): Promise<Record<K, FormDataEntryValue | undefined>> {
  const form = await request.formData();
  return Object.fromEntries(names.map((name) => [name, form.get(name) ?? undefined])) as Record<
    K,
    FormDataEntryValue | undefined
  >;
}
