import { PACKING_TEXTS } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orders, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer } from '../identity/testing';
import { orderBody } from './test-order';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
// 09:30 in Istanbul: the shop's clock, moved by the test.
let now = new Date('2026-11-27T06:30:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {
    env: { PACKING_OPENS_HOUR: '10' },
    clock: () => now,
  });
  catalogue = await seedTestCatalogue(database.db);
  await database.db.update(skus).set({ countInStock: 100 }).where(eq(skus.id, catalogue.sheet));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('an order can be packed from 10:00 Turkey time', () => {
  it('waits on the packing list before 10:00, add-ons still join it, and it packs from 10:00', async () => {
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode, cod.body).toBe(200);
    const warehouse = await adminBearer(database, 'warehouse');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: warehouse, ...(payload ? { payload } : {}) });

    // 09:30: the list shows it waiting until 10:00, and packing is refused.
    const early = (await call('GET', '/api/admin/orders-to-pack')).json();
    expect(early.packingOpensAt).toBe('2026-11-27T07:00:00.000Z');
    expect(early.waitingText).toBe(PACKING_TEXTS.waiting(10));
    expect(
      early.orders.find((o: { orderId: string }) => o.orderId === order.orderId),
    ).toMatchObject({ waiting: true });
    const refused = await call('POST', `/api/admin/orders/${order.orderId}/packed`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PACKING_NOT_OPEN',
      message: "Siparişler saat 10:00'dan itibaren paketlenebilir.",
    });
    const bulk = await call('POST', '/api/admin/orders-to-pack/packed', {
      orderIds: [order.orderId],
    });
    expect(bulk.json()).toMatchObject({ packed: 0, skipped: [order.orderId] });

    // 09:50: the shopper adds to the order with the add-on discount; it is still allowed.
    now = new Date('2026-11-27T06:50:00Z');
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const addOn = await shopper.call('POST', '/api/orders/addon', {
      mainOrderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(addOn.statusCode, addOn.body).toBe(200);
    expect(addOn.json().addOnDiscount).toBeGreaterThan(0);

    // 10:00: packing opens; the order and its add-on are packed together.
    now = new Date('2026-11-27T07:00:00Z');
    const open = (await call('GET', '/api/admin/orders-to-pack')).json();
    expect(open.packingOpensAt).toBeNull();
    expect(open.orders.every((o: { waiting: boolean }) => !o.waiting)).toBe(true);
    const packed = await call('POST', `/api/admin/orders/${order.orderId}/packed`);
    expect(packed.statusCode, packed.body).toBe(200);
    const [addOnRow] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, addOn.json().orderId));
    expect(addOnRow?.orderStatus).toBe('PACKED');

    // Once packed, no more add-ons join it.
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const late = await shopper.call('POST', '/api/orders/addon', {
      mainOrderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(late.statusCode).toBe(409);
  });
});
