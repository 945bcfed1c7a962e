import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';
import { DEMO_SELLER_IDENTITY } from './index';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const save = (body: object, headers: Record<string, string>) =>
  app.inject({ method: 'PUT', url: '/api/admin/seller-identity', headers, payload: body });

describe('seller identity', () => {
  it('is blank until the owner saves it, then every page reads the saved identity', async () => {
    const before = (await app.inject('/api/seller-identity')).json().sellerIdentity;
    expect(before.tradeName).toBe('');

    const owner = await adminBearer(database, 'owner');
    const saved = await save(DEMO_SELLER_IDENTITY, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await app.inject('/api/seller-identity')).json().sellerIdentity;
    expect(after).toMatchObject(DEMO_SELLER_IDENTITY);
  });

  it('is changed by the owner alone', async () => {
    for (const role of [
      'operations',
      'customerService',
      'warehouse',
      'accounting',
      'marketing',
    ] as const) {
      const response = await save(
        { ...DEMO_SELLER_IDENTITY, tradeName: 'Başka A.Ş.' },
        await adminBearer(database, role),
      );
      expect(response.statusCode, role).toBe(403);
    }
    expect((await save(DEMO_SELLER_IDENTITY, {})).statusCode).toBe(401);
    const now = (await app.inject('/api/seller-identity')).json().sellerIdentity;
    expect(now.tradeName).toBe(DEMO_SELLER_IDENTITY.tradeName);
  });

  it('refuses a wrong tax number, MERSİS number or KEP address with the field named', async () => {
    const owner = await adminBearer(database, 'owner');
    for (const [field, value] of [
      ['taxNumber', '4540536921'],
      ['mersisNumber', '12345'],
      ['kepAddress', 'info@example.com'],
      ['email', 'e-posta'],
    ] as const) {
      const response = await save({ ...DEMO_SELLER_IDENTITY, [field]: value }, owner);
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        field,
      ).toContain(`body.${field}`);
    }
  });
});
