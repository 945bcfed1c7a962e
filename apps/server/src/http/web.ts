import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  guardForPath,
  isSharedPage,
  loginPathForGuard,
  roleCanOpenPath,
  type WebLoadContext,
} from '@carsi/contract';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { NO_STORE } from './cache-control';
import { isUnsafePageAddress } from './control-characters';
import { acceptsGzip, gzipAsync } from './gzip';
import type { HtmlCache, ShownProducts } from './html-cache';
import { type RenderedPage, readRenderedPage } from './rendered-page';

export interface WebOptions {
  /** apps/web/build: `server/index.js` and `client/`. */
  buildDir: string;
  /** The context of one render; `sharedPage` renders get a request without the visitor's cookies. */
  loadContext: (request: FastifyRequest, sharedPage: boolean) => Promise<WebLoadContext>;
  mode: 'development' | 'production' | 'test';
  /** Shared catalogue pages that opt in (Cache-Control: public) are served from here. */
  htmlCache?: HtmlCache | undefined;
  /** The products a rendered page showed, which its cached copy depends on. */
  productsShownBy?: (context: WebLoadContext) => ShownProducts;
  /** A page's Content-Security-Policy for its script nonce (security-headers.ts). */
  contentSecurityPolicy?: ((nonce: string) => string) | undefined;
}

export function webBuildExists(buildDir: string): boolean {
  return existsSync(path.join(buildDir, 'server', 'index.js'));
}

/**
 * Query parameters that ad and mail links add to say where a click came from. No page renders
 * them: the browser reads them from its own address (consent/consent-store.ts keeps Meta's click
 * id). Every ad click carries a fresh `fbclid` or `gclid`, so with them in the address each one
 * missed the HTML cache and cost a full render.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'igshid',
  'srsltid',
  '_ga',
  '_gl',
  'mc_cid',
  'mc_eid',
]);

const isTrackingParam = (name: string) => name.startsWith('utm_') || TRACKING_PARAMS.has(name);

/** The address without its click-tracking parameters (the others stay, in their order). */
export function withoutTrackingParams(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  const names = [...params.keys()];
  if (!names.some(isTrackingParam)) return url;
  for (const name of names) if (isTrackingParam(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `${url.slice(0, question)}?${rest}` : url.slice(0, question);
}

/**
 * The request as an anonymous visitor makes it (no cookies, no credentials, no click-tracking
 * parameters): what a shared page is rendered from and cached by, so the one cached copy holds
 * nothing of whoever asked first and answers every ad click. `sharedUrl` is that address
 * (`withoutTrackingParams`), which the caller has already worked out to look up the cached copy.
 */
export function withoutVisitor(request: FastifyRequest, sharedUrl: string): FastifyRequest {
  // The headers that say who the visitor is are left out.
  const { cookie: _cookie, authorization: _authorization, ...headers } = request.headers;
  return Object.create(request, {
    headers: { value: headers },
    cookies: { value: {} },
    url: { value: sharedUrl },
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** A short Turkish page for an address no page can answer (control characters, bad encoding). */
const BAD_ADDRESS_PAGE =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Geçersiz adres | Çarşı</title>' +
  '<meta name="robots" content="noindex"></head><body><main><h1>Geçersiz adres</h1>' +
  '<p>Bu adres geçersiz karakterler içeriyor.</p><p><a href="/">Ana sayfaya dön</a></p></main></body></html>';

/**
 * The address with its path's empty segments collapsed (`//` → `/`, `/sepet//x` → `/sepet/x`);
 * null when it has none. A page is never at such a path, and a leading `//` is worse than a typo:
 * `new URL` reads it as another host (`//evil.com` rendered the home page; `//` threw "Invalid
 * URL", a 500). The collapsed path can never start with `//`, so the redirect stays on this site.
 */
export function collapsedSlashes(url: string): string | null {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  if (!path.includes('//')) return null;
  return path.replace(/\/{2,}/g, '/') + (question === -1 ? '' : url.slice(question));
}

/** Status, headers and cookies of a render's answer onto the reply. */
function replyWithHead(reply: FastifyReply, status: number, headers: Headers): void {
  reply.status(status);
  for (const [key, value] of headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Below this a page goes out as it is: gzip would save less than its own cost. */
const GZIP_FROM_BYTES = 1024;

/**
 * A page goes out in one piece, with its length: streamed, React's many small chunks each took
 * a round trip through the compression threads (cart page under load 147–166 → 192–217 pages/s).
 * It is gzipped here in one call, as the HTML cache gzips a shared page: left to
 * @fastify/compress, a page over its in-thread size limit went through a readable stream and a
 * zlib stream and out in chunks, ~10 % of a cart page's time on the render's thread.
 */
export async function sendPage(reply: FastifyReply, page: RenderedPage) {
  replyWithHead(reply, page.status, page.headers);
  const accepted = acceptsGzip(reply.request.headers['accept-encoding']);
  if (page.body.length < GZIP_FROM_BYTES || !accepted) return reply.send(page.body);
  const gzipped = await gzipAsync(page.body);
  const vary = reply.getHeader('vary');
  if (!/\baccept-encoding\b/i.test(String(vary ?? ''))) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  // @fastify/compress leaves an answer that already has its encoding alone.
  return reply.header('content-encoding', 'gzip').send(gzipped);
}

/** Any other answer of the render (client navigation's data, exports) streams as it comes. */
export function sendWebResponse(reply: FastifyReply, response: Response) {
  replyWithHead(reply, response.status, response.headers);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}

/**
 * React Router 8 hands loaders a RouterContextProvider; its keys are compared by identity, so the
 * server fills the key the web app itself created (root.tsx re-exports it as `webContext`).
 */
function webContextKey(build: ServerBuild): RouterContext<WebLoadContext> {
  const root = build.routes.root?.module as { webContext?: RouterContext<WebLoadContext> };
  const key = root?.webContext;
  if (!key) throw new Error('The web build does not export webContext from root.tsx');
  return key;
}

interface PageAddress {
  pathname: string;
  search: string;
  isData: boolean;
}

/**
 * The page a request is for. Client-side navigation asks for `/path.data` (`/_root.data` for
 * `/`) with React Router's own `_routes` parameter: guards must judge the page's path.
 */
function pageAddressOf(url: string): PageAddress {
  const [path = '/', query = ''] = url.split('?');
  const isData = path.endsWith('.data');
  const pathname = !isData ? path : path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
  if (query === '') return { pathname, search: '', isData };
  const params = new URLSearchParams(query);
  params.delete('_routes');
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return { pathname, search, isData };
}

/**
 * A document request for a shared catalogue page: the same for everyone, so one cached copy
 * answers it whatever the cookies. (Client-side navigation's `.data` requests are rendered
 * for the visitor: they carry the root's personal parts and are never cached.)
 */
export function isSharedPageRequest(request: FastifyRequest): boolean {
  return isSharedPageAddress(request.method, pageAddressOf(request.url));
}

function isSharedPageAddress(method: string, { pathname, isData }: PageAddress): boolean {
  return (method === 'GET' || method === 'HEAD') && !isData && isSharedPage(pathname);
}

/**
 * A guard's redirect. A data request gets it the way React Router's client expects one (204 and
 * X-Remix-Redirect, with a full document load), not a 302 the fetch would follow to HTML.
 */
function redirectPage(reply: FastifyReply, isData: boolean, location: string) {
  if (!isData) return reply.redirect(location, 302);
  return reply
    .status(204)
    .header('x-remix-redirect', location)
    .header('x-remix-status', '302')
    .header('x-remix-reload-document', 'true')
    .send();
}

/**
 * Serves the React Router app: built assets, then server-side rendering for every other GET
 * and form POST. Guarded areas redirect on the server, before any JavaScript runs.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const clientDir = path.join(options.buildDir, 'client');
  const build = (await import(
    pathToFileURL(path.join(options.buildDir, 'server', 'index.js')).href
  )) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);
  const webContext = webContextKey(build);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  await app.register(async (pages) => {
    // Pages read their own bodies (form posts): hand the raw stream to React Router.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (isUnsafePageAddress(request.url)) {
          return reply.status(400).type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE);
        }
        const collapsed = collapsedSlashes(request.url);
        if (collapsed !== null) {
          // 308 keeps a form post's method and body; a browser's GET gets the usual 301.
          const reading = request.method === 'GET' || request.method === 'HEAD';
          return reply.redirect(collapsed, reading ? 301 : 308);
        }
        const address = pageAddressOf(request.url);
        const { pathname, search, isData } = address;
        const shared = isSharedPageAddress(request.method, address);
        const cache = shared ? options.htmlCache : undefined;
        // A shared page is kept and rendered under its address without click-tracking parameters.
        const sharedUrl = shared ? withoutTrackingParams(request.url) : request.url;
        if (cache && (await cache.serve(sharedUrl, request, reply))) return reply;
        // Built only for a render: a page served from the cache needs no anonymous request.
        const page = shared ? withoutVisitor(request, sharedUrl) : request;
        const generation = cache?.generation ?? 0;
        const context = await options.loadContext(page, shared);
        const guard = guardForPath(pathname);
        if (guard !== 'none' && context.principal?.kind !== guard) {
          const next = encodeURIComponent(`${pathname}${search}`);
          return redirectPage(reply, isData, `${loginPathForGuard[guard]}?sonra=${next}`);
        }
        // An admin also needs a role that may open this area (the owner opens every area).
        const role = context.principal?.role;
        if (guard === 'admin' && role && !roleCanOpenPath(role, pathname)) {
          return redirectPage(reply, isData, '/admin-panel/anasayfa?yetki=yok');
        }
        // A page rendered for its visitor (the back office, accounts, cart, checkout) shows
        // their data: kept by no browser or proxy, unless the route sets its own policy.
        if (!shared) reply.header('cache-control', NO_STORE);
        const response = await handle(
          toWebRequest(page, reply),
          new RouterContextProvider(new Map([[webContext, context]])),
        );
        const rendered = await readRenderedPage(response, options.contentSecurityPolicy);
        if (!rendered) return sendWebResponse(reply, response);
        if (cache) {
          const shown = options.productsShownBy?.(context);
          if (await cache.storeAndSend(page, reply, rendered, generation, shown)) return reply;
        }
        return sendPage(reply, rendered);
      },
    });
  });
}
