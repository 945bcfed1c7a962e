import type { AdminRole } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  marketplaceSettings,
  marketplaceUploads,
  products,
  skus,
} from '../../db/schema';
import { createSession } from '../identity/index';
import { adminBearer, startTestShop, type TestShop, testPhone } from '../identity/testing';
import { testReseller } from '../wholesale/testing';
import { SecretBox } from './secrets';
import { UNREADABLE_SECRET_HINT } from './settings';

let shop: TestShop;
let productId: number;
let skuIds: number[];

const image = {
  key: 'products/test-sheet',
  alt: 'Nevresim',
  width: 1200,
  height: 1800,
  widths: [320, 640, 960],
};

async function seedProduct(name: string) {
  const code = `M${Math.random().toString(36).slice(2, 7)}`;
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
    .returning({ id: skus.id });
  return { productId: product!.id, skuIds: rows.map((r) => r.id) };
}

beforeAll(async () => {
  shop = await startTestShop();
  ({ productId, skuIds } = await seedProduct('Saten Nevresim Takımı Çift Kişilik'));
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

const match = (id: number, ids: number[], barcodePrefix: string) => ({
  productId: id,
  brandId: '1000',
  brandName: 'Çarşı Home',
  categoryId: '2001',
  categoryName: 'Nevresim Takımı',
  attributes: [
    { attributeId: '47', valueIds: ['50000'] },
    { attributeId: '338', valueIds: ['51001'] },
    { attributeId: '14', customValue: 'Pamuk saten' },
    { attributeId: '1198', customValue: 'Çarşı Tekstil A.Ş., Bursa' },
    { attributeId: '1216', customValue: 'Yok (yerli üretim)' },
    { attributeId: '1116', customValue: '30 derecede yıkayın.' },
  ],
  skus: ids.map((skuId, i) => ({ skuId, barcode: `${barcodePrefix}${i}` })),
  priceRule: { kind: 'percent', value: 1_500, ending: '90' },
  shipmentAddressId: '7001',
  returningAddressId: '7002',
  cargoCompanyId: '4',
});

async function waitForResult(id: number) {
  for (let i = 0; i < 40; i += 1) {
    const result = await call(
      'marketing',
      'GET',
      `/api/trendyol/getResultOfTrendyolUpload?productId=${id}`,
    );
    expect(result.statusCode, result.body).toBe(200);
    if (result.json().state !== 'sent') return result.json();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no result');
}

describe('Trendyol through the shop', () => {
  it('serves reference data from the stand-in (brands case-insensitively for staff)', async () => {
    const brands = await call(
      'marketing',
      'GET',
      `/api/trendyol/getTrendyolBrandList?brand=${encodeURIComponent('çarşı')}`,
    );
    expect(brands.statusCode, brands.body).toBe(200);
    expect(brands.json().brands.map((b: { name: string }) => b.name)).toContain('Çarşı Home');
    const tree = await call('marketing', 'GET', '/api/trendyol/getTrendyolCategoryTree');
    expect(tree.statusCode, tree.body).toBe(200);
    expect(tree.json().categories[0].name).toBe('Ev & Yaşam');
    const attributes = await call(
      'marketing',
      'GET',
      '/api/trendyol/getTrendyolCategoryAttributes?categoryId=2001',
    );
    expect(attributes.statusCode, attributes.body).toBe(200);
    const list = attributes.json().attributes as { name: string; required: boolean }[];
    expect(list.slice(0, 3).every((a) => a.required)).toBe(true);
    const addresses = await call('marketing', 'GET', '/api/trendyol/getTrendyolSuppliersAddress');
    expect(addresses.statusCode, addresses.body).toBe(200);
    // Served from the cache the second time (Trendyol allows it once an hour).
    const again = await call('marketing', 'GET', '/api/trendyol/getTrendyolSuppliersAddress');
    expect(again.json()).toEqual(addresses.json());
    const bad = await call(
      'marketing',
      'GET',
      '/api/trendyol/getTrendyolCategoryAttributes?categoryId=abc',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('names every problem before upload, then uploads a matched product and stores its result', async () => {
    const before = await call(
      'marketing',
      'POST',
      `/api/admin/marketplaces/trendyol/products/${productId}/check`,
    );
    expect(before.statusCode, before.body).toBe(200);
    const fields = before.json().problems.map((p: { field: string }) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining(['brand', 'category', 'shipmentAddress', 'returningAddress']),
    );
    expect(fields.filter((f: string) => f.endsWith('.barcode'))).toHaveLength(2);
    const refused = await call('marketing', 'POST', '/api/trendyol/uploadAProductInTrendyol', {
      productId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain('brand');

    const saved = await call(
      'marketing',
      'POST',
      '/api/trendyol/updateSkuWithTrendyolInfo',
      match(productId, skuIds, 'CRS-A-'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().skus.map((s: { marketplacePrice: number }) => s.marketplacePrice)).toEqual([
      137_990, 139_190,
    ]);
    const check = await call(
      'marketing',
      'POST',
      `/api/admin/marketplaces/trendyol/products/${productId}/check`,
    );
    expect(check.json(), check.body).toMatchObject({ ok: true, problems: [] });

    const queued = await call('marketing', 'POST', '/api/trendyol/uploadAProductInTrendyol', {
      productId,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().upload.state).toBe('queued');
    await shop.app.jobs.drain();
    const [row] = await shop.database.db
      .select()
      .from(marketplaceUploads)
      .where(eq(marketplaceUploads.productId, productId));
    expect(row).toMatchObject({ state: 'sent', isUploaded: true });
    expect(row!.batchRequestId).toBeTruthy();

    const result = await waitForResult(productId);
    expect(result).toMatchObject({
      state: 'completed',
      isUploaded: true,
      failedItemCount: 0,
      needsFixing: false,
    });
    expect(result.items.map((i: { approval: string }) => i.approval)).toEqual([
      'approved',
      'approved',
    ]);
    const byBatch = await call(
      'marketing',
      'GET',
      `/api/trendyol/getResultOfTrendyolUpload?productId=${productId}&batchRequestId=${row!.batchRequestId}`,
    );
    expect(byBatch.json().uploadId).toBe(result.uploadId);
  }, 30_000);

  it('lists a product Trendyol refused under "needs fixing" with the reason', async () => {
    const second = await seedProduct('Pike Takımı Tek Kişilik');
    await call(
      'marketing',
      'POST',
      '/api/trendyol/updateSkuWithTrendyolInfo',
      match(second.productId, second.skuIds, 'CRS-B-'),
    );
    await shop.app.inject({
      method: 'POST',
      url: '/__sandbox/trendyol/__control/refuse-barcode',
      payload: { barcode: 'CRS-B-1', reason: 'Görsel kalitesi yetersiz.' },
    });
    const queued = await call('marketing', 'POST', '/api/admin/marketplaces/trendyol/uploads', {
      productIds: [second.productId],
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await shop.app.jobs.drain();
    const result = await waitForResult(second.productId);
    expect(result.needsFixing).toBe(true);
    expect(result.items.find((i: { barcode: string }) => i.barcode === 'CRS-B-1')).toMatchObject({
      approval: 'rejected',
      failureReasons: ['Görsel kalitesi yetersiz.'],
    });
    const list = await call(
      'marketing',
      'GET',
      '/api/admin/marketplaces/trendyol/products?durum=needs-fixing',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.map((r: { productId: number }) => r.productId)).toEqual([
      second.productId,
    ]);
    const removed = await call(
      'marketing',
      'POST',
      `/api/admin/marketplaces/trendyol/products/${second.productId}/remove-pending`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().removed).toEqual(['CRS-B-1']);
  }, 30_000);

  it('keeps the keys sealed: only a hint is shown, the row holds no plain secret', async () => {
    const saved = await call('owner', 'PUT', '/api/admin/marketplaces/trendyol/settings', {
      sellerId: '555111',
      apiKey: 'live-key-abcdef',
      apiSecret: 'live-secret-uvwxyz',
      environment: 'test',
      enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({
      source: 'stored',
      apiKeyHint: '••••ef',
      apiSecretHint: '••••yz',
    });
    expect(saved.body).not.toContain('live-secret');
    const [row] = await shop.database.db
      .select()
      .from(marketplaceSettings)
      .where(eq(marketplaceSettings.marketplace, 'trendyol'));
    expect(JSON.stringify(row)).not.toContain('live-secret-uvwxyz');
    expect(JSON.stringify(row)).not.toContain('live-key-abcdef');
    // A key sealed under another secrets key no longer opens: staff are told to enter it again.
    await shop.database.db
      .update(marketplaceSettings)
      .set({ apiKeyEncrypted: SecretBox.derived('another shop').seal('x', 'trendyol:apiKey') })
      .where(eq(marketplaceSettings.marketplace, 'trendyol'));
    const reread = await call('owner', 'GET', '/api/admin/marketplaces/trendyol/settings');
    expect(reread.json()).toMatchObject({
      apiKeyHint: UNREADABLE_SECRET_HINT,
      apiSecretHint: '••••yz',
    });
    // A first save for another marketplace without keys is refused with the fields named.
    const missing = await call('owner', 'PUT', '/api/admin/marketplaces/hepsiburada/settings', {
      sellerId: '1',
      environment: 'test',
    });
    expect([400, 409]).toContain(missing.statusCode);
    await shop.database.db.delete(marketplaceSettings);
  });

  it('refuses other roles, wholesale accounts, customers and strangers', async () => {
    const urls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/trendyol/getTrendyolCategoryTree'],
      ['POST', '/api/trendyol/uploadAProductInTrendyol', { productId }],
      ['GET', '/api/admin/marketplaces/trendyol/settings'],
    ];
    for (const role of ['operations', 'customerService', 'warehouse', 'accounting'] as AdminRole[])
      for (const [method, url, payload] of urls)
        expect((await call(role, method, url, payload)).statusCode).toBe(403);
    for (const [method, url, payload] of urls)
      expect((await call('owner', method, url, payload)).statusCode).not.toBe(403);
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
        expect(response.statusCode).toBe(403);
      }
    const anonymous = await shop.app.inject({
      method: 'GET',
      url: '/api/trendyol/getTrendyolCategoryTree',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
