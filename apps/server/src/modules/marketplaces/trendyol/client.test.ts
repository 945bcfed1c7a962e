import type { AddressInfo } from 'node:net';
import {
  sandboxPlugin,
  TRENDYOL_SANDBOX_CREDENTIALS,
  type TrendyolSandbox,
  trendyolSandbox,
} from '@carsi/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalCounter, MarketplaceLimiter } from '../limiter';
import { type Listing, MarketplaceError } from '../marketplace';
import { TRENDYOL_SANDBOX_PATH } from './channel';
import { TrendyolClient } from './client';

let app: FastifyInstance;
let origin: string;
let standIn: TrendyolSandbox;
let clock = Date.now();

const noWait = { sleep: async () => undefined };

function client(overrides: Partial<ConstructorParameters<typeof TrendyolClient>[0]> = {}) {
  return new TrendyolClient({
    baseUrl: `${origin}${TRENDYOL_SANDBOX_PATH}`,
    ...TRENDYOL_SANDBOX_CREDENTIALS,
    limiter: new MarketplaceLimiter(new LocalCounter(), 'test', noWait),
    sentBodies: new LocalCounter(),
    retry: { baseDelayMs: 1, ...noWait },
    timeoutMs: 5_000,
    ...overrides,
  });
}

const listing = (barcode: string, overrides: Partial<Listing['items'][number]> = {}): Listing => ({
  productId: 7,
  brandId: '1000',
  brandName: 'Çarşı Home',
  categoryId: '2001',
  shipmentAddressId: '7001',
  returningAddressId: '7002',
  cargoCompanyId: '4',
  items: [
    {
      sku: `SKU-${barcode}`,
      barcode,
      merchantSku: `SKU-${barcode}`,
      title: 'Pamuk Saten Nevresim Takımı Çift Kişilik',
      description: '<p>Saten</p>',
      groupId: '7',
      quantity: 12,
      listPrice: 129_990,
      salePrice: 119_990,
      vatRate: 10,
      desi: 3,
      images: ['https://cdn.example.com/a.jpg'],
      attributes: [
        { attributeId: '47', valueIds: ['50000'] },
        { attributeId: '338', valueIds: ['51001'] },
        { attributeId: '14', customValue: 'Pamuk saten' },
      ],
      ...overrides,
    },
  ],
});

beforeAll(async () => {
  standIn = trendyolSandbox({ now: () => clock, settleMs: 1_000, addressesPerHour: 1 });
  app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [standIn] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());
beforeEach(() => {
  clock += 2 * 3_600_000;
});

describe('Trendyol client against the stand-in over HTTP', () => {
  it('reads brands by name case-sensitively, the tree, attributes and long value lists', async () => {
    const c = client();
    expect((await c.searchBrands('Çarşı')).map((b) => b.name)).toContain('Çarşı Home');
    expect(await c.searchBrands('çarşı')).toEqual([]);
    const tree = await c.categoryTree();
    const textiles = tree[0]!.children[0]!;
    expect(textiles.leaf).toBe(false);
    expect(textiles.children[0]!.children.map((n) => n.name)).toContain('Nevresim Takımı');
    const attributes = await c.categoryAttributes('2001');
    const colour = attributes.find((a) => a.name === 'Renk')!;
    expect(colour).toMatchObject({ required: true, varianter: true });
    const origin = attributes.find((a) => a.name === 'Menşei')!;
    expect(origin.values).toEqual([]);
    const values = await c.attributeValues('2001', origin.id);
    expect(values).toHaveLength(1500);
    expect(values[0]).toEqual({ id: '54000', name: 'Türkiye' });
  });

  it('reads the addresses, and the hourly limit answers 429 on the second call', async () => {
    const c = client({ retry: { attempts: 1 } });
    const addresses = await c.addresses();
    expect(addresses.map((a) => a.type)).toEqual(['shipment', 'returning', 'invoice']);
    await expect(c.addresses()).rejects.toMatchObject({ kind: 'rate-limited', status: 429 });
  });

  it('uploads a product, sees it in progress, then completed per SKU with failures named', async () => {
    const c = client();
    standIn.refuseBarcode('BAD-1', 'Görsel kalitesi yetersiz.');
    const first = listing('GOOD-1');
    first.items.push({ ...listing('BAD-1').items[0]! });
    const { batchId } = await c.upload([first]);
    const pending = await c.uploadResult(batchId);
    expect(pending.state).toBe('pending');
    clock += 1_500;
    const done = await c.uploadResult(batchId);
    expect(done.state).toBe('completed');
    expect(done.failedItemCount).toBe(1);
    expect(done.items).toEqual([
      { barcode: 'GOOD-1', approval: 'approved', failureReasons: [] },
      { barcode: 'BAD-1', approval: 'rejected', failureReasons: ['Görsel kalitesi yetersiz.'] },
    ]);
    const sent = standIn.products.get('GOOD-1')!.body;
    expect(sent).toMatchObject({
      listPrice: 1299.9,
      salePrice: 1199.9,
      currencyType: 'TRY',
      productMainId: '7',
    });
  });

  it('explains content refusals per item (missing attribute, price order, image, title)', async () => {
    const c = client();
    const bad = listing('BAD-2', {
      title: 'x'.repeat(101),
      listPrice: 100,
      salePrice: 200,
      images: ['ftp://example.com/a.jpg'],
      attributes: [{ attributeId: '47', valueIds: ['50000'] }],
    });
    const { batchId } = await c.upload([bad]);
    clock += 1_500;
    const [item] = (await c.uploadResult(batchId)).items;
    expect(item!.approval).toBe('rejected');
    expect(item!.failureReasons).toEqual(
      expect.arrayContaining([
        'Ürün adı 1-100 karakter olmalıdır.',
        'Liste fiyatı satış fiyatından küçük olamaz.',
        'Görsel adresleri https olmalıdır.',
        'Boyut/Ebat zorunludur.',
        'Materyal zorunludur.',
      ]),
    );
  });

  it('forgets a batch after 4 hours', async () => {
    const c = client();
    const { batchId } = await c.upload([listing('OLD-1')]);
    clock += 4 * 3_600_000 + 1;
    await expect(c.uploadResult(batchId)).rejects.toMatchObject({ kind: 'rejected', status: 404 });
  });

  it('removes a pending product; an approved one is refused per item', async () => {
    const c = client();
    await c.upload([listing('DEL-1')]);
    await c.upload([listing('DEL-2')]);
    await fetch(`${origin}/__sandbox/trendyol/__control/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ barcode: 'DEL-2' }),
    });
    const { batchId } = await c.removePending(['DEL-1', 'DEL-2']);
    clock += 1_500;
    const result = await c.uploadResult(batchId!);
    expect(result.items.map((i) => [i.barcode, i.approval])).toEqual([
      ['DEL-1', 'approved'],
      ['DEL-2', 'rejected'],
    ]);
    expect(standIn.products.has('DEL-1')).toBe(false);
  });

  it('retries 429 and 5xx, never a 4xx', async () => {
    const c = client();
    standIn.failNext(429);
    standIn.failNext(503);
    expect(await c.searchBrands('Taç')).toEqual([{ id: '1002', name: 'Taç' }]);
    standIn.failNext(429, 10);
    await expect(
      client({ retry: { attempts: 3, baseDelayMs: 1, ...noWait } }).searchBrands('Taç'),
    ).rejects.toMatchObject({
      kind: 'rate-limited',
    });
    // Drain the 429s left queued above.
    for (let i = 0; i < 7; i += 1) await c.searchBrands('Taç').catch(() => undefined);
    let calls = 0;
    const counting = client();
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      calls += 1;
      return original(...args);
    }) as typeof fetch;
    try {
      await expect(counting.categoryAttributes('999999')).rejects.toMatchObject({
        kind: 'rejected',
        status: 404,
      });
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toBe(1);
  });

  it('is refused without the User-Agent Trendyol requires, or with wrong keys', async () => {
    const wrongSeller = client({ sellerId: '999' });
    await expect(wrongSeller.checkConnection()).rejects.toMatchObject({
      kind: 'auth',
      status: 403,
    });
    const wrongKey = client({ apiSecret: 'nope' });
    const error = await wrongKey.checkConnection().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceError);
    expect((error as MarketplaceError).status).toBe(401);
    expect(JSON.stringify(error)).not.toContain('nope');
    await expect(client().checkConnection()).resolves.toBeUndefined();
  });

  it('does not send an identical price/stock body again within 15 minutes', async () => {
    const c = client();
    await c.upload([listing('PS-1')]);
    const items = [{ barcode: 'PS-1', quantity: 5, salePrice: 10_000, listPrice: 12_000 }];
    expect((await c.updatePriceAndInventory(items)).skipped).toBe(false);
    expect(await c.updatePriceAndInventory(items)).toEqual({ batchId: null, skipped: true });
    // Another client (no memory of the first send) is refused by Trendyol itself.
    await expect(
      client({ sentBodies: undefined }).updatePriceAndInventory(items),
    ).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
    });
  });

  it('waits for the limiter: 50 calls per 10 s per endpoint, shared through the counter', async () => {
    let now = 0;
    const counter = new LocalCounter(() => now);
    const slept: number[] = [];
    const limiter = new MarketplaceLimiter(counter, 'test', {
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
        clock += ms;
      },
    });
    const a = client({ limiter });
    const b = client({ limiter });
    for (let i = 0; i < 50; i += 1) await (i % 2 ? a : b).checkConnection();
    expect(slept).toEqual([]);
    // The 51st waits for the next 10-second window (the stand-in would answer 429 otherwise).
    await a.checkConnection();
    expect(slept.length).toBeGreaterThan(0);
    expect(slept.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(9_000);
    // Brands allow 50 a minute: the 51st would wait longer than the limiter's 15 s and fails.
    for (let i = 0; i < 50; i += 1) await a.searchBrands('Taç');
    await expect(b.searchBrands('Taç')).rejects.toMatchObject({ kind: 'rate-limited' });
  });
});
