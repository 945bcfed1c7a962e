import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartIdFromRequest } from '../modules/cart/cart-cookie';
import { isSharedPageRequest, withoutVisitor } from './web';

describe('shared catalogue pages', () => {
  it('are rendered from the request without the visitor’s cookies and credentials', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.get('/*', async (request) => {
      const page = withoutVisitor(request);
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
      url: '/urun/a/1?x=1',
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
