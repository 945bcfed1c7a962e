/**
 * Shared fixed-window counters: Redis when REDIS_URL is set, else the database. Never process
 * memory alone, so every server process behind a load balancer sees the same counts.
 */
export interface CounterStore {
  readonly kind: 'redis' | 'database';
  /**
   * Adds one to `key`'s counter and returns the new count. The first hit opens a window of
   * `windowMs`; the count starts again at 1 after it ends.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}
