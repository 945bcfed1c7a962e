import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';

/**
 * A stock transfer without a description answered "Geçersiz alan: body.reason".
 * Every refused field is said in Turkish words with its label; the path stays in `errors` for
 * the form to put the message beside the field.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let warehouse: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  warehouse = await adminBearer(database, 'warehouse');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('field errors in words', () => {
  it('names the description of a transfer sent without one, and every other bad field', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/stock/adjustments',
      headers: warehouse,
      payload: { skuId: 1, kind: 'transfer', warehouseId: 1, toWarehouseId: 2, quantity: 3 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Açıklama gerekli.',
      errors: [{ field: 'body.reason', message: 'Açıklama gerekli.' }],
    });

    const several = await app.inject({
      method: 'POST',
      url: '/api/admin/stock/adjustments',
      headers: warehouse,
      payload: { kind: 'transfer', warehouseId: 1, quantity: -1, reason: ' ' },
    });
    expect(several.statusCode).toBe(400);
    expect(several.json().message).toBe('SKU seçin. Adet negatif olamaz. Açıklama boş olamaz.');
    expect(several.json().message).not.toContain('body.');
  });
});
