import { BULK_COLUMNS } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { products } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { testVisitor } from '../cart/testing';
import { adminBearer } from '../identity/testing';

/**
 * The price a list card shows is the price the product page opens on and the
 * cart charges, whatever staff changed (the product's default price, a SKU, a sheet), and every
 * write drops the cached lists at once. The app hears no NOTIFY, so only the writing process's
 * own invalidation can make the answers fresh.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ ...database, listen: () => {} });
  operations = await adminBearer(database, 'operations');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Card {
  _id: number;
  defaultPrice: number;
  defaultPriceGap: number;
  inStock: boolean;
}

/** The three prices a shopper meets: the list card, the product page's first SKU, the cart. */
async function pricesOf(productId: number, keyword: string) {
  const list = await app.inject({ url: `/api/products/?keyword=${encodeURIComponent(keyword)}` });
  const card = (list.json().products as Card[]).find((p) => p._id === productId);
  const details = (await app.inject({ url: `/api/products/productdetails/${productId}` })).json();
  const opening = details.skus.find((s: { inStock: boolean }) => s.inStock) ?? details.skus[0];
  const shopper = testVisitor(app);
  const cart = (
    await shopper.call('POST', '/api/cart/items', { skuId: opening._id, qty: 1 })
  ).json();
  return {
    list: card?.defaultPrice,
    details: details.defaultPrice,
    page: opening.price,
    cart: cart.items[0].price,
  };
}

const agreeOn = (price: number) => ({ list: price, details: price, page: price, cart: price });

async function createProduct() {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: operations,
    payload: {
      name: 'Fiyatlı Pike Takımı',
      code: 'FPK',
      defaultPrice: 9_990,
      defaultVat: 10,
      skus: [
        { sku: 'FPK-T', size: 'Tek', price: 9_990, vat: 10, countInStock: 4 },
        { sku: 'FPK-C', size: 'Çift', price: 12_990, vat: 10, countInStock: 4 },
      ],
    },
  });
  expect(created.statusCode).toBe(200);
  return created.json().product;
}

describe('one price on lists, the product page and the cart', () => {
  it('follows the SKU the cart charges through default-price, SKU and sheet writes', async () => {
    const product = await createProduct();
    expect(await pricesOf(product.id, 'pike')).toEqual(agreeOn(9_990));

    // "Varsayılan fiyat" 109.90: the SKUs still cost 99.90, so every screen says 99.90.
    const { version, skus: productSkus, id: _id, ...fields } = product;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: operations,
      payload: { ...fields, defaultPrice: 10_990, version },
    });
    expect(saved.statusCode).toBe(200);
    expect(await pricesOf(product.id, 'pike')).toEqual(agreeOn(9_990));

    // The SKU's own price: the cached list follows at once.
    const {
      id: skuId,
      version: skuVersion,
      desi: _d,
      productId: _p,
      position: _pos,
      ...skuFields
    } = productSkus[0];
    const skuSaved = await app.inject({
      method: 'PUT',
      url: `/api/admin/skus/${skuId}`,
      headers: operations,
      payload: { ...skuFields, price: 10_490, version: skuVersion },
    });
    expect(skuSaved.statusCode).toBe(200);
    expect(await pricesOf(product.id, 'pike')).toEqual(agreeOn(10_490));

    // A spreadsheet changing one SKU's price.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Katalog');
    sheet.addRow([...BULK_COLUMNS]);
    sheet.addRow(['FPK-T', 'Fiyatlı Pike Takımı', '114,90', 0, '', 10, 4, 'evet']);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/bulk-update/preview?format=csv',
      headers: { ...operations, 'content-type': 'application/octet-stream' },
      payload: Buffer.from((await workbook.csv.writeBuffer()) as ArrayBuffer),
    });
    expect(preview.json()).toMatchObject({ errors: [], changedRows: 1 });
    await app.inject({
      method: 'POST',
      url: `/api/admin/bulk-update/${preview.json().id}/apply`,
      headers: operations,
    });
    await app.jobs.drain();
    expect(await pricesOf(product.id, 'pike')).toEqual(agreeOn(11_490));
  });

  it('shows the SKU the page opens on: the first in stock; sold out, "Tükendi"', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: operations,
      payload: {
        name: 'Tükenen Battaniye',
        code: 'TBT',
        defaultPrice: 20_000,
        defaultVat: 10,
        skus: [
          { sku: 'TBT-1', size: 'Tek', price: 20_000, vat: 10, countInStock: 0 },
          { sku: 'TBT-2', size: 'Çift', price: 25_000, vat: 10, countInStock: 2 },
        ],
      },
    });
    const product = created.json().product;
    expect(await pricesOf(product.id, 'battaniye')).toEqual(agreeOn(25_000));

    // The demo seed's products carry an opening total as default stock that no sale lowers.
    await database.db
      .update(products)
      .set({ defaultCountInStock: 2 })
      .where(eq(products.id, product.id));
    // The last units go (the SKU form's stock count): the card and the page say sold out.
    const {
      id: skuId,
      version,
      desi: _d,
      productId: _p,
      position: _pos,
      ...fields
    } = product.skus[1];
    const counted = await app.inject({
      method: 'PUT',
      url: `/api/admin/skus/${skuId}`,
      headers: operations,
      payload: { ...fields, countInStock: 0, version },
    });
    expect(counted.statusCode).toBe(200);
    const list = (await app.inject({ url: '/api/products/?keyword=battaniye' })).json();
    expect(list.products[0]).toMatchObject({ _id: product.id, inStock: false });
    expect(list.products[0].defaultPrice).toBe(20_000);
    const details = (
      await app.inject({ url: `/api/products/productdetails/${product.id}` })
    ).json();
    expect(details).toMatchObject({ inStock: false, defaultPrice: 20_000 });
  });
});
