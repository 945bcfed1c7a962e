import Fastify from 'fastify';
import type { HtmlCache, ShownProducts } from './html-cache';
import { isSharedPageRequest, withoutTrackingParams, withoutVisitor } from './web';

/** A Fastify app rendering a page the way web.ts does (shared pages cached), counting renders. */
export function pageServer(cache: HtmlCache, headers: Record<string, string> = {}) {
  const app = Fastify();
  let renders = 0;
  app.get('/*', async (request, reply) => {
    const shared = isSharedPageRequest(request);
    const address = withoutTrackingParams(request.url);
    if (shared && (await cache.serve(address, request, reply))) return reply;
    const page = shared ? withoutVisitor(request, address) : request;
    const generation = cache.generation;
    renders++;
    const rendered = {
      status: 200,
      headers: new Headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, must-revalidate',
        ...headers,
      }),
      body: Buffer.from(`<html><body>${'ürün '.repeat(400)}${renders}</body></html>`),
    };
    const shown = shownByUrl(page.url);
    if (shared && (await cache.storeAndSend(page, reply, rendered, generation, shown))) {
      return reply;
    }
    return reply.send('not cached');
  });
  return { app, renders: () => renders };
}

/**
 * What a test page shows: a product page (/urun/{slug}/{id}) its product in detail, a list
 * (?urunler=1,2) those products' cards, one marked ?herhangi any product, every other page none.
 */
function shownByUrl(url: string): ShownProducts {
  const productId = /^\/urun\/[^/]+\/(\d+)$/.exec(url)?.[1];
  if (productId) return { inDetail: [Number(productId)], all: [Number(productId)] };
  const listed = /[?&]urunler=([\d,]+)/.exec(url)?.[1];
  if (listed) return { inDetail: [], all: listed.split(',').map(Number) };
  return { inDetail: [], all: url.includes('?herhangi') ? null : [] };
}
