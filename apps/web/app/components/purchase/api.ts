import { type ApiResult, resultOf, send } from '../../api/call';

export type { ApiResult } from '../../api/call';

/**
 * The storefront's old call by method and URL, kept as a thin alias of the typed client
 * (`call` and `resultOf` in app/api/call.ts) for the callers not yet moved to it.
 */
export function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  return resultOf(send<T>(method, url, body, headers));
}
