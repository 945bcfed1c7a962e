import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * How every back-office search compares text: the way the storefront search does, through the
 * one SQL function `public.carsi_fold` (migration 0002: `lower(unaccent())`). Both the searched
 * column and what staff typed are folded, so "YILDIRIM", "Yıldırım" and "yildirim" are one word,
 * "celik" finds "Çelik" and "sen" finds "Şen" (İ/ı/I/i, ş/s, ç/c, ğ/g, ö/o, ü/u, any case).
 */
export const folded = (value: SQLWrapper | string): SQL => sql`public.carsi_fold(${value})`;

/** A LIKE pattern matching `text` anywhere, with the caller's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * True when one of `columns`, folded, holds `q` folded. A contains-search reads every row of a
 * back-office list (as ILIKE did); a table large enough to need an index keeps a folded copy
 * with a pattern or trigram index instead (orders' `search_name`, products' `search_name`).
 */
export function foldedContains(q: string, ...columns: SQLWrapper[]): SQL {
  const pattern = folded(containsPattern(q.trim()));
  return or(...columns.map((column) => sql`${folded(column)} like ${pattern}`)) as SQL;
}
