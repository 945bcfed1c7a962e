import Fastify from 'fastify';
import type { HtmlCache } from './html-cache';
import { isSharedPageRequest } from './web';

/** A Fastify app rendering a page the way web.ts does (shared pages cached), counting renders. */
export function pageServer(cache: HtmlCache, headers: Record<string, string> = {}) {
  const app = Fastify();
  let renders = 0;
  app.get('/*', async (request, reply) => {
    const shared = isSharedPageRequest(request);
    if (shared && (await cache.serve(request, reply))) return reply;
    const generation = cache.generation;
    renders++;
    const response = new Response(`<html><body>${'ürün '.repeat(400)}${renders}</body></html>`, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, must-revalidate',
        ...headers,
      },
    });
    // A product page (/urun/{slug}/{id}) shows that product in detail.
    const productId = /^\/urun\/[^/]+\/(\d+)$/.exec(request.url)?.[1];
    const shown = productId ? [Number(productId)] : [];
    if (shared && (await cache.storeAndSend(request, reply, response, generation, shown))) {
      return reply;
    }
    return reply.send('not cached');
  });
  return { app, renders: () => renders };
}
