import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';

/**
 * The warehouse's own menu entry "Tedarikçi siparişleri" read the catalogue's
 * supplier list and was refused. Its choices now come from the stock area; the supplier list
 * itself stays the catalogue's.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Record<string, string>;
let warehouse: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  operations = await adminBearer(database, 'operations');
  warehouse = await adminBearer(database, 'warehouse');
  support = await adminBearer(database, 'customerService');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: headers as Record<string, string>, payload });

describe('supplier orders for the warehouse', () => {
  it('reads everything the page loads, orders from a supplier and receives the delivery', async () => {
    const supplier = (
      await call('POST', '/api/admin/taxonomy/suppliers', operations, { name: 'Uşak Battaniye' })
    ).json().item;
    const depot = (
      await call('POST', '/api/admin/taxonomy/warehouses', warehouse, { name: 'Ana', code: 'ANA' })
    ).json().item;
    const product = await call('POST', '/api/admin/products', operations, {
      name: 'Yün Battaniye',
      code: 'YBT',
      defaultPrice: 50_000,
      defaultVat: 10,
      skus: [{ sku: 'YBT-1', price: 50_000, vat: 10, countInStock: 0 }],
    });
    expect(product.statusCode).toBe(200);

    // The page's loader: orders, supplier choices, warehouse choices.
    for (const url of [
      '/api/admin/supplier-orders',
      '/api/admin/supplier-orders/suppliers',
      '/api/admin/taxonomy/warehouses?hepsi=true',
    ]) {
      expect((await call('GET', url, warehouse)).statusCode, url).toBe(200);
    }
    const choices = (await call('GET', '/api/admin/supplier-orders/suppliers', warehouse)).json();
    expect(choices.items).toContainEqual({ id: supplier.id, name: 'Uşak Battaniye' });

    const created = await call('POST', '/api/admin/supplier-orders', warehouse, {
      supplierId: supplier.id,
      warehouseId: depot.id,
      lines: [{ sku: 'YBT-1', quantity: 6, unitCost: 20_000 }],
    });
    expect(created.statusCode).toBe(200);
    const received = await call(
      'POST',
      `/api/admin/supplier-orders/${created.json().order.id}/receive`,
      warehouse,
    );
    expect(received.statusCode).toBe(200);
    expect(received.json().order.status).toBe('received');
  });

  it('the supplier list stays the catalogue’s to change, and closed to other roles', async () => {
    const [supplier] = (
      await call('GET', '/api/admin/taxonomy/suppliers?hepsi=true', operations)
    ).json().items;
    expect(
      (await call('POST', '/api/admin/taxonomy/suppliers', warehouse, { name: 'Yeni Firma' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/admin/taxonomy/suppliers/${supplier.id}`,
          headers: warehouse,
          payload: { name: 'Değişmiş' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/taxonomy/suppliers', warehouse)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/supplier-orders/suppliers', support)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/supplier-orders/suppliers', {})).statusCode).toBe(401);
  });
});
