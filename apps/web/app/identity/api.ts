import { WHOLESALE_TOKEN_EXPIRED } from '@carsi/contract/access';

/** A failed API call, with the message to show (SPEC §8 extractor order). */
export class ApiFailure extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string | undefined,
    public readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }
}

/**
 * SPEC §8: the server's first error message, then its message, then the body as JSON, then the
 * client's error text, else 'Unknown error'.
 */
export function errorMessageOf(body: unknown, fallback?: string): string {
  if (body && typeof body === 'object') {
    const { errors, message } = body as { errors?: { message?: unknown }[]; message?: unknown };
    const first = errors?.[0]?.message;
    if (typeof first === 'string' && first) return first;
    if (typeof message === 'string' && message) return message;
    return JSON.stringify(body);
  }
  return fallback || 'Unknown error';
}

/**
 * Calls the shop's JSON API from the browser. The session travels in the httpOnly cookie (the
 * browser adds the Origin header the server checks); the token in responses is never stored.
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiFailure(
      error instanceof Error && error.message
        ? 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.'
        : 'Unknown error',
      0,
      undefined,
      undefined,
    );
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const retry = Number(response.headers.get('retry-after'));
    const failure = new ApiFailure(
      errorMessageOf(data, response.statusText),
      response.status,
      (data as { code?: string } | null)?.code,
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
    );
    if (failure.message === WHOLESALE_TOKEN_EXPIRED) endWholesaleSession();
    throw failure;
  }
  return data as T;
}

/** SPEC §8 'Wholesale user token expired': clear the wholesale session, go to /toptan-giris. */
export function endWholesaleSession(): void {
  clearWholesaleStorage();
  window.location.assign('/toptan-giris');
}

/** SPEC §4: signing out of wholesale clears its login and its cart. */
export function clearWholesaleStorage(): void {
  try {
    localStorage.removeItem('authenticatedWholeSaleUser');
    sessionStorage.removeItem('wholeSaleCartItems');
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
