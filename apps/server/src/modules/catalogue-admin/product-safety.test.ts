import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';
import { missingSafetyFields, productSafetyOf } from './index';

let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  operations = await adminBearer(database, 'operations');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const safety = {
  manufacturer: 'Örnek Tekstil A.Ş., Denizli — info@ornek.test',
  importer: '',
  safetyWarnings: 'Bebeklerin yüzünü örtmeyin.\n40 °C’de yıkayın.',
};

describe('product safety information', () => {
  it('is saved in the product editor, kept by an edit that leaves it out, and shown on the product page', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: operations,
      payload: {
        name: 'Güvenli Battaniye',
        code: 'GBT',
        defaultPrice: 49_990,
        defaultVat: 10,
        ...safety,
        skus: [{ sku: 'GBT-1', price: 49_990, vat: 10, countInStock: 3 }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().product;
    expect(product).toMatchObject(safety);

    // An edit without the fields (an older form) leaves them as they are.
    const {
      id,
      skus: _s,
      version,
      manufacturer: _m,
      importer: _i,
      safetyWarnings: _w,
      ...rest
    } = product;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: operations,
      payload: { ...rest, name: 'Güvenli Battaniye 2', version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product).toMatchObject(safety);

    const page = (await app.inject(`/api/products/productdetails/${id}`)).json();
    expect(page.safety).toEqual(safety);

    // The marketplaces read it through the area's front door.
    const read = await productSafetyOf(database.db, [id]);
    expect(read.get(id)).toEqual(safety);
    expect(missingSafetyFields(safety)).toEqual([]);
    expect(missingSafetyFields({ ...safety, manufacturer: ' ' })).toEqual(['manufacturer']);
  });

  it('refuses an over-long warning text with the field named', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: operations,
      payload: {
        name: 'Uzun Uyarı',
        code: 'UZU',
        defaultPrice: 1_000,
        defaultVat: 10,
        safetyWarnings: 'x'.repeat(4_001),
        skus: [{ sku: 'UZU-1', price: 1_000, vat: 10, countInStock: 1 }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(
      'body.safetyWarnings',
    );
  });
});
