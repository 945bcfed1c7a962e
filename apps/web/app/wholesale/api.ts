import { WHOLESALE_TOKEN_EXPIRED } from '@carsi/contract/access';
import { ApiFailure, endWholesaleSession, errorMessageOf } from '../identity/api';

/**
 * The portal's browser calls to /api/wholesale/*: JSON (or a file for the receipt) with the
 * session cookie. SPEC §8: the server's message becomes the error; 'Wholesale user token
 * expired' ends the session and goes to /toptan-giris.
 */
export async function wholesaleCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(`/api/wholesale/${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined
          ? {}
          : {
              'content-type': isFile
                ? (body as Blob).type || 'application/octet-stream'
                : 'application/json',
            }),
      },
      body: body === undefined ? undefined : isFile ? (body as Blob) : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure(
      'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
      0,
      undefined,
      undefined,
    );
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = new ApiFailure(
      errorMessageOf(data, response.statusText),
      response.status,
      (data as { code?: string } | null)?.code,
      undefined,
    );
    if (failure.message === WHOLESALE_TOKEN_EXPIRED) endWholesaleSession();
    throw failure;
  }
  return data as T;
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown error';
