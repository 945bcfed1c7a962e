import type { SharedCounter } from '../marketplaces/index';
import { InvoiceError } from './provider';

/** Paraşüt's limit: 10 requests per 10 seconds per company. */
export const PARASUT_LIMIT = { max: 10, windowMs: 10_000 } as const;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface InvoiceLimiterOptions {
  limit?: { max: number; windowMs: number };
  /** Give up (rate-limited error, the job retries later) after waiting this long (default 30 s). */
  maxWaitMs?: number;
  /**
   * No request starts in the last `marginMs` of a window (default a tenth of it: 1 s of
   * Paraşüt's 10), so one slowed on its way still lands in the window that counted it.
   */
  marginMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * One limiter for every process: each call takes a slot in the company's window in the shared
 * counter store (Redis when REDIS_URL is set, else PostgreSQL). Windows are aligned to the clock
 * (window n covers [n·10 s, (n+1)·10 s)), the way Rails' Rack::Attack counts, so processes and
 * the provider agree on where a window starts; a full window waits for the next one.
 */
export class InvoiceLimiter {
  private readonly limit: { max: number; windowMs: number };
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly marginMs: number;

  constructor(
    private readonly counter: SharedCounter,
    options: InvoiceLimiterOptions = {},
  ) {
    this.limit = options.limit ?? PARASUT_LIMIT;
    this.maxWaitMs = options.maxWaitMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
    this.marginMs = options.marginMs ?? Math.floor(this.limit.windowMs / 10);
  }

  async take(key: string): Promise<void> {
    let waited = 0;
    for (;;) {
      const window = Math.floor(this.now() / this.limit.windowMs);
      const { count } = await this.counter.hit(`invoicing:${key}:${window}`, this.limit.windowMs);
      const end = (window + 1) * this.limit.windowMs;
      // A slot only counts when the request will still reach the provider inside its window:
      // the counter call itself may have waited (a busy pool), and the request takes time too.
      if (count <= this.limit.max && this.now() < end - this.marginMs) return;
      const wait = Math.max(end - this.now(), 0) + 5;
      if (waited + wait > this.maxWaitMs) {
        throw new InvoiceError(
          'rate-limited',
          'Muhasebe servisinin istek sınırına ulaşıldı; biraz sonra yeniden denenecek.',
          429,
          [],
          wait,
        );
      }
      await this.sleep(wait);
      waited += wait;
    }
  }
}
