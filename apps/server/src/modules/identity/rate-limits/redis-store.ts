import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type CounterStore, CounterStoreUnavailable } from './store';

// INCR, and start the window on the first hit; PTTL tells the caller when it ends. One script so
// the count and its expiry can never be split by a crash between two commands.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** A command (queued while connecting included) fails after this long instead of hanging. */
const COMMAND_TIMEOUT_MS = 1_000;
/** Connection states after a lost or refused connection: commands fail at once, not queued. */
const DOWN = new Set(['reconnecting', 'close', 'end']);

/** Counters in Redis under `{prefix}:{key}`, shared by every server process using that Redis. */
export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private lastError: unknown = null;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.redis = new Redis(url, {
      // While Redis is down a request is answered 503 at once (see DOWN); a command sent while
      // the first connection is still being made waits at most COMMAND_TIMEOUT_MS.
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      // Reconnect quickly, then every 2 s at most, for as long as the process lives.
      retryStrategy: (times) => Math.min(times * 100, 2_000),
    });
    // Logged once per outage (not once per reconnect attempt), and once when it comes back.
    this.redis.on('error', (error) => {
      if (this.lastError === null) this.log?.error({ err: error }, 'redis connection failed');
      this.lastError = error;
    });
    this.redis.on('ready', () => {
      if (this.lastError !== null) this.log?.info('redis connection restored');
      this.lastError = null;
    });
  }

  async hit(key: string, windowMs: number) {
    const result = (await this.run(() =>
      this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}:${key}`, windowMs),
    )) as [number, number];
    return { count: Number(result[0]), resetInMs: Math.max(0, Number(result[1])) };
  }

  async health(): Promise<void> {
    await this.run(() => this.redis.ping());
  }

  async close(): Promise<void> {
    if (DOWN.has(this.redis.status)) return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Runs one command; any failure becomes CounterStoreUnavailable (a 503 for the caller). */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (DOWN.has(this.redis.status)) {
      throw new CounterStoreUnavailable(this.lastError ?? new Error(`redis ${this.redis.status}`));
    }
    try {
      return await command();
    } catch (error) {
      // Connection failures were logged by the 'error' handler; a failing command is news.
      if (this.lastError === null) this.log?.error({ err: error }, 'redis command failed');
      throw new CounterStoreUnavailable(error);
    }
  }
}
