import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { CART_COOKIE } from '../modules/cart/index';
import { seedTestCatalogue, type TestCatalogue } from '../modules/cart/testing';
import { buildTestApp } from '../test-app';

let database: DatabaseHandle;
let catalogue: TestCatalogue;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  catalogue = await seedTestCatalogue(database.db);
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

/** The cart cookie a first add sets; the request comes over plain http (TLS ended at a proxy). */
async function cartCookie(app: FastifyInstance) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/items',
    payload: { skuId: catalogue.sheet, qty: 1 },
  });
  expect(added.statusCode).toBe(200);
  return added.cookies.find((cookie) => cookie.name === CART_COOKIE);
}

describe('an https:// PUBLIC_URL (README: Secure cookies and HSTS follow from it)', () => {
  it('sends HSTS and Secure cookies, even on a request the proxy passed on over http', async () => {
    const app = await shop({ PUBLIC_URL: 'https://magaza.example', SANDBOX: 'on' });
    const health = await app.inject('/api/health');
    expect(health.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(await cartCookie(app)).toMatchObject({ secure: true, httpOnly: true });
  });

  it('sends neither on a local http:// shop', async () => {
    const app = await shop({ PUBLIC_URL: 'http://localhost:3000' });
    const health = await app.inject('/api/health');
    expect(health.headers).not.toHaveProperty('strict-transport-security');
    expect((await cartCookie(app))?.secure).toBeFalsy();
  });
});
