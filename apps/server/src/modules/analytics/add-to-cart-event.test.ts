import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE } from '../cart/index';
import { seedTestCatalogue, type TestCatalogue } from '../cart/testing';
import { droppedEvents, EventBuffer } from './event-buffer';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** A visitor with its own visitor id and cart cookie. */
function visitor() {
  const visitorId = randomUUID();
  let cart: string | undefined;
  const add = async (payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload,
      cookies: { carsi_visitor: visitorId, ...(cart ? { [CART_COOKIE]: cart } : {}) },
    });
    cart = response.cookies.find((c) => c.name === CART_COOKIE)?.value ?? cart;
    return response;
  };
  // Events are written in batches after the answer: write what is held before reading.
  const events = async () => {
    await app.analytics.flush();
    return database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitorId))
      .orderBy(desc(analyticsEvents.id));
  };
  return { add, events, visitorId };
}

describe('add_to_cart analytics event', () => {
  it('records one event per successful add with the VAT-included value in TRY', async () => {
    const shopper = visitor();
    const first = await shopper.add({ skuId: catalogue.sheet, qty: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().added).toEqual({
      skuId: catalogue.sheet,
      sku: expect.any(String),
      name: 'Pamuk Çarşaf',
      qty: 1,
      value: 11_000,
      currency: 'TRY',
    });
    // The second unit costs the priceGap (88.00 TL with VAT).
    await shopper.add({ skuId: catalogue.sheet, qty: 1 });
    const events = await shopper.events();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      name: 'add_to_cart',
      skuId: catalogue.sheet,
      qty: 1,
      value: 8_800,
      currency: 'TRY',
      cartRef: first.json().id,
      customerId: null,
    });
    expect(events[1]).toMatchObject({ qty: 1, value: 11_000 });
    expect(events[0]?.occurredAt).toBeInstanceOf(Date);
  });

  it('values a buy-one-get-one-free pair at the paid unit and a capped add at what was added', async () => {
    const shopper = visitor();
    await shopper.add({ skuId: catalogue.pillow, qty: 1 });
    await shopper.add({ skuId: catalogue.sheet, qty: 3 });
    await shopper.add({ skuId: catalogue.sheet, qty: 2 });
    const [capped, sheets, pillow] = await shopper.events();
    expect(pillow).toMatchObject({ skuId: catalogue.pillow, qty: 1, value: 36_000 });
    expect(sheets).toMatchObject({ qty: 3, value: 11_000 + 2 * 8_800 });
    // Already at maxPurchaseQty 3: nothing was added.
    expect(capped).toMatchObject({ qty: 0, value: 0 });
  });

  it('records nothing when the add is refused', async () => {
    const shopper = visitor();
    const refused = [
      await shopper.add({ skuId: catalogue.sheet, qty: 0 }),
      await shopper.add({ skuId: catalogue.sheet, qty: 1, price: 1 }),
      await shopper.add({ skuId: 99_999_999, qty: 1 }),
      await shopper.add({ skuId: catalogue.blanket, qty: 1 }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 404, 409]);
    expect(refused[0]?.json().errors[0].field).toBe('body.qty');
    expect(await shopper.events()).toEqual([]);
  });

  it('never fails the add-to-cart when the event cannot be stored, and counts it as dropped', async () => {
    const shopper = visitor();
    const before = await droppedEvents('add_to_cart', 'write_failed');
    await database.db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    try {
      const response = await shopper.add({ skuId: catalogue.quilt, qty: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toHaveLength(1);
      await app.analytics.flush();
    } finally {
      await database.db.execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    expect(await shopper.events()).toEqual([]);
    expect(await droppedEvents('add_to_cart', 'write_failed')).toBe(before + 1);
  });

  it('writes on its own within a second, in one insert for many events', async () => {
    const shopper = visitor();
    await Promise.all([1, 2, 3].map(() => shopper.add({ skuId: catalogue.quilt, qty: 1 })));
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(analyticsEvents)
              .where(eq(analyticsEvents.visitorId, shopper.visitorId))
          ).length,
        { timeout: 5_000 },
      )
      .toBe(3);
  });
});

describe('the analytics buffer', () => {
  it('loses no event across a normal shutdown', async () => {
    const own = await openTestDatabase();
    const shop = await buildTestApp(own);
    const ours = await seedTestCatalogue(own.db);
    const visitorId = randomUUID();
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        shop.inject({
          method: 'POST',
          url: '/api/cart/items',
          payload: { skuId: ours.quilt, qty: 1 },
          cookies: { carsi_visitor: visitorId },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Held, not written yet (unless this machine stalled for the whole flush interval).
    expect(shop.analytics.pending).toBeLessThanOrEqual(3);
    // The server's shutdown (serve.ts) closes the app before the database.
    await shop.close();
    const stored = await own.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitorId));
    expect(stored).toHaveLength(3);
    await own.close();
  });

  it('holds at most its bound and counts what it drops', async () => {
    const written: number[][] = [];
    const buffer = new EventBuffer<number>(
      'overflow_test',
      async (batch) => {
        written.push(batch);
      },
      () => {},
      { maxBuffered: 5, batchSize: 100, flushEveryMs: 60_000 },
    );
    for (let i = 0; i < 8; i++) buffer.push(i);
    expect(buffer.size).toBe(5);
    expect(await droppedEvents('overflow_test', 'buffer_full')).toBe(3);
    await buffer.flush();
    expect(written).toEqual([[0, 1, 2, 3, 4]]);
    expect(buffer.size).toBe(0);
  });

  it('writes a full batch at once, in order', async () => {
    const written: number[][] = [];
    const buffer = new EventBuffer<number>(
      'batch_test',
      async (batch) => {
        written.push(batch);
      },
      () => {},
      { batchSize: 2, flushEveryMs: 60_000 },
    );
    for (let i = 0; i < 5; i++) buffer.push(i);
    await buffer.flush();
    expect(written).toEqual([[0, 1], [2, 3], [4]]);
  });
});
