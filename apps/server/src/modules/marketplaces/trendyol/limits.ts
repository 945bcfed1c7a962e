import type { RateLimit } from '../limiter';

/**
 * Trendyol's published limits: 50 requests per 10 seconds on every endpoint, and per service a
 * limit per minute (supplier addresses once an hour). The limiter takes a slot in both.
 */
export const TRENDYOL_ENDPOINT_LIMIT: RateLimit = { max: 50, windowMs: 10_000 };

export const TRENDYOL_SERVICE_LIMITS = {
  brands: { max: 50, windowMs: 60_000 },
  categories: { max: 50, windowMs: 60_000 },
  attributes: { max: 50, windowMs: 60_000 },
  values: { max: 50, windowMs: 60_000 },
  addresses: { max: 1, windowMs: 3_600_000 },
  create: { max: 1000, windowMs: 60_000 },
  batch: { max: 1000, windowMs: 60_000 },
  delete: { max: 100, windowMs: 60_000 },
  filter: { max: 2000, windowMs: 60_000 },
  priceStock: { max: 1_000_000, windowMs: 60_000 },
} satisfies Record<string, RateLimit>;

export type TrendyolService = keyof typeof TRENDYOL_SERVICE_LIMITS;

/** Items one product or price/stock request may carry. */
export const TRENDYOL_MAX_ITEMS = 1000;
/** Trendyol refuses an identical price/stock body sent again within 15 minutes. */
export const TRENDYOL_SAME_BODY_WINDOW_MS = 15 * 60_000;
/** Trendyol keeps a batch's result for 4 hours. */
export const TRENDYOL_RESULT_KEPT_MS = 4 * 3_600_000;
