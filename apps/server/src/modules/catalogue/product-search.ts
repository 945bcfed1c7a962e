import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';

/** Words of a search that count; the rest of a very long query is ignored. */
const MAX_SEARCH_WORDS = 8;
/**
 * Matches a search ranks at most: the best page of a very common word ("nevresim" matches a
 * quarter of a 100,000-product catalogue) is chosen among this many index hits, so a search
 * costs the same however common its word is. Below it the ranking covers every match.
 */
export const SEARCH_CANDIDATES = 1_000;

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

/** Stored generated columns (migration 0015), each with its GIN index; not in the Drizzle schema. */
const searchDocument = sql.raw('"products"."search_document"');
const searchName = sql.raw('"products"."search_name"');

/**
 * Search: Turkish full text over name (A) and description (B), typo-tolerant on the name, by
 * short code. Every branch is an indexable operator: `@@` on the document's GIN index, `<%`
 * (word similarity ≥ pg_trgm.word_similarity_threshold, 0.5 per connection) on the folded
 * name's trigram index, and the code's unique index.
 *
 * `ids` is a subquery of at most SEARCH_CANDIDATES matching ids: the full-text and code hits,
 * plus the typo hits only while those are fewer than the cap — the trigram test is the costly
 * one, and a word that fills the cap by itself needs no typo tolerance. Below the cap it is
 * exactly "any branch matches". Rank the rows with `rank` (name similarity lifts name hits).
 */
export function searchTerms(keyword: string) {
  const folded = sql`public.carsi_fold(${keyword})`;
  const tsQuery = prefixQuery(keyword);
  const query = tsQuery
    ? sql`to_tsquery('pg_catalog.turkish', public.carsi_fold(${tsQuery}))`
    : null;
  const exact = [sql`lower(${products.code}) = ${folded}`];
  if (query) exact.unshift(sql`${searchDocument} @@ ${query}`);
  const active = eq(products.isActive, true);
  const exactHits = sql`select ${products.id} from ${products} where ${and(active, sql`(${sql.join(exact, sql` or `)})`)} limit ${SEARCH_CANDIDATES}`;
  const typoHits = sql`select ${products.id} from ${products}
    where ${active} and ${folded} <% ${searchName}
      and (select count(*) from exact_hits) < ${SEARCH_CANDIDATES}
    limit ${SEARCH_CANDIDATES}`;
  const ids = sql`(with exact_hits as materialized (${exactHits})
    select id from (select id from exact_hits union (${typoHits})) hits limit ${SEARCH_CANDIDATES})`;
  const nameSimilarity = sql`word_similarity(${folded}, ${searchName})`;
  const rank = query
    ? sql<number>`ts_rank(${searchDocument}, ${query}) + ${nameSimilarity}`
    : sql<number>`${nameSimilarity}`;
  return { ids, rank };
}
