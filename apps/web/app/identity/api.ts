import { send } from '../api/call';

export {
  ApiFailure,
  clearWholesaleStorage,
  endWholesaleSession,
  errorMessageOf,
} from '../api/call';

/**
 * The old call by method and URL, kept as a thin alias of the typed client (`call` in
 * app/api/call.ts) for the callers not yet moved to it. Throws an ApiFailure.
 */
export function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  return send<T>(method, url, body);
}
