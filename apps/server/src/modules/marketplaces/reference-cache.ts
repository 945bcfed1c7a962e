import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketplaceReferenceCache } from '../../db/schema';
import { type MarketplaceCode, MarketplaceError } from './marketplace';

/** How long each kind of reference data is kept before it is fetched again. */
export const REFERENCE_TTL_MS = {
  /** Brands by name: a day. */
  brands: 24 * 3_600_000,
  /** The category tree: a week (only leaves take products). */
  categories: 7 * 24 * 3_600_000,
  /** A leaf's attributes and values: a week (Hepsiburada's change every month or two). */
  attributes: 7 * 24 * 3_600_000,
  values: 7 * 24 * 3_600_000,
  /** Trendyol allows the supplier addresses once an hour. */
  addresses: 3_600_000,
} as const;

export type ReferenceKind = keyof typeof REFERENCE_TTL_MS;

/**
 * Reference data in the database, shared by every process: fresh data is served from here; stale
 * data is fetched again, and when the marketplace refuses (rate limit, outage) the stale copy is
 * served rather than failing the screen.
 */
export class ReferenceCache {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get<T>(
    marketplace: MarketplaceCode,
    kind: ReferenceKind,
    key: string,
    fetch: () => Promise<T>,
    options: { refresh?: boolean } = {},
  ): Promise<{ data: T; fetchedAt: Date; stale: boolean }> {
    const where = and(
      eq(marketplaceReferenceCache.marketplace, marketplace),
      eq(marketplaceReferenceCache.kind, kind),
      eq(marketplaceReferenceCache.key, key),
    );
    const [row] = await this.db.select().from(marketplaceReferenceCache).where(where);
    const age = row ? this.now().getTime() - row.fetchedAt.getTime() : Number.POSITIVE_INFINITY;
    if (row && age < REFERENCE_TTL_MS[kind] && !options.refresh)
      return { data: row.data as T, fetchedAt: row.fetchedAt, stale: false };
    try {
      const data = await fetch();
      const fetchedAt = this.now();
      await this.db
        .insert(marketplaceReferenceCache)
        .values({ marketplace, kind, key, data: data as object, fetchedAt })
        .onConflictDoUpdate({
          target: [
            marketplaceReferenceCache.marketplace,
            marketplaceReferenceCache.kind,
            marketplaceReferenceCache.key,
          ],
          set: { data: data as object, fetchedAt },
        });
      return { data, fetchedAt, stale: false };
    } catch (error) {
      if (row && error instanceof MarketplaceError && error.retryable)
        return { data: row.data as T, fetchedAt: row.fetchedAt, stale: true };
      throw error;
    }
  }
}
