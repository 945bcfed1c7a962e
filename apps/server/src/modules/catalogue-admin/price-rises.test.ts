import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { scheduledPriceRises, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue } from '../cart/testing';
import { adminBearer } from '../identity/testing';
import { applyDuePriceRises } from './price-rises';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let operations: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  operations = await adminBearer(database, 'operations');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const skuRow = async (id: number) =>
  (await database.db.select().from(skus).where(eq(skus.id, id)))[0]!;

const schedule = (productId: number, body: object, headers = operations) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/price-rises`,
    headers,
    payload: body,
  });

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('scheduled price rises', () => {
  it('is announced on the product page, then applied once at its moment to every SKU', async () => {
    const sheet = await skuRow(catalogue.sheet);
    const applyAt = inHours(5);
    const created = await schedule(sheet.productId, { amount: 1_000, applyAt });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().priceRise).toMatchObject({ amount: 1_000, status: 'pending', applyAt });

    const page = (await app.inject(`/api/products/productdetails/${sheet.productId}`)).json();
    expect(page.scheduledPriceRise).toEqual({ amount: 1_000, at: applyAt });

    // Not yet due: nothing changes.
    expect(await applyDuePriceRises(database.db, new Date())).toBe(0);
    expect((await skuRow(catalogue.sheet)).price).toBe(sheet.price);

    // Due: two runs at once (as two processes would) apply it once.
    const due = new Date(Date.parse(applyAt) + 1_000);
    const runs = await Promise.all([
      applyDuePriceRises(database.db, due),
      applyDuePriceRises(database.db, due),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    const after = await skuRow(catalogue.sheet);
    expect(after.price).toBe(sheet.price + 1_000);
    // Its further-unit price (88.00 TL) rises as well.
    expect(after.priceGap).toBe(sheet.priceGap + 1_000);
    const again = (await app.inject(`/api/products/productdetails/${sheet.productId}`)).json();
    expect(again.scheduledPriceRise).toBeNull();
    expect(again.skus.find((s: { _id: number }) => s._id === catalogue.sheet).price).toBe(
      sheet.price + 1_000,
    );
    const list = await app.inject({
      url: `/api/admin/products/${sheet.productId}/price-rises`,
      headers: operations,
    });
    expect(list.json().priceRises[0]).toMatchObject({ status: 'applied' });
    const late = await app.inject({
      method: 'POST',
      url: `/api/admin/price-rises/${list.json().priceRises[0]._id}/cancel`,
      headers: operations,
    });
    expect(late.statusCode).toBe(409);
  });

  it('can be cancelled before its moment: no notice, no rise', async () => {
    const quilt = await skuRow(catalogue.quilt);
    const created = await schedule(quilt.productId, { amount: 500, applyAt: inHours(2) });
    expect(created.statusCode, created.body).toBe(201);
    const second = await schedule(quilt.productId, { amount: 700, applyAt: inHours(3) });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].field).toBe('body.applyAt');
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/price-rises/${created.json().priceRise._id}/cancel`,
      headers: operations,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().priceRise.status).toBe('cancelled');
    const page = (await app.inject(`/api/products/productdetails/${quilt.productId}`)).json();
    expect(page.scheduledPriceRise).toBeNull();
    expect(await applyDuePriceRises(database.db, new Date(Date.now() + 4 * 3_600_000))).toBe(0);
    expect((await skuRow(catalogue.quilt)).price).toBe(quilt.price);
  });

  it('refuses bad input with the field named, and other roles', async () => {
    const pillow = await skuRow(catalogue.pillow);
    const cases: Array<[object, string]> = [
      [{ amount: 0, applyAt: inHours(1) }, 'body.amount'],
      [{ amount: 100_001, applyAt: inHours(1) }, 'body.amount'],
      [{ amount: 10.5, applyAt: inHours(1) }, 'body.amount'],
      [{ amount: 1_000, applyAt: 'yarın' }, 'body.applyAt'],
      [{ amount: 1_000, applyAt: inHours(-1) }, 'body.applyAt'],
      [{ amount: 1_000, applyAt: inHours(24 * 31) }, 'body.applyAt'],
    ];
    for (const [body, field] of cases) {
      const response = await schedule(pillow.productId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await schedule(999_999, { amount: 1_000, applyAt: inHours(1) })).statusCode).toBe(404);
    for (const role of ['warehouse', 'customerService', 'accounting'] as const) {
      const refused = await schedule(
        pillow.productId,
        { amount: 1_000, applyAt: inHours(1) },
        await adminBearer(database, role),
      );
      expect(refused.statusCode, role).toBe(403);
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/products/${pillow.productId}/price-rises`,
          payload: { amount: 1_000, applyAt: inHours(1) },
        })
      ).statusCode,
    ).toBe(401);
    const rows = await database.db
      .select()
      .from(scheduledPriceRises)
      .where(eq(scheduledPriceRises.productId, pillow.productId));
    expect(rows).toEqual([]);
  });
});
