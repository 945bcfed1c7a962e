import type { z } from 'zod';
import { type MarketplaceCode, MarketplaceError } from './marketplace';

export interface MarketplaceRequest {
  marketplace: MarketplaceCode;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** JSON body, or a FormData for file uploads. */
  body?: unknown;
  timeoutMs: number;
}

/** Pulls the marketplace's own error texts out of an error body (several shapes are seen). */
function errorTexts(body: unknown): string[] {
  if (!body || typeof body !== 'object')
    return typeof body === 'string' && body ? [body.slice(0, 300)] : [];
  const b = body as Record<string, unknown>;
  const texts: string[] = [];
  if (Array.isArray(b.errors))
    for (const e of b.errors) {
      if (typeof e === 'string') texts.push(e);
      else if (e && typeof e === 'object') {
        const message =
          (e as Record<string, unknown>).message ?? (e as Record<string, unknown>).key;
        if (typeof message === 'string') texts.push(message);
      }
    }
  for (const k of ['message', 'exception', 'detail', 'title'])
    if (typeof b[k] === 'string') texts.push(b[k] as string);
  return [...new Set(texts)].slice(0, 10);
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : undefined;
}

/**
 * One HTTP call to a marketplace: JSON in and out, a timeout, and every failure turned into a
 * {@link MarketplaceError} of the right kind (401/403 auth, 429 rate-limited, other 4xx rejected,
 * 5xx/timeout unavailable, unreadable JSON bad-response). Headers (credentials) are never put
 * into an error or a log.
 */
export async function marketplaceFetch<S extends z.ZodType>(
  request: MarketplaceRequest,
  schema: S,
): Promise<z.output<S>> {
  const { marketplace } = request;
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(request.body !== undefined
        ? { body: isForm ? (request.body as FormData) : JSON.stringify(request.body) }
        : {}),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new MarketplaceError(
      marketplace,
      'unavailable',
      timedOut ? 'Pazaryeri zamanında yanıt vermedi.' : 'Pazaryerine bağlanılamadı.',
    );
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Error pages come back as HTML/text; the status decides what happened.
  }
  const status = response.status;
  if (status === 401 || status === 403)
    throw new MarketplaceError(
      marketplace,
      'auth',
      'Pazaryeri kimlik bilgilerini kabul etmedi.',
      status,
      errorTexts(body),
    );
  if (status === 429)
    throw new MarketplaceError(
      marketplace,
      'rate-limited',
      'Pazaryeri istek sınırına ulaşıldı.',
      status,
      errorTexts(body),
      retryAfterMs(response.headers.get('retry-after')),
    );
  if (status >= 500 || status === 408)
    throw new MarketplaceError(
      marketplace,
      'unavailable',
      'Pazaryeri şu anda yanıt vermiyor.',
      status,
      errorTexts(body),
    );
  if (status >= 400) {
    const details = errorTexts(body);
    throw new MarketplaceError(
      marketplace,
      'rejected',
      details.length > 0
        ? `Pazaryeri isteği reddetti: ${details.join('; ')}`
        : 'Pazaryeri isteği reddetti.',
      status,
      details,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new MarketplaceError(
      marketplace,
      'bad-response',
      'Pazaryerinin yanıtı okunamadı.',
      status,
    );
  return parsed.data;
}
