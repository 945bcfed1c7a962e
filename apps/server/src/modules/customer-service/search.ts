import { ADMIN_LIST_PAGE_SIZE } from '@carsi/contract';

export { containsPattern } from '../../db/folded-search';

/** `page` and `pages` of a list of `total` rows, 20 a page. */
export function pagingOf(page: number, total: number) {
  return { page, pages: Math.max(1, Math.ceil(total / ADMIN_LIST_PAGE_SIZE)), total };
}

export const offsetOf = (page: number) => (page - 1) * ADMIN_LIST_PAGE_SIZE;
