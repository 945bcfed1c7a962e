import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSales } from '../../db/schema';
import { recordSales } from './sales';
import { type CatalogueTestApp, startCatalogueApp } from './test-catalogue';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await startCatalogueApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(url);

describe('GET /api/products/productdetails/:id', () => {
  it('returns SKUs, categories, rating counts and newest reviews in two queries (three with a time-limited discount)', async () => {
    t.resetQueries();
    const response = await get(`/api/products/productdetails/${t.ids.sheet}`);
    expect(response.statusCode).toBe(200);
    // The third reads the SKUs' lowest prices of the last 30 days, the struck-through "before"
    // price of a time-limited discount; a product without one needs no such read.
    const discounted = response.json().timeLimitedDiscount !== null;
    expect(t.queries()).toHaveLength(discounted ? 3 : 2);
    const body = response.json();
    expect(body).toMatchObject({
      _id: t.ids.sheet,
      code: 'NEV',
      slug: 'pamuk-saten-nevresim-takimi',
      rating: 4.5,
      numReviews: 2,
      ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
      numQuestions: 0,
      refundGuarantee: 90,
      timeLimitedDiscount: { discountDuration: 48, discountAmount: 5_000 },
      inStock: true,
      categories: [{ name: 'Yatak Odası', slug: 'yatak-odasi' }],
      model: { code: 'LINA', name: 'Lina' },
    });
    expect(body.skus.map((s: { sku: string; inStock: boolean }) => [s.sku, s.inStock])).toEqual([
      ['NEV-TK', true],
      ['NEV-CK', false],
    ]);
    expect(body.skus[0]).toMatchObject({ size: 'Tek Kişilik', price: 50_000, priceGap: 45_000 });
    expect(body.reviews).toHaveLength(2);
    expect(body.reviews[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Again: from memory, no query.
    t.resetQueries();
    expect((await get(`/api/products/productdetails/${t.ids.sheet}`)).statusCode).toBe(200);
    expect(t.queries()).toHaveLength(0);
  });

  it('answers unknown, hidden and malformed ids with 404 / 400', async () => {
    expect((await get('/api/products/productdetails/999999')).statusCode).toBe(404);
    expect((await get(`/api/products/productdetails/${t.ids.hidden}`)).statusCode).toBe(404);
    const bad = await get('/api/products/productdetails/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('params.id');
    expect((await get('/api/products/productdetails/-1')).statusCode).toBe(400);
  });
});

describe('campaigns', () => {
  it('serves landing prices as a percentage of the SKU prices', async () => {
    const body = (await get(`/api/products/campaignedproductdetails/${t.ids.quilt}`)).json();
    expect(body.campaign).toMatchObject({
      kind: 'landing',
      urlExt: 'kis-firsati',
      pricePercent: 80,
    });
    expect(body.skus[0]).toMatchObject({ price: 96_000, regularPrice: 120_000 });
    expect(body.defaultPrice).toBe(96_000);
    expect((await get(`/api/products/campaignedproductdetails/${t.ids.sheet}`)).statusCode).toBe(
      404,
    );
  });

  it('names the free product of the home page', async () => {
    const body = (await get('/api/products/campaignedfreeproduct')).json();
    expect(body.item.product).toMatchObject({ _id: t.ids.gift, name: 'Hediye Yastık Kılıfı' });
    expect(body.item.campaign).toMatchObject({ kind: 'free', pricePercent: 0 });
  });

  it('prices one SKU, normally and in its campaign', async () => {
    const normal = await get(`/api/products/pricesku/${t.ids.quilt}/${t.skuIds.quilt}`);
    expect(normal.json()).toMatchObject({ price: 120_000, regularPrice: 120_000, inStock: false });
    const campaign = await get(`/api/products/campaignsku/${t.ids.quilt}/${t.skuIds.quilt}`);
    expect(campaign.json()).toMatchObject({ price: 96_000, regularPrice: 120_000 });
    // A SKU of another product, and a product without a campaign.
    expect((await get(`/api/products/pricesku/${t.ids.sheet}/${t.skuIds.quilt}`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/products/campaignsku/${t.ids.sheet}/${t.skuIds.sheetSingle}`)).statusCode,
    ).toBe(404);
    expect((await get('/api/products/pricesku/1/x')).json().errors[0].field).toBe('params.skuId');
  });
});

describe('side products, SKU details, short links, sales', () => {
  it('lists side products in the order asked, leaving out unknown and hidden ones', async () => {
    t.resetQueries();
    const ids = [t.ids.pillow, 999999, t.ids.hidden, t.ids.sheet];
    const body = (
      await get(`/api/products/sideproductslist/?sideProductIds=${ids.join(',')}`)
    ).json();
    expect(body.products.map((p: { _id: number }) => p._id)).toEqual([t.ids.pillow, t.ids.sheet]);
    expect(t.queries()).toHaveLength(1);
    const bad = await get('/api/products/sideproductslist/?sideProductIds=1,abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('query.sideProductIds');
    const many = Array.from({ length: 25 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/products/sideproductslist/?sideProductIds=${many}`)).statusCode).toBe(
      400,
    );
  });

  it('returns the product with exactly the SKU asked for', async () => {
    const body = (await get(`/api/products/skudetails/${t.ids.sheet}/nev-ck`)).json();
    expect(body._id).toBe(t.ids.sheet);
    expect(body.skus).toHaveLength(1);
    expect(body.skus[0]).toMatchObject({ sku: 'NEV-CK', price: 70_000 });
    expect((await get(`/api/products/skudetails/${t.ids.pillow}/NEV-CK`)).statusCode).toBe(404);
  });

  it('resolves product short codes in any case, then model codes', async () => {
    const code = (await get('/api/products/shortcode/yast')).json();
    expect(code).toEqual({
      kind: 'product',
      productId: t.ids.pillow,
      path: `/urun/mikrofiber-yastik/${t.ids.pillow}`,
    });
    const model = (await get('/api/products/shortcode/lina')).json();
    expect(model).toMatchObject({ kind: 'model', productId: t.ids.sheet });
    expect((await get('/api/products/shortcode/qqq')).statusCode).toBe(404);
    expect((await get('/api/products/shortcode/giz')).statusCode).toBe(404);
    expect((await get('/api/products/shortcode/a%20b')).statusCode).toBe(400);
  });

  it('counts units sold in the last months, once per order line', async () => {
    const db = t.database.db;
    await recordSales(db, 'ORD-1', [
      { productId: t.ids.pillow, skuId: t.skuIds.pillow, quantity: 2 },
    ]);
    await recordSales(db, 'ORD-1', [
      { productId: t.ids.pillow, skuId: t.skuIds.pillow, quantity: 2 },
    ]);
    await recordSales(db, 'ORD-2', [
      { productId: t.ids.pillow, skuId: t.skuIds.pillow, quantity: 3 },
    ]);
    await db.insert(productSales).values({
      productId: t.ids.pillow,
      skuId: t.skuIds.pillow,
      orderRef: 'ORD-OLD',
      quantity: 50,
      soldAt: new Date(Date.now() - 70 * 24 * 3600 * 1000),
    });
    const url = `/api/lastMonthSales/bringInLastMonthsSales?productId=${t.ids.pillow}`;
    expect((await get(url)).json()).toEqual({ productId: t.ids.pillow, lastMonth: 1, count: 5 });
    expect((await get(`${url}&lastMonth=3`)).json().count).toBe(55);
    expect((await get(`${url}&lastMonth=0`)).json().errors[0].field).toBe('query.lastMonth');
    const unknown = '/api/lastMonthSales/bringInLastMonthsSales?productId=999999';
    expect((await get(unknown)).statusCode).toBe(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of admin and wholesale pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /toptan');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists home, catalogue pages, products, their reviews and the static pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/sayfa/2</loc>');
    expect(xml).toContain(`/urun/mikrofiber-yastik/${t.ids.pillow}</loc>`);
    expect(xml).toContain(`/yorumlar/pamuk-saten-nevresim-takimi/${t.ids.sheet}</loc>`);
    expect(xml).not.toContain('gizli-nevresim');
    expect(xml).toContain('/hakkimizda</loc>');
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue endpoint', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/products/productdetails/{id}',
        '/api/products/campaignedproductdetails/{id}',
        '/api/products/pricesku/{productId}/{skuId}',
        '/api/products/campaignsku/{productId}/{skuId}',
        '/api/products/sideproductslist/',
        '/api/products/skudetails/{productId}/{skuCode}',
        '/api/lastMonthSales/bringInLastMonthsSales',
        '/api/products/shortcode/{code}',
        '/api/products/{id}/reviews',
        '/api/products/{id}/questions',
      ]),
    );
  });
});
