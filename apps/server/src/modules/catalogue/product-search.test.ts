import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { products } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { listProducts } from './product-list';
import { planSearch, SEARCH_CANDIDATES } from './product-search';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 180_000);
afterAll(() => handle.close());

let serial = 0;
async function addProducts(names: string[], description = 'Yumuşak dokulu.') {
  return handle.db
    .insert(products)
    .values(
      names.map((name) => {
        serial += 1;
        return {
          code: `S${serial}`,
          name,
          slug: `urun-${serial}`,
          description,
          defaultPrice: 10_000,
          defaultVat: 10,
        };
      }),
    )
    .returning({ id: products.id });
}

const search = (keyword: string, pageNumber = 1) =>
  listProducts(handle.db, { keyword, pageNumber });
const names = async (keyword: string) => (await search(keyword)).products.map((p) => p.name);
const vocabulary = async (word: string) => {
  const result = (await handle.db.execute(
    sql`select uses from search_words where word = ${word}`,
  )) as { rows: { uses: number }[] };
  return result.rows[0]?.uses ?? 0;
};

describe('search vocabulary', () => {
  it('follows the catalogue: new, renamed, hidden and deleted products', async () => {
    const [first] = await addProducts(
      ['Zümrüt Pike', 'Zümrüt Çarşaf'],
      '<p>Zümrüt <b>renkli</b></p>',
    );
    expect(await vocabulary('zumrut')).toBe(2);
    expect(await vocabulary('renkli')).toBe(2);
    expect(await vocabulary('b')).toBe(0); // HTML tags are not words
    expect(await names('zümrüt')).toEqual(['Zümrüt Pike', 'Zümrüt Çarşaf']);
    await handle.db.update(products).set({ name: 'Safir Pike' }).where(eq(products.id, first!.id));
    expect(await vocabulary('zumrut')).toBe(2); // the description still says it
    expect(await vocabulary('safir')).toBe(1);
    await handle.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.name, 'Zümrüt Çarşaf'));
    expect(await vocabulary('carsaf')).toBe(0);
    expect(await vocabulary('zumrut')).toBe(1);
    await handle.db.delete(products).where(eq(products.id, first!.id));
    expect(await vocabulary('safir')).toBe(0);
    expect(await vocabulary('zumrut')).toBe(0);
    // A price change is not a change of words: the counts stay.
    await addProducts(['Lacivert Bornoz']);
    await handle.db
      .update(products)
      .set({ defaultPrice: 12_000 })
      .where(eq(products.name, 'Lacivert Bornoz'));
    expect(await vocabulary('bornoz')).toBe(1);
  });

  it('searches a misspelt word as the nearest word of the catalogue, and says so', async () => {
    await addProducts(['Bambu Havlu Seti', 'Kadife Battaniye']);
    expect(await planSearch(handle.db, 'bambu')).toMatchObject({ correctedKeyword: undefined });
    expect(await planSearch(handle.db, 'Bmbu hvlu')).toMatchObject({
      tsQuery: 'bambu:* & havlu:*',
      correctedKeyword: 'bambu havlu',
    });
    const typo = await search('battanye');
    expect(typo.correctedKeyword).toBe('battaniye');
    expect(typo.products.map((p) => p.name)).toEqual(['Kadife Battaniye']);
    // Nothing near: searched as typed, and nothing found.
    expect(await search('xqzw')).toMatchObject({ count: 0, products: [] });
  });

  it('shows the best SEARCH_CANDIDATES of a very common word and says there are more', async () => {
    await addProducts(
      Array.from({ length: SEARCH_CANDIDATES + 10 }, (_, i) => `Deneme Nevresim ${i}`),
    );
    const first = await search('deneme');
    expect(first).toMatchObject({ count: SEARCH_CANDIDATES, pages: 10, moreMatches: true });
    const last = await search('deneme', 10);
    expect(last.products).toHaveLength(24);
    expect(await search('deneme', 11)).toMatchObject({ products: [], count: SEARCH_CANDIDATES });
    // Few products hold every word: those first, then names like the text.
    expect((await names('deneme nevresim 249'))[0]).toBe('Deneme Nevresim 249');
    expect((await search('bambu')).moreMatches).toBeUndefined();
  });

  it('adds similar names when common words rarely come together', async () => {
    const many = (name: string) =>
      Array.from({ length: SEARCH_CANDIDATES }, (_, i) => `${name} ${i}`);
    await addProducts(many('Kılıf'), 'Alfa serisi.');
    await addProducts(many('Örtü'), 'Beta serisi.');
    await addProducts(['Alfa Beta Yastık', 'Alfa Betta Yastık']);
    const plan = await planSearch(handle.db, 'alfa beta');
    expect(plan.fewMatches).toBe(false);
    expect(await names('alfa beta')).toEqual(['Alfa Beta Yastık', 'Alfa Betta Yastık']);
  });
});
