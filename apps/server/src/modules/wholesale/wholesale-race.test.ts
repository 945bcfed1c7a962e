import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { wholesaleOrders } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { testReseller, testWholesaleSkus } from './test-support';

// PGlite has one connection and cannot race; this runs on PostgreSQL (DATABASE_URL).
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('two tabs ordering one wholesale cart (PostgreSQL)', () => {
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

  it('makes exactly one order', async () => {
    const reseller = await testReseller(database);
    const items = await testWholesaleSkus(database);
    const post = (url: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/wholesale/${url}`,
        headers: reseller.headers,
        payload,
      });
    const address = await post('createDeliveryAddress', {
      title: 'Depo',
      contactName: 'Mehmet Kaya',
      phone: '05321234567',
      address: 'Sanayi Cad. 1',
      province: 'Bursa',
      district: 'Nilüfer',
    });
    const addressId = address.json().addresses[0].addressId;
    const cart = (await post('postCart', { cart: [{ skuId: items.cover.id, qty: 3 }] })).json()
      .cart;
    const body = { cartId: cart.cartId, paymentMethod: 'bankTransfer', addressId };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post('createWholeSaleOrder', body)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(await database.db.select().from(wholesaleOrders)).toHaveLength(1);
  });
});
