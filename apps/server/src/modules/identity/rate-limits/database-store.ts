import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rateLimitCounters } from '../../../db/schema';
import type { CounterStore } from './store';

/**
 * Counters in the `rate_limit_counters` table. One upsert per hit: PostgreSQL locks the row, so
 * concurrent hits from any number of processes add up exactly.
 */
export class DatabaseCounterStore implements CounterStore {
  readonly kind = 'database' as const;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number) {
    const window = sql`(now() + ${windowMs} * interval '1 millisecond')`;
    const expired = sql`${rateLimitCounters.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt: window })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${window} else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({
        count: rateLimitCounters.count,
        resetInMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))::int`,
      });
    if (!row) throw new Error('rate limit upsert returned no row');
    return { count: row.count, resetInMs: Number(row.resetInMs) };
  }

  /** Drops counters whose window ended (called by the identity housekeeping timer). */
  async prune(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
  }

  async health(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  async close(): Promise<void> {}
}
