import type { ProductListResponse, ProductSummary } from '@carsi/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';

interface InfiniteProductListProps {
  initial: ProductListResponse;
  keyword?: string | undefined;
  /** Server-rendered URL of a page (links for crawlers and for visitors without JavaScript). */
  hrefFor: (page: number) => string;
}

const apiUrl = (page: number, keyword: string | undefined) =>
  `/api/products/?pageNumber=${page}${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}`;

/**
 * A product list that loads the next page when the visitor scrolls near its end,
 * with a button doing the same for keyboards, and page links underneath for crawlers.
 */
export function InfiniteProductList({ initial, keyword, hrefFor }: InfiniteProductListProps) {
  const [products, setProducts] = useState<ProductSummary[]>(initial.products);
  const [lastPage, setLastPage] = useState(initial.page);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = lastPage < initial.pages;

  const loadMore = useCallback(async () => {
    if (state === 'loading' || !hasMore) return;
    setState('loading');
    try {
      const response = await fetch(apiUrl(lastPage + 1, keyword), {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(String(response.status));
      const next = (await response.json()) as ProductListResponse;
      setProducts((shown) => {
        const seen = new Set(shown.map((p) => p._id));
        return [...shown, ...next.products.filter((p) => !seen.has(p._id))];
      });
      setLastPage(next.page);
      setState('idle');
    } catch {
      setState('error');
    }
  }, [hasMore, keyword, lastPage, state]);

  // Auto-loading starts with the shopper's first scroll: a page that is only looked at (or
  // measured in a tall window) does not grow, and nothing below the fold shifts.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || state !== 'idle' || !scrolled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore, state, scrolled]);

  return (
    <>
      <ProductGrid products={products} />
      <div ref={sentinel} className="infinite-list__status" aria-live="polite">
        {state === 'loading' ? <p>Ürünler yükleniyor...</p> : null}
        {state === 'error' ? (
          <p className="infinite-list__error" role="alert">
            Ürünler yüklenemedi.{' '}
            <button type="button" className="button" onClick={() => void loadMore()}>
              Tekrar dene
            </button>
          </p>
        ) : null}
        {state === 'idle' && hasMore ? (
          <button type="button" className="button" onClick={() => void loadMore()}>
            Daha fazla ürün göster
          </button>
        ) : null}
      </div>
      <Pagination page={initial.page} pages={initial.pages} hrefFor={hrefFor} />
    </>
  );
}
