import type * as contract from '@carsi/contract';
import type { ApiRoute, ErrorBody } from '@carsi/contract';
import { WHOLESALE_TOKEN_EXPIRED } from '@carsi/contract/access';
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { shopContext } from '../web-context';

/**
 * The web app's one way to reach the JSON API: `call('PUT /api/cart/items/:indexId', input)`.
 * The endpoint is named by its method and path exactly as the contract's route table declares
 * it; params, query, body and the answer are typed by that route's schemas. Renaming an
 * endpoint or a field fails typecheck here. Only types come from the contract's root: no zod
 * schema reaches the browser bundle (see docs/decisions/foundation.md).
 */

/** A failed API call: the text to show, the status, the API's code and each bad field's text. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string | undefined,
    public readonly retryAfterSeconds: number | undefined,
    /** The API's one error shape as it came (null when there was no JSON answer). */
    public readonly body: Partial<ErrorBody> | null = null,
  ) {
    super(message);
  }

  /** Field → its first message, for a form to show beside each input. */
  get fields(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const item of this.body?.errors ?? []) fields[item.field] ??= item.message;
    return fields;
  }
}

/** The text of anything a call or a form step threw, for the alert a screen shows. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu.';
}

/** Shown when the request never reached the shop (offline, DNS, a dropped connection). */
export const UNREACHABLE = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.';

/**
 * The text of an error answer: the server's first field message, then its message, then the
 * body as JSON, then the HTTP status text, else 'Unknown error'.
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

/** The one map from an error answer to the failure the app shows. */
function failureOf(status: number, body: unknown, statusText: string, retryAfter: string | null) {
  const errorBody = body && typeof body === 'object' ? (body as Partial<ErrorBody>) : null;
  const retry = Number(retryAfter);
  return new ApiFailure(
    errorMessageOf(body, statusText),
    status,
    errorBody?.code,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
    errorBody,
  );
}

type Method = ApiRoute['method'];

/** Every endpoint the contract defines (its exported `defineRoute` values). */
type Route = Extract<(typeof contract)[keyof typeof contract], ApiRoute>;
type NameOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;
type Match<R, E> = R extends unknown ? (NameOf<R> extends E ? R : never) : never;

/** An endpoint by name: "METHOD /path" as the contract declares it. */
export type Endpoint = NameOf<Route>;
/** The contract's route of an endpoint name. */
export type RouteOf<E extends Endpoint> = Match<Route, E>;

/** A schema the route does not declare is inferred as the bare `z.ZodType`. */
type Declared<S> = z.ZodType extends S ? false : true;
type Slot<K extends string, S> =
  Declared<S> extends true
    ? object extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
    : { [P in K]?: never };

/** What a caller sends: the route's params, query and body, as its schemas accept them. */
export type CallInput<E extends Endpoint> =
  RouteOf<E> extends ApiRoute<infer P, infer Q, infer B, z.ZodType>
    ? Slot<'params', P> & Slot<'query', Q> & Slot<'body', B>
    : never;

/** What the endpoint answers, as its response schema describes it. */
export type CallOutput<E extends Endpoint> =
  RouteOf<E> extends ApiRoute<z.ZodType, z.ZodType, z.ZodType, infer S> ? z.output<S> : never;

export interface CallOptions {
  /** Extra request headers (an idempotency key). */
  headers?: Record<string, string>;
  /**
   * In a loader: the request's context. The read then runs in-process with the visitor's own
   * cookies (GET routes only), instead of an HTTP round trip from the browser.
   */
  context?: Readonly<RouterContextProvider>;
}

type Args<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** The URL of a path for these params and query (`:name` segments filled, encoded). */
export function urlOf(path: string, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: ${name} eksik`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Calls one endpoint of the contract; resolves to its answer or throws an ApiFailure. */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: Args<E>
): Promise<CallOutput<E>> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space) as Method;
  const given = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const url = urlOf(endpoint.slice(space + 1), given);
  const context = options?.context;
  if (context) {
    if (method !== 'GET') throw new Error(`${endpoint}: loaders only read`);
    return readInProcess<CallOutput<E>>(context, url);
  }
  return send<CallOutput<E>>(method, url, given.body, options?.headers);
}

async function readInProcess<T>(context: Readonly<RouterContextProvider>, url: string) {
  const result = await shopContext(context).api.get<T>(url);
  if (result.ok) return result.data;
  throw new ApiFailure(result.message, result.status, undefined, undefined, {
    message: result.message,
  });
}

/**
 * The browser's request: the session travels in the httpOnly cookie (the browser adds the Origin
 * header the server checks); a file goes as it is, anything else as JSON. An expired wholesale
 * session is ended here, for every caller. `call` is built on it; a raw upload outside the
 * contract's route table (a payment proof's bytes) uses it directly.
 */
export async function send<T>(
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(url, {
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
        ...headers,
      },
      body: body === undefined ? undefined : isFile ? (body as Blob) : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure(UNREACHABLE, 0, undefined, undefined);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = failureOf(
      response.status,
      data,
      response.statusText,
      response.headers.get('retry-after'),
    );
    if (failure.message === WHOLESALE_TOKEN_EXPIRED) endWholesaleSession();
    throw failure;
  }
  return data as T;
}

/** An expired wholesale token: clear the wholesale session, go to /toptan-giris. */
export function endWholesaleSession(): void {
  clearWholesaleStorage();
  window.location.assign('/toptan-giris');
}

/** Signing out of wholesale clears its login and its cart. */
export function clearWholesaleStorage(): void {
  try {
    localStorage.removeItem('authenticatedWholeSaleUser');
    sessionStorage.removeItem('wholeSaleCartItems');
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** A call's outcome for a form: the answer, or the text to show and each bad field's text. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

/**
 * A call as a result instead of a throw, for forms that show the API's summary message above
 * and the field messages beside their inputs.
 */
export async function resultOf<T>(answer: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await answer };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return {
      ok: false,
      status: error.status,
      message:
        error.status === 0
          ? 'Bağlantı kurulamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.'
          : (error.body?.message ?? 'Beklenmeyen bir hata oluştu, lütfen tekrar deneyin.'),
      fields: error.fields,
    };
  }
}

/**
 * The API's field messages keyed as a form names its fields: `body.currentAccountName` →
 * `currentAccountName` (what `form.setErrors` of @mantine/form takes).
 */
export function bodyFieldErrors(failure: ApiFailure): Record<string, string> {
  return bodyFields(failure.fields);
}

/** The same for the field messages of an `ApiResult` (`result.fields`). */
export function bodyFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([field]) => field.startsWith('body.'))
      .map(([field, message]) => [field.slice('body.'.length), message]),
  );
}
