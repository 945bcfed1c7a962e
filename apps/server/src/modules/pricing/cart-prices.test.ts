import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { products, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { seedTestCatalogue, type TestCatalogue } from '../cart/testing';
import { CartPrices } from './cart-prices';

let statements = 0;
let database: DatabaseHandle;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase({ onQuery: () => statements++ });
  catalogue = await seedTestCatalogue(database.db);
});
afterAll(() => database.close());

const stockOf = async (prices: CartPrices, id: number) =>
  (await prices.loadSkus([id])).get(id)?.countInStock;

describe('the cart price cache', () => {
  it('prices a cart from memory once its SKUs and campaigns were read', async () => {
    const prices = new CartPrices(database.db, { cached: true });
    const stored = [
      { indexId: 1, skuId: catalogue.sheet, qty: 1, free: false },
      { indexId: 2, skuId: catalogue.quilt, qty: 2, free: false },
    ];
    const first = await prices.withCampaignGift(await prices.priceLines(stored));
    statements = 0;
    const again = await prices.withCampaignGift(await prices.priceLines(stored));
    expect(statements).toBe(0);
    expect(again).toEqual(first);
  });

  it('reads again after the catalogue says a product changed, and only then', async () => {
    const prices = new CartPrices(database.db, { cached: true });
    expect(await stockOf(prices, catalogue.quilt)).toBe(30);
    await database.db.update(skus).set({ countInStock: 7 }).where(eq(skus.id, catalogue.quilt));
    const [sku] = await database.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(eq(skus.id, catalogue.quilt));
    // Without a notice the cache keeps its copy; with one, it reads the database again.
    expect(await stockOf(prices, catalogue.quilt)).toBe(30);
    prices.invalidate();
    expect(await stockOf(prices, catalogue.quilt)).toBe(7);
    await database.db.update(skus).set({ countInStock: 30 }).where(eq(skus.id, catalogue.quilt));
    prices.invalidateProducts([sku?.productId ?? 0], { campaigns: false });
    expect(await stockOf(prices, catalogue.quilt)).toBe(30);
  });

  it('forgets a SKU whose product was switched off', async () => {
    const prices = new CartPrices(database.db, { cached: true });
    const [row] = await database.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(eq(skus.id, catalogue.sheet));
    expect((await prices.loadSkus([catalogue.sheet])).size).toBe(1);
    await database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, row?.productId ?? 0));
    prices.invalidateProducts([row?.productId ?? 0]);
    expect((await prices.loadSkus([catalogue.sheet])).size).toBe(0);
    await database.db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, row?.productId ?? 0));
  });

  it('without the cache reads the database every time', async () => {
    const prices = new CartPrices(database.db);
    await prices.loadSkus([catalogue.sheet]);
    statements = 0;
    await prices.loadSkus([catalogue.sheet]);
    expect(statements).toBe(1);
  });
});
