import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { carts, skus, visitors } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE } from '../cart/index';
import type { Method } from '../cart/testing';
import { seedTestCatalogue, type TestCatalogue } from '../cart/testing';
import { orderBody } from '../orders/testing';
import { SURPRISE_TEXTS } from './surprise';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let ahead = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { clock: () => new Date(Date.now() + ahead) });
  catalogue = await seedTestCatalogue(database.db);
  await database.db.update(skus).set({ countInStock: 100 }).where(eq(skus.id, catalogue.sheet));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(() => {
  ahead = 0;
});

/** A browser with a visitor record (cookie) and a cart with one 199.90 TL quilt. */
async function visitorWithCart() {
  const visitor = randomUUID();
  let cart: string | undefined;
  const call = async (method: Method, url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      cookies: { carsi_visitor: visitor, ...(cart ? { [CART_COOKIE]: cart } : {}) },
    });
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cart = set.value;
    return response;
  };
  const identified = await call('POST', '/api/userIdentification/createUserIdentification', {
    visitorId: visitor,
    firstVisitTime: Date.now(),
  });
  expect(identified.statusCode).toBe(200);
  expect(
    (await call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 })).statusCode,
  ).toBe(200);
  expect(
    (await call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 })).statusCode,
  ).toBe(200);
  const shown = async () =>
    (await database.db.select().from(visitors).where(eq(visitors.id, visitor)))[0]!
      .isExtraDiscountShown;
  const stored = async () =>
    (await database.db.select().from(carts).where(eq(carts.id, cart!)))[0]!.surpriseDiscount;
  return { call, shown, stored };
}

describe('surprise (extra) discount', () => {
  it('grants ceil(first unit price / 20) TL once; the cart and the order take it off', async () => {
    const shopper = await visitorWithCart();
    const before = (await shopper.call('GET', '/api/cart')).json();
    const claimed = await shopper.call('POST', '/api/cart/extradiscount');
    expect(claimed.statusCode).toBe(200);
    // 199.90 TL → ceil(9.995) = 10 TL.
    expect(claimed.json()).toMatchObject({ extraDiscount: 1_000, surpriceDiscount: 1_000 });
    expect(claimed.json().payableAmount).toBe(before.payableAmount - 1_000);
    expect(await shopper.shown()).toBe(true);

    const again = await shopper.call('POST', '/api/cart/extradiscount');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SURPRISE_ALREADY_SHOWN',
      message: SURPRISE_TEXTS.already,
    });
    expect(await shopper.stored()).toBe(1_000);

    const placed = await shopper.call('POST', '/api/orders', orderBody());
    expect(placed.statusCode).toBe(200);
    const order = placed.json();
    const gross = order.orderItems.reduce(
      (sum: number, item: { itemsTotalPrice: number }) => sum + item.itemsTotalPrice,
      0,
    );
    expect(order.totalPrice).toBe(gross - 1_000 + order.shippingPrice);
    expect(order.itemsPrice + order.taxPrice).toBe(gross - 1_000);
    // The order used it up: the emptied cart carries none, and a next order gets none.
    expect(await shopper.stored()).toBe(0);
  });

  it('is refused after a line was removed (stopDiscount), and a granted one is dropped', async () => {
    const granted = await visitorWithCart();
    expect((await granted.call('POST', '/api/cart/extradiscount')).statusCode).toBe(200);
    const cart = (await granted.call('GET', '/api/cart')).json();
    const removed = await granted.call('DELETE', `/api/cart/items/${cart.items[1].indexId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().surpriceDiscount).toBe(0);
    expect(await granted.stored()).toBe(0);

    const shopper = await visitorWithCart();
    const first = (await shopper.call('GET', '/api/cart')).json();
    await shopper.call('DELETE', `/api/cart/items/${first.items[1].indexId}`);
    const refused = await shopper.call('POST', '/api/cart/extradiscount');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SURPRISE_STOPPED',
      message: SURPRISE_TEXTS.stopped,
    });
    // Nothing written: the visitor may still be offered it elsewhere, the cart holds none.
    expect(await shopper.shown()).toBe(false);
    expect(await shopper.stored()).toBe(0);
  });

  it('is refused more than 36 hours after the first visit', async () => {
    const shopper = await visitorWithCart();
    ahead = 37 * 3_600_000;
    const refused = await shopper.call('POST', '/api/cart/extradiscount');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SURPRISE_EXPIRED',
      message: SURPRISE_TEXTS.expired,
    });
    expect(await shopper.shown()).toBe(false);
  });

  it('is refused once the visitor has ordered (pending state no longer NOTYET)', async () => {
    const shopper = await visitorWithCart();
    expect((await shopper.call('POST', '/api/orders', orderBody())).statusCode).toBe(200);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const refused = await shopper.call('POST', '/api/cart/extradiscount');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SURPRISE_NOT_FIRST_ORDER',
      message: SURPRISE_TEXTS.notFirstOrder,
    });
    expect(await shopper.shown()).toBe(false);
  });

  it('is refused without a visitor record', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/cart/extradiscount' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SURPRISE_NO_VISITOR');
  });
});
