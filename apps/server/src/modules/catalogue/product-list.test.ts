import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefixQuery } from './product-list';
import { type CatalogueTestApp, startCatalogueApp } from './test-catalogue';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await startCatalogueApp();
});
afterAll(() => t.close());

const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);
const search = async (keyword: string) => {
  const response = await t.app.inject({
    url: `/api/products/?keyword=${encodeURIComponent(keyword)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/products/', () => {
  it('pages the active catalogue, 24 a page, in one query', async () => {
    t.resetQueries();
    const first = await t.app.inject('/api/products/?pageNumber=1');
    expect(first.statusCode).toBe(200);
    expect(t.queries()).toHaveLength(1);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pages: 2, count: 30 });
    expect(body.products).toHaveLength(24);
    expect(names(body)).not.toContain('Gizli Nevresim');
    expect(body.products[0]).toMatchObject({
      name: 'Pamuk Saten Nevresim Takımı',
      inStock: true,
      department: 'Yatak Odası',
      image: { key: 'products/nev-1' },
    });
    // Stock comes from SKUs when the default stock is 0: the quilt's only SKU is sold out.
    expect(body.products.find((p: { code: string }) => p.code === 'YOR').inStock).toBe(false);
    const second = (await t.app.inject('/api/products/?pageNumber=2')).json();
    expect(second).toMatchObject({ page: 2, pages: 2, count: 30 });
    expect(second.products).toHaveLength(6);
  });

  it('answers a page past the end with an empty list and the real count', async () => {
    const body = (await t.app.inject('/api/products/?pageNumber=9')).json();
    expect(body).toMatchObject({ page: 9, pages: 2, count: 30, products: [] });
  });

  it('finds Turkish words with typos, without accents and in other cases', async () => {
    expect(names(await search('nevresm'))).toContain('Pamuk Saten Nevresim Takımı');
    const pillows = ['Mikrofiber Yastık', 'Hediye Yastık Kılıfı'];
    expect(names(await search('yastik'))).toEqual(pillows);
    expect(names(await search('YASTIK'))).toEqual(pillows);
    expect(names(await search('Yastık'))).toEqual(pillows);
    expect(names(await search('yorgna'))).toEqual(['Kaz Tüyü Yorgan']);
    expect(names(await search('tüyü'))).toEqual(['Kaz Tüyü Yorgan']);
    expect(names(await search('havlu'))).toHaveLength(24);
    expect((await search('havlu')).count).toBe(26);
  });

  it('ranks a match in the name above a match in the description', async () => {
    const found = names(await search('nevresim'));
    expect(found[0]).toBe('Pamuk Saten Nevresim Takımı');
    expect(found).toContain('Kaz Tüyü Yorgan');
    expect(found).not.toContain('Gizli Nevresim');
  });

  it('searches by prefix and by short code', async () => {
    expect(names(await search('mikrof'))).toEqual(['Mikrofiber Yastık']);
    expect(names(await search('yast'))[0]).toBe('Mikrofiber Yastık');
    expect(names(await search('hva'))).toEqual(['Pamuklu Havlu 1']);
  });

  it('treats SQL and HTML in the keyword as plain text', async () => {
    for (const keyword of [
      "'; drop table products; --",
      '<script>alert(1)</script>',
      '%',
      '_',
      ':* & | !',
      '\\',
    ]) {
      const body = await search(keyword);
      expect(body.count).toBe(0);
    }
    expect((await t.app.inject('/api/products/?pageNumber=1')).json().count).toBe(30);
  });

  it('refuses bad page numbers and over-long keywords, naming the field', async () => {
    for (const url of [
      '/api/products/?pageNumber=abc',
      '/api/products/?pageNumber=0',
      '/api/products/?pageNumber=-3',
      '/api/products/?pageNumber=1.5',
      '/api/products/?pageNumber=99999999',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].field).toBe('query.pageNumber');
    }
    const long = await t.app.inject(`/api/products/?keyword=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('query.keyword');
  });

  it('serves a repeated request from memory with an ETag, and a 304 when asked', async () => {
    const first = await t.app.inject('/api/products/?keyword=yorgan');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    t.resetQueries();
    const again = await t.app.inject('/api/products/?keyword=yorgan');
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(etag);
    const notModified = await t.app.inject({
      url: '/api/products/?keyword=yorgan',
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(t.queries()).toHaveLength(0);
  });
});

describe('prefixQuery', () => {
  it('keeps letters and digits only and asks for prefixes', () => {
    expect(prefixQuery('Nevresim takımı')).toBe('Nevresim:* & takımı:*');
    expect(prefixQuery("a'b:*|c")).toBe('a:* & b:* & c:*');
    expect(prefixQuery('  %% ')).toBeNull();
    expect(prefixQuery('1 2 3 4 5 6 7 8 9 10')?.split('&')).toHaveLength(8);
  });
});
