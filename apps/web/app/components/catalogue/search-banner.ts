import type { ProductListResponse } from '@carsi/contract';

/** The result-count banner of a search page: how many products the keyword found. */
export function searchBanner(keyword: string, result: ProductListResponse): string {
  if (result.count === 0) return `“${keyword}” için ürün bulunamadı.`;
  const searched = result.correctedKeyword;
  const found = result.moreMatches
    ? `çok sayıda ürün bulundu; en uygun ${result.count} ürün gösteriliyor.`
    : `${result.count} ürün bulundu.`;
  return searched
    ? `“${keyword}” için “${searched}” sonuçları gösteriliyor: ${found}`
    : `“${keyword}” için ${found}`;
}
