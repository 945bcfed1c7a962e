import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { carts, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE, newCartId } from '../cart/index';
import { seedTestCatalogue } from '../cart/testing';
import { stockOf } from './stock';
import { orderBody } from './test-order';
import { prepareStockRace } from './test-race';

// PGlite has one connection and cannot race; CI runs this on PostgreSQL (DATABASE_URL).
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('order stock under concurrency (PostgreSQL)', () => {
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
    // A second pool on the same database: what a second server process looks like to PostgreSQL.
    second = await openDatabase({ url: url.toString(), poolSize: 8, connectTimeoutMs: 60_000 });
    apps = [await buildTestApp(database), await buildTestApp(second)];
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await second.close();
    await database.close();
  });

  it('200 simultaneous orders for a SKU with 10 in stock: exactly 10 succeed', async () => {
    const { cartIds, outcome } = await prepareStockRace(database.db);
    const responses = await Promise.all(
      cartIds.map((id, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/orders',
          payload: orderBody(),
          cookies: { [CART_COOKIE]: id },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    const refused = responses.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(refused.message).toContain('"Pamuk Çarşaf"');
    expect(await outcome()).toEqual({ stock: 0, placed: 10 });
  });

  it('two lines of one SKU in one order are summed before the stock check', async () => {
    const catalogue = await seedTestCatalogue(database.db);
    // The pillow is buy-one-get-one-free: 3 paid + 3 free units need 6 of its stock.
    await database.db.update(skus).set({ countInStock: 5 }).where(eq(skus.id, catalogue.pillow));
    const id = newCartId();
    await database.db.insert(carts).values({
      id,
      shareId: newCartId(),
      items: [
        { indexId: 1, skuId: catalogue.pillow, qty: 3, free: false },
        { indexId: 2, skuId: catalogue.pillow, qty: 3, free: true },
      ],
    });
    const response = await apps[0]!.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(),
      cookies: { [CART_COOKIE]: id },
    });
    expect(response.statusCode).toBe(409);
    expect((await stockOf(database.db, [catalogue.pillow])).get(catalogue.pillow)).toBe(5);
  });
});
