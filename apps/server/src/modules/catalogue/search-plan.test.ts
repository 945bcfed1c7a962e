import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { products } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { planSearch, searchCandidates } from './product-search';

/**
 * The search and list queries are served by indexes: with sequential scans priced out, the
 * planner must still find a plan through them (a predicate no index serves, such as the old
 * `word_similarity(...) >= 0.5`, leaves it a sequential scan whatever the price).
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(products).values(
    ['Pamuk Saten Nevresim Takımı', 'Kaz Tüyü Yorgan', 'Mikrofiber Yastık'].map((name, i) => ({
      code: `PL${String.fromCharCode(65 + i)}`,
      name,
      slug: `urun-${i}`,
      description: 'Yumuşak pamuk.',
      defaultPrice: 10_000,
      defaultVat: 10,
    })),
  );
  // Enough other products that reading them all costs more than asking the right index.
  await handle.db.execute(sql`
    insert into products (code, name, slug, description, default_price, default_vat)
    select 'Q' || i, 'Masa Örtüsü ' || i, 'masa-ortusu-' || i, 'Keten.', 10000, 10
    from generate_series(1, 3000) as i`);
  await handle.db.execute(sql`vacuum analyze products`);
}, 180_000);
afterAll(() => handle.close());

/** The plan with sequential scans and the other `off` methods priced out. */
async function plan(query: ReturnType<typeof sql>, off: string[]): Promise<string> {
  return handle.db.transaction(async (tx) => {
    for (const method of ['seqscan', ...off]) {
      await tx.execute(sql.raw(`set local enable_${method} = off`));
    }
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as {
      rows: { 'QUERY PLAN': unknown }[];
    };
    return JSON.stringify(result.rows[0]?.['QUERY PLAN']);
  });
}

const searchPlan = async (keyword: string, similarNames: boolean) => {
  const candidates = searchCandidates(await planSearch(handle.db, keyword), similarNames);
  return plan(sql`select id from (${candidates}) c`, ['indexscan']);
};

describe('query plans', () => {
  it('searches words through the stored document’s GIN index', async () => {
    const text = await searchPlan('nevresim', false);
    expect(text).toContain('"Index Name":"products_search_document"');
    expect(text).not.toContain('"Node Type":"Seq Scan"');
  });

  it('matches similar names through the folded name’s trigram index', async () => {
    const text = await searchPlan('nevrsim', true);
    expect(text).toContain('"Index Name":"products_search_name_trgm"');
    expect(text).toContain('<%');
    expect(text).not.toContain('"Node Type":"Seq Scan"');
  });

  it('finds a list page’s first row by walking the listing index alone', async () => {
    const text = await plan(
      sql`select p.id from products p where p.is_active order by p.id offset 9576 limit 1`,
      ['bitmapscan'],
    );
    expect(text).toContain('"Node Type":"Index Only Scan"');
    expect(text).toContain('"Index Name":"products_listing"');
    expect(text).not.toContain('"Node Type":"Sort"');
  });
});
