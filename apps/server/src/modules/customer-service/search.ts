import { ADMIN_LIST_PAGE_SIZE } from '@carsi/contract';

export { containsPattern } from '../../db/folded-search';

/**
 * The digits of a search that looks like a phone number, as stored (E.164 without the +):
 * "0532 123 45" → "53212345". Null when it has fewer than 4 digits or other letters.
 */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s()+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^(90|0)/, '');
  return digits.length >= 4 ? digits : null;
}

/** `page` and `pages` of a list of `total` rows, 20 a page. */
export function pagingOf(page: number, total: number) {
  return { page, pages: Math.max(1, Math.ceil(total / ADMIN_LIST_PAGE_SIZE)), total };
}

export const offsetOf = (page: number) => (page - 1) * ADMIN_LIST_PAGE_SIZE;
