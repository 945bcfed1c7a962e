import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The job queue of the embedded database (PGlite): pending, running and dead-letter jobs, so a
 * restart loses nothing. Completed jobs are deleted. On PostgreSQL pg-boss keeps its own tables
 * (schema `pgboss`) and this one stays empty.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    data: jsonb('data').notNull(),
    /** queued → active → (deleted when done) | queued again for a retry | failed (dead letter). */
    state: text('state').notNull().default('queued'),
    retryCount: integer('retry_count').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_due').on(t.state, t.runAfter),
    uniqueIndex('background_jobs_singleton')
      .on(t.queue, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} <> 'failed'`),
    check('background_jobs_state_known', sql`${t.state} in ('queued', 'active', 'failed')`),
  ],
);
