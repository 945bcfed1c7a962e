import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Buckets, s3Sandbox, sandboxPlugin } from '@carsi/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { adminBearer } from '../modules/identity/testing';
import { buildTestApp } from '../test-app';
import { StorageUnavailableError } from './index';
import { S3Store } from './s3';

const BUCKET = 'carsi-images';
const buckets = new S3Buckets();
let standIn: FastifyInstance;
let endpoint: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;
let operations: Record<string, string>;

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

beforeAll(async () => {
  // The stand-in on a port of its own, as a real bucket would be.
  standIn = Fastify();
  await standIn.register(sandboxPlugin, {
    prefix: '/__sandbox',
    providers: [s3Sandbox(buckets, { hangMs: 5_000 })],
  });
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/__sandbox/s3`;
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'carsi-s3-test-'));
  app = await buildTestApp(database, { env: { DATA_DIR: dataDir, ...s3Env() } });
  operations = await adminBearer(database, 'operations');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await standIn?.close();
});

afterEach(() => buckets.failNext(null));

const photo = () =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: '#7a9' } })
    .png()
    .toBuffer();

const upload = async (target = app, body?: Buffer) =>
  target.inject({
    method: 'POST',
    url: '/api/admin/images?alt=Havlu',
    headers: { ...operations, 'content-type': 'image/png' },
    payload: body ?? (await photo()),
  });

describe('images in an S3 bucket', () => {
  it('stores the original and every variant in the bucket, none on disk', async () => {
    const response = await upload();
    expect(response.statusCode).toBe(200);
    const { image } = response.json();
    expect(image).toMatchObject({ widths: [320, 640], formats: ['webp', 'avif'] });
    const name = image.key.replace('products/', '');
    const keys = buckets.keys(BUCKET).filter((key) => key.includes(name));
    expect(keys).toEqual([
      `originals/${name}.png`,
      `${image.key}-320.avif`,
      `${image.key}-320.webp`,
      `${image.key}-640.avif`,
      `${image.key}-640.webp`,
    ]);
    expect(buckets.get(BUCKET, `${image.key}-640.avif`)?.contentType).toBe('image/avif');
    expect(buckets.get(BUCKET, `originals/${name}.png`)?.contentType).toBe('image/png');
    const uploads = path.join(dataDir, 'uploads');
    expect(existsSync(path.join(uploads, `${image.key}-640.avif`))).toBe(false);
    expect(existsSync(path.join(uploads, 'originals', `${name}.png`))).toBe(false);
  });

  it('serves a variant from the bucket with its type, ETag and an immutable cache header', async () => {
    const { image } = (await upload()).json();
    const stored = buckets.get(BUCKET, `${image.key}-640.avif`)!;
    const served = await app.inject({ url: `/uploads/${image.key}-640.avif` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(stored.etag);
    expect(served.rawPayload.equals(stored.body)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    const webp = await app.inject({ url: `/uploads/${image.key}-320.webp` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    // A browser revalidating with the ETag gets a 304 and no body.
    const again = await app.inject({
      url: `/uploads/${image.key}-640.avif`,
      headers: { 'if-none-match': stored.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('never serves an original, and a missing key is a 404', async () => {
    const { image } = (await upload()).json();
    const name = image.key.replace('products/', '');
    expect(buckets.get(BUCKET, `originals/${name}.png`)).toBeDefined();
    for (const url of [
      `/uploads/originals/${name}.png`,
      `/uploads/products/..%2Foriginals%2F${name}.png`,
      `/uploads/products/${name}.png`,
      `/uploads/${image.key}-960.avif`,
      '/uploads/products/u-000000000000000000000000-640.webp',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves files that are on disk (the demo seed’s drawings) from the folder', async () => {
    const products = path.join(dataDir, 'uploads', 'products');
    mkdirSync(products, { recursive: true });
    const drawing = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#abc' },
    })
      .webp()
      .toBuffer();
    writeFileSync(path.join(products, 'demo-havlu-320.webp'), drawing);
    const served = await app.inject({ url: '/uploads/products/demo-havlu-320.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(drawing)).toBe(true);
  });

  it('answers 502 or 503 when the bucket fails, never a 404 or a hang', async () => {
    const { image } = (await upload()).json();
    const url = `/uploads/${image.key}-640.webp`;
    buckets.failNext('server-error', 10);
    const broken = await app.inject({ url });
    expect(broken.statusCode).toBe(502);
    expect(broken.headers['cache-control']).toBe('no-store');
    expect(broken.json().code).toBe('SERVICE_UNAVAILABLE');
    buckets.failNext('unavailable', 10);
    expect((await app.inject({ url })).statusCode).toBe(503);
    buckets.failNext('access-denied', 10);
    expect((await app.inject({ url })).statusCode).toBe(502);
    // An upload while the bucket is down is refused the same way, not stored half.
    buckets.failNext('server-error', 10);
    const refused = await upload();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');
    buckets.failNext(null);
    expect((await app.inject({ url })).statusCode).toBe(200);
  }, 30_000);

  it('gives up on a bucket that does not answer, within its timeout', async () => {
    const store = new S3Store(loadConfig(s3Env()).s3!, { requestTimeout: 300, maxAttempts: 1 });
    buckets.failNext('timeout', 5);
    const started = Date.now();
    const failure = await store.get('products/u-anything-320.webp').catch((error) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(failure.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    await store.close();
  });

  it('refuses requests without a SigV4 signature (the stand-in checks for one)', async () => {
    const response = await fetch(`${endpoint}/${BUCKET}/products/x-320.webp`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('images without S3', () => {
  it('keep to the uploads folder, and the originals there are not served', async () => {
    const localDir = mkdtempSync(path.join(tmpdir(), 'carsi-local-test-'));
    const local = await buildTestApp(database, { env: { DATA_DIR: localDir } });
    try {
      const before = buckets.keys(BUCKET).length;
      const { image } = (await upload(local)).json();
      const name = image.key.replace('products/', '');
      expect(buckets.keys(BUCKET).length).toBe(before);
      expect(existsSync(path.join(localDir, 'uploads', `${image.key}-640.avif`))).toBe(true);
      expect(existsSync(path.join(localDir, 'uploads', 'originals', `${name}.png`))).toBe(true);
      const served = await local.inject({ url: `/uploads/${image.key}-640.avif` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
      expect((await local.inject({ url: `/uploads/originals/${name}.png` })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});
