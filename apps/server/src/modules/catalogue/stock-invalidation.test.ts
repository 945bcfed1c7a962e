import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageServer } from '../../http/test-page-server';
import { reserveStock } from '../orders/index';
import { CATALOGUE_CHANNEL, Catalogue, catalogueChangeOf } from './catalogue-service';
import { type CatalogueTestApp, startCatalogueApp } from './test-catalogue';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await startCatalogueApp();
});
afterAll(() => t.close());

/** Statements a request sent: 0 when it was answered from the catalogue cache. */
async function queriesFor(url: string) {
  t.resetQueries();
  const response = await t.app.inject(url);
  expect(response.statusCode).toBe(200);
  return { queries: t.queries().length, body: response.json() };
}

/** Waits for the database's notification to reach the cache: the answer is read again. */
async function untilRead(url: string) {
  for (let i = 0; i < 100; i++) {
    const { queries, body } = await queriesFor(url);
    if (queries > 0) return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} stayed cached`);
}

const order = (skuId: number, qty: number) =>
  t.database.db.transaction((tx) => reserveStock(tx, [{ skuId, qty, name: 'Nevresim' }]));

describe('caches invalidated by what changed', () => {
  it('an order drops only its products’ details; the lists stay until stock runs out', async () => {
    const list = '/api/products/?pageNumber=1';
    const sheet = `/api/products/productdetails/${t.ids.sheet}`;
    const pillow = `/api/products/productdetails/${t.ids.pillow}`;
    for (const url of [list, sheet, pillow]) await t.app.inject(url);
    expect((await queriesFor(list)).queries).toBe(0);

    await order(t.skuIds.sheetSingle, 1); // 3 → 2
    const details = await untilRead(sheet);
    expect(details.skus.find((s: { sku: string }) => s.sku === 'NEV-TK').countInStock).toBe(2);
    expect((await queriesFor(list)).queries).toBe(0);
    expect((await queriesFor(pillow)).queries).toBe(0);

    await order(t.skuIds.sheetSingle, 2); // 2 → 0: "in stock" may flip on the cards
    await untilRead(list);
  });

  it('a price change drops the product’s details and the lists showing it; other lists stay', async () => {
    const withSheet = '/api/products/?pageNumber=1';
    const pillowsOnly = `/api/products/?keyword=${encodeURIComponent('yastık')}&pageNumber=1`;
    const sheet = `/api/products/productdetails/${t.ids.sheet}`;
    const pillow = `/api/products/productdetails/${t.ids.pillow}`;
    const shows = (body: { products: { _id: number }[] }, id: number) =>
      body.products.some((product) => product._id === id);
    expect(shows((await t.app.inject(withSheet)).json(), t.ids.sheet)).toBe(true);
    expect(shows((await t.app.inject(pillowsOnly)).json(), t.ids.sheet)).toBe(false);
    for (const url of [sheet, pillow]) await t.app.inject(url);

    await t.database.db.execute(
      sql`update skus set price = price + 1000, updated_at = now() where id = ${t.skuIds.sheetSingle}`,
    );
    const details = await untilRead(sheet);
    expect(details.skus.find((s: { sku: string }) => s.sku === 'NEV-TK').price).toBe(51_000);
    await untilRead(withSheet);
    expect((await queriesFor(pillowsOnly)).queries).toBe(0);
    expect((await queriesFor(pillow)).queries).toBe(0);

    // Anything else about a SKU (its name here) may show anywhere: every answer goes.
    await t.database.db.execute(
      sql`update skus set color = 'Gri' where id = ${t.skuIds.sheetSingle}`,
    );
    await untilRead(pillowsOnly);
  });
});

/**
 * Until a new catalogue hears the database: its LISTEN connection comes up on its own, and an
 * order placed before that would go unheard (a stock notice for no product only bumps the
 * HTML cache's generation).
 */
async function untilListening(catalogue: Catalogue) {
  const before = catalogue.htmlCache.generation;
  for (let i = 0; i < 250; i++) {
    await t.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'stock:0')`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (catalogue.htmlCache.generation !== before) return;
  }
  throw new Error('the catalogue never heard the database');
}

describe('cached pages while orders are placed', () => {
  it('keeps serving the home page from the cache; the ordered product’s page is rendered again', async () => {
    // A second catalogue on the same database, as another server process would have.
    const catalogue = new Catalogue(t.database);
    await untilListening(catalogue);
    const { app, renders } = pageServer(catalogue.htmlCache);
    const product = `/urun/yastik/${t.ids.pillow}`;
    const state = async (url: string) => (await app.inject(url)).headers['x-html-cache'];
    for (const url of ['/', '/sayfa/2', product]) await app.inject(url);
    for (let i = 0; i < 3; i++) await order(t.skuIds.pillow, 1); // 7 → 4
    for (let i = 0; i < 100 && catalogue.htmlCache.size === 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await state('/')).toBe('HIT');
    expect(await state('/sayfa/2')).toBe('HIT');
    expect(await state(product)).toBe('MISS');
    expect(renders()).toBe(4);
  });
});

describe('what a rendered page shows', () => {
  it('is what its catalogue reads showed: the cards of a list, the product of a product page', async () => {
    const catalogue = new Catalogue(t.database);
    const listPage = catalogue.forWeb('127.0.0.1');
    const list = await listPage.listProducts({ keyword: 'yastık', pageNumber: 1 });
    await listPage.reviews(t.ids.pillow, 1);
    const cards = list.products.map((product) => product._id);
    expect(cards).toContain(t.ids.pillow);
    expect(catalogue.productsShownBy(listPage)).toEqual({ inDetail: [], all: cards });

    const productPage = catalogue.forWeb('127.0.0.1');
    await productPage.productDetails(t.ids.sheet);
    await productPage.lastMonthSales(t.ids.sheet);
    expect(catalogue.productsShownBy(productPage)).toEqual({
      inDetail: [t.ids.sheet],
      all: [t.ids.sheet],
    });
  });
});

describe('catalogueChangeOf', () => {
  it('reads the products of a stock-only or price notification, and nothing else', () => {
    expect(catalogueChangeOf('stock:12,40')).toEqual({ kind: 'stock', productIds: [12, 40] });
    expect(catalogueChangeOf('price:7')).toEqual({ kind: 'price', productIds: [7] });
    expect(catalogueChangeOf('skus')).toBeNull();
    expect(catalogueChangeOf('stock:')).toBeNull();
    expect(catalogueChangeOf('price:1,x')).toBeNull();
    expect(catalogueChangeOf('name:1')).toBeNull();
  });
});
