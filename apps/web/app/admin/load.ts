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
