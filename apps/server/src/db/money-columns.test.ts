import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testReseller, testWholesaleSkus } from '../modules/wholesale/testing';
import { buildTestApp } from '../test-app';
import type { DatabaseHandle } from './client';
import { skus, wholesaleOrders } from './schema';
import { openTestDatabase } from './test-database';

// Every money column is a 64-bit integer of kuruş, read back as a number on PGlite and
// on PostgreSQL alike. 2^31 kuruş is 21,474,836.48 TL, which one wholesale order can pass.

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const INT32_MAX = 2_147_483_647;

describe('money columns hold any real order', () => {
  it('a wholesale order of 30,000,000 TL is placed and read back to the kuruş', async () => {
    const reseller = await testReseller(database);
    const { cover } = await testWholesaleSkus(database, 1_000);
    // 100,000.00 TL a unit (the shelf price ceiling is 1,000,000 TL) × 300 units.
    await database.db
      .update(skus)
      .set({ wholesalePrice: 10_000_000, price: 20_000_000 })
      .where(eq(skus.id, cover.id));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/wholesale/${url}`,
        headers: reseller.headers,
        ...(payload ? { payload } : {}),
      });
    const added = await call('POST', 'createDeliveryAddress', {
      title: 'Depo',
      contactName: 'Mehmet Kaya',
      phone: '05321234567',
      address: 'Organize Sanayi 5. Cadde No: 12',
      province: 'Bursa',
      district: 'Nilüfer',
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await call('POST', 'postCart', {
      id: reseller.id,
      cart: [{ skuId: cover.id, qty: 300 }],
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const ordered = await call('POST', 'createWholeSaleOrder', {
      cartId: cart.json().cart.cartId,
      paymentMethod: 'bankTransfer',
      addressId: added.json().addresses[0].addressId,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const [row] = await database.db
      .select()
      .from(wholesaleOrders)
      .where(eq(wholesaleOrders.accountId, reseller.id));
    expect(row!.price).toBe(3_000_000_000);
    expect(row!.totalPrice).toBeGreaterThan(INT32_MAX);
    expect(typeof row!.totalPrice).toBe('number');
    // Raw SQL reads the same numbers (node-postgres would hand 64-bit integers over as text).
    const raw = (await database.db.execute(
      sql`select total_price, price from wholesale_orders where id = ${row!.id}`,
    )) as unknown as { rows: Array<{ total_price: unknown; price: unknown }> };
    expect(raw.rows[0]).toEqual({ total_price: row!.totalPrice, price: 3_000_000_000 });
  });
});
