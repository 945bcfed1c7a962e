import type { ApiRoute, RouteInput, RouteOutput } from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { type AnswerTags, type CatalogueCache, etagMatches } from './catalogue-cache';

/** Browsers and proxies may keep an answer but must ask again (a cheap 304) before using it. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface CachedAnswer<T> {
  /** null → 404 with `notFoundMessage`. */
  value: T | null;
  expiresAt?: number | undefined;
}

/**
 * A read-only catalogue endpoint served from the catalogue cache: validated input is the key,
 * the answer carries an ETag, and a matching If-None-Match gets an empty 304.
 */
export function registerCachedRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  cache: CatalogueCache,
  load: (input: RouteInput<R>) => Promise<CachedAnswer<RouteOutput<R>>>,
  options: {
    notFoundMessage?: string;
    /** Which products' changes drop an answer (the cache's AnswerTags, from the request). */
    tags?: (input: RouteInput<R>) => AnswerTags<RouteOutput<R> | null>;
    /**
     * An answer for this requester alone (a wholesale session's prices), never cached; when it
     * gives undefined the shared cached answer is served.
     */
    personal?: (
      input: RouteInput<R>,
      request: FastifyRequest,
    ) => Promise<CachedAnswer<RouteOutput<R>> | undefined>;
  } = {},
): void {
  const { notFoundMessage = 'Ürün bulunamadı.', tags, personal } = options;
  registerRoute(app, route, async (input, { request, reply }) => {
    const own = await personal?.(input, request);
    if (own) {
      if (own.value === null) throw notFound(notFoundMessage);
      reply.header('cache-control', 'private, no-store');
      return own.value;
    }
    const key = `${route.path}|${JSON.stringify(input.params ?? null)}|${JSON.stringify(input.query ?? null)}`;
    const { value, etag } = await cache.remember(key, () => load(input), tags?.(input));
    if (value === null) throw notFound(notFoundMessage);
    reply.header('etag', etag).header('cache-control', REVALIDATE);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '' as RouteOutput<R>;
    }
    return value;
  });
}
