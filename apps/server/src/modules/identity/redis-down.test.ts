import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { RedisCounterStore } from './rate-limits/redis-store';
import { CounterStoreUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './rate-limits/store';
import { lastCode, smsTo, startTestShop, type TestShop, testPhone } from './test-support';

// Port 1 is never a Redis: connections are refused at once, as when Redis is down.
const DEAD_REDIS = 'redis://127.0.0.1:1';

let database: DatabaseHandle;
let shop: TestShop;

beforeAll(async () => {
  database = await openTestDatabase();
  shop = await startTestShop({ database, env: { REDIS_URL: DEAD_REDIS } });
});
afterAll(async () => {
  await shop.close();
  await database.close();
});

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};

describe('sign-in while Redis is down', () => {
  it('answers 503 with a Turkish "try again" at once, sends no SMS', async () => {
    const phone = testPhone();
    const { result: response, ms } = await timed(() =>
      shop.app.inject({
        method: 'POST',
        url: '/api/users/smscode',
        payload: { phone },
        remoteAddress: '10.9.0.1',
      }),
    );
    expect(ms).toBeLessThan(1_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe(
      'Hizmet şu anda kullanılamıyor, lütfen biraz sonra tekrar deneyin.',
    );
    expect(await smsTo(shop.app, phone)).toHaveLength(0);
  });

  it('checking a code answers 503 too, never 500', async () => {
    const { result: response, ms } = await timed(() =>
      shop.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { credentials: { phone: testPhone(), code: '123456' } },
        remoteAddress: '10.9.0.2',
      }),
    );
    expect(ms).toBeLessThan(1_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });

  it('pages that need no counter still work', async () => {
    expect((await shop.app.inject('/api/health/live')).statusCode).toBe(200);
    expect((await shop.app.inject('/api/products/')).statusCode).toBe(200);
  });
});

describe('Redis counter store that cannot connect', () => {
  it('fails the first command within its timeout, and later ones at once', async () => {
    const store = new RedisCounterStore(DEAD_REDIS, 'carsi:test');
    try {
      const first = await timed(() => store.hit('k', 1_000).catch((error: unknown) => error));
      expect(first.result).toBeInstanceOf(CounterStoreUnavailable);
      expect(first.ms).toBeLessThan(1_500);
      const later = await timed(() => store.hit('k', 1_000).catch((error: unknown) => error));
      expect(later.result).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(later.ms).toBeLessThan(50);
      await expect(store.health()).rejects.toBeInstanceOf(CounterStoreUnavailable);
    } finally {
      await store.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('Redis counter store that works', () => {
  it('signs in as before', async () => {
    const working = await startTestShop({ database });
    try {
      const phone = testPhone();
      const sent = await working.app.inject({
        method: 'POST',
        url: '/api/users/smscode',
        payload: { phone },
        remoteAddress: '10.9.0.3',
      });
      expect(sent.statusCode).toBe(200);
      const code = await lastCode(working.app, phone);
      const signedIn = await working.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { credentials: { phone, code } },
        remoteAddress: '10.9.0.3',
      });
      expect(signedIn.statusCode).toBe(200);
      expect((await working.app.inject('/api/health/ready')).statusCode).toBe(200);
    } finally {
      await working.close();
    }
  });
});
