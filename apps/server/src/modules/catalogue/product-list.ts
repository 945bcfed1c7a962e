import { PRODUCTS_PER_PAGE, type ProductListResponse } from '@carsi/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, products } from '../../db/schema';
import { departmentJoin, type SummaryRow, summaryColumns, toSummary } from './product-summary';

export interface ProductListQuery {
  keyword?: string | undefined;
  pageNumber: number;
}

/**
 * Below this trigram word similarity a name does not match a typo. "nevresm" ~ "nevresim" is
 * 0.75, "yorgna" ~ "yorgan" 0.57; unrelated words stay under 0.4.
 */
export const TYPO_SIMILARITY = 0.5;
/** Words of a search that count; the rest of a very long query is ignored. */
const MAX_SEARCH_WORDS = 8;

/**
 * A prefix tsquery from free text: letters and digits only, so nothing a shopper types reaches
 * the query parser as syntax. "Nevresim takımı" → "nevresim:* & takımı:*". Empty → null.
 */
export function prefixQuery(keyword: string): string | null {
  const words = keyword
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

const document = sql`public.carsi_product_document(${products.name}, ${products.description})`;

/** Search: Turkish full text over name (A) and description (B), typo-tolerant on the name. */
function searchTerms(keyword: string) {
  const folded = sql`public.carsi_fold(${keyword})`;
  const tsQuery = prefixQuery(keyword);
  const query = tsQuery
    ? sql`to_tsquery('pg_catalog.turkish', public.carsi_fold(${tsQuery}))`
    : null;
  const nameSimilarity = sql`word_similarity(${folded}, public.carsi_fold(${products.name}))`;
  const matches: SQL[] = [
    sql`${nameSimilarity} >= ${TYPO_SIMILARITY}`,
    sql`lower(${products.code}) = ${folded}`,
  ];
  if (query) matches.unshift(sql`${document} @@ ${query}`);
  const rank = query
    ? sql`ts_rank(${document}, ${query}) + ${nameSimilarity}`
    : sql`${nameSimilarity}`;
  return { where: sql`(${sql.join(matches, sql` or `)})`, rank };
}

/**
 * One page of active products, newest catalogue order or, with a keyword, best match first.
 * One query: the total comes with the rows (`count(*) over ()`); a second only when the page is
 * past the end and so has no row to carry it.
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const keyword = query.keyword?.trim();
  const search = keyword ? searchTerms(keyword) : null;
  const where = and(eq(products.isActive, true), search?.where);

  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .leftJoin(departments, departmentJoin)
    .where(where)
    .orderBy(...(search ? [desc(search.rank), asc(products.id)] : [asc(products.id)]))
    .limit(PRODUCTS_PER_PAGE)
    .offset((query.pageNumber - 1) * PRODUCTS_PER_PAGE);

  let total = rows[0]?.total;
  if (total === undefined) {
    total =
      query.pageNumber === 1
        ? 0
        : ((await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0);
  }
  return {
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)),
    count: total,
    products: rows.map((row) => toSummary(row as SummaryRow)),
  };
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
