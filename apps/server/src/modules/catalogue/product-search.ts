import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

/** Words of a search that count; the rest of a very long query is ignored. */
const MAX_SEARCH_WORDS = 8;
/**
 * Matches a search ranks at most (ten pages). The best page of a very common word ("nevresim"
 * matches a quarter of a 100,000-product catalogue) is chosen among this many index hits, so a
 * search costs the same however common its word is, and the page says there are more. Below it
 * the ranking covers every match.
 */
export const SEARCH_CANDIDATES = 240;

/** The words of a search: letters and digits only, so nothing typed reaches a parser as syntax. */
export function searchWords(keyword: string): string[] {
  return keyword
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
}

/** A prefix tsquery from free text: "Nevresim takımı" → "Nevresim:* & takımı:*". Empty → null. */
export function prefixQuery(keyword: string): string | null {
  const words = searchWords(keyword);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** What a search looks for, decided on the shop's vocabulary (migration 0033) before it runs. */
export interface SearchPlan {
  /** The text as typed: the product-code match and the similar-name match use it. */
  keyword: string;
  /** The prefix tsquery of the (corrected) words; null when the text has no word. */
  tsQuery: string | null;
  /** The words searched for instead, when a typo was replaced ("nevrsim" → "nevresim"). */
  correctedKeyword: string | undefined;
  /**
   * Names like the whole text are worth adding: several words (a product may hold only some of
   * them; a single misspelt word is corrected instead, and a word's similar names are mostly
   * noise, "lastikli" for "yastik").
   */
  severalWords: boolean;
  /** Fewer than SEARCH_CANDIDATES products can hold all the words. */
  fewMatches: boolean;
}

type WordsRow = { typed: string[]; corrected: string[]; most: number | string | null };

/**
 * One small query on the vocabulary: a word no product word starts with is replaced by the
 * nearest product word (a trigram index over a few thousand words, not over every product
 * name), and the vocabulary's counts bound how many products the words can match.
 */
export async function planSearch(db: Database, keyword: string): Promise<SearchPlan> {
  const words = searchWords(keyword);
  if (words.length === 0) {
    return {
      keyword,
      tsQuery: null,
      correctedKeyword: undefined,
      severalWords: false,
      fewMatches: true,
    };
  }
  const typed = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const result = (await db.execute(
    sql`select typed, corrected, most from public.carsi_search_words(${typed})`,
  )) as { rows: WordsRow[] };
  const row = result.rows[0];
  const searched = (row?.corrected ?? words).join(' ');
  return {
    keyword,
    tsQuery: prefixQuery(searched),
    correctedKeyword: row && searched !== row.typed.join(' ') ? searched : undefined,
    severalWords: words.length > 1,
    fewMatches: Number(row?.most ?? 0) < SEARCH_CANDIDATES,
  };
}

/** Stored generated columns (migration 0015), each with its GIN index; not in the Drizzle schema. */
const searchDocument = sql.raw('"products"."search_document"');
const searchName = sql.raw('"products"."search_name"');

const turkishQuery = (tsQuery: string) => sql`to_tsquery('pg_catalog.turkish', ${tsQuery})`;

/**
 * The rows a search ranks (id and stored search columns), at most SEARCH_CANDIDATES + 1 (one
 * more tells that there are more): full-text hits of the words on the stored document's GIN index,
 * or the product code; with `similarNames`, also names like the whole text as typed (`<%`: word
 * similarity ≥ pg_trgm.word_similarity_threshold, 0.5 per connection, on the folded name's
 * trigram index). That finds "Mikro Elyaf Yastık" for "mikrofiber yastık"; it is asked only when
 * the words can match few products, since with many it would add nothing to the best.
 */
export function searchCandidates(search: SearchPlan, similarNames: boolean): SQL {
  const active = eq(products.isActive, true);
  const folded = sql`public.carsi_fold(${search.keyword})`;
  const exact = [sql`lower(${products.code}) = ${folded}`];
  if (search.tsQuery) exact.unshift(sql`${searchDocument} @@ ${turkishQuery(search.tsQuery)}`);
  const limit = SEARCH_CANDIDATES + 1;
  const matches = (condition: SQL | undefined) =>
    sql`select ${products.id} from ${products} where ${condition} limit ${limit}`;
  const hits = matches(and(active, sql`(${sql.join(exact, sql` or `)})`));
  // Word hits first: the similar names only fill the candidates up.
  const ids = similarNames
    ? sql`select id from (select id, true as hit from (${hits}) h
        union all select id, false from (${matches(and(active, sql`${folded} <% ${searchName}`))}) s) c
        group by id order by bool_or(hit) desc, id limit ${limit}`
    : hits;
  return sql`select ${products.id}, ${searchDocument}, ${searchName} from ${products}
    where ${products.id} in (${ids})`;
}

/**
 * The ids of one page of a search, best first, with the number of candidates: Turkish
 * full-text rank (the name weighs above the description); with similar names, ties (above all
 * the similar names, which rank 0) go to the name most like the text. Ranking reads only the
 * candidates' search columns; the page's other columns are read for its 24 rows.
 */
export function rankedPage(
  search: SearchPlan,
  similarNames: boolean,
  offset: number,
  limit: number,
) {
  const rank = search.tsQuery
    ? sql`ts_rank(c.search_document, ${turkishQuery(search.tsQuery)})`
    : sql`0::real`;
  const likeness = similarNames
    ? sql`word_similarity(public.carsi_fold(${search.keyword}), c.search_name)`
    : sql`0::real`;
  return sql`select c.id, ${rank} as rank, ${likeness} as likeness, count(*) over () as matched
    from (${searchCandidates(search, similarNames)}) c
    order by rank desc, likeness desc, c.id limit ${limit} offset ${offset}`;
}
