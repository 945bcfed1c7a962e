import { gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartIdFromRequest } from '../modules/cart/index';
import { readRenderedPage } from './rendered-page';
import {
  collapsedSlashes,
  isSharedPageRequest,
  sendPage,
  sendWebResponse,
  withoutTrackingParams,
  withoutVisitor,
} from './web';

describe('shared catalogue pages', () => {
  it('are rendered from the request without the visitor’s cookies, credentials and click ids', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.get('/*', async (request) => {
      const page = withoutVisitor(request, withoutTrackingParams(request.url));
      return {
        cookies: page.cookies,
        cookie: page.headers.cookie ?? null,
        authorization: page.headers.authorization ?? null,
        cart: cartIdFromRequest(page),
        accept: page.headers.accept,
        url: page.url,
        ip: page.ip,
        method: page.method,
        // The original stays as it was: the visitor's own calls still see them.
        originalCart: cartIdFromRequest(request),
      };
    });
    const cartId = 'abcdefghijklmnopqrstuv';
    const response = await app.inject({
      url: '/urun/a/1?utm_source=meta&x=1&fbclid=IwAR0abc&gclid=Cj0&utm_campaign=kis',
      headers: { accept: 'text/html', authorization: 'Bearer t' },
      cookies: { carsi_cart: cartId, carsi_customer: 'token' },
    });
    expect(response.json()).toEqual({
      cookies: {},
      cookie: null,
      authorization: null,
      cart: null,
      accept: 'text/html',
      url: '/urun/a/1?x=1',
      ip: '127.0.0.1',
      method: 'GET',
      originalCart: cartId,
    });
  });

  it('are the catalogue pages’ documents only', async () => {
    const app = Fastify();
    app.all('/*', async (request) => ({ shared: isSharedPageRequest(request) }));
    const shared = async (method: 'GET' | 'POST', url: string) =>
      (await app.inject({ method, url })).json().shared;
    expect(await shared('GET', '/')).toBe(true);
    expect(await shared('GET', '/urun/a/1?utm_source=x')).toBe(true);
    expect(await shared('GET', '/ara/nevresim/sayfa/2')).toBe(true);
    // A review form posts to the product page; client navigation reads `.data`.
    expect(await shared('POST', '/urun/a/1')).toBe(false);
    expect(await shared('GET', '/urun/a/1.data')).toBe(false);
    expect(await shared('GET', '/_root.data')).toBe(false);
    expect(await shared('GET', '/sepet')).toBe(false);
    expect(await shared('GET', '/profilim')).toBe(false);
  });
});

describe('a page rendered for one visitor', () => {
  /** A body arriving in many small chunks, as React streams a page. */
  function chunked(type: string, parts: string[]): Response {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': type, 'set-cookie': 'a=1' } });
  }

  it('is sent as one body with its length (one trip through compression), other answers streamed', async () => {
    const app = Fastify();
    await app.register(fastifyCompress, { threshold: 1024, encodings: ['gzip', 'br'] });
    // ~80 KB: past @fastify/compress's limit for compressing in the request's thread (8–64 KB by
    // the machine's cores), where it would stream the page through zlib in chunks.
    const parts = Array.from({ length: 5000 }, (_, i) => `<p>satır ${i}</p>`);
    app.get('/sepet', async (_request, reply) => {
      const page = await readRenderedPage(chunked('text/html; charset=utf-8', parts));
      if (!page) throw new Error('a page is a rendered page');
      return sendPage(reply, page);
    });
    app.get('/liste.csv', (_request, reply) => sendWebResponse(reply, chunked('text/csv', parts)));
    const page = await app.inject('/sepet');
    expect(page.body).toBe(parts.join(''));
    expect(page.headers['content-length']).toBe(String(Buffer.byteLength(parts.join(''))));
    expect(page.headers['set-cookie']).toEqual(['a=1']);
    // Gzipped once, here, with its length; @fastify/compress does not compress it again.
    const gzipped = await app.inject({
      url: '/sepet',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-length']).toBe(String(gzipped.rawPayload.length));
    expect(gzipped.headers['transfer-encoding']).toBeUndefined();
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(parts.join(''));
    const sheet = await app.inject('/liste.csv');
    expect(sheet.body).toBe(parts.join(''));
    expect(sheet.headers['content-length']).toBeUndefined();
    expect(sheet.headers['transfer-encoding']).toBe('chunked');
    expect(sheet.headers['set-cookie']).toEqual(['a=1']);
  });
});

describe('page addresses with empty segments', () => {
  it('are collapsed to one slash, never to another host', () => {
    expect(collapsedSlashes('//')).toBe('/');
    expect(collapsedSlashes('//evil.com')).toBe('/evil.com');
    expect(collapsedSlashes('///evil.com/x?y=//z')).toBe('/evil.com/x?y=//z');
    expect(collapsedSlashes('/sepet//x')).toBe('/sepet/x');
    expect(collapsedSlashes('/ara/nevresim?q=a//b')).toBeNull();
    expect(collapsedSlashes('/')).toBeNull();
  });
});
