import { PRODUCTS_PER_PAGE, type ProductListResponse } from '@carsi/contract';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, products } from '../../db/schema';
import { searchTerms } from './product-search';
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

/** Search: the best matches among at most `SEARCH_CANDIDATES` index hits, ranked. */
async function searchProducts(db: Database, keyword: string, pageNumber: number) {
  const search = searchTerms(keyword);
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .leftJoin(departments, departmentJoin)
    .where(sql`${products.id} in ${search.ids}`)
    .orderBy(desc(search.rank), asc(products.id))
    .limit(PRODUCTS_PER_PAGE)
    .offset((pageNumber - 1) * PRODUCTS_PER_PAGE);
  let total = rows[0]?.total;
  if (total === undefined && pageNumber > 1) {
    const counted = (await db.execute(
      sql`select count(*) as n from ${search.ids} ids`,
    )) as CountRows;
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return page(pageNumber, total ?? 0, rows);
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
