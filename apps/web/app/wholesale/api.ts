import { send } from '../api/call';

/**
 * The portal's old call to /api/wholesale/{path}, kept as a thin alias of the typed client
 * (`call` in app/api/call.ts) for the callers not yet moved to it. Throws an ApiFailure; an
 * expired wholesale session ends and goes to /toptan-giris.
 */
export function wholesaleCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return send<T>(method, `/api/wholesale/${path}`, body);
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown error';
