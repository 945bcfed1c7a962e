import { PRODUCTS_PER_PAGE, type ProductListResponse } from '@carsi/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, products } from '../../db/schema';
import {
  planSearch,
  rankedPage,
  SEARCH_CANDIDATES,
  type SearchPlan,
  searchCandidates,
} from './product-search';
import { departmentJoin, type SummaryRow, summaryColumns, toSummary } from './product-summary';

export { prefixQuery } from './product-search';

export interface ProductListQuery {
  keyword?: string | undefined;
  pageNumber: number;
}

type CountRows = { rows: { n: number | string }[] };

const page = (pageNumber: number, total: number, rows: unknown[]): ProductListResponse => ({
  page: pageNumber,
  pages: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)),
  count: total,
  products: rows.map((row) => toSummary(row as SummaryRow)),
});

/** Active products, kept by triggers (migration 0015) so no page counts the catalogue. */
const activeCount = sql<number>`(select value from catalogue_counters where name = 'active_products')`;

/**
 * One page of active products, newest catalogue order or, with a keyword, best match first.
 * One query; a second only when the page is past the end and so has no row to carry the total.
 */
export function listProducts(db: Database, query: ProductListQuery): Promise<ProductListResponse> {
  const keyword = query.keyword?.trim();
  return keyword
    ? searchProducts(db, keyword, query.pageNumber)
    : catalogueProducts(db, query.pageNumber);
}

/**
 * Catalogue order (`/`, `/sayfa/{n}`): page n starts at the id found by walking n×24 entries of
 * the (is_active, id) index alone, and its rows are read from there by key, so page 400 costs
 * about what page 1 does; the total is the maintained counter.
 */
async function catalogueProducts(db: Database, pageNumber: number) {
  const skip = (pageNumber - 1) * PRODUCTS_PER_PAGE;
  const firstId = sql`(select p.id from products p where p.is_active order by p.id offset ${skip} limit 1)`;
  const rows = await db
    .select({ ...summaryColumns, total: activeCount.mapWith(Number) })
    .from(products)
    .leftJoin(departments, departmentJoin)
    .where(and(eq(products.isActive, true), gte(products.id, firstId)))
    .orderBy(asc(products.id))
    .limit(PRODUCTS_PER_PAGE);
  let total = rows[0]?.total;
  if (total === undefined) {
    const counted = (await db.execute(sql`select ${activeCount} as n`)) as CountRows;
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return page(pageNumber, total, rows);
}

/**
 * Search: the vocabulary query (typo correction, a bound on the matches), then one query that
 * ranks at most SEARCH_CANDIDATES + 1 candidates and returns the page. Several words that can
 * match few products also look for similar names; when the bound was loose (words that many
 * products hold, few together), a second pass does.
 */
async function searchProducts(db: Database, keyword: string, pageNumber: number) {
  const search = await planSearch(db, keyword);
  const similarNames = search.severalWords && search.fewMatches;
  let found = await rankedSearchPage(db, search, similarNames, pageNumber);
  if (search.severalWords && !similarNames && found.matched <= SEARCH_CANDIDATES) {
    found = await rankedSearchPage(db, search, true, pageNumber);
  }
  const count = Math.min(found.matched, SEARCH_CANDIDATES);
  return {
    ...page(pageNumber, count, found.rows),
    ...(found.matched > count ? { moreMatches: true } : {}),
    ...(search.correctedKeyword ? { correctedKeyword: search.correctedKeyword } : {}),
  };
}

async function rankedSearchPage(
  db: Database,
  search: SearchPlan,
  similarNames: boolean,
  pageNumber: number,
) {
  const offset = (pageNumber - 1) * PRODUCTS_PER_PAGE;
  // The pages end with the candidates: the one past SEARCH_CANDIDATES only says there are more.
  const limit = Math.min(PRODUCTS_PER_PAGE, SEARCH_CANDIDATES - offset);
  const rows = limit > 0 ? await searchPageRows(db, search, similarNames, offset, limit) : [];
  let matched = rows[0]?.matched ?? 0;
  if (rows.length === 0 && pageNumber > 1) {
    const counted = (await db.execute(
      sql`select count(*) as n from (${searchCandidates(search, similarNames)}) ids`,
    )) as CountRows;
    matched = Number(counted.rows[0]?.n ?? 0);
  }
  return { rows, matched };
}

/** The page's product cards, in the ranked order, each with the number of candidates. */
function searchPageRows(
  db: Database,
  search: SearchPlan,
  similarNames: boolean,
  offset: number,
  limit: number,
) {
  const column = (name: string) => sql.raw(`"ranked"."${name}"`);
  const ranked = sql`(${rankedPage(search, similarNames, offset, limit)}) ranked`;
  return db
    .select({ ...summaryColumns, matched: sql<number>`${column('matched')}`.mapWith(Number) })
    .from(products)
    .innerJoin(ranked, sql`${column('id')} = ${products.id}`)
    .leftJoin(departments, departmentJoin)
    .orderBy(sql`${column('rank')} desc`, sql`${column('likeness')} desc`, asc(products.id));
}

/** Summaries of the given ids in the order given; inactive and unknown ids are left out. */
export async function productSummaries(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .leftJoin(departments, departmentJoin)
    .where(and(eq(products.isActive, true), inArray(products.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row as SummaryRow)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
