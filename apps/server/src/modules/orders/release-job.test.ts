import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orders } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, testVisitor } from '../cart/testing';
import { holdReleaseQueue } from './release';
import { orderBody } from './test-order';

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

describe('hold release on the job queue', () => {
  it('is scheduled, and its scheduled job cancels an order whose payment hold ran out', async () => {
    const catalogue = await seedTestCatalogue(database.db);
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    await app.jobs.drain({ includeSchedules: true });
    const status = async () =>
      (await database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]?.orderStatus;
    expect(await status()).toBe('NEW');

    await database.db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.orderId));
    await app.jobs.drain();
    expect(await status()).toBe('NEW');
    await app.jobs.drain({ includeSchedules: true });
    expect(await status()).toBe('CANCELLED');

    const stats = await app.jobs.stats();
    expect(stats.map((s) => s.queue)).toEqual(
      expect.arrayContaining([holdReleaseQueue.name, 'identity-housekeeping']),
    );
    // Only the schedules this test drives: the order's SMS has a queue of its own, and this
    // app does not listen, so its stand-in is out of reach and that job waits for a retry.
    const own = stats.filter((s) =>
      [holdReleaseQueue.name, 'identity-housekeeping'].includes(s.queue),
    );
    expect(own.every((s) => s.failed === 0 && s.queued === 0)).toBe(true);
  });
});
