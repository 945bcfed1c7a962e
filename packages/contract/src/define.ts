import { z } from 'zod';

// In a browser, zod would probe `new Function('')` before its first object parse to decide on
// compiled parsers; the pages' Content-Security-Policy forbids eval, so the probe shows up as a
// CSP violation. The browser parses a few forms, so the interpreted parser loses nothing there;
// the server keeps the compiled one.
if ('document' in globalThis) z.config({ jitless: true });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Who may call an endpoint. The server enforces it; OpenAPI documents it. */
export type ApiAuth = 'public' | 'customer' | 'wholesale' | 'admin';

/**
 * One HTTP endpoint of the JSON API. The server validates requests with these schemas,
 * the web app is typed by them and the OpenAPI document is generated from them.
 * Paths use Fastify's `:param` syntax. A defined route keeps its method and path as literal
 * types, so the web app's client can name an endpoint by "METHOD /path" without importing
 * any schema at run time.
 */
export interface ApiRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  Path extends string = string,
> {
  method: M;
  path: Path;
  summary: string;
  tag: string;
  auth: ApiAuth;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  M extends HttpMethod,
  Path extends string,
>(route: ApiRoute<P, Q, B, R, M, Path>): ApiRoute<P, Q, B, R, M, Path> {
  return route;
}

/** The parsed input of a route: what a handler receives after validation. */
export type RouteInput<T> =
  T extends ApiRoute<infer P, infer Q, infer B, z.ZodType>
    ? { params: z.output<P>; query: z.output<Q>; body: z.output<B> }
    : never;

/** The response body a handler must produce. */
export type RouteOutput<T> =
  T extends ApiRoute<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;
