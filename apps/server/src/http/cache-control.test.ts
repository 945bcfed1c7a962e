import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { adminBearer } from '../modules/identity/testing';
import { buildTestApp } from '../test-app';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('Cache-Control of API answers', () => {
  it('keeps answers with personal data out of every cache', async () => {
    const owner = await adminBearer(database, 'owner');
    for (const url of [
      '/api/admin/orders',
      '/api/admin/customers',
      '/api/admin/support-requests',
      '/api/admin/orders-to-pack',
    ]) {
      const response = await app.inject({ url, headers: owner });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    // Refusals and errors too: they say who may see what.
    const refused = await app.inject('/api/admin/customers');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const unknownOrder = await app.inject({ url: '/api/orders/orderdetails/nope' });
    expect(unknownOrder.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknownOrder.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the public catalogue answers their own policy', async () => {
    const list = await app.inject('/api/products/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});
