import { Redis } from 'ioredis';
import type { CounterStore } from './store';

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

/** Counters in Redis under `{prefix}:{key}`, shared by every server process using that Redis. */
export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      // A command waits through at most two reconnect attempts, then fails (→ 500, logged)
      // instead of hanging a sign-in behind a dead connection.
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
    });
    // Connection errors surface on the failing command; the default handler would only log them.
    this.redis.on('error', () => {});
  }

  async hit(key: string, windowMs: number) {
    const result = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}:${key}`, windowMs)) as [
      number,
      number,
    ];
    return { count: Number(result[0]), resetInMs: Math.max(0, Number(result[1])) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
