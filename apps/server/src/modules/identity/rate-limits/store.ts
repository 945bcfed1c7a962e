import { errorCodes } from '@carsi/contract';
import { AppError } from '../../../http/errors';

/**
 * Shared fixed-window counters: Redis when REDIS_URL is set, else the database. Never process
 * memory alone, so every server process behind a load balancer sees the same counts.
 */
export interface CounterStore {
  readonly kind: 'redis' | 'database';
  /**
   * Adds one to `key`'s counter and returns the new count. The first hit opens a window of
   * `windowMs`; the count starts again at 1 after it ends. Throws {@link CounterStoreUnavailable}
   * when the store cannot be reached.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Throws when the store cannot be reached (readiness check). */
  health(): Promise<void>;
  close(): Promise<void>;
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'Hizmet şu anda kullanılamıyor, lütfen biraz sonra tekrar deneyin.';

/**
 * The counter store is down: limits cannot be checked, so the request is refused with a 503 the
 * shopper may retry, instead of a 500 (or of letting unlimited attempts through).
 */
export class CounterStoreUnavailable extends AppError {
  constructor(cause: unknown) {
    super(503, errorCodes.unavailable, SERVICE_UNAVAILABLE_MESSAGE);
    this.cause = cause;
    this.headers = { 'retry-after': '5' };
  }
}
