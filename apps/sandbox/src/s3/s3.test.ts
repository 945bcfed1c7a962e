import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPlugin } from '../index';
import { S3Buckets, s3Sandbox } from './index';

const signed = {
  authorization:
    'AWS4-HMAC-SHA256 Credential=test-key/20250101/auto/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=' +
    'a'.repeat(64),
  'x-amz-date': '20250101T000000Z',
};

let app: FastifyInstance;
const buckets = new S3Buckets();

beforeAll(async () => {
  app = Fastify();
  await app.register(sandboxPlugin, {
    prefix: '/__sandbox',
    providers: [s3Sandbox(buckets, { hangMs: 50 })],
  });
});

afterAll(() => app.close());

describe('S3 stand-in', () => {
  it('puts, gets and heads an object path-style, with its ETag', async () => {
    const body = Buffer.from([0, 1, 2, 3, 250]);
    const put = await app.inject({
      method: 'PUT',
      url: '/__sandbox/s3/photos/products/a-320.avif',
      headers: { ...signed, 'content-type': 'image/avif' },
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const got = await app.inject({
      url: '/__sandbox/s3/photos/products/a-320.avif',
      headers: signed,
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/avif');
    expect(got.headers.etag).toBe(put.headers.etag);
    expect(got.headers['content-length']).toBe('5');
    expect(got.rawPayload.equals(body)).toBe(true);
    const head = await app.inject({
      method: 'HEAD',
      url: '/__sandbox/s3/photos/products/a-320.avif',
      headers: signed,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(put.headers.etag);
    expect(head.rawPayload.length).toBe(0);
    // A JSON body is stored as bytes too, not parsed.
    const json = await app.inject({
      method: 'PUT',
      url: '/__sandbox/s3/photos/data.json',
      headers: { ...signed, 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(json.statusCode).toBe(200);
    expect(buckets.get('photos', 'data.json')?.body.toString()).toBe('{"a":1}');
    expect((await app.inject('/__sandbox/s3/')).json().buckets[0]).toMatchObject({
      bucket: 'photos',
    });
  });

  it('answers a missing key with 404 and the NoSuchKey XML body', async () => {
    const missing = await app.inject({ url: '/__sandbox/s3/photos/nope.webp', headers: signed });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/xml');
    expect(missing.body).toContain('<Code>NoSuchKey</Code>');
    expect(missing.body).toContain('<Key>nope.webp</Key>');
    const head = await app.inject({
      method: 'HEAD',
      url: '/__sandbox/s3/photos/nope.webp',
      headers: signed,
    });
    expect(head.statusCode).toBe(404);
    expect(head.rawPayload.length).toBe(0);
  });

  it('requires a SigV4 Authorization header', async () => {
    const unsigned = await app.inject({ url: '/__sandbox/s3/photos/products/a-320.avif' });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.body).toContain('<Code>AccessDenied</Code>');
    const basic = await app.inject({
      method: 'PUT',
      url: '/__sandbox/s3/photos/x',
      headers: { authorization: 'Basic dTpw' },
      payload: 'x',
    });
    expect(basic.statusCode).toBe(403);
  });

  it('decodes aws-chunked bodies', async () => {
    const chunked = '5;chunk-signature=abc\r\nhello\r\n0;chunk-signature=def\r\n\r\n';
    const put = await app.inject({
      method: 'PUT',
      url: '/__sandbox/s3/photos/chunked.txt',
      headers: {
        ...signed,
        'content-type': 'text/plain',
        'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
      },
      payload: chunked,
    });
    expect(put.statusCode).toBe(200);
    expect(buckets.get('photos', 'chunked.txt')?.body.toString()).toBe('hello');
  });

  it('fails on request: 500, 503, 403 and a hang', async () => {
    const url = '/__sandbox/s3/photos/products/a-320.avif';
    const arm = (failNext: string | null, times = 1) =>
      app.inject({ method: 'POST', url: '/__sandbox/s3/control', payload: { failNext, times } });
    expect((await arm('server-error')).statusCode).toBe(200);
    const broken = await app.inject({ url, headers: signed });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).toContain('<Code>InternalError</Code>');
    expect((await app.inject({ url, headers: signed })).statusCode).toBe(200);
    await arm('unavailable');
    expect((await app.inject({ url, headers: signed })).statusCode).toBe(503);
    await arm('access-denied');
    expect((await app.inject({ url, headers: signed })).statusCode).toBe(403);
    await arm('timeout');
    const started = Date.now();
    expect((await app.inject({ url, headers: signed })).statusCode).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect((await arm('explode')).statusCode).toBe(400);
  });
});
