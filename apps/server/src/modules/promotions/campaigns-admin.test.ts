import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { productCampaigns, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer } from '../identity/testing';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let marketing: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  // Deaf to the tables' NOTIFY, which comes when it comes: the storefront reads below must be
  // fresh because the campaign write itself dropped this process's caches.
  app = await buildTestApp({ ...database, listen: () => {} });
  catalogue = await seedTestCatalogue(database.db);
  marketing = await adminBearer(database, 'marketing');
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const productOf = async (skuId: number) => {
  const [row] = await database.db.select().from(skus).where(eq(skus.id, skuId));
  return row!.productId;
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = marketing) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const landingBody = (productId: number, fields: Record<string, unknown> = {}) => ({
  productId,
  kind: 'landing',
  title: 'Kış fırsatı',
  urlExt: 'kis-firsati',
  appeal: 'kis-reklami',
  pricePercent: 80,
  ...fields,
});

describe('campaigns in the back office', () => {
  it('creates a landing campaign that the storefront sells at its percentage, then edits and ends it', async () => {
    const productId = await productOf(catalogue.quilt);
    const created = await call('POST', '/api/admincampaign/create', landingBody(productId));
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json().campaign;
    expect(campaign).toMatchObject({
      productId,
      kind: 'landing',
      appeal: 'kis-reklami',
      pricePercent: 80,
      running: true,
    });
    expect(campaign.landingPath).toMatch(new RegExp(`^/land/[^/]+/${productId}/kis-firsati$`));

    // The storefront's landing data follows at once.
    const landing = await app.inject(`/api/products/campaignedproductdetails/${productId}`);
    expect(landing.statusCode).toBe(200);
    const quilt = landing.json().skus.find((s: { _id: number }) => s._id === catalogue.quilt);
    expect(quilt).toMatchObject({ regularPrice: 19_990, price: 15_992 });

    const edited = await call('PUT', '/api/admincampaign/edit', {
      _id: campaign._id,
      ...landingBody(productId, { pricePercent: 50, isActive: false }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().campaign).toMatchObject({ pricePercent: 50, running: false });
    expect(
      (await app.inject(`/api/products/campaignedproductdetails/${productId}`)).statusCode,
    ).toBe(404);

    const details = await call('GET', `/api/admincampaign/detailsofcampaign/${campaign._id}`);
    expect(details.json().campaign).toMatchObject({ _id: campaign._id, isActive: false });
    const ofProduct = await call('GET', `/api/admincampaign/ofproduct/${productId}`);
    expect(ofProduct.json().campaign._id).toBe(campaign._id);
  });

  it('lists, searches by title, address or product and pages', async () => {
    const productId = await productOf(catalogue.sheet);
    const created = await call(
      'POST',
      '/api/admincampaign/create',
      landingBody(productId, { title: 'Çarşaf haftası', urlExt: 'carsaf-haftasi' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const byTitle = await call('GET', '/api/admincampaign/listcampaigns/?keyword=çarşaf haftası');
    expect(byTitle.json().campaigns.map((c: { _id: number }) => c._id)).toContain(
      created.json().campaign._id,
    );
    const byProduct = await call('GET', `/api/admincampaign/listcampaigns/?keyword=${productId}`);
    expect(byProduct.json().campaigns).toHaveLength(1);
    const none = await call('GET', '/api/admincampaign/listcampaigns/?keyword=yok-boyle-bir-sey');
    expect(none.json()).toMatchObject({ campaigns: [], total: 0, page: 1, pages: 1 });
    const second = await call('GET', '/api/admincampaign/listcampaigns/?pageNumber=2');
    expect(second.json()).toMatchObject({ campaigns: [], page: 2 });
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const productId = await productOf(catalogue.pillow);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [landingBody(productId, { urlExt: null }), 400, 'body.urlExt'],
      [landingBody(productId, { urlExt: 'Büyük Harf' }), 400, 'body.urlExt'],
      [landingBody(productId, { pricePercent: 0 }), 400, 'body.pricePercent'],
      [landingBody(productId, { pricePercent: 101 }), 400, 'body.pricePercent'],
      [landingBody(productId, { minimumCartAmount: 1000 }), 400, 'body.minimumCartAmount'],
      [{ ...landingBody(productId), kind: 'free', pricePercent: 50 }, 400, 'body.pricePercent'],
      [
        landingBody(productId, {
          startDate: '2026-12-10T00:00:00.000Z',
          endDate: '2026-12-01T00:00:00.000Z',
        }),
        400,
        'body.endDate',
      ],
      [landingBody(999_999), 400, 'body.productId'],
      [landingBody(productId, { title: 'x' }), 400, 'body.title'],
    ];
    for (const [body, status, field] of cases) {
      const response = await call('POST', '/api/admincampaign/create', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const rows = await database.db
      .select()
      .from(productCampaigns)
      .where(eq(productCampaigns.productId, productId));
    expect(rows).toEqual([]);

    // One campaign per product: a second is a 409 that points at the product.
    expect(
      (await call('POST', '/api/admincampaign/create', landingBody(productId))).statusCode,
    ).toBe(201);
    const again = await call('POST', '/api/admincampaign/create', landingBody(productId));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('body.productId');
    const unknown = await call('PUT', '/api/admincampaign/edit', {
      _id: 999_999,
      ...landingBody(productId),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives the gift only from the minimum cart amount, and the home page says so', async () => {
    const productId = await productOf(catalogue.towel);
    const created = await call('POST', '/api/admincampaign/create', {
      productId,
      kind: 'free',
      title: 'Hediye havlu',
      pricePercent: 0,
      minimumCartAmount: 30_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    try {
      const home = (await app.inject('/api/products/campaignedfreeproduct')).json();
      expect(home.item.campaign).toMatchObject({ kind: 'free', minimumCartAmount: 30_000 });

      const shopper = testVisitor(app);
      await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
      const below = (await shopper.call('GET', '/api/cart')).json();
      expect(below.items.some((line: { gift?: boolean }) => line.gift)).toBe(false);
      await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
      const above = (await shopper.call('GET', '/api/cart')).json();
      expect(above.items.find((line: { gift?: boolean }) => line.gift)).toMatchObject({
        skuId: catalogue.towel,
        price: 0,
      });
    } finally {
      await database.db
        .delete(productCampaigns)
        .where(eq(productCampaigns.id, created.json().campaign._id));
    }
  });

  it('is marketing-only: operations, warehouse and customer service get 403, nobody signed in 401', async () => {
    const productId = await productOf(catalogue.duvet);
    const valid = landingBody(productId, { urlExt: 'yorgan' });
    for (const role of ['operations', 'warehouse', 'customerService', 'accounting'] as const) {
      const headers = await adminBearer(database, role);
      for (const [method, url, payload] of [
        ['GET', '/api/admincampaign/listcampaigns/', undefined],
        ['GET', '/api/admincampaign/detailsofcampaign/1', undefined],
        ['GET', `/api/admincampaign/ofproduct/${productId}`, undefined],
        ['POST', '/api/admincampaign/create', valid],
        ['PUT', '/api/admincampaign/edit', { _id: 1, ...valid }],
      ] as const) {
        const response = await call(method, url, payload, headers);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await app.inject('/api/admincampaign/listcampaigns/')).statusCode).toBe(401);
    const owner = await call(
      'GET',
      '/api/admincampaign/listcampaigns/',
      undefined,
      await adminBearer(database, 'owner'),
    );
    expect(owner.statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(productCampaigns)
      .where(eq(productCampaigns.productId, productId));
    expect(rows).toEqual([]);
  });
});
