import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { carts, skus, warehouseStock, warehouses } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE } from '../cart/index';
import { adminBearer } from '../identity/testing';
import { orderBody, prepareStockRace } from '../orders/testing';

// PGlite has one connection and cannot race; this runs on PostgreSQL (DATABASE_URL).
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('stock adjustments racing orders (PostgreSQL, two processes)', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(postgres!);
    url.pathname = `/${rows[0]?.name}`;
    second = await openDatabase({ url: url.toString(), poolSize: 8, connectTimeoutMs: 60_000 });
    apps = [await buildTestApp(database), await buildTestApp(second)];
  }, 60_000);

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await second?.close();
    await database?.close();
  });

  it('200 orders and 20 damage write-offs on 10 units: never negative, never oversold', async () => {
    const { cartIds, outcome } = await prepareStockRace(database.db);
    const [cart] = await database.db.select().from(carts).where(eq(carts.id, cartIds[0]!));
    const [row] = await database.db.select().from(skus).where(eq(skus.id, cart!.items[0]!.skuId));
    const [depot] = await database.db
      .insert(warehouses)
      .values({ name: 'Yarış Deposu', code: 'YRS' })
      .returning();
    await database.db
      .insert(warehouseStock)
      .values({ warehouseId: depot!.id, skuId: row!.id, quantity: 10 });
    const headers = await adminBearer(database, 'warehouse');
    const orders = cartIds.map((id, i) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody(),
        cookies: { [CART_COOKIE]: id },
      }),
    );
    const writeOffs = Array.from({ length: 20 }, (_, i) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/admin/stock/adjustments',
        headers,
        payload: {
          skuId: row!.id,
          warehouseId: depot!.id,
          kind: 'damage',
          quantity: 1,
          reason: 'Hasarlı',
        },
      }),
    );
    const [orderResponses, writeOffResponses] = await Promise.all([
      Promise.all(orders),
      Promise.all(writeOffs),
    ]);
    const placed = orderResponses.filter((r) => r.statusCode === 200).length;
    const damaged = writeOffResponses.filter((r) => r.statusCode === 200).length;
    for (const r of writeOffResponses) expect([200, 409]).toContain(r.statusCode);
    const result = await outcome();
    expect(result.placed).toBe(placed);
    expect(placed + damaged).toBe(10);
    expect(result.stock).toBe(0);
    const [held] = await database.db
      .select()
      .from(warehouseStock)
      .where(eq(warehouseStock.skuId, row!.id));
    expect(held!.quantity).toBe(10 - damaged);
  }, 120_000);

  it('a product edited through one process shows on the other at once (NOTIFY drops its cache)', async () => {
    const headers = await adminBearer(database, 'operations');
    const created = await apps[0]!.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: {
        name: 'Keten Çarşaf',
        code: 'KTN',
        defaultPrice: 30_000,
        defaultVat: 10,
        skus: [{ sku: 'KTN-1', price: 30_000, vat: 10, countInStock: 3 }],
      },
    });
    const product = created.json().product;
    const url = `/api/products/productdetails/${product.id}`;
    expect((await apps[1]!.inject({ url })).json().name).toBe('Keten Çarşaf');
    const { id: _id, skus: _skus, version, ...fields } = product;
    const saved = await apps[0]!.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers,
      payload: { ...fields, name: 'Keten Çarşaf Beyaz', slug: '', version },
    });
    expect(saved.statusCode).toBe(200);
    let name = '';
    for (let i = 0; i < 50 && name !== 'Keten Çarşaf Beyaz'; i++) {
      name = (await apps[1]!.inject({ url })).json().name;
      if (name !== 'Keten Çarşaf Beyaz') await new Promise((r) => setTimeout(r, 20));
    }
    expect(name).toBe('Keten Çarşaf Beyaz');
  }, 60_000);
});
