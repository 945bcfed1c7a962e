import { describe, expect, it } from 'vitest';
import { searchBanner } from './search-banner';

const result = (fields: { count: number; moreMatches?: boolean; correctedKeyword?: string }) => ({
  page: 1,
  pages: 1,
  products: [],
  ...fields,
});

describe('searchBanner', () => {
  it('says what was found, what was searched instead, and when there are more', () => {
    expect(searchBanner('yorgan', result({ count: 12 }))).toBe('“yorgan” için 12 ürün bulundu.');
    expect(searchBanner('qqq', result({ count: 0 }))).toBe('“qqq” için ürün bulunamadı.');
    expect(searchBanner('nevrsim', result({ count: 16, correctedKeyword: 'nevresim' }))).toBe(
      '“nevrsim” için “nevresim” sonuçları gösteriliyor: 16 ürün bulundu.',
    );
    expect(searchBanner('nevresim', result({ count: 240, moreMatches: true }))).toBe(
      '“nevresim” için çok sayıda ürün bulundu; en uygun 240 ürün gösteriliyor.',
    );
  });
});
