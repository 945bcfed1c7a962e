import { type MarketplaceCode, MarketplaceError } from './marketplace';

/**
 * The counter the limiter counts with: the identity area's shared store (Redis when REDIS_URL
 * is set, else PostgreSQL), so every server process and job worker sees the same counts.
 */
export interface SharedCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

/** A marketplace limit: at most `max` calls per `windowMs` for the bucket. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface LimiterOptions {
  /** Wait for the window to reopen up to this long before giving up (default 15 s). */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One limiter for all processes: before each call the client takes a slot in its bucket's
 * window (e.g. `trendyol:brands` 50/min). A full window waits for the next one when that is
 * soon enough, else refuses with a rate-limited {@link MarketplaceError} the job retries later.
 */
export class MarketplaceLimiter {
  private readonly maxWaitMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly counter: SharedCounter,
    private readonly namespace = 'marketplace',
    options: LimiterOptions = {},
  ) {
    this.maxWaitMs = options.maxWaitMs ?? 15_000;
    this.sleep = options.sleep ?? defaultSleep;
  }

  async take(marketplace: MarketplaceCode, bucket: string, limit: RateLimit): Promise<void> {
    let waited = 0;
    for (;;) {
      const { count, resetInMs } = await this.counter.hit(
        `${this.namespace}:${marketplace}:${bucket}`,
        limit.windowMs,
      );
      if (count <= limit.max) return;
      const wait = Math.max(resetInMs, 1) + Math.floor(Math.random() * 50);
      if (waited + wait > this.maxWaitMs)
        throw new MarketplaceError(
          marketplace,
          'rate-limited',
          'Pazaryeri istek sınırına ulaşıldı; biraz sonra yeniden denenecek.',
          429,
          [],
          resetInMs,
        );
      await this.sleep(wait);
      waited += wait;
    }
  }
}

/** An in-memory counter for one process (unit tests of clients; never the app). */
export class LocalCounter implements SharedCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number) {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }
}
