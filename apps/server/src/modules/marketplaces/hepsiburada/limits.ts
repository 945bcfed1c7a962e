import type { RateLimit } from '../limiter';

/**
 * Hepsiburada's catalogue allows 500 requests a second per IP; the shared limiter holds the shop
 * a little under it. Listings (price/stock) are sent every 20–60 minutes, so they need no tight
 * limit of their own here.
 */
export const HEPSIBURADA_CATALOGUE_LIMIT: RateLimit = { max: 400, windowMs: 1_000 };

/** Products one import file may carry. */
export const HEPSIBURADA_MAX_ITEMS = 1000;

/** Merchant SKUs one delete request may carry. */
export const HEPSIBURADA_MAX_DELETE = 1000;

/** The catalogue takes at most 2 000 categories a page. */
export const HEPSIBURADA_CATEGORY_PAGE = 2000;
