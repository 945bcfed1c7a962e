/**
 * Name shortening for lists. Lengths count characters (code points), so a Turkish letter or an
 * emoji is one character and is never cut in half.
 */

/** Product names longer than this are cut in the product list (screens wider than 600 px). */
export const PRODUCT_NAME_MAX_LENGTH = 60;
/** How many characters of a long product name are kept before the ellipsis: one over the limit. */
export const PRODUCT_NAME_KEPT_LENGTH = 61;
/** The product list shortens names only on screens wider than this (px). */
export const PRODUCT_NAME_TRUNCATE_MIN_WIDTH_PX = 600;
/** Wholesale names in lists are shortened to 25 characters. */
export const WHOLESALE_NAME_MAX_LENGTH = 25;

const ELLIPSIS = '...';

function cut(name: string, maxLength: number, keep: number): string {
  const chars = Array.from(name);
  return chars.length > maxLength ? `${chars.slice(0, keep).join('')}${ELLIPSIS}` : name;
}

/** Longer than 60 characters → the first 61 characters plus "...". */
export function truncateProductName(name: string): string {
  return cut(name, PRODUCT_NAME_MAX_LENGTH, PRODUCT_NAME_KEPT_LENGTH);
}

/** Wholesale lists: longer than 25 characters → the first 25 characters plus "...". */
export function truncateWholesaleName(name: string): string {
  return cut(name, WHOLESALE_NAME_MAX_LENGTH, WHOLESALE_NAME_MAX_LENGTH);
}
