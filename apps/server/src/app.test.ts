import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { products, skus } from './db/schema';
import { openTestDatabase } from './db/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carsi-app-'));
  app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, '1.2.3'),
    database,
  });
  const inserted = await database.db
    .insert(products)
    .values(
      ['Pamuk Saten Nevresim Takımı', 'Kaz Tüyü Yorgan', 'Mikrofiber Yastık'].map((name, i) => ({
        code: ['NEV', 'YOR', 'YAS'][i]!,
        name,
        slug: `urun-${i}`,
        defaultPrice: 10_000 * (i + 1),
        defaultVat: 10,
        defaultCountInStock: 0,
      })),
    )
    .returning({ id: products.id });
  await database.db.insert(skus).values([
    { productId: inserted[0]!.id, sku: 'NEV-1', price: 10_000, vat: 10, countInStock: 4 },
    { productId: inserted[1]!.id, sku: 'YOR-1', price: 20_000, vat: 10, countInStock: 0 },
  ]);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('server', () => {
  it('answers the health check with the version and a database ping', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      version: '1.2.3',
      database: { ok: true },
      sandbox: true,
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('sends security headers', async () => {
    const response = await app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    // In sandbox mode forms post to the shop itself only (also over http, as the sandbox bank
    // page does), its loopback aliases too: a bank page on localhost returns to 127.0.0.1.
    expect(policy).toContain("form-action 'self' http://localhost:3000 http://127.0.0.1:3000;");
    // No inline script runs on an answer that is not a page with its nonce.
    expect(policy).toContain("script-src 'self';");
  });

  it('sends them with refusals and errors too', async () => {
    for (const response of [
      await app.inject('/api/yok-boyle-bir-sey'),
      await app.inject({ method: 'POST', url: '/api/cart/items', payload: '{' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await app.inject('/api/yok-boyle-bir-sey');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Bulunamadı: GET /api/yok-boyle-bir-sey',
      code: 'NOT_FOUND',
    });
  });

  it('rejects malformed JSON with a 400 naming the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/',
      headers: { 'content-type': 'application/json' },
      payload: '{"keyword": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'body' }] });
  });

  it('lists products a page at a time with stock worked out from SKUs', async () => {
    const response = await app.inject('/api/products/?pageNumber=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pages: 1, count: 3 });
    expect(body.products.map((p: { code: string }) => p.code)).toEqual(['NEV', 'YOR', 'YAS']);
    expect(body.products.map((p: { inStock: boolean }) => p.inStock)).toEqual([true, false, false]);
    expect(body.products[0].defaultPrice).toBe(10_000);
  });

  it('filters by keyword, matching wildcards literally', async () => {
    const yorgan = await app.inject('/api/products/?keyword=yorgan');
    expect(yorgan.json().products.map((p: { code: string }) => p.code)).toEqual(['YOR']);
    const percent = await app.inject('/api/products/?keyword=%25');
    expect(percent.json().count).toBe(0);
  });

  it('names the bad field of a query', async () => {
    const badPage = await app.inject('/api/products/?pageNumber=abc');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'query.pageNumber' }],
    });
    const unknown = await app.inject('/api/products/?colour=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('query.colour');
  });

  it('serves the OpenAPI document generated from the contract and its browsable reference', async () => {
    const document = (await app.inject('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/products/']),
    );
    expect(
      document.paths['/api/products/'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['keyword', 'pageNumber']);
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('mounts the sandbox stand-ins when providers have no credentials', async () => {
    const response = await app.inject('/__sandbox/');
    expect(response.statusCode).toBe(200);
    expect(response.json().sandbox).toBe(true);
  });
});
