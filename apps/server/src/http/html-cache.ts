import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, gunzipAsync, gzipAsync } from './gzip';
import type { RenderedPage } from './rendered-page';

/** What a cached answer or page shows of the catalogue, so a change drops only what it touches. */
export interface ShownProducts {
  /** Products shown in detail, stock included: a change of their stock drops it. */
  inDetail: readonly number[];
  /** Every product whose price or name it shows (in detail or on a card); null: maybe any. */
  all: readonly number[] | null;
}

/** A page nothing is known about: it may show any product. */
const ANY_PRODUCT: ShownProducts = { inDetail: [], all: null };

/** True when a change of these products' stock touches what `shown` shows (its details). */
export function showsInDetail(shown: ShownProducts, changed: ReadonlySet<number>): boolean {
  return shown.inDetail.some((id) => changed.has(id));
}

/** True when a change of these products' prices touches what `shown` shows. */
export function showsAny(shown: ShownProducts, changed: ReadonlySet<number>): boolean {
  if (shown.all === null) return true;
  return shown.all.some((id) => changed.has(id)) || showsInDetail(shown, changed);
}

/** Response headers that describe one encoding of the body, not the page. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag']);

interface Entry {
  status: number;
  headers: [string, string][];
  /**
   * The page gzipped, the one copy kept: every client takes gzip, and it weighs ~4.5× less
   * than the HTML (br would save another 5–8 % on the wire but cost a second copy).
   */
  gzipped: Buffer;
  etag: string;
  expiresAt: number;
  shown: ShownProducts;
}

export interface HtmlCacheOptions {
  maxBytes?: number;
  /** Safety net for changes nobody announced; the catalogue invalidates on every change. */
  maxAgeMs?: number;
}

/**
 * Rendered HTML of the shared catalogue pages, keyed by URL and served to every visitor, signed
 * in or with a cart: their personal parts load in the browser (server rendering manages
 * ~300–400 pages/s, a cached page thousands). Only pages that opt in with `Cache-Control:
 * public` are kept; everything is dropped when the catalogue changes, only the pages of some
 * products when nothing but their stock changed (an order: the home page and the lists stay),
 * and only the pages showing some products when nothing but their prices changed.
 */
export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generationNumber = 0;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;

  constructor(options: HtmlCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the kept pages (gzipped). */
  get weight(): number {
    return this.bytes;
  }

  invalidate(): void {
    this.generationNumber++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Drops the pages showing these products in detail; a page rendering meanwhile is not kept. */
  invalidateProducts(productIds: readonly number[]): void {
    this.drop(productIds, showsInDetail);
  }

  /** Drops the pages showing these products at all, and those that may show any product. */
  invalidateShowing(productIds: readonly number[]): void {
    this.drop(productIds, showsAny);
  }

  private drop(
    productIds: readonly number[],
    touches: (shown: ShownProducts, changed: ReadonlySet<number>) => boolean,
  ): void {
    this.generationNumber++;
    const changed = new Set(productIds);
    for (const [key, entry] of this.entries) {
      if (touches(entry.shown, changed)) this.remove(key);
    }
  }

  /**
   * Sends the page kept under `address` (the request's, without click-tracking parameters) for
   * this request; false when there is none. The request is the visitor's own: only its
   * conditional and encoding headers are read.
   */
  async serve(address: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const entry = this.entries.get(address);
    if (!entry) return false;
    if (entry.expiresAt <= Date.now()) {
      this.remove(address);
      return false;
    }
    this.entries.delete(address);
    this.entries.set(address, entry);
    await this.send(request, reply, entry, 'HIT');
    return true;
  }

  /**
   * Keeps a freshly rendered page when it may be shared (200, HTML, `Cache-Control: public`,
   * no cookie set) and sends it. Returns false, having sent nothing, when it may not be kept.
   * `generation` is the value read before rendering: a page rendered from data that changed
   * meanwhile is sent but not kept. `shown`: the products the page shows.
   */
  async storeAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    generation: number,
    shown: ShownProducts = ANY_PRODUCT,
  ): Promise<boolean> {
    const cacheControl = page.headers.get('cache-control') ?? '';
    const shareable =
      request.method === 'GET' &&
      page.status === 200 &&
      /^text\/html/.test(page.headers.get('content-type') ?? '') &&
      /\bpublic\b/.test(cacheControl) &&
      !page.headers.has('set-cookie');
    if (!shareable) return false;
    const body = page.body;
    const headers: [string, string][] = [];
    for (const [key, value] of page.headers) {
      if (!BODY_HEADERS.has(key)) headers.push([key, value]);
    }
    const gzipped = await gzipKept(body);
    const entry: Entry = {
      status: page.status,
      headers,
      gzipped,
      // Of the gzipped copy: the same page gzips to the same bytes, and a quarter of them to hash.
      etag: `"${createHash('sha1').update(gzipped).digest('base64url')}"`,
      expiresAt: Date.now() + this.maxAgeMs,
      shown,
    };
    if (generation === this.generationNumber && entry.gzipped.length < this.maxBytes / 8) {
      this.remove(request.url);
      this.entries.set(request.url, entry);
      this.bytes += entry.gzipped.length;
      this.evict();
    }
    await this.send(request, reply, entry, 'MISS', body);
    return true;
  }

  /**
   * `plain`: the page's HTML when at hand (just rendered); else a client without gzip (rare: no
   * browser) gets it unzipped from the kept copy.
   */
  private async send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    state: 'HIT' | 'MISS',
    plain?: Buffer,
  ): Promise<void> {
    reply.status(entry.status);
    for (const [key, value] of entry.headers) reply.header(key, value);
    reply.header('etag', entry.etag);
    // The same page for every visitor: it does not vary by cookie.
    reply.header('vary', 'Accept-Encoding');
    reply.header('x-html-cache', state);
    if (ifNoneMatch(request.headers['if-none-match'], entry.etag)) {
      reply.status(304);
      return reply.send();
    }
    if (acceptsGzip(request.headers['accept-encoding'])) {
      reply.header('content-encoding', 'gzip');
      return reply.send(entry.gzipped);
    }
    return reply.send(plain ?? (await gunzipAsync(entry.gzipped)));
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.gzipped.length;
    this.entries.delete(key);
  }

  private evict(): void {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.remove(oldest);
    }
  }
}

/**
 * The page gzipped into a Buffer of its own size. A Buffer may be a slice of a bigger block
 * (Buffer's shared 8 KB pool, or zlib's output chunk), and a kept slice keeps the whole block,
 * which the cache's byte budget would not count.
 */
async function gzipKept(body: Buffer): Promise<Buffer> {
  const gzipped = await gzipAsync(body, 9);
  if (gzipped.byteLength === gzipped.buffer.byteLength) return gzipped;
  // Not Buffer.from(gzipped): small copies land in Buffer's shared 8 KB pool, a slice again.
  const own = new Uint8Array(gzipped.byteLength);
  own.set(gzipped);
  return Buffer.from(own.buffer);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
