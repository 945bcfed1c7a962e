import { describe, expect, it } from 'vitest';
import {
  areaForPath,
  guardForPath,
  isSharedPage,
  matchesPattern,
  pageRoutes,
  pathSegments,
  sharedPageIds,
} from './pages';

const matches = (pattern: string, path: string) =>
  matchesPattern(pathSegments(pattern), pathSegments(path));

describe('page route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(pageRoutes.map((r) => r.id)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((r) => r.path)).size).toBe(pageRoutes.length);
  });

  it('matches params, optional params and literal segments', () => {
    expect(matches('/urun/:title/:id', '/urun/nevresim/12')).toBe(true);
    expect(matches('/urun/:title/:id', '/urun/nevresim')).toBe(false);
    expect(matches('/sepet/:id?', '/sepet')).toBe(true);
    expect(matches('/sepet/:id?', '/sepet/abc')).toBe(true);
    expect(matches('/sepet/:id?', '/sepet/abc/def')).toBe(false);
    expect(matches('/', '/')).toBe(true);
  });

  it('guards admin, wholesale and customer pages', () => {
    expect(guardForPath('/admin-panel/anasayfa')).toBe('admin');
    expect(guardForPath('/admin-panel/olmayan-sayfa')).toBe('admin');
    expect(guardForPath('/admin-giris')).toBe('none');
    expect(guardForPath('/toptan-hesabi')).toBe('wholesale');
    expect(guardForPath('/toptan-giris')).toBe('none');
    expect(guardForPath('/profilim')).toBe('customer');
    expect(guardForPath('/siparis-detaylari/1/2')).toBe('customer');
    expect(guardForPath('/musteri-hizmetleri-giris')).toBe('none');
    expect(guardForPath('/urun/yastik/3')).toBe('none');
    expect(guardForPath('/abc')).toBe('none');
  });

  it('picks the shell by path', () => {
    expect(areaForPath('/admin-panel/anasayfa')).toBe('admin');
    expect(areaForPath('/toptan-urunler')).toBe('toptan');
    expect(areaForPath('/urun/a/1')).toBe('shop');
  });

  it('keeps storefront pages whose address holds "toptan" in the shop frame', () => {
    expect(areaForPath('/kurumsal-ve-toptan-siparis-talep-formu')).toBe('shop');
    expect(areaForPath('/kurumsal-ve-toptan-siparis-talep-formu/')).toBe('shop');
    for (const path of ['/toptan-giris', '/toptan-siparis-detay', '/toptan-bilinmeyen']) {
      expect(areaForPath(path), path).toBe('toptan');
    }
  });

  it('shares only open storefront pages, and no personal one', () => {
    for (const id of sharedPageIds) {
      const route = pageRoutes.find((r) => r.id === id);
      expect(route, id).toMatchObject({ area: 'shop', guard: 'none' });
    }
    for (const path of ['/', '/sayfa/3', '/ara/nevresim', '/ara/havlu/sayfa/2', '/urun/a/1']) {
      expect(isSharedPage(path), path).toBe(true);
    }
    expect(isSharedPage('/yorumlar/a/1')).toBe(true);
    expect(isSharedPage('/land/a/1/b')).toBe(true);
    for (const path of [
      '/sepet',
      '/sepet/abc',
      '/siparis-bilgileri-adim-1/2',
      '/tesekkurler',
      '/profilim',
      '/musteri-hizmetleri-giris',
      '/abc123',
      '/x/5551234567',
      '/urun/toptan-nevresim/1',
      '/toptan-urunler',
      '/admin-panel/anasayfa',
    ]) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });
});
