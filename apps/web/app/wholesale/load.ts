import { data, type RouterContextProvider, redirect } from 'react-router';
import { shopContext } from '../web-context';

/**
 * A portal loader's read of /api/wholesale/* as the signed-in account (the API's ownership
 * checks are the only ones). Signed out or expired → /toptan-giris, back here afterwards.
 */
export async function wholesaleRead<T>(
  context: Readonly<RouterContextProvider>,
  path: string,
  currentUrl: URL,
): Promise<T> {
  const result = await shopContext(context).api.get<T>(`/api/wholesale/${path}`);
  if (result.ok) return result.data;
  if (result.status === 401 || result.status === 403) {
    throw redirect(
      `/toptan-giris?sonra=${encodeURIComponent(currentUrl.pathname + currentUrl.search)}`,
    );
  }
  throw data({ message: result.message }, { status: result.status });
}
