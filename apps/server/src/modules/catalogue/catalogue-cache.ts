import { createHash } from 'node:crypto';
import { type ShownProducts, showsAny, showsInDetail } from '../../http/html-cache';

interface Entry {
  value: unknown;
  etag: string;
  expiresAt: number;
  shown: ShownProducts;
  /** What the answer costs the budget: its JSON's length, two bytes a character (UTF-16). */
  bytes: number;
}

export interface Remembered<T> {
  value: T;
  etag: string;
  /** The products the answer shows, which a page built from it shows too. */
  shown: ShownProducts;
}

/** What an answer is about, so that a change drops only the answers it touches. */
export interface AnswerTags<T> {
  /** The one product whose details, stock included, the answer gives (product page, SKU). */
  detailsOf?: number | undefined;
  /**
   * The products whose price, name or picture the answer shows (a list's cards). Without it the
   * answer shows `detailsOf` alone or, without that either, possibly any product.
   */
  shows?: ((value: T) => readonly number[]) | undefined;
}

/** For answers that show no product's price or name (reviews, questions, sales counts). */
export const showsNoProduct = () => [];

function shownBy<T>(value: T, tags: AnswerTags<T>): ShownProducts {
  const inDetail = tags.detailsOf === undefined ? [] : [tags.detailsOf];
  if (tags.shows) return { inDetail, all: tags.shows(value) };
  return { inDetail, all: tags.detailsOf === undefined ? null : inDetail };
}

/** Strong ETag of a JSON-able value's serialisation: a hash of it. */
function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (weak or strong, lists, `*`). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  return text.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * In-process memory of catalogue answers keyed by request, dropped as a whole when the catalogue
 * changes (this process's own writes, or a NOTIFY from the database for anyone else's), only
 * some products' detail answers when nothing but their stock changed, and only the answers
 * showing some products when nothing but their prices changed. A generation number keeps
 * an answer computed before a change from being stored after it, and concurrent misses for one
 * key share a single database round trip.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Remembered<unknown>>>();
  private readonly listeners = new Set<() => void>();
  private readonly productListeners = new Set<(productIds: readonly number[]) => void>();
  private readonly showingListeners = new Set<(productIds: readonly number[]) => void>();
  private generation = 0;
  private bytes = 0;

  constructor(
    /** Bounded by size, not count: one search page can weigh a hundred product answers. */
    private readonly maxBytes = 48 * 1024 * 1024,
    /** Safety net for changes nobody announced (e.g. a lost LISTEN connection). */
    private readonly maxAgeMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answers' estimated weight in memory (their JSON, two bytes a character). */
  get weight(): number {
    return this.bytes;
  }

  /** Forget everything and tell subscribers (the HTML cache) to do the same. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
    this.pending.clear();
    for (const listener of this.listeners) listener();
  }

  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Forget the detail answers of these products (their stock changed, nothing a list shows) and
   * tell subscribers. Answers being computed are not kept, whatever they are about.
   */
  invalidateProducts(productIds: readonly number[]): void {
    this.drop(productIds, showsInDetail);
    for (const listener of this.productListeners) listener(productIds);
  }

  onInvalidateProducts(listener: (productIds: readonly number[]) => void): () => void {
    this.productListeners.add(listener);
    return () => this.productListeners.delete(listener);
  }

  /**
   * Forget every answer showing these products — their details and the lists they appear on —
   * and those that may show any product (their prices changed), and tell subscribers.
   */
  invalidateShowing(productIds: readonly number[]): void {
    this.drop(productIds, showsAny);
    for (const listener of this.showingListeners) listener(productIds);
  }

  onInvalidateShowing(listener: (productIds: readonly number[]) => void): () => void {
    this.showingListeners.add(listener);
    return () => this.showingListeners.delete(listener);
  }

  private drop(
    productIds: readonly number[],
    touches: (shown: ShownProducts, changed: ReadonlySet<number>) => boolean,
  ): void {
    this.generation++;
    this.pending.clear();
    const changed = new Set(productIds);
    for (const [key, entry] of this.entries) {
      if (touches(entry.shown, changed)) this.remove(key);
    }
  }

  /**
   * The stored answer for `key`, or `compute()`'s (then stored). `expiresAt` (epoch ms) lets an
   * answer that depends on time, like a campaign's end, leave the cache on its own. `tags` say
   * which products' changes drop it.
   */
  async remember<T>(
    key: string,
    compute: () => Promise<{ value: T; expiresAt?: number | undefined }>,
    tags: AnswerTags<T> = {},
  ): Promise<Remembered<T>> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      // Re-insert so Map order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { value: hit.value as T, etag: hit.etag, shown: hit.shown };
    }
    if (hit) this.remove(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<Remembered<T>>;

    const generation = this.generation;
    const promise = compute().then(({ value, expiresAt }) => {
      const json = JSON.stringify(value) ?? 'null';
      const etag = etagOf(json);
      const shown = shownBy(value, tags);
      if (generation === this.generation) {
        const limit = this.now() + this.maxAgeMs;
        const until = Math.min(expiresAt ?? limit, limit);
        this.store(key, { value, etag, expiresAt: until, shown, bytes: json.length * 2 });
      }
      return { value, etag, shown };
    });
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    }
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}
