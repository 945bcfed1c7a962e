import { crc32 } from 'node:zlib';
import { BULK_COLUMNS } from '@carsi/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { bulkUpdates, inventoryActivities, products, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { istanbulDayStart } from '../admin-notifications/index';
import { adminBearer } from '../identity/testing';
import { seedDemoWarehouses } from './demo-stock';

let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Record<string, string>;
let marketing: Record<string, string>;
let warehouse: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  operations = await adminBearer(database, 'operations');
  marketing = await adminBearer(database, 'marketing');
  warehouse = await adminBearer(database, 'warehouse');
  support = await adminBearer(database, 'customerService');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const sku = (code: string, extra: Record<string, unknown> = {}) => ({
  sku: code,
  size: '160x220',
  color: 'Beyaz',
  price: 59_990,
  vat: 10,
  countInStock: 5,
  ...extra,
});

const newProduct = (
  name: string,
  code: string,
  skuCodes: string[],
  extra: Record<string, unknown> = {},
) => ({
  name,
  code,
  description: '<p>Yumuşak <strong>pamuk</strong></p><script>alert(1)</script>',
  defaultPrice: 59_990,
  defaultVat: 10,
  skus: skuCodes.map((c) => sku(c)),
  ...extra,
});

describe('taxonomy (one pattern for every definition)', () => {
  it('creates, lists, edits and deletes a brand; slug derived from the name', async () => {
    const created = await call('POST', '/api/admin/taxonomy/brands', operations, {
      name: 'Özgür Tekstil',
    });
    expect(created.statusCode).toBe(200);
    const { item } = created.json();
    expect(item.fields.slug).toBe('ozgur-tekstil');
    const list = await call('GET', '/api/admin/taxonomy/brands?keyword=özgür', operations);
    expect(list.json().items.map((i: { name: string }) => i.name)).toContain('Özgür Tekstil');
    const edited = await call('PUT', `/api/admin/taxonomy/brands/${item.id}`, marketing, {
      name: 'Özgür Ev Tekstili',
      slug: 'ozgur-ev',
      sortOrder: 3,
    });
    expect(edited.json().item.fields).toMatchObject({ slug: 'ozgur-ev', sortOrder: 3 });
    const removed = await call('DELETE', `/api/admin/taxonomy/brands/${item.id}`, operations);
    expect(removed.statusCode).toBe(200);
  });

  it('category levels name their parent; a missing parent is a 400 on parentId', async () => {
    const dep = (
      await call('POST', '/api/admin/taxonomy/departments', operations, { name: 'Yatak Odası' })
    ).json();
    const main = await call('POST', '/api/admin/taxonomy/main-categories', operations, {
      name: 'Nevresim',
      parentId: dep.item.id,
    });
    expect(main.json().item).toMatchObject({
      parentName: 'Yatak Odası',
      fields: { parentId: dep.item.id },
    });
    const orphan = await call('POST', '/api/admin/taxonomy/main-categories', operations, {
      name: 'Yastık',
      parentId: 999_999,
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors[0].field).toBe('body.parentId');
    // A department with categories under it cannot go.
    const refused = await call(
      'DELETE',
      `/api/admin/taxonomy/departments/${dep.item.id}`,
      operations,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 ana kategori');
  });

  it('refuses bad input with the field named, and duplicates with 409', async () => {
    const bad = await call('POST', '/api/admin/taxonomy/suppliers', operations, {
      name: 'Tedarik A.Ş.',
      taxNumber: '12',
      email: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.taxNumber', 'body.email']));
    expect(bad.json().errors[0].message).toMatch(/[ğüşıöç]/);
    await call('POST', '/api/admin/taxonomy/models', operations, { name: 'Lale', code: 'LALE' });
    const twice = await call('POST', '/api/admin/taxonomy/models', operations, {
      name: 'Lale 2',
      code: 'LALE',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DUPLICATE', errors: [{ field: 'body.code' }] });
    const unknown = await call('GET', '/api/admin/taxonomy/colours', operations);
    expect(unknown.statusCode).toBe(400);
  });

  it('roles: customer service may not read it, warehouse may not edit catalogue but may edit warehouses', async () => {
    expect((await call('GET', '/api/admin/taxonomy/brands', support)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/taxonomy/brands', warehouse, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/taxonomy/brands', {})).statusCode).toBe(401);
    const depot = await call('POST', '/api/admin/taxonomy/warehouses', warehouse, {
      name: 'Ana Depo',
      code: 'ANA',
    });
    expect(depot.statusCode).toBe(200);
    expect(
      (await call('POST', '/api/admin/taxonomy/warehouses', marketing, { name: 'B', code: 'BB' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('products and SKUs', () => {
  it('creates a product with two SKUs; the description is sanitised; the storefront shows it at once', async () => {
    const brand = (
      await call('POST', '/api/admin/taxonomy/brands', operations, { name: 'Pamukkale' })
    ).json().item;
    const before = await app.inject({ url: '/api/products/?keyword=Bambu' });
    expect(before.json().products).toHaveLength(0);
    const created = await call(
      'POST',
      '/api/admin/products',
      operations,
      newProduct('Bambu Nevresim', 'BMB', ['BMB-1', 'BMB-2'], { brandId: brand.id }),
    );
    expect(created.statusCode).toBe(200);
    const product = created.json().product;
    expect(product.slug).toBe('bambu-nevresim');
    expect(product.description).toBe('<p>Yumuşak <strong>pamuk</strong></p>');
    expect(product.skus).toHaveLength(2);
    const after = await app.inject({ url: '/api/products/?keyword=Bambu' });
    expect(after.json().products.map((p: { name: string }) => p.name)).toContain('Bambu Nevresim');

    // A brand in use is refused with the count of products.
    const refused = await call('DELETE', `/api/admin/taxonomy/brands/${brand.id}`, operations);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'IN_USE' });
    expect(refused.json().message).toBe(
      'Bu marka 1 üründe kullanılıyor; silmeden önce ürünlerden kaldırın.',
    );

    // Listed, searchable by SKU code, filterable.
    const list = await call(
      'GET',
      `/api/admin/products?keyword=BMB-2&brandId=${brand.id}&stock=var`,
      operations,
    );
    expect(list.json().products).toMatchObject([
      { id: product.id, skuCount: 2, stock: 10, brand: 'Pamukkale' },
    ]);

    // A price change shows on the storefront's product details right away (cache dropped).
    const detail = await app.inject({ url: `/api/products/productdetails/${product.id}` });
    expect(detail.statusCode).toBe(200);
    const { version, skus: _skus, id: _id, ...fields } = product;
    const updated = await call('PUT', `/api/admin/products/${product.id}`, operations, {
      ...fields,
      name: 'Bambu Nevresim Takımı',
      slug: '',
      defaultPrice: 49_990,
      version,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().product).toMatchObject({
      slug: 'bambu-nevresim-takimi',
      version: version + 1,
    });
    const fresh = await app.inject({ url: `/api/products/productdetails/${product.id}` });
    expect(fresh.json().name).toBe('Bambu Nevresim Takımı');

    // The second admin, still on the old version, gets a Turkish 409 instead of overwriting.
    const stale = await call('PUT', `/api/admin/products/${product.id}`, marketing, {
      ...fields,
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });
    expect(stale.json().message).toContain('başka bir yönetici');

    // SKU edit: version-checked, stock change recorded as a count activity.
    const first = updated.json().product.skus[0];
    const {
      id: skuId,
      version: skuVersion,
      desi: _d,
      productId: _p,
      position: _pos,
      ...skuFields
    } = first;
    const skuSaved = await call('PUT', `/api/admin/skus/${skuId}`, operations, {
      ...skuFields,
      countInStock: 9,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 10,
      version: skuVersion,
    });
    expect(skuSaved.statusCode).toBe(200);
    expect(skuSaved.json().product.skus[0]).toMatchObject({ countInStock: 9, desi: 3 });
    const staleSku = await call('PUT', `/api/admin/skus/${skuId}`, operations, {
      ...skuFields,
      version: skuVersion,
    });
    expect(staleSku.statusCode).toBe(409);
    const moves = await database.db
      .select()
      .from(inventoryActivities)
      .where(eq(inventoryActivities.skuId, skuId));
    expect(moves.map((m) => m.quantity)).toEqual([5, 4]);
  });

  it('old slugs redirect: the product page is canonical by id (301 from any other title)', async () => {
    // The storefront route /urun/{title}/{id} redirects any non-current title (web route test);
    // here: the new slug is what the API hands the page.
    const [row] = await database.db.select().from(products).where(eq(products.code, 'BMB'));
    expect(row?.slug).toBe('bambu-nevresim-takimi');
  });

  it('bad input: duplicate SKU code or slug, negative price or stock, VAT, ceiling — nothing written', async () => {
    const count = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;
    const before = await count();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [newProduct('Kopya', 'KPY', ['BMB-1']), 409, 'body.skus.0.sku'],
      [newProduct('Kopya', 'KPY', ['K-1', 'k-1']), 409, 'body.skus.1.sku'],
      [newProduct('Bambu Nevresim Takımı', 'KPY', ['K-2']), 409, 'body.slug'],
      [newProduct('Kopya', 'BMB', ['K-3']), 409, 'body.code'],
      [newProduct('Kopya', 'KPY', ['K-4'], { defaultPrice: -1 }), 400, 'body.defaultPrice'],
      [
        { ...newProduct('Kopya', 'KPY', []), skus: [sku('K-5', { countInStock: -2 })] },
        400,
        'body.skus.0.countInStock',
      ],
      [newProduct('Kopya', 'KPY', ['K-6'], { defaultVat: 101 }), 400, 'body.defaultVat'],
      [
        { ...newProduct('Kopya', 'KPY', []), skus: [sku('K-7', { vat: -1 })] },
        400,
        'body.skus.0.vat',
      ],
      [
        newProduct('Kopya', 'KPY', ['K-8'], { defaultPrice: 100_000_001 }),
        400,
        'body.defaultPrice',
      ],
      [newProduct('Kopya', 'KPY', ['K-9'], { brandId: 999_999 }), 400, 'body.brandId'],
    ];
    for (const [body, status, field] of cases) {
      const response = await call('POST', '/api/admin/products', operations, body);
      expect(response.statusCode, field).toBe(status);
      expect(
        response.json().errors?.map((e: { field: string }) => e.field),
        field,
      ).toContain(field);
      expect(response.json().message).toMatch(/[a-zçğıöşü]/i);
    }
    expect(await count()).toBe(before);
    const [leftover] = await database.db.select().from(skus).where(eq(skus.sku, 'K-9'));
    expect(leftover).toBeUndefined();
    // Roles: warehouse may not create products.
    expect(
      (await call('POST', '/api/admin/products', warehouse, newProduct('X', 'XXX', ['X-1'])))
        .statusCode,
    ).toBe(403);
  });
});

describe('images', () => {
  const upload = (body: Buffer, type = 'image/png', headers = operations) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/images?alt=Beyaz%20nevresim',
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  it('makes WebP and AVIF at the page widths from a photo', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c9b' },
    })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(200);
    const { image } = response.json();
    expect(image).toMatchObject({
      alt: 'Beyaz nevresim',
      widths: [320, 640],
      width: 640,
      height: 480,
      // The storefront offers AVIF only for images whose record says the files are there.
      formats: ['webp', 'avif'],
    });
    const served = await app.inject({ url: `/uploads/${image.key}-320.webp` });
    expect(served.statusCode).toBe(200);
    for (const width of image.widths) {
      const avif = await app.inject({ url: `/uploads/${image.key}-${width}.avif` });
      expect(avif.statusCode).toBe(200);
      expect(avif.headers['content-type']).toBe('image/avif');
    }
  });

  it('refuses a file that is not an image, a 50 MB file and a decompression bomb', async () => {
    const text = await upload(Buffer.from('merhaba dünya'), 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'BAD_IMAGE', errors: [{ field: 'file' }] });
    const huge = await upload(Buffer.alloc(50 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('MB');
    // A tiny PNG whose header claims 30000 × 30000 pixels (3.6 GB decoded): refused from the
    // header, before any decoding.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await upload(bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('piksel');
    expect((await upload(Buffer.from('x'), 'image/png', warehouse)).statusCode).toBe(403);
  }, 60_000);
});

describe('stock and warehouses', () => {
  it('counts, damage, return and transfer are activities; stock never goes negative', async () => {
    const [target] = await database.db.select().from(skus).where(eq(skus.sku, 'BMB-2'));
    const depots = (await call('GET', '/api/admin/taxonomy/warehouses', warehouse)).json().items;
    const main = depots[0].id;
    const second = (
      await call('POST', '/api/admin/taxonomy/warehouses', operations, {
        name: 'İkinci Depo',
        code: 'IKI',
      })
    ).json().item.id;
    const adjust = (body: Record<string, unknown>, who = warehouse) =>
      call('POST', '/api/admin/stock/adjustments', who, {
        skuId: target!.id,
        warehouseId: main,
        reason: 'Sayım',
        ...body,
      });

    const counted = await adjust({ kind: 'count', quantity: 8 });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().row).toMatchObject({
      countInStock: 13,
      warehouses: [{ name: 'Ana Depo', quantity: 8 }],
    });
    const moved = await adjust({ kind: 'transfer', quantity: 3, toWarehouseId: second });
    expect(moved.json().row.countInStock).toBe(13);
    const damaged = await adjust({ kind: 'damage', quantity: 6 });
    expect(damaged.statusCode).toBe(409);
    expect(damaged.json().message).toBe('Depoda bu üründen yalnız 5 adet var.');
    expect((await adjust({ kind: 'damage', quantity: 2 })).json().row.countInStock).toBe(11);
    expect((await adjust({ kind: 'return', quantity: 1 })).json().row.countInStock).toBe(12);
    expect((await adjust({ kind: 'count', quantity: -1 })).json().errors[0].field).toBe(
      'body.quantity',
    );
    expect((await adjust({ kind: 'transfer', quantity: 1 })).json().errors[0].field).toBe(
      'body.toWarehouseId',
    );
    expect((await adjust({ kind: 'count', quantity: 1 }, marketing)).statusCode).toBe(403);

    // Orders took sellable stock the warehouse still holds: a count may not go below them.
    await database.db.update(skus).set({ countInStock: 1 }).where(eq(skus.id, target!.id));
    const tooLow = await adjust({ kind: 'count', quantity: 0 });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().message).toContain('negatife');

    const stock = await call('GET', '/api/admin/stock?keyword=BMB-2', warehouse);
    expect(stock.json().rows[0]).toMatchObject({ sku: 'BMB-2', countInStock: 1 });
    const log = await call('GET', `/api/admin/stock/activities?skuId=${target!.id}`, warehouse);
    expect(log.json().activities[0]).toMatchObject({ kind: 'return', quantity: 1 });
    expect(log.json().activities[0].adminName).toBeTruthy();

    // A warehouse with stock is in use.
    const refused = await call('DELETE', `/api/admin/taxonomy/warehouses/${second}`, warehouse);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 üründe');
  });
});

describe('bulk update', () => {
  async function sheet(
    rows: Array<Array<string | number>>,
    format: 'csv' | 'xlsx',
    header: readonly string[] = BULK_COLUMNS,
  ) {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Katalog');
    ws.addRow([...header]);
    for (const row of rows) ws.addRow(row);
    return Buffer.from(
      (format === 'csv'
        ? await workbook.csv.writeBuffer()
        : await workbook.xlsx.writeBuffer()) as ArrayBuffer,
    );
  }
  const preview = (body: Buffer, format: 'csv' | 'xlsx') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/bulk-update/preview?format=${format}`,
      headers: { ...operations, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('exports, refuses a wrong header, lists row errors, then applies a clean sheet as a job', async () => {
    const exported = await app.inject({
      url: '/api/admin/bulk-update/export?format=csv',
      headers: operations,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\n')[0]).toBe(BULK_COLUMNS.join(','));
    expect(exported.body).toContain('BMB-1');

    const wrong = await preview(await sheet([], 'csv', ['kod', 'fiyat']), 'csv');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'BAD_SPREADSHEET', errors: [{ field: 'file' }] });
    expect(wrong.json().message).toContain('Başlık satırı hatalı');

    const withErrors = await preview(
      await sheet(
        [
          ['YOK-1', 'x', 10, 0, '', 10, 1, 'evet'],
          ['BMB-1', 'x', -5, 0, '', 10, 1, 'evet'],
          ['BMB-2', 'x', 10, 0, '', 120, 1, 'evet'],
        ],
        'xlsx',
      ),
      'xlsx',
    );
    expect(withErrors.statusCode).toBe(200);
    expect(
      withErrors.json().errors.map((e: { row: number; message: string }) => e.message),
    ).toEqual([
      'Bilinmeyen SKU: YOK-1',
      'BMB-1: Fiyat negatif olamaz',
      'BMB-2: KDV 0 ile 100 arasında olmalı (120)',
    ]);
    const refused = await call(
      'POST',
      `/api/admin/bulk-update/${withErrors.json().id}/apply`,
      operations,
    );
    expect(refused.statusCode).toBe(409);

    const clean = await preview(
      await sheet([['BMB-1', 'x', '449,90', 0, '300', 10, 7, 'evet']], 'csv'),
      'csv',
    );
    expect(clean.json()).toMatchObject({ errors: [], changedRows: 1 });
    expect(clean.json().changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['Fiyat', 'Toptan fiyat', 'Stok']),
    );
    const queued = await call(
      'POST',
      `/api/admin/bulk-update/${clean.json().id}/apply`,
      operations,
    );
    expect(queued.json()).toMatchObject({ status: 'queued', total: 1 });
    await app.jobs.drain();
    const done = await call('GET', `/api/admin/bulk-update/${clean.json().id}`, operations);
    expect(done.json()).toMatchObject({ status: 'done', processed: 1 });
    const [row] = await database.db.select().from(skus).where(eq(skus.sku, 'BMB-1'));
    expect(row).toMatchObject({ price: 44_990, wholesalePrice: 30_000, countInStock: 7 });
    const [record] = await database.db
      .select()
      .from(bulkUpdates)
      .where(eq(bulkUpdates.id, clean.json().id));
    expect(record?.finishedAt).toBeTruthy();
  });
});

describe('demo seed', () => {
  it('puts every unit of sellable stock on a demo warehouse shelf', async () => {
    const fresh = await openTestDatabase();
    try {
      await fresh.db.execute(sql`insert into products (code, name, slug, default_price, default_vat)
        values ('DMO', 'Demo', 'demo', 100, 10)`);
      await fresh.db.execute(sql`insert into skus (product_id, sku, price, vat, count_in_stock)
        select id, 'DMO-' || n, 100, 10, n * 3 from products, generate_series(0, 4) n`);
      await seedDemoWarehouses(fresh.db);
      const { rows } = (await fresh.db.execute(sql`
        select s.count_in_stock as sellable, coalesce(sum(w.quantity), 0)::int as shelved
        from skus s left join warehouse_stock w on w.sku_id = s.id group by s.id`)) as unknown as {
        rows: Array<{ sellable: number; shelved: number }>;
      };
      for (const row of rows) expect(row.shelved).toBe(row.sellable);
      const depots = await fresh.db.execute(sql`select count(*)::int as n from warehouses`);
      expect((depots as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});

describe('materials, supplier orders and waybills', () => {
  it('materials are one more taxonomy definition, with stock in decimals of their unit', async () => {
    const created = await call('POST', '/api/admin/taxonomy/materials', warehouse, {
      name: 'Ranforce kumaş 240 cm',
      kind: 'Kumaş',
      unit: 'metre',
      stock: 152.5,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().item.fields).toMatchObject({ stock: 152.5, unit: 'metre' });
    const negative = await call('POST', '/api/admin/taxonomy/materials', warehouse, {
      name: 'Elyaf',
      kind: 'Dolgu',
      unit: 'kg',
      stock: -1,
    });
    expect(negative.json().errors[0]).toMatchObject({
      field: 'body.stock',
      message: 'Stok negatif olamaz.',
    });
  });

  it('a production adds the made units and consumes its materials; a shortfall writes nothing', async () => {
    const [target] = await database.db.select().from(skus).where(eq(skus.sku, 'BMB-2'));
    const main = (await call('GET', '/api/admin/taxonomy/warehouses', warehouse)).json().items[0]
      .id;
    const material = async (name: string, unit: string, stock: number) =>
      (
        await call('POST', '/api/admin/taxonomy/materials', warehouse, {
          name,
          kind: 'Üretim',
          unit,
          stock,
        })
      ).json().item.id as number;
    const fabric = await material('Saten kumaş üretim', 'metre', 10);
    const box = await material('Karton kutu üretim', 'adet', 3);
    const stockOf = async (id: number) =>
      (await call('GET', '/api/admin/taxonomy/materials?hepsi=true', warehouse))
        .json()
        .items.find((item: { id: number }) => item.id === id).fields.stock;
    const before = (await database.db.select().from(skus).where(eq(skus.id, target!.id)))[0]!
      .countInStock;
    const produce = (materials: unknown, quantity = 2) =>
      call('POST', '/api/admin/stock/adjustments', warehouse, {
        skuId: target!.id,
        warehouseId: main,
        kind: 'produce',
        quantity,
        reason: 'Atölye',
        materials,
      });

    const made = await produce([
      { materialId: fabric, amount: 4.5 },
      { materialId: box, amount: 2 },
    ]);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().row.countInStock).toBe(before + 2);
    expect(made.json().activity).toMatchObject({ kind: 'produce', quantity: 2 });
    expect(made.json().activity.reason).toBe(
      'Atölye — Tüketilen: 4.5 metre Saten kumaş üretim, 2 adet Karton kutu üretim',
    );
    expect(await stockOf(fabric)).toBe(5.5);
    expect(await stockOf(box)).toBe(1);

    // Two boxes are needed, one is left: refused on that line, and nothing moves.
    const short = await produce([
      { materialId: fabric, amount: 1 },
      { materialId: box, amount: 2 },
    ]);
    expect(short.statusCode).toBe(409);
    expect(short.json().errors[0]).toMatchObject({
      field: 'body.materials.1.amount',
      message: 'Yeterli Karton kutu üretim yok: kalan 1 adet.',
    });
    expect(await stockOf(fabric)).toBe(5.5);
    expect(
      (await database.db.select().from(skus).where(eq(skus.id, target!.id)))[0]!.countInStock,
    ).toBe(before + 2);

    expect((await produce([])).json().errors[0].field).toBe('body.materials');
    expect((await produce([{ materialId: 999_999, amount: 1 }])).json().errors[0].field).toBe(
      'body.materials.0.materialId',
    );
    expect((await produce([{ materialId: fabric, amount: 0.0001 }])).json().errors[0].field).toBe(
      'body.materials.0.amount',
    );
    const notProduction = await call('POST', '/api/admin/stock/adjustments', warehouse, {
      skuId: target!.id,
      warehouseId: main,
      kind: 'return',
      quantity: 1,
      reason: 'İade',
      materials: [{ materialId: fabric, amount: 1 }],
    });
    expect(notProduction.json().errors[0].field).toBe('body.materials');
    const asMarketing = await call('POST', '/api/admin/stock/adjustments', marketing, {
      skuId: target!.id,
      warehouseId: main,
      kind: 'produce',
      quantity: 1,
      reason: 'x',
      materials: [{ materialId: fabric, amount: 1 }],
    });
    expect(asMarketing.statusCode).toBe(403);
    expect(await stockOf(fabric)).toBe(5.5);
  });

  it('an order to a supplier is received once into a warehouse as inventory activities', async () => {
    const supplier = (
      await call('POST', '/api/admin/taxonomy/suppliers', operations, {
        name: 'Denizli Dokuma A.Ş.',
        taxOffice: 'Pamukkale',
        taxNumber: '1234567890',
      })
    ).json().item;
    const depots = (
      await call('GET', '/api/admin/taxonomy/warehouses?hepsi=true', warehouse)
    ).json().items;
    const depot = depots.find((d: { name: string }) => d.name === 'Ana Depo');
    const unknown = await call('POST', '/api/admin/supplier-orders', warehouse, {
      supplierId: supplier.id,
      warehouseId: depot.id,
      lines: [{ sku: 'YOK-9', quantity: 3, unitCost: 10_000 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'body.lines.0.sku' });
    const [before] = await database.db.select().from(skus).where(eq(skus.sku, 'BMB-1'));
    const created = await call('POST', '/api/admin/supplier-orders', warehouse, {
      supplierId: supplier.id,
      warehouseId: depot.id,
      expectedDate: '2026-12-01',
      lines: [{ sku: 'bmb-1', quantity: 12, unitCost: 25_000 }],
    });
    expect(created.statusCode).toBe(200);
    const order = created.json().order;
    expect(order).toMatchObject({ status: 'open', total: 300_000, expectedDate: '2026-12-01' });
    expect(
      (await call('POST', `/api/admin/supplier-orders/${order.id}/receive`, marketing)).statusCode,
    ).toBe(403);
    const received = await call(
      'POST',
      `/api/admin/supplier-orders/${order.id}/receive`,
      warehouse,
    );
    expect(received.json().order.status).toBe('received');
    const [after] = await database.db.select().from(skus).where(eq(skus.sku, 'BMB-1'));
    expect(after!.countInStock).toBe(before!.countInStock + 12);
    const again = await call('POST', `/api/admin/supplier-orders/${order.id}/receive`, warehouse);
    expect(again.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/admin/supplier-orders/${order.id}/cancel`, warehouse)).statusCode,
    ).toBe(409);
    const list = await call('GET', '/api/admin/supplier-orders?status=received', warehouse);
    expect(list.json().orders.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('prints a waybill for a transfer only', async () => {
    const moves = await database.db.select().from(inventoryActivities);
    const transfer = moves.find((m) => m.kind === 'transfer')!;
    const other = moves.find((m) => m.kind === 'damage')!;
    const printed = await call('GET', `/api/admin/stock/waybills/${transfer.id}`, warehouse);
    expect(printed.json().waybill).toMatchObject({
      from: { name: 'Ana Depo' },
      to: { name: 'İkinci Depo' },
      lines: [{ sku: 'BMB-2', quantity: 3, unit: 'Adet' }],
    });
    expect(printed.json().waybill.number).toMatch(/^IRS\d{13}$/);
    expect((await call('GET', `/api/admin/stock/waybills/${other.id}`, warehouse)).statusCode).toBe(
      404,
    );
  });
});

describe('product analysis', () => {
  it('counts add-to-carts per Turkish day and last month units; refuses a reversed period', async () => {
    const [sku] = await database.db.select().from(skus).where(eq(skus.sku, 'BMB-1'));
    // Days as Istanbul counts them (after 21:00 UTC it is already tomorrow there).
    const today = istanbulDayStart(new Date()).day;
    const monthAgo = istanbulDayStart(new Date(Date.now() - 30 * 86_400_000)).day;
    await database.db.execute(sql`insert into analytics_events (name, sku_id, sku, qty, value)
      values ('add_to_cart', ${sku!.id}, 'BMB-1', 1, 44990), ('add_to_cart', ${sku!.id}, 'BMB-1', 2, 89980)`);
    await database.db.execute(sql`insert into product_sales (product_id, sku_id, order_ref, quantity)
      values (${sku!.productId}, ${sku!.id}, 'TEST-1', 3)`);
    const url = `/api/admin/products/${sku!.productId}/analysis`;
    const response = await call('GET', `${url}?from=${monthAgo}&to=${today}`, marketing);
    expect(response.statusCode).toBe(200);
    expect(response.json().totals).toMatchObject({
      addToCarts: 2,
      orders: 0,
      lastMonthUnits: 3,
      conversionPercent: 0,
    });
    expect(response.json().days.at(-1)).toMatchObject({ date: today });
    const reversed = await call('GET', `${url}?from=${today}&to=${monthAgo}`, marketing);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].field).toBe('query.to');
    expect(
      (await call('GET', `${url}?from=2020-01-01&to=${today}`, marketing)).json().errors[0].field,
    ).toBe('query.to');
    expect((await call('GET', `${url}?from=${monthAgo}&to=${today}`, warehouse)).statusCode).toBe(
      403,
    );
  });
});
