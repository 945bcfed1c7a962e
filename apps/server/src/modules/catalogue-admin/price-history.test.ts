import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { productCampaigns, products, skuPriceHistory, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue } from '../cart/testing';
import { adminBearer } from '../identity/testing';
import { applyDuePriceRises } from './price-rises';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let operations: Record<string, string>;
let marketing: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  operations = await adminBearer(database, 'operations');
  marketing = await adminBearer(database, 'marketing');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const historyOf = (skuId: number) =>
  database.db
    .select()
    .from(skuPriceHistory)
    .where(eq(skuPriceHistory.skuId, skuId))
    .orderBy(asc(skuPriceHistory.changedAt), asc(skuPriceHistory.id));

const skuRow = async (id: number) =>
  (await database.db.select().from(skus).where(eq(skus.id, id)))[0]!;

/** Changes a SKU's price through the back office's SKU form. */
async function setPriceByForm(skuId: number, price: number) {
  const productId = (await skuRow(skuId)).productId;
  const product = (
    await app.inject({ url: `/api/admin/products/${productId}`, headers: operations })
  ).json().product;
  const {
    id,
    version,
    desi: _d,
    productId: _p,
    position: _pos,
    ...fields
  } = product.skus.find((s: { id: number }) => s.id === skuId);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/admin/skus/${id}`,
    headers: operations,
    payload: { ...fields, price, version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const details = async (productId: number) =>
  (await app.inject(`/api/products/productdetails/${productId}`)).json();

describe('SKU price history', () => {
  it('records every price a SKU had, with who set it, and nothing else', async () => {
    const first = await historyOf(catalogue.sheet);
    expect(first.map((r) => r.price)).toEqual([11_000]);

    await setPriceByForm(catalogue.sheet, 11_500);
    // A stock-only change is not a price change.
    await database.db.update(skus).set({ countInStock: 4 }).where(eq(skus.id, catalogue.sheet));
    const rows = await historyOf(catalogue.sheet);
    expect(rows.map((r) => r.price)).toEqual([11_000, 11_500]);
    expect(rows[1]!.changedBy).toMatch(/^admin:/);
  });

  it('names the scheduled price rise that changed a price', async () => {
    const productId = (await skuRow(catalogue.pillow)).productId;
    const applyAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/price-rises`,
      headers: operations,
      payload: { amount: 1_000, applyAt },
    });
    expect(created.statusCode, created.body).toBe(201);
    await applyDuePriceRises(database.db, new Date(Date.parse(applyAt) + 1_000));
    const rows = await historyOf(catalogue.pillow);
    expect(rows.at(-1)).toMatchObject({ price: 37_000 });
    expect(rows.at(-1)!.changedBy).toMatch(/^job:price-rise:/);
  });

  it('is append-only: a row can be neither changed nor deleted', async () => {
    await expect(
      database.db.execute(
        sql`update sku_price_history set price = 1 where sku_id = ${catalogue.sheet}`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`delete from sku_price_history where sku_id = ${catalogue.sheet}`),
    ).rejects.toThrow();
    expect((await historyOf(catalogue.sheet)).length).toBeGreaterThan(0);
  });
});

describe('the struck-through "before" price', () => {
  it('is the lowest price of the last 30 days for a time-limited discount, and none after a rise', async () => {
    const productId = (await skuRow(catalogue.sheet)).productId;
    await database.db
      .update(products)
      .set({ timeLimitedDiscountDuration: 48, timeLimitedDiscountAmount: 1_000 })
      .where(eq(products.id, productId));
    const skuOf = async () =>
      (await details(productId)).skus.find((s: { _id: number }) => s._id === catalogue.sheet);
    // Raised from 110.00 to 115.00 TL today (above): 110.00 TL is the lowest of the 30 days.
    expect(await skuOf()).toMatchObject({ price: 11_500, beforePrice: null });

    // Back to 110.00 TL: the lowest of the 30 days, so it is struck through.
    await setPriceByForm(catalogue.sheet, 11_000);
    expect(await skuOf()).toMatchObject({ price: 11_000, beforePrice: 11_000 });

    // Lowered to 105.00 TL: the new price is the lowest, the strike-through follows it.
    await setPriceByForm(catalogue.sheet, 10_500);
    expect(await skuOf()).toMatchObject({ price: 10_500, beforePrice: 10_500 });

    // Raised to 120.00 TL: no strike-through.
    await setPriceByForm(catalogue.sheet, 12_000);
    expect(await skuOf()).toMatchObject({ price: 12_000, beforePrice: null });
  });

  it('drops a landing campaign strike-through when the price was raised within 30 days, and tells the admin why', async () => {
    const productId = (await skuRow(catalogue.pillow)).productId;
    // The pillow was raised from 360.00 to 370.00 TL today (the price rise above).
    const [campaign] = await database.db
      .insert(productCampaigns)
      .values({
        productId,
        kind: 'landing',
        title: 'Yastık fırsatı',
        urlExt: 'yastik',
        pricePercent: 80,
      })
      .returning();
    const landing = (
      await app.inject(`/api/products/campaignedproductdetails/${productId}`)
    ).json();
    const sku = landing.skus.find((s: { _id: number }) => s._id === catalogue.pillow);
    expect(sku).toMatchObject({ regularPrice: 37_000, price: 29_600, beforePrice: null });

    const view = await app.inject({
      url: `/api/admincampaign/detailsofcampaign/${campaign!.id}`,
      headers: marketing,
    });
    expect(view.statusCode, view.body).toBe(200);
    const notices: string[] = view.json().campaign.beforePriceNotices;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('son 30 günün en düşük fiyatı (360.00 TL)');
  });

  it('strikes through a landing campaign from a price unchanged since the SKU was made', async () => {
    const productId = (await skuRow(catalogue.quilt)).productId;
    await database.db
      .insert(productCampaigns)
      .values({ productId, kind: 'landing', title: 'Yorgan', urlExt: 'yorgan', pricePercent: 90 });
    const landing = (
      await app.inject(`/api/products/campaignedproductdetails/${productId}`)
    ).json();
    const sku = landing.skus.find((s: { _id: number }) => s._id === catalogue.quilt);
    expect(sku.beforePrice).toBe(sku.regularPrice);
    expect(sku.price).toBeLessThan(sku.beforePrice);
  });
});
