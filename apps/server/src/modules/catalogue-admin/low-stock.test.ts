import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';

/**
 * A shop owner's request: the admin home lists SKUs whose sellable stock is at or
 * below their own threshold, else the shop's default (the LOW_STOCK_THRESHOLD setting, 3 here).
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { env: { LOW_STOCK_THRESHOLD: '3' } });
  operations = await adminBearer(database, 'operations');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const sku = (code: string, countInStock: number, extra: Record<string, unknown> = {}) => ({
  sku: code,
  size: '50x70',
  type: '1000 gr',
  price: 10_000,
  vat: 10,
  countInStock,
  ...extra,
});

describe('low-stock list', () => {
  it('lists SKUs at or below their own threshold or the setting, fewest first, full variant', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: operations,
      payload: {
        name: 'Boncuk Elyaf Yastık',
        code: 'BEY',
        defaultPrice: 10_000,
        defaultVat: 10,
        skus: [
          sku('BEY-0', 0),
          sku('BEY-3', 3),
          sku('BEY-4', 4),
          sku('BEY-9', 9, { lowStockThreshold: 10 }),
          sku('BEY-2', 2, { lowStockThreshold: 1 }),
          sku('BEY-OFF', 0, { isActive: false }),
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    expect(
      created.json().product.skus.find((s: { sku: string }) => s.sku === 'BEY-9'),
    ).toMatchObject({ lowStockThreshold: 10 });

    const low = await app.inject({ url: '/api/admin/stock/low', headers: operations });
    expect(low.statusCode).toBe(200);
    const body = low.json();
    expect(body.defaultThreshold).toBe(3);
    expect(body.total).toBe(3);
    expect(body.rows).toEqual([
      expect.objectContaining({ sku: 'BEY-0', countInStock: 0, threshold: 3 }),
      expect.objectContaining({ sku: 'BEY-3', countInStock: 3, threshold: 3 }),
      expect.objectContaining({ sku: 'BEY-9', countInStock: 9, threshold: 10 }),
    ]);
    expect(body.rows[0]).toMatchObject({
      productName: 'Boncuk Elyaf Yastık',
      variant: '50x70 / 1000 gr',
    });

    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: operations,
      payload: {
        name: 'Eşiksiz',
        code: 'ESK',
        defaultPrice: 10_000,
        defaultVat: 10,
        skus: [sku('ESK-1', 1, { lowStockThreshold: -1 })],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'body.skus.0.lowStockThreshold',
      message: 'Düşük stok eşiği negatif olamaz.',
    });
  });

  it('is for the roles of the stock area', async () => {
    const warehouse = await adminBearer(database, 'warehouse');
    const marketing = await adminBearer(database, 'marketing');
    expect((await app.inject({ url: '/api/admin/stock/low', headers: warehouse })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: '/api/admin/stock/low', headers: marketing })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/api/admin/stock/low' })).statusCode).toBe(401);
  });
});
