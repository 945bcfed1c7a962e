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

  it('shows the owner who saved it last', async () => {
    const owner = await adminBearer(database, 'owner');
    expect((await save(DEMO_SELLER_IDENTITY, owner)).statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/seller-identity',
      headers: owner,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().sellerIdentity).toMatchObject(DEMO_SELLER_IDENTITY);
    // The admin's name, not the stored `admin:<id>:<name>`.
    expect(read.json().updatedBy).not.toMatch(/^admin:/);
    expect(read.json().updatedBy.length).toBeGreaterThan(0);
  });

  it('tells every server process, whose cached pages show it, that it changed', async () => {
    const heard: string[] = [];
    database.listen('carsi_catalogue', (payload) => heard.push(payload));
    const owner = await adminBearer(database, 'owner');
    // On PostgreSQL the LISTEN is set up on its own connection a moment after listen() returns:
    // each try saves again until one of the saves is heard.
    await expect
      .poll(
        async () => {
          expect((await save(DEMO_SELLER_IDENTITY, owner)).statusCode).toBe(200);
          return heard;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toContain('seller_identity');
  });

  it('is read in the back office by the owner alone', async () => {
    for (const role of [
      'operations',
      'customerService',
      'warehouse',
      'accounting',
      'marketing',
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/seller-identity',
        headers: await adminBearer(database, role),
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await app.inject('/api/admin/seller-identity')).statusCode).toBe(401);
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
