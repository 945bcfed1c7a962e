import type { ErrorBody } from '@carsi/contract';

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

/**
 * Calls the shop's JSON API from the browser (the cart cookie goes along). Errors come back as
 * the API's Turkish message plus a map of field → message for the form to show.
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, data: json as T };
    const error = (json ?? {}) as Partial<ErrorBody>;
    const fields: Record<string, string> = {};
    for (const item of error.errors ?? []) fields[item.field] ??= item.message;
    return {
      ok: false,
      status: response.status,
      message: error.message ?? 'Beklenmeyen bir hata oluştu, lütfen tekrar deneyin.',
      fields,
    };
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'Bağlantı kurulamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
      fields: {},
    };
  }
}
