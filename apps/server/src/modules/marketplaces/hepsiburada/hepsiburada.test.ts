import type { AdminRole } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, marketplaceUploads, products, skus } from '../../../db/schema';
import { createSession } from '../../identity/index';
import { adminBearer, startTestShop, type TestShop, testPhone } from '../../identity/testing';
import { testReseller } from '../../wholesale/testing';

// The spec's Hepsiburada calls through the shop, against the stand-in mounted in sandbox mode.

let shop: TestShop;

const image = {
  key: 'products/test-sheet',
  alt: 'Nevresim',
  width: 1200,
  height: 1800,
  widths: [320, 640, 960],
};

async function seedProduct(name: string) {
  const code = `H${Math.random().toString(36).slice(2, 7)}`;
  const [product] = await shop.database.db
    .insert(products)
    .values({
      code,
      name,
      slug: code,
      defaultPrice: 100_000,
      defaultVat: 10,
      defaultImages: [image],
      description: 'Saten nevresim',
    })
    .returning({ id: products.id });
  const rows = await shop.database.db
    .insert(skus)
    .values(
      ['Beyaz', 'Gri'].map((color, position) => ({
        productId: product!.id,
        sku: `${code}-${position}`,
        position,
        color,
        price: 119_990 + position * 1_000,
        vat: 10,
        countInStock: 7,
      })),
    )
    .returning({ id: skus.id, sku: skus.sku });
  return { productId: product!.id, skus: rows };
}

beforeAll(async () => {
  shop = await startTestShop();
}, 180_000);
afterAll(() => shop.close());

const bearers = new Map<AdminRole, Record<string, string>>();
async function as(role: AdminRole) {
  if (!bearers.has(role)) bearers.set(role, await adminBearer(shop.database, role));
  return bearers.get(role)!;
}
const call = async (
  role: AdminRole,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => shop.app.inject({ method, url, headers: await as(role), ...(payload ? { payload } : {}) });

const skuData = (productId: number, rows: { id: number }[], prefix: string) => ({
  productId,
  brandName: 'Çarşı Home',
  categoryId: '18021101',
  categoryName: 'Nevresim Takımı',
  attributes: [
    { attributeId: 'renk_variant_property', valueIds: ['Beyaz'] },
    { attributeId: 'ebatlar_variant_property', valueIds: ['Çift Kişilik'] },
    { attributeId: '00000MU', valueIds: ['%100 Pamuk', 'Saten'] },
    { attributeId: 'uretici_bilgisi', customValue: 'Çarşı Tekstil A.Ş., Bursa' },
  ],
  skus: rows.map((s, i) => ({ skuId: s.id, barcode: `${prefix}${i}` })),
  priceRule: { kind: 'percent', value: 1_000, ending: '90' },
});

async function waitForResult(productId: number) {
  for (let i = 0; i < 60; i += 1) {
    const result = await call(
      'marketing',
      'GET',
      `/api/hepsiBurada/getResultOfHepsiBuradaUpload?productId=${productId}`,
    );
    expect(result.statusCode, result.body).toBe(200);
    if (result.json().state !== 'sent' && result.json().state !== 'queued') return result.json();
    await shop.app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no result');
}

describe('Hepsiburada through the shop', () => {
  it('serves categories, attributes and enum values from the stand-in', async () => {
    const tree = await call('marketing', 'GET', '/api/hepsiBurada/getHepsiBuradaCategories');
    expect(tree.statusCode, tree.body).toBe(200);
    expect(tree.json().categories[0].name).toBe('Ev Tekstili');
    const attributes = await call(
      'marketing',
      'GET',
      '/api/hepsiBurada/getHepsiBuradaCategoryAttributes?categoryId=18021101',
    );
    expect(attributes.statusCode, attributes.body).toBe(200);
    const list = attributes.json().attributes as { id: string; required: boolean }[];
    expect(list.slice(0, 4).every((a) => a.required)).toBe(true);
    const values = await call(
      'marketing',
      'GET',
      '/api/hepsiBurada/getHepsiBuradaEnumValues?categoryId=18021101&attributeId=iplik_sayisi',
    );
    expect(values.statusCode, values.body).toBe(200);
    expect(values.json().values).toHaveLength(250);
    const bad = await call(
      'marketing',
      'GET',
      '/api/hepsiBurada/getHepsiBuradaCategoryAttributes?categoryId=abc',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('categoryId');
    const notLeaf = await call(
      'marketing',
      'GET',
      '/api/hepsiBurada/getHepsiBuradaCategoryAttributes?categoryId=18021103',
    );
    expect(notLeaf.statusCode).toBe(422);
  });

  it('names problems, then uploads a matched product as a comma-decimal file and stores its result', async () => {
    const { productId, skus: rows } = await seedProduct('Saten Nevresim Takımı Çift Kişilik');
    const refused = await call(
      'marketing',
      'POST',
      '/api/hepsiBurada/uploadAProductInHepsiBurada',
      { productId },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['brand', 'category']),
    );

    const saved = await call('marketing', 'PUT', '/api/hepsiBurada/updateSkuWithHepsiBuradaInfo', {
      skuData: skuData(productId, rows, '869100000'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().match).toMatchObject({
      brandId: 'Çarşı Home',
      brandName: 'Çarşı Home',
      categoryId: '18021101',
    });
    // 1 199,90 TL + 10 % = 1 319,89 → rounded up to ,90.
    expect(saved.json().skus.map((s: { marketplacePrice: number }) => s.marketplacePrice)).toEqual([
      131_990, 133_090,
    ]);
    const check = await call(
      'marketing',
      'POST',
      `/api/admin/marketplaces/hepsiburada/products/${productId}/check`,
    );
    expect(check.json(), check.body).toMatchObject({ ok: true, problems: [] });

    const queued = await call('marketing', 'POST', '/api/hepsiBurada/uploadAProductInHepsiBurada', {
      productId,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await shop.app.jobs.drain();
    const [row] = await shop.database.db
      .select()
      .from(marketplaceUploads)
      .where(eq(marketplaceUploads.productId, productId));
    expect(row).toMatchObject({ marketplace: 'hepsiburada', state: 'sent', isUploaded: true });

    const state = await shop.app.inject({
      method: 'GET',
      url: '/__sandbox/hepsiburada/__control/state',
    });
    const file = state.json().lastFile as { attributes: Record<string, string> }[];
    expect(file.map((i) => i.attributes.price)).toEqual(['1319,90', '1330,90']);
    expect(file[0]!.attributes).toMatchObject({
      merchantSku: rows[0]!.sku,
      Barcode: '8691000000',
      Marka: 'Çarşı Home',
    });

    const result = await waitForResult(productId);
    expect(result).toMatchObject({ state: 'completed', failedItemCount: 0, needsFixing: false });
    expect(result.items.map((i: { approval: string }) => i.approval)).toEqual([
      'approved',
      'approved',
    ]);
    const byBatch = await call(
      'marketing',
      'GET',
      `/api/hepsiBurada/getResultOfHepsiBuradaUpload?productId=${productId}&batchRequestId=${row!.batchRequestId}`,
    );
    expect(byBatch.json().uploadId).toBe(result.uploadId);
    // Created products are not pending: nothing to delete.
    const nothing = await call(
      'marketing',
      'POST',
      '/api/hepsiBurada/deletePendingProductInHepsiBurada',
      { productId },
    );
    expect(nothing.statusCode).toBe(409);
  });

  it('explains a refused SKU and deletes it while it awaits action', async () => {
    const { productId, skus: rows } = await seedProduct('Pamuk Nevresim Takımı');
    await shop.app.inject({
      method: 'POST',
      url: '/__sandbox/hepsiburada/__control/refuse-sku',
      payload: { merchantSku: rows[1]!.sku, reason: 'Görsel kalitesi yetersiz.' },
    });
    await call('marketing', 'PUT', '/api/hepsiBurada/updateSkuWithHepsiBuradaInfo', {
      skuData: skuData(productId, rows, '869200000'),
    });
    const queued = await call('marketing', 'POST', '/api/hepsiBurada/uploadAProductInHepsiBurada', {
      productId,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await shop.app.jobs.drain();
    const result = await waitForResult(productId);
    expect(result).toMatchObject({ state: 'completed', failedItemCount: 1, needsFixing: true });
    const refusedItem = result.items.find((i: { approval: string }) => i.approval === 'rejected');
    expect(refusedItem.failureReasons).toEqual(['merchantSku: Görsel kalitesi yetersiz.']);
    const list = await call(
      'marketing',
      'GET',
      '/api/admin/marketplaces/hepsiburada/products?durum=needs-fixing',
    );
    expect(list.json().rows.map((r: { productId: number }) => r.productId)).toContain(productId);

    const removed = await call(
      'marketing',
      'POST',
      '/api/hepsiBurada/deletePendingProductInHepsiBurada',
      { productId },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ removed: ['8692000001'] });
    expect(removed.json().batchRequestId).toBeTruthy();
    const state = await shop.app.inject({
      method: 'GET',
      url: '/__sandbox/hepsiburada/__control/state',
    });
    expect(state.json().products.map((p: { merchantSku: string }) => p.merchantSku)).not.toContain(
      rows[1]!.sku,
    );
  });

  it('refuses other roles, wholesale accounts, customers and strangers on every call', async () => {
    const urls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/hepsiBurada/getHepsiBuradaCategories'],
      ['GET', '/api/hepsiBurada/getHepsiBuradaCategoryAttributes?categoryId=18021101'],
      [
        'GET',
        '/api/hepsiBurada/getHepsiBuradaEnumValues?categoryId=18021101&attributeId=renk_variant_property',
      ],
      ['PUT', '/api/hepsiBurada/updateSkuWithHepsiBuradaInfo', { skuData: { productId: 1 } }],
      ['POST', '/api/hepsiBurada/uploadAProductInHepsiBurada', { productId: 1 }],
      ['GET', '/api/hepsiBurada/getResultOfHepsiBuradaUpload?productId=1'],
      ['POST', '/api/hepsiBurada/deletePendingProductInHepsiBurada', { productId: 1 }],
    ];
    for (const role of ['operations', 'customerService', 'warehouse', 'accounting'] as AdminRole[])
      for (const [method, url, payload] of urls)
        expect((await call(role, method, url, payload)).statusCode, `${role} ${url}`).toBe(403);
    for (const [method, url, payload] of urls) {
      const status = (await call('owner', method, url, payload)).statusCode;
      expect(status, url).not.toBe(403);
      expect(status, url).toBeLessThan(500);
    }
    const [customer] = await shop.database.db
      .insert(customers)
      .values({ phone: testPhone() })
      .returning({ id: customers.id });
    const { token } = await createSession(shop.database.db, {
      kind: 'customer',
      principalId: customer!.id,
      ttlMs: 3_600_000,
    });
    const reseller = await testReseller(shop.database);
    for (const headers of [{ authorization: `Bearer ${token}` }, reseller.headers])
      for (const [method, url, payload] of urls) {
        const response = await shop.app.inject({
          method,
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, url).toBe(403);
      }
    for (const [method, url, payload] of urls) {
      const response = await shop.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
