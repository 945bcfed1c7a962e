import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { openTestDatabase } from '../../../db/test-database';
import { DatabaseCounterStore } from './database-store';
import { limits, RateLimiter } from './limits';
import { RedisCounterStore } from './redis-store';
import type { CounterStore } from './store';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const redisUrl = process.env.REDIS_URL;
const unique = () => `test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The same checks for every store; the Redis one runs when REDIS_URL is set (as in CI). */
const stores: [string, () => CounterStore][] = [
  ['database', () => new DatabaseCounterStore(database.db)],
  ...(redisUrl
    ? [
        ['redis', () => new RedisCounterStore(redisUrl, `carsi:${unique()}`)] as [
          string,
          () => CounterStore,
        ],
      ]
    : []),
];

describe.each(stores)('%s counter store', (_name, makeStore) => {
  it('counts hits in a window and starts again after it', async () => {
    const store = makeStore();
    const key = unique();
    expect((await store.hit(key, 300)).count).toBe(1);
    const second = await store.hit(key, 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await store.hit(key, 300)).count).toBe(1);
    await store.close();
  });

  it('adds up concurrent hits exactly', async () => {
    const store = makeStore();
    const key = unique();
    const results = await Promise.all(Array.from({ length: 25 }, () => store.hit(key, 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    await store.close();
  });

  it('turns an exceeded limit into a 429 with Retry-After', async () => {
    const store = makeStore();
    const limiter = new RateLimiter(store);
    const rule = {
      name: unique(),
      max: 2,
      windowMs: 30_000,
      code: 'X',
      message: (s: number) => `${s}`,
    };
    await limiter.consume(rule, 'a');
    await limiter.consume(rule, 'a');
    await expect(limiter.consume(rule, 'a')).rejects.toMatchObject({
      statusCode: 429,
      code: 'X',
      headers: { 'retry-after': expect.stringMatching(/^(29|30)$/) },
    });
    // Other subjects have their own count.
    await expect(limiter.consume(rule, 'b')).resolves.toBeUndefined();
    await store.close();
  });
});

describe('database counter store', () => {
  it('prunes ended windows', async () => {
    const store = new DatabaseCounterStore(database.db);
    const key = unique();
    await store.hit(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.prune();
    const rows = await database.db.query.rateLimitCounters.findMany();
    expect(rows.some((r) => r.key === key)).toBe(false);
  });
});

describe('per-IP limits switched off (IP_RATE_LIMITS=off, end-to-end runs)', () => {
  it('skips the per-IP rules and keeps the per-phone ones', async () => {
    const store = new DatabaseCounterStore(database.db);
    const limiter = new RateLimiter(store, { perIp: false });
    const ip = unique();
    for (let i = 0; i < limits.smsPerIp.max + 5; i++) {
      await limiter.consume(limits.smsPerIp, ip);
    }
    const phone = unique();
    await limiter.consume(limits.smsResend, phone);
    await expect(limiter.consume(limits.smsResend, phone)).rejects.toMatchObject({
      statusCode: 429,
    });
    // Switched on (the default), the same IP is stopped at the limit.
    const guarded = new RateLimiter(store);
    for (let i = 0; i < limits.smsPerIp.max; i++) await guarded.consume(limits.smsPerIp, ip);
    await expect(guarded.consume(limits.smsPerIp, ip)).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('the gap between two sign-in codes (SMS_RESEND_SECONDS)', () => {
  it('lets a second code go after the configured seconds, not a minute', async () => {
    const store = new DatabaseCounterStore(database.db);
    const limiter = new RateLimiter(store, { perIp: true, smsResendSeconds: 1 });
    expect(limiter.windowMs(limits.smsResend)).toBe(1_000);
    // Other rules keep their own windows.
    expect(limiter.windowMs(limits.smsPerPhone)).toBe(limits.smsPerPhone.windowMs);
    const phone = unique();
    await limiter.consume(limits.smsResend, phone);
    await expect(limiter.consume(limits.smsResend, phone)).rejects.toMatchObject({
      statusCode: 429,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(limiter.consume(limits.smsResend, phone)).resolves.toBeUndefined();
  });
});
