import { describe, expect, it } from 'vitest';
import { areaForPath, guardForPath, matchesPattern, pageRoutes } from './pages';

describe('page route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(pageRoutes.map((r) => r.id)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((r) => r.path)).size).toBe(pageRoutes.length);
  });

  it('matches params, optional params and literal segments', () => {
    expect(matchesPattern('/urun/:title/:id', '/urun/nevresim/12')).toBe(true);
    expect(matchesPattern('/urun/:title/:id', '/urun/nevresim')).toBe(false);
    expect(matchesPattern('/sepet/:id?', '/sepet')).toBe(true);
    expect(matchesPattern('/sepet/:id?', '/sepet/abc')).toBe(true);
    expect(matchesPattern('/sepet/:id?', '/sepet/abc/def')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
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
});
