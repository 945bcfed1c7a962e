import pino from 'pino';
import type { DatabaseHandle } from '../db/client';
import { InProcessJobQueue } from './in-process';
import { defineQueue, type JobQueue, type QueueDefinition } from './job-queue';
import { PgBossJobQueue } from './pg-boss';

export const silentLog = pino({ enabled: Boolean(process.env.DEBUG_JOBS) });

/** One implementation of the queue, opened on a test database with fast timers. */
export interface QueueImplementation {
  name: 'in-process' | 'pg-boss';
  open(database: DatabaseHandle, autoRun: boolean): Promise<JobQueue>;
}

export const inProcess: QueueImplementation = {
  name: 'in-process',
  open: (database, autoRun) =>
    InProcessJobQueue.start(database.db, { autoRun, log: silentLog, pollMs: 100 }),
};

export const pgBoss: QueueImplementation = {
  name: 'pg-boss',
  open: (database, autoRun) =>
    PgBossJobQueue.start({
      connectionString: database.url!,
      autoRun,
      log: silentLog,
      tuning: {
        pollingIntervalSeconds: 0.5,
        superviseIntervalSeconds: 1,
        monitorIntervalSeconds: 1,
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
      },
    }),
};

let queueCounter = 0;
/** A queue of its own for one test (names are unique per process and test). */
export function testQueue<T extends object = Record<string, never>>(
  options: Partial<Omit<QueueDefinition<T>, 'name'>> = {},
): QueueDefinition<T> {
  queueCounter += 1;
  return defineQueue<T>({ name: `test-${process.pid}-${queueCounter}`, ...options });
}

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The queue of the kill test's worker processes (test-worker-process.ts): short expiry. */
export const probeQueue = (name: string) =>
  defineQueue<{ label: string }>({
    name,
    retryLimit: 3,
    retryDelaySeconds: 1,
    retryBackoff: false,
    expireInSeconds: 2,
  });
