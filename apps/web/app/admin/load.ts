import { data, type RouterContextProvider, redirect } from 'react-router';
import { shopContext } from '../web-context';

/**
 * A back-office loader's read of the JSON API, as the signed-in admin (the API's checks are the
 * only ones). Signed out → the admin sign-in page; a role that may not → the home page with the
 * "no permission" notice; any other refusal becomes the route's error with the API's message.
 */
export async function adminRead<T>(
  context: Readonly<RouterContextProvider>,
  path: string,
  currentUrl: URL,
): Promise<T> {
  const result = await shopContext(context).api.get<T>(path);
  if (result.ok) return result.data;
  if (result.status === 401) {
    throw redirect(
      `/admin-giris?sonra=${encodeURIComponent(currentUrl.pathname + currentUrl.search)}`,
    );
  }
  if (result.status === 403) throw redirect('/admin-panel/anasayfa?yetki=yok');
  throw data({ message: result.message }, { status: result.status });
}

/** The API query string for a list page: the page's own URL parameters, passed on as they are. */
export function listQuery(url: URL, allowed: readonly string[]): string {
  const query = new URLSearchParams();
  for (const key of allowed) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== '') query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The list page's URL (q, page, sirala) as the query of a back-office list API (keyword,
 * pageNumber, sirala), plus any `extra` parameters. A page number that is not one is dropped.
 */
export function keywordListQuery(url: URL, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  const q = url.searchParams.get('q');
  if (q) query.set('keyword', q);
  const page = url.searchParams.get('page');
  if (page && /^\d{1,5}$/.test(page)) query.set('pageNumber', page);
  const sort = url.searchParams.get('sirala');
  if (sort) query.set('sirala', sort);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}
