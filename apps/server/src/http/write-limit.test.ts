import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { buildTestApp } from '../test-app';

let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function shop(env: Record<string, string>) {
  const app = await buildTestApp(database, { env });
  apps.push(app);
  return app;
}

/** A fresh address per test, so runs sharing one Redis never count each other's writes. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const write = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/checkorderphone',
    payload: { phone: '0532 123 45 67' },
    remoteAddress: ip,
  });

describe('the per-IP limit on API writes', () => {
  it('is on by default at 120 writes a minute', () => {
    expect(loadConfig({}).apiWritesPerMinute).toBe(120);
    expect(() => loadConfig({ API_WRITES_PER_MINUTE: '-1' })).toThrow(/API_WRITES_PER_MINUTE/);
  });

  it('answers 429 in Turkish past the limit, for that address and for writes only', async () => {
    const app = await shop({ API_WRITES_PER_MINUTE: '3' });
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await write(app, ip)).statusCode).toBe(200);
    const refused = await write(app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Çok fazla istek gönderildi, lütfen biraz sonra tekrar deneyin.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reads go on, and so do other shoppers' writes.
    const read = await app.inject({ url: '/api/health', remoteAddress: ip });
    expect(read.statusCode).toBe(200);
    expect((await write(app, freshIp())).statusCode).toBe(200);
  });

  it('behind a proxy (TRUST_PROXY=1), counts the address the proxy saw, not one the client wrote', async () => {
    const app = await shop({ API_WRITES_PER_MINUTE: '3', TRUST_PROXY: '1' });
    const proxy = freshIp();
    const client = freshIp();
    // The proxy appends the address it saw; whatever the client sent stays on the left.
    const throughProxy = (spoofed: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/checkorderphone',
        payload: { phone: '0532 123 45 67' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
      });
    for (let i = 0; i < 3; i += 1) expect((await throughProxy(freshIp())).statusCode).toBe(200);
    expect((await throughProxy(freshIp())).statusCode).toBe(429);
    // Another shopper behind the same proxy writes on.
    const other = await app.inject({
      method: 'POST',
      url: '/api/orders/checkorderphone',
      payload: { phone: '0532 123 45 67' },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(other.statusCode).toBe(200);
  });

  it("with the proxy's address (TRUST_PROXY=<address>), believes only that proxy's header", async () => {
    const proxy = freshIp();
    const app = await shop({ API_WRITES_PER_MINUTE: '2', TRUST_PROXY: proxy });
    const from = (remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/checkorderphone',
        payload: { phone: '0532 123 45 67' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // A client that reaches the shop directly counts as itself, whatever it writes.
    const direct = freshIp();
    for (let i = 0; i < 2; i += 1) expect((await from(direct, freshIp())).statusCode).toBe(200);
    expect((await from(direct, freshIp())).statusCode).toBe(429);
    // Through the proxy, the address it appended is the client's.
    const client = freshIp();
    for (let i = 0; i < 2; i += 1)
      expect((await from(proxy, `${freshIp()}, ${client}`)).statusCode).toBe(200);
    expect((await from(proxy, `${freshIp()}, ${client}`)).statusCode).toBe(429);
  });

  it('without a proxy setting, ignores X-Forwarded-For altogether', async () => {
    const app = await shop({ API_WRITES_PER_MINUTE: '3' });
    const ip = freshIp();
    const spoofing = () =>
      app.inject({
        method: 'POST',
        url: '/api/orders/checkorderphone',
        payload: { phone: '0532 123 45 67' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': freshIp() },
      });
    for (let i = 0; i < 3; i += 1) expect((await spoofing()).statusCode).toBe(200);
    expect((await spoofing()).statusCode).toBe(429);
  });

  it.runIf(process.env.REDIS_URL)('counts across server processes in Redis', async () => {
    const env = { API_WRITES_PER_MINUTE: '3', REDIS_URL: process.env.REDIS_URL ?? '' };
    const [one, two] = [await shop(env), await shop(env)];
    const ip = freshIp();
    expect((await write(one, ip)).statusCode).toBe(200);
    expect((await write(two, ip)).statusCode).toBe(200);
    expect((await write(one, ip)).statusCode).toBe(200);
    expect((await write(two, ip)).statusCode).toBe(429);
  });

  it.runIf(process.env.REDIS_URL)(
    'costs a write one Redis round trip and a read none',
    async () => {
      const app = await shop({
        API_WRITES_PER_MINUTE: '100',
        REDIS_URL: process.env.REDIS_URL ?? '',
      });
      // The first command on a connection loads the limit's script.
      expect((await write(app, freshIp())).statusCode).toBe(200);
      const monitor = await new Redis(process.env.REDIS_URL ?? '').monitor();
      const ip = freshIp();
      const seen: string[] = [];
      monitor.on('monitor', (_time: string, args: string[], source: string) => {
        // Commands the script runs inside Redis are listed too (source 'lua'): no round trips.
        if (source !== 'lua' && args.some((arg) => arg.includes(ip))) {
          seen.push(String(args[0]).toLowerCase());
        }
      });
      try {
        expect((await write(app, ip)).statusCode).toBe(200);
        expect((await write(app, ip)).statusCode).toBe(200);
        expect((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
        await expect.poll(() => seen.length).toBe(2);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(seen).toEqual(['evalsha', 'evalsha']);
      } finally {
        monitor.disconnect();
      }
    },
  );
});
