import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { backgroundJobs } from '../db/schema';
import { errorMessage, nextCronTick, retryDelaySeconds } from './cron';
import type {
  FailedJobPage,
  JobHandler,
  JobQueue,
  QueueDefinition,
  QueueStats,
  SendOptions,
} from './job-queue';

type AnyDefinition = QueueDefinition<object>;
type Row = typeof backgroundJobs.$inferSelect;

export interface InProcessOptions {
  /** Poll for due jobs and fire schedules on timers; off in tests, which call drain(). */
  autoRun: boolean;
  log: FastifyBaseLogger;
  /** How often each queue looks for due jobs. */
  pollMs?: number;
}

/** Every scheduled tick of a queue shares this key, so a slow tick is never run twice at once. */
export const SCHEDULE_KEY = 'schedule';

/**
 * The job queue of the embedded database: jobs live in `background_jobs` (a restart loses
 * nothing), run in this process one at a time per queue, are retried with backoff and end as
 * dead letters. PGlite serves one process, so there is nobody to share the work with.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly defs = new Map<string, AnyDefinition>();
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly schedules = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  private constructor(
    private readonly db: Database,
    private readonly options: InProcessOptions,
  ) {}

  /** Jobs left `active` by a process that died are queued again: only one process uses PGlite. */
  static async start(db: Database, options: InProcessOptions): Promise<InProcessJobQueue> {
    await db
      .update(backgroundJobs)
      .set({ state: 'queued' })
      .where(eq(backgroundJobs.state, 'active'));
    return new InProcessJobQueue(db, options);
  }

  private define(def: AnyDefinition): void {
    const known = this.defs.get(def.name);
    if (known && known !== def) throw new Error(`queue "${def.name}" is defined twice`);
    this.defs.set(def.name, def);
  }

  async send<T extends object>(
    def: QueueDefinition<T>,
    data: T,
    options: SendOptions = {},
  ): Promise<string | null> {
    this.define(def);
    const runAfter = new Date(Date.now() + (options.startAfterSeconds ?? 0) * 1000);
    const [row] = await this.db
      .insert(backgroundJobs)
      .values({ queue: def.name, data, runAfter, singletonKey: options.singletonKey ?? null })
      .onConflictDoNothing({
        target: [backgroundJobs.queue, backgroundJobs.singletonKey],
        where: sql`${backgroundJobs.singletonKey} is not null and ${backgroundJobs.state} <> 'failed'`,
      })
      .returning({ id: backgroundJobs.id });
    if (row && this.options.autoRun && this.handlers.has(def.name)) this.poll(def.name);
    return row?.id ?? null;
  }

  async work<T extends object>(def: QueueDefinition<T>, handler: JobHandler<T>): Promise<void> {
    this.define(def);
    if (this.handlers.has(def.name)) throw new Error(`queue "${def.name}" has a worker already`);
    this.handlers.set(def.name, handler as JobHandler<object>);
    if (!this.options.autoRun) return;
    const timer = setInterval(() => this.poll(def.name), this.options.pollMs ?? 1000);
    timer.unref();
    this.timers.add(timer);
    this.poll(def.name);
  }

  async schedule(def: QueueDefinition<Record<string, never>>, cron: string): Promise<void> {
    this.define(def);
    nextCronTick(cron, new Date());
    const replaced = this.schedules.has(def.name);
    this.schedules.set(def.name, cron);
    if (this.options.autoRun && !replaced) this.armSchedule(def);
  }

  private armSchedule(def: QueueDefinition<Record<string, never>>): void {
    const cron = this.schedules.get(def.name);
    if (!cron || this.stopped) return;
    const wait = Math.max(0, nextCronTick(cron, new Date()).getTime() - Date.now());
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.send(def, {}, { singletonKey: SCHEDULE_KEY })
        .catch((error: unknown) =>
          this.options.log.error({ err: error, queue: def.name }, 'scheduled job not sent'),
        )
        .finally(() => this.armSchedule(def));
    }, wait);
    timer.unref();
    this.timers.add(timer);
  }

  /** Runs this queue's due jobs one after another, unless a run is under way already. */
  private poll(queue: string): void {
    if (this.stopped || this.running.has(queue)) return;
    const run = this.runDue(queue)
      .then(() => undefined)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, queue }, 'job queue poll failed'),
      )
      .finally(() => this.running.delete(queue));
    this.running.set(queue, run);
  }

  /** Claims and runs due jobs of one queue until none is due; resolves to how many ran. */
  private async runDue(queue: string): Promise<number> {
    let ran = 0;
    while (!this.stopped) {
      const job = await this.claim(queue);
      if (!job) break;
      await this.runJob(job);
      ran += 1;
    }
    return ran;
  }

  private async claim(queue: string): Promise<Row | undefined> {
    const due = this.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.queue, queue),
          eq(backgroundJobs.state, 'queued'),
          lte(backgroundJobs.runAfter, new Date()),
        ),
      )
      .orderBy(asc(backgroundJobs.runAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(backgroundJobs)
      .set({ state: 'active' })
      .where(and(inArray(backgroundJobs.id, due), eq(backgroundJobs.state, 'queued')))
      .returning();
    return job;
  }

  private async runJob(job: Row): Promise<void> {
    const def = this.defs.get(job.queue)!;
    const handler = this.handlers.get(job.queue)!;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        handler({ id: job.id, data: job.data as object, retryCount: job.retryCount }),
        new Promise((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`job ran longer than ${def.expireInSeconds} s`)),
            def.expireInSeconds * 1000,
          );
        }),
      ]);
      await this.db.delete(backgroundJobs).where(eq(backgroundJobs.id, job.id));
    } catch (error) {
      const message = errorMessage(error);
      this.options.log.warn({ err: error, queue: job.queue, jobId: job.id }, 'job failed');
      if (job.retryCount < def.retryLimit) {
        const delay = retryDelaySeconds(def, job.retryCount);
        await this.db
          .update(backgroundJobs)
          .set({
            state: 'queued',
            retryCount: job.retryCount + 1,
            runAfter: new Date(Date.now() + delay * 1000),
            lastError: message,
          })
          .where(eq(backgroundJobs.id, job.id));
      } else {
        this.options.log.error({ queue: job.queue, jobId: job.id }, 'job is a dead letter now');
        await this.db
          .update(backgroundJobs)
          .set({ state: 'failed', failedAt: new Date(), lastError: message })
          .where(eq(backgroundJobs.id, job.id));
      }
    } finally {
      clearTimeout(timeout);
    }
  }

  async stats(): Promise<QueueStats[]> {
    const rows = await this.db
      .select({ queue: backgroundJobs.queue, state: backgroundJobs.state, n: count() })
      .from(backgroundJobs)
      .groupBy(backgroundJobs.queue, backgroundJobs.state);
    const names = new Set([...this.defs.keys(), ...rows.map((r) => r.queue)]);
    const of = (queue: string, state: string) =>
      rows.find((r) => r.queue === queue && r.state === state)?.n ?? 0;
    return [...names].sort().map((queue) => ({
      queue,
      queued: of(queue, 'queued'),
      active: of(queue, 'active'),
      failed: of(queue, 'failed'),
    }));
  }

  async failedJobs({ page = 1, pageSize = 20 } = {}): Promise<FailedJobPage> {
    const failed = eq(backgroundJobs.state, 'failed');
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(backgroundJobs)
        .where(failed)
        .orderBy(desc(backgroundJobs.failedAt), desc(backgroundJobs.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(backgroundJobs).where(failed),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        queue: row.queue,
        data: row.data,
        error: row.lastError ?? '',
        attempts: row.retryCount + 1,
        createdAt: row.createdAt,
        failedAt: row.failedAt ?? row.createdAt,
      })),
      page,
      pageSize,
      total: total?.n ?? 0,
    };
  }

  async retryFailed(id: string): Promise<boolean> {
    // A dead letter whose singleton key has a job waiting again stays where it is.
    const rows = await this.db
      .update(backgroundJobs)
      .set({ state: 'queued', retryCount: 0, runAfter: new Date(), failedAt: null })
      .where(
        and(
          eq(backgroundJobs.id, id),
          eq(backgroundJobs.state, 'failed'),
          sql`not exists (select 1 from background_jobs other
              where other.queue = background_jobs.queue
                and other.singleton_key = background_jobs.singleton_key
                and other.state <> 'failed')`,
        ),
      )
      .returning({ queue: backgroundJobs.queue });
    const queue = rows[0]?.queue;
    if (queue && this.options.autoRun && this.handlers.has(queue)) this.poll(queue);
    return rows.length > 0;
  }

  async health(): Promise<void> {
    await this.db.select({ id: backgroundJobs.id }).from(backgroundJobs).limit(1);
  }

  async drain({ includeSchedules = false } = {}): Promise<void> {
    if (includeSchedules) {
      for (const name of this.schedules.keys()) {
        await this.send(
          this.defs.get(name) as QueueDefinition<Record<string, never>>,
          {},
          {
            singletonKey: SCHEDULE_KEY,
          },
        );
      }
    }
    let ran = 1;
    while (ran > 0) {
      await Promise.all(this.running.values());
      ran = 0;
      for (const queue of this.handlers.keys()) ran += await this.runDue(queue);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }
}
