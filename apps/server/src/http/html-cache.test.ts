import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HtmlCache } from './html-cache';
import { pageServer } from './test-page-server';

describe('HtmlCache', () => {
  it('renders an anonymous page once and serves it again, compressed, with an ETag', async () => {
    const cache = new HtmlCache();
    const { app, renders } = pageServer(cache);
    const first = await app.inject({ url: '/urun/a/1', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['x-html-cache']).toBe('MISS');
    const second = await app.inject({
      url: '/urun/a/1',
      headers: { 'accept-encoding': 'br, gzip;q=0.5' },
    });
    expect(second.headers['x-html-cache']).toBe('HIT');
    expect(renders()).toBe(1);
    expect(gunzipSync(first.rawPayload).toString()).toContain('ürün');
    expect(gunzipSync(second.rawPayload).toString()).toContain('ürün');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers.vary).toBe('Accept-Encoding');
    // A client without gzip gets the HTML itself, from the kept gzipped copy.
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip;q=0, *' }]) {
      const plain = await app.inject({ url: '/urun/a/1', headers });
      expect(plain.headers['x-html-cache']).toBe('HIT');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toMatch(/ürün.*1<\/body>/s);
    }
    const notModified = await app.inject({
      url: '/urun/a/1',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('serves one copy to every ad click: click ids and utm_ parameters are not part of the address', async () => {
    const cache = new HtmlCache();
    const { app, renders } = pageServer(cache);
    await app.inject('/urun/a/1?fbclid=IwAR0abc');
    const click = await app.inject('/urun/a/1?gclid=Cj0&utm_source=google&utm_medium=cpc');
    expect(click.headers['x-html-cache']).toBe('HIT');
    expect((await app.inject('/urun/a/1')).headers['x-html-cache']).toBe('HIT');
    expect(renders()).toBe(1);
    // Any other parameter may change the page: it is a page of its own.
    expect((await app.inject('/urun/a/1?fbclid=x&renk=gri')).headers['x-html-cache']).toBe('MISS');
    expect((await app.inject('/urun/a/1?renk=gri&utm_term=y')).headers['x-html-cache']).toBe('HIT');
    expect(renders()).toBe(2);
  });

  it('serves one copy of a shared page to everyone, signed in or with a cart', async () => {
    const cache = new HtmlCache();
    const { app, renders } = pageServer(cache);
    await app.inject('/');
    for (const headers of [
      { cookie: 'x=1; __Host-carsi_customer=abc' },
      { cookie: 'carsi_cart=abc' },
      { authorization: 'Bearer t' },
    ]) {
      const page = await app.inject({ url: '/', headers });
      expect(page.headers['x-html-cache']).toBe('HIT');
    }
    expect(renders()).toBe(1);
    cache.invalidate();
    await app.inject({ url: '/', headers: { cookie: 'carsi_cart=abc' } });
    expect(renders()).toBe(2);
  });

  it('renders personal pages and client navigation data every time', async () => {
    const cache = new HtmlCache();
    const { app, renders } = pageServer(cache);
    for (const url of ['/sepet', '/sepet', '/profilim', '/_root.data', '/urun/a/1.data']) {
      expect((await app.inject(url)).body).toBe('not cached');
    }
    expect(renders()).toBe(5);
    expect(cache.size).toBe(0);
  });

  it('drops only the pages of products whose stock changed', async () => {
    const cache = new HtmlCache();
    const { app, renders } = pageServer(cache);
    const pages = ['/', '/urun/a/1', '/urun/b/2'];
    for (const url of pages) await app.inject(url);
    cache.invalidateProducts([1]);
    const state = async (url: string) => (await app.inject(url)).headers['x-html-cache'];
    expect(await state('/')).toBe('HIT');
    expect(await state('/urun/b/2')).toBe('HIT');
    expect(await state('/urun/a/1')).toBe('MISS');
    expect(renders()).toBe(4);
  });

  it('drops only the pages showing products whose price changed, and those that may show any', async () => {
    const cache = new HtmlCache();
    const { app, renders } = pageServer(cache);
    const pages = [
      '/',
      '/urun/a/1',
      '/urun/b/2',
      '/sayfa/2?urunler=1,3',
      '/sayfa/3?urunler=2',
      '/sayfa/4?herhangi',
    ];
    for (const url of pages) await app.inject(url);
    cache.invalidateShowing([1]);
    const state = async (url: string) => (await app.inject(url)).headers['x-html-cache'];
    expect(await state('/')).toBe('HIT');
    expect(await state('/urun/b/2')).toBe('HIT');
    expect(await state('/sayfa/3?urunler=2')).toBe('HIT');
    expect(await state('/urun/a/1')).toBe('MISS');
    expect(await state('/sayfa/2?urunler=1,3')).toBe('MISS');
    expect(await state('/sayfa/4?herhangi')).toBe('MISS');
    expect(renders()).toBe(pages.length + 3);
  });

  it('keeps nothing that sets a cookie or did not opt in', async () => {
    const variants: Record<string, string>[] = [
      { 'set-cookie': 'a=1' },
      { 'cache-control': 'private' },
    ];
    for (const headers of variants) {
      const cache = new HtmlCache();
      const { app } = pageServer(cache, headers);
      expect((await app.inject('/')).body).toBe('not cached');
      expect(cache.size).toBe(0);
    }
  });

  it('keeps one gzipped copy of a page, counts it against its byte budget, and forgets it with the page', async () => {
    const cache = new HtmlCache();
    const { app } = pageServer(cache);
    const plain = await app.inject('/urun/a/1');
    const gzip = await app.inject({ url: '/urun/a/1', headers: { 'accept-encoding': 'gzip' } });
    await app.inject({ url: '/urun/a/1', headers: { 'accept-encoding': 'br' } });
    expect(cache.weight).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    cache.invalidateProducts([1]);
    expect(cache.weight).toBe(0);
  });

  it('stays within its byte budget', async () => {
    const probe = new HtmlCache();
    await pageServer(probe).app.inject('/sayfa/1');
    const maxBytes = probe.weight * 10;
    const cache = new HtmlCache({ maxBytes });
    const { app } = pageServer(cache);
    for (let i = 0; i < 20; i++) await app.inject(`/sayfa/${i}`);
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.weight).toBeLessThanOrEqual(maxBytes);
  });
});
