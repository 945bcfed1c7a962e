import { describe, expect, it } from 'vitest';
import { CatalogueCache, etagMatches, showsNoProduct } from './catalogue-cache';

describe('CatalogueCache', () => {
  it('computes once, then answers from memory until invalidated', async () => {
    const cache = new CatalogueCache();
    let calls = 0;
    const load = async () => ({ value: { n: ++calls } });
    const first = await cache.remember('k', load);
    const second = await cache.remember('k', load);
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    cache.invalidate();
    expect((await cache.remember('k', load)).value).toEqual({ n: 2 });
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new CatalogueCache();
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { value: 'x' };
    };
    await Promise.all([cache.remember('k', load), cache.remember('k', load)]);
    expect(calls).toBe(1);
  });

  it('does not keep an answer computed before an invalidation', async () => {
    const cache = new CatalogueCache();
    let release: () => void = () => {};
    const slow = cache.remember(
      'k',
      () =>
        new Promise<{ value: string }>((resolve) => {
          release = () => resolve({ value: 'old' });
        }),
    );
    cache.invalidate();
    release();
    expect((await slow).value).toBe('old');
    expect(cache.size).toBe(0);
  });

  it('lets entries expire at their own time and evicts the least recently used', async () => {
    let now = 1_000;
    // Room for two answers of this size: "1" or "a" is 3 JSON characters, 6 bytes.
    const cache = new CatalogueCache(12, 60_000, () => now);
    let calls = 0;
    await cache.remember('a', async () => ({ value: `${++calls}`, expiresAt: 1_500 }));
    now = 1_600;
    expect((await cache.remember('a', async () => ({ value: `${++calls}` }))).value).toBe('2');
    await cache.remember('b', async () => ({ value: 'b' }));
    await cache.remember('a', async () => ({ value: 'not called' }));
    await cache.remember('c', async () => ({ value: 'c' }));
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(12);
    expect((await cache.remember('b', async () => ({ value: 'again' }))).value).toBe('again');
  });

  it('keeps within its byte budget, however the answers weigh', async () => {
    const cache = new CatalogueCache(100_000);
    for (let i = 0; i < 50; i++) {
      await cache.remember(`page ${i}`, async () => ({ value: 'x'.repeat(5_000) }));
    }
    expect(cache.weight).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBe(9); // 10,004 bytes each
    cache.invalidate();
    expect(cache.weight).toBe(0);
  });

  it('tells subscribers when it forgets', () => {
    const cache = new CatalogueCache();
    let told = 0;
    const stop = cache.onInvalidate(() => told++);
    cache.invalidate();
    stop();
    cache.invalidate();
    expect(told).toBe(1);
  });

  it('forgets only the named products’ detail answers when their stock changes', async () => {
    const cache = new CatalogueCache();
    const told: (readonly number[])[] = [];
    cache.onInvalidateProducts((ids) => told.push(ids));
    await cache.remember('list', async () => ({ value: 'list' }));
    await cache.remember('product 1', async () => ({ value: 'one' }), { detailsOf: 1 });
    await cache.remember('product 2', async () => ({ value: 'two' }), { detailsOf: 2 });
    cache.invalidateProducts([1, 3]);
    expect(told).toEqual([[1, 3]]);
    const again = async (key: string, productId?: number) =>
      (await cache.remember(key, async () => ({ value: 'fresh' }), { detailsOf: productId })).value;
    expect(await again('list')).toBe('list');
    expect(await again('product 1', 1)).toBe('fresh');
    expect(await again('product 2', 2)).toBe('two');
  });

  it('forgets the answers showing products whose price changed, and those that may show any', async () => {
    const cache = new CatalogueCache();
    const told: (readonly number[])[] = [];
    cache.onInvalidateShowing((ids) => told.push(ids));
    const cards = (value: { ids: number[] }) => value.ids;
    const answers = {
      'list with 1': () =>
        cache.remember('list with 1', async () => ({ value: { ids: [1, 5] } }), { shows: cards }),
      'list without 1': () =>
        cache.remember('list without 1', async () => ({ value: { ids: [2] } }), { shows: cards }),
      'product 1': () =>
        cache.remember('product 1', async () => ({ value: { ids: [] } }), { detailsOf: 1 }),
      'product 2': () =>
        cache.remember('product 2', async () => ({ value: { ids: [] } }), { detailsOf: 2 }),
      'reviews of 1': () =>
        cache.remember('reviews of 1', async () => ({ value: { ids: [] } }), {
          shows: showsNoProduct,
        }),
      untagged: () => cache.remember('untagged', async () => ({ value: { ids: [] } })),
    };
    for (const read of Object.values(answers)) await read();
    expect((await answers['list with 1']()).shown).toEqual({ inDetail: [], all: [1, 5] });
    expect((await answers['product 1']()).shown).toEqual({ inDetail: [1], all: [1] });
    expect((await answers.untagged()).shown).toEqual({ inDetail: [], all: null });

    let computed = 0;
    const count = async () => {
      computed++;
      return { value: { ids: [] } };
    };
    cache.invalidateShowing([1]);
    expect(told).toEqual([[1]]);
    const recomputed = [];
    for (const key of Object.keys(answers)) {
      const before = computed;
      await cache.remember(key, count);
      if (computed > before) recomputed.push(key);
    }
    expect(recomputed).toEqual(['list with 1', 'product 1', 'untagged']);
  });
});

describe('etagMatches', () => {
  it('accepts strong, weak, listed and wildcard tags', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
