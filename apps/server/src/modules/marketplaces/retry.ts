import { MarketplaceError } from './marketplace';

export interface RetryOptions {
  /** Attempts in all, the first included (default 4). */
  attempts?: number;
  /** First wait; doubles each time with jitter (default 500 ms). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a marketplace call, trying again with exponential backoff on 429 and 5xx/timeouts only.
 * A refusal of the content (any other 4xx), bad credentials or an unreadable answer is thrown at
 * once: sending the same thing again would only be refused again. A 429's Retry-After is
 * honoured when it is longer than the backoff and within its cap; past the cap it is thrown.
 */
export async function withRetry<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 4;
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 10_000;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof MarketplaceError) || !error.retryable || attempt >= attempts)
        throw error;
      // A wait longer than the backoff's cap (an hourly limit's Retry-After) is not spent holding
      // a request or a job worker: the refusal goes up, and the caller or the job tries later.
      if ((error.retryAfterMs ?? 0) > max) throw error;
      const backoff = Math.min(max, base * 2 ** (attempt - 1));
      const jittered = backoff / 2 + Math.random() * (backoff / 2);
      await sleep(Math.max(jittered, error.retryAfterMs ?? 0));
    }
  }
}
