import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { InProcessJobQueue } from './in-process';
import type { JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss';

export * from './job-queue';

/**
 * The shop's job queue for this database: pg-boss on PostgreSQL, the in-process runner on the
 * embedded PGlite. With `autoRun` off nothing runs until `drain()` (tests).
 */
export function createJobQueue(
  database: DatabaseHandle,
  options: { autoRun: boolean; log: FastifyBaseLogger },
): Promise<JobQueue> {
  if (database.kind === 'postgres' && database.url) {
    return PgBossJobQueue.start({ connectionString: database.url, ...options });
  }
  return InProcessJobQueue.start(database.db, options);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (queues, schedules, dead letters): see jobs/job-queue.ts. */
    jobs: JobQueue;
  }
}
