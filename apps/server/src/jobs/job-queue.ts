/**
 * The job queue every background task goes through: pg-boss on PostgreSQL, an in-process
 * runner on the embedded PGlite database — both behind this one interface.
 *
 * A queue is one kind of work. Define it once with {@link defineQueue} (next to the code that
 * handles it), call `jobs.work(def, handler)` at start-up in every process, and `jobs.send(def,
 * data)` wherever the work arises. A handler that throws is retried after `retryDelaySeconds`
 * (doubled each time with `retryBackoff`) up to `retryLimit` times; after that the job is a
 * dead letter: listed by `failedJobs()` for the admin and sent again with `retryFailed(id)`.
 * On PostgreSQL each job runs once across all processes, and a scheduled queue fires once per
 * tick across all processes.
 */

/** One kind of work. `T` is the job's data (JSON). */
export interface QueueDefinition<T extends object = Record<string, never>> {
  /** Unique, lower-case with dashes (`hold-release`, `refund-retry`). */
  readonly name: string;
  /** Retries after the first attempt before the job becomes a dead letter. Default 3. */
  readonly retryLimit: number;
  /** Seconds before the first retry. Default 30. */
  readonly retryDelaySeconds: number;
  /** Double the delay after every failed retry. Default true. */
  readonly retryBackoff: boolean;
  /** Seconds a handler may run before it counts as failed. Default 300. */
  readonly expireInSeconds: number;
  /** Type-only brand carrying the data type; never set at run time. */
  readonly __data?: T;
}

export function defineQueue<T extends object = Record<string, never>>(options: {
  name: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}): QueueDefinition<T> {
  if (!/^[a-z][a-z0-9-]{1,48}$/.test(options.name)) {
    throw new Error(`queue name "${options.name}" must be lower-case letters, digits and dashes`);
  }
  return {
    name: options.name,
    retryLimit: options.retryLimit ?? 3,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    retryBackoff: options.retryBackoff ?? true,
    expireInSeconds: options.expireInSeconds ?? 300,
  };
}

export type JobData<D> = D extends QueueDefinition<infer T> ? T : never;

export interface SendOptions {
  /** At most one queued-or-running job per key in this queue; a second send is dropped (null). */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobContext<T> {
  id: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface QueueStats {
  queue: string;
  /** Waiting to run (including retries waiting out their delay). */
  queued: number;
  /** Running now. */
  active: number;
  /** Dead letters: retries used up. */
  failed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  /** The last error's message. */
  error: string;
  /** Attempts made (first run + retries). */
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

export interface FailedJobPage {
  items: FailedJob[];
  page: number;
  pageSize: number;
  total: number;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Enqueues one job; resolves to its id, or null when a singletonKey duplicate was dropped. */
  send<T extends object>(
    def: QueueDefinition<T>,
    data: T,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Runs `handler` for the jobs of this queue in this process (one worker per queue). */
  work<T extends object>(def: QueueDefinition<T>, handler: JobHandler<T>): Promise<void>;
  /**
   * Sends an empty job on a cron schedule (5 fields, UTC, e.g. every ten minutes `*\/10 * * * *`);
   * fires once per tick across processes, at most once a minute on pg-boss. A tick is dropped
   * while the previous tick's job still waits or runs. Calling it again replaces the schedule.
   */
  schedule(def: QueueDefinition<Record<string, never>>, cron: string): Promise<void>;
  /** Depth, running and dead-letter counts of every defined queue (metrics). */
  stats(): Promise<QueueStats[]>;
  /** Dead letters, newest first; `page` starts at 1. */
  failedJobs(options?: { page?: number; pageSize?: number }): Promise<FailedJobPage>;
  /** Sends a dead letter again with fresh retries; false when no such dead letter exists. */
  retryFailed(id: string): Promise<boolean>;
  /** Throws when the queue's store cannot be reached (readiness check). */
  health(): Promise<void>;
  /**
   * Tests: runs every job that is due now (and everything that becomes due from it, retries
   * excepted unless their delay passed) in this process, and resolves when none is left.
   * Scheduled queues fire once each when `includeSchedules` is set.
   */
  drain(options?: { includeSchedules?: boolean }): Promise<void>;
  /** Stops taking work, waits for running handlers (up to a grace period) and closes. */
  stop(): Promise<void>;
}
