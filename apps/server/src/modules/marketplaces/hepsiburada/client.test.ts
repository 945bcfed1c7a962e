import type { AddressInfo } from 'node:net';
import {
  HEPSIBURADA_SANDBOX_CREDENTIALS,
  type HepsiburadaSandbox,
  hepsiburadaSandbox,
  sandboxPlugin,
} from '@carsi/sandbox';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCounter, MarketplaceLimiter } from '../limiter';
import { type Listing, MarketplaceError } from '../marketplace';
import { hepsiburadaSandboxHosts } from './channel';
import { commaDecimal, commaPrice, HepsiburadaClient } from './client';

let app: FastifyInstance;
let origin: string;
let standIn: HepsiburadaSandbox;
let clock = Date.now();

const noWait = { sleep: async () => undefined };
const { merchantId, serviceKey, userAgent } = HEPSIBURADA_SANDBOX_CREDENTIALS;

function client(overrides: Partial<ConstructorParameters<typeof HepsiburadaClient>[0]> = {}) {
  return new HepsiburadaClient({
    hosts: hepsiburadaSandboxHosts(origin),
    merchantId,
    serviceKey,
    userAgent,
    limiter: new MarketplaceLimiter(new LocalCounter(), 'test', noWait),
    retry: { baseDelayMs: 1, ...noWait },
    timeoutMs: 5_000,
    ...overrides,
  });
}

const item = (merchantSku: string, overrides: Partial<Listing['items'][number]> = {}) => ({
  sku: merchantSku,
  barcode: `869${merchantSku.replace(/\D/g, '').padStart(10, '0')}`,
  merchantSku,
  title: 'Pamuk Saten Nevresim Takımı Çift Kişilik',
  description: '<p>Saten</p>',
  groupId: '7',
  quantity: 12,
  listPrice: 13_050,
  salePrice: 13_050,
  vatRate: 10,
  desi: 3,
  images: ['https://cdn.example.com/a.jpg'],
  attributes: [
    { attributeId: 'renk_variant_property', valueIds: ['Beyaz'] },
    { attributeId: 'ebatlar_variant_property', valueIds: ['Çift Kişilik'] },
    { attributeId: '00000MU', valueIds: ['%100 Pamuk', 'Saten'] },
    { attributeId: 'uretici_bilgisi', customValue: 'Çarşı Tekstil A.Ş., Bursa' },
  ],
  ...overrides,
});

const listing = (items: Listing['items']): Listing => ({
  productId: 7,
  brandId: 'Çarşı Home',
  brandName: 'Çarşı Home',
  categoryId: '18021101',
  items,
});

/** Sends a raw import file to the stand-in, as a client that got the decimals wrong would. */
async function rawImport(items: unknown[]) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([JSON.stringify(items)], { type: 'application/json' }),
    'urunler.json',
  );
  const response = await fetch(
    `${hepsiburadaSandboxHosts(origin).catalogue}/product/api/products/import`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${merchantId}:${serviceKey}`).toString('base64')}`,
        'user-agent': userAgent,
      },
      body: form,
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as { data: { trackingId: string } },
  };
}

beforeAll(async () => {
  standIn = hepsiburadaSandbox({ now: () => clock, settleMs: 1_000 });
  app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [standIn] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe('comma decimals', () => {
  it('writes kuruş as Hepsiburada text with a decimal comma and never a dot', () => {
    expect(commaPrice(13_050)).toBe('130,50');
    expect(commaPrice(5)).toBe('0,05');
    expect(commaPrice(100_000)).toBe('1000,00');
    expect(commaDecimal(1.5)).toBe('1,5');
    expect(commaDecimal(3)).toBe('3');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (kurus) => {
        const text = commaPrice(kurus);
        expect(text).toMatch(/^\d+,\d{2}$/);
        expect(Math.round(Number(text.replace(',', '.')) * 100)).toBe(kurus);
      }),
    );
    expect(() => commaPrice(1.5)).toThrow(RangeError);
  });
});

describe('Hepsiburada client against the stand-in over HTTP', () => {
  it('reads the category tree with only active, available leaves taking products', async () => {
    const tree = await client().categoryTree();
    expect(tree.map((c) => c.name)).toEqual(['Ev Tekstili']);
    const bedroom = tree[0]!.children.find((c) => c.name === 'Yatak Odası Tekstili')!;
    expect(bedroom.leaf).toBe(false);
    const leaves = Object.fromEntries(bedroom.children.map((c) => [c.name, c.leaf]));
    // "Yorgan" is a leaf Hepsiburada marks unavailable: it takes no products, so it is left out.
    expect(leaves).toEqual({ 'Nevresim Takımı': true, 'Pike Takımı': true });
    // The passive category is not offered at all.
    const bath = tree[0]!.children.find((c) => c.name === 'Banyo Tekstili')!;
    expect(bath.children.map((c) => c.name)).not.toContain('Eski Banyo Paspası');
  });

  it('reads attributes (variant ones marked, short lists inline) and pages long value lists', async () => {
    const attributes = await client().categoryAttributes('18021101');
    const byId = Object.fromEntries(attributes.map((a) => [a.id, a]));
    expect(byId.renk_variant_property).toMatchObject({
      required: true,
      varianter: true,
      allowCustom: false,
    });
    expect(byId.renk_variant_property!.values.map((v) => v.name)).toContain('Beyaz');
    expect(byId['00000MU']).toMatchObject({ multiple: true, varianter: false });
    expect(byId.uretici_bilgisi).toMatchObject({ required: true, allowCustom: true, values: [] });
    // The import file's own keys are not offered as attributes.
    expect(byId.UrunAdi).toBeUndefined();
    // 250 thread counts: not inline; the values call pages through them (1 000 a page).
    expect(byId.iplik_sayisi!.values).toEqual([]);
    const values = await client().attributeValues('18021101', 'iplik_sayisi');
    expect(values).toHaveLength(250);
    expect(values[0]).toEqual({ id: '100 TC', name: '100 TC' });
    await expect(client().categoryAttributes('18021103')).rejects.toMatchObject({
      kind: 'rejected',
      status: 404,
    });
    await expect(client().categoryAttributes('abc')).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('refuses wrong credentials (401) and a missing developer User-Agent (403)', async () => {
    await expect(client({ serviceKey: 'wrongKey1234' }).checkConnection()).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
    });
    await expect(client({ userAgent: 'someone-else' }).checkConnection()).rejects.toMatchObject({
      kind: 'auth',
      status: 403,
    });
    await expect(client().checkConnection()).resolves.toBeUndefined();
  });

  it('uploads a JSON file with comma decimals and follows the tracking status to per-item results', async () => {
    standIn.refuseSku('HB-REF-2', 'Görsel kalitesi yetersiz.');
    const c = client();
    const { batchId } = await c.upload([
      listing([
        item('HB-OK-1'),
        item('HB-REF-2'),
        item('HB-MISS-3', {
          attributes: [{ attributeId: 'renk_variant_property', valueIds: ['Beyaz'] }],
        }),
      ]),
    ]);
    // What reached Hepsiburada: a file, every value text, prices with a decimal comma.
    const file = standIn.files.at(-1) as {
      categoryId: number;
      merchant: string;
      attributes: Record<string, string>;
    }[];
    expect(file).toHaveLength(3);
    expect(file[0]).toMatchObject({
      categoryId: 18021101,
      merchant: merchantId,
      attributes: {
        merchantSku: 'HB-OK-1',
        price: '130,50',
        kg: '3',
        stock: '12',
        tax_vat_rate: '10',
        Marka: 'Çarşı Home',
        Image1: 'https://cdn.example.com/a.jpg',
        '00000MU': '%100 Pamuk,Saten',
      },
    });
    expect(JSON.stringify(file)).not.toMatch(/"price":"\d+\.\d+"/);

    const pending = await c.uploadResult(batchId);
    expect(pending.state).toBe('pending');
    expect(pending.items.every((i) => i.approval === 'pending')).toBe(true);

    clock += 2_000;
    const done = await c.uploadResult(batchId);
    expect(done).toMatchObject({ batchId, state: 'completed', itemCount: 3, failedItemCount: 2 });
    const byBarcode = Object.fromEntries(done.items.map((i) => [i.barcode, i]));
    expect(byBarcode[item('HB-OK-1').barcode]).toMatchObject({
      approval: 'approved',
      failureReasons: [],
    });
    expect(byBarcode[item('HB-REF-2').barcode]!.failureReasons).toEqual([
      'merchantSku: Görsel kalitesi yetersiz.',
    ]);
    const missing = byBarcode[item('HB-MISS-3').barcode]!;
    expect(missing.approval).toBe('rejected');
    expect(missing.failureReasons.join(' ')).toContain('Ebat zorunludur');
  });

  it('has dot decimals refused by the stand-in, per item', async () => {
    const good = client().importItems([listing([item('HB-DOT-1')])])[0]!;
    const { status, body } = await rawImport([
      { ...good, attributes: { ...good.attributes, price: '130.50' } },
    ]);
    expect(status).toBe(200);
    clock += 2_000;
    const result = await client().uploadResult(body.data.trackingId);
    expect(result.items[0]!.approval).toBe('rejected');
    expect(result.items[0]!.failureReasons.join(' ')).toMatch(/virgüllü ondalık/);
    // A number instead of text is refused the same way.
    const numeric = await rawImport([
      { ...good, attributes: { ...good.attributes, merchantSku: 'HB-DOT-2', price: 130.5 } },
    ]);
    clock += 2_000;
    const second = await client().uploadResult(numeric.body.data.trackingId);
    expect(second.items[0]!.failureReasons.join(' ')).toMatch(/price/);
  });

  it('refuses an import sent as JSON instead of a file', async () => {
    const response = await fetch(
      `${hepsiburadaSandboxHosts(origin).catalogue}/product/api/products/import`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${merchantId}:${serviceKey}`).toString('base64')}`,
          'user-agent': userAgent,
          'content-type': 'application/json',
        },
        body: JSON.stringify([]),
      },
    );
    expect(response.status).toBe(400);
  });

  it('deletes products awaiting action and refuses created ones, seen in the delete process', async () => {
    const c = client();
    standIn.refuseSku('HB-DEL-2', 'Açıklama yetersiz.');
    const { batchId } = await c.upload([listing([item('HB-DEL-1'), item('HB-DEL-2')])]);
    clock += 2_000;
    await c.uploadResult(batchId);
    const removed = await c.removePending([item('HB-DEL-1').barcode, item('HB-DEL-2').barcode]);
    expect(removed.batchId).toBeTruthy();
    expect(await c.deleteResult(removed.batchId!)).toEqual(
      expect.arrayContaining([
        { merchantSku: 'HB-DEL-1', state: 'pending', message: null },
        { merchantSku: 'HB-DEL-2', state: 'pending', message: null },
      ]),
    );
    clock += 2_000;
    const outcome = Object.fromEntries(
      (await c.deleteResult(removed.batchId!)).map((r) => [r.merchantSku, r]),
    );
    expect(outcome['HB-DEL-2']).toMatchObject({ state: 'deleted' });
    expect(outcome['HB-DEL-1']).toMatchObject({ state: 'failed' });
    expect(outcome['HB-DEL-1']!.message).toContain('Yaratıldı');
    expect(standIn.products.has('HB-DEL-2')).toBe(false);
    await expect(c.removePending(['0000000000000'])).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('retries 429 and 5xx with backoff but never a 4xx refusal', async () => {
    standIn.failNext(429, 2);
    expect((await client().categoryTree()).length).toBe(1);
    standIn.failNext(503, 1);
    await expect(
      client().attributeValues('18021102', 'renk_variant_property'),
    ).resolves.toHaveLength(10);
    standIn.failNext(429, 10);
    const error = await client({ retry: { attempts: 3, baseDelayMs: 1, ...noWait } })
      .categoryTree()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceError);
    expect((error as MarketplaceError).kind).toBe('rate-limited');
    // The seven failures left are used up by a patient client.
    await client({ retry: { attempts: 10, baseDelayMs: 1, ...noWait } }).categoryTree();
  });

  it('tolerates answers with dropped fields', async () => {
    const sparse = Fastify();
    sparse.get('/mpop/product/api/categories/get-all-categories', async () => ({
      data: [
        { categoryId: 5, leaf: true },
        { categoryId: 6, name: 'Alt', parentCategoryId: 99 },
      ],
    }));
    sparse.get('/mpop/product/api/products/status/:id', async () => ({
      data: [{ merchantSku: 'X-1', productStatus: 'Yaratıldı' }],
    }));
    await sparse.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(sparse.server.address() as AddressInfo).port}`;
    try {
      const c = client({ hosts: { catalogue: `${base}/mpop`, listing: base, orders: base } });
      const tree = await c.categoryTree();
      expect(tree.map((n) => [n.id, n.name, n.leaf, n.parentId])).toEqual([
        ['5', '5', true, null],
        ['6', 'Alt', false, null],
      ]);
      expect(await c.uploadResult('t-1')).toMatchObject({
        state: 'completed',
        items: [{ barcode: 'X-1', approval: 'approved', failureReasons: [] }],
      });
    } finally {
      await sparse.close();
    }
  });
});
