import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, PgBoss } from 'pg-boss';
import { errorMessage, nextCronTick } from './cron';
import { SCHEDULE_KEY } from './in-process';
import type {
  FailedJob,
  FailedJobPage,
  JobHandler,
  JobQueue,
  QueueDefinition,
  QueueStats,
  SendOptions,
} from './job-queue';

type AnyDefinition = QueueDefinition<object>;

export interface PgBossQueueOptions {
  connectionString: string;
  /** Work jobs and fire schedules; off in tests, which call drain(). */
  autoRun: boolean;
  log: FastifyBaseLogger;
  /** Connections pg-boss may open (its own pool beside the shop's). */
  poolSize?: number;
  /** Tests shorten pg-boss's timers (supervise, cron, polling). */
  tuning?: Pick<
    ConstructorOptions,
    | 'superviseIntervalSeconds'
    | 'monitorIntervalSeconds'
    | 'cronMonitorIntervalSeconds'
    | 'cronWorkerIntervalSeconds'
  > & { pollingIntervalSeconds?: number };
}

const SCHEMA = 'pgboss';
/** Dead letters are kept this long for the admin (pg-boss's default is 14 days). */
const DEAD_LETTER_RETENTION_SECONDS = 90 * 24 * 3600;
const deadLetterOf = (name: string) => `${name}-dead`;

interface DeadRow {
  id: string;
  name: string;
  source_name: string | null;
  data: unknown;
  source_output: { message?: string } | null;
  source_retry_count: number | null;
  source_created_on: Date | null;
  created_on: Date;
}

/**
 * The job queue on PostgreSQL: pg-boss (schema `pgboss`). Every queue has the `exclusive`
 * policy, so a singletonKey holds one job per key while it waits or runs; a send without a key
 * gets a key of its own. After its retries a job is copied to the queue's dead-letter queue
 * `<name>-dead`, which nobody works: those copies are the admin's failed-job list.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly defs = new Map<string, AnyDefinition>();
  private readonly ready = new Map<string, Promise<void>>();
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly schedules = new Map<string, string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgBossQueueOptions,
  ) {}

  static async start(options: PgBossQueueOptions): Promise<PgBossJobQueue> {
    const { pollingIntervalSeconds: _, ...timers } = options.tuning ?? {};
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: SCHEMA,
      max: options.poolSize ?? 4,
      application_name: 'carsi-jobs',
      supervise: options.autoRun,
      schedule: options.autoRun,
      ...timers,
    });
    boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    await boss.start();
    return new PgBossJobQueue(boss, options);
  }

  /** Creates the queue and its dead-letter queue once per process, and applies the settings. */
  private define(def: AnyDefinition): Promise<void> {
    const known = this.defs.get(def.name);
    if (known && known !== def) throw new Error(`queue "${def.name}" is defined twice`);
    this.defs.set(def.name, def);
    let ready = this.ready.get(def.name);
    if (!ready) {
      ready = this.createQueues(def);
      this.ready.set(def.name, ready);
      ready.catch(() => this.ready.delete(def.name));
    }
    return ready;
  }

  private async createQueues(def: AnyDefinition): Promise<void> {
    const dead = deadLetterOf(def.name);
    const deadSettings = { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS };
    const settings = {
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelaySeconds,
      retryBackoff: def.retryBackoff,
      expireInSeconds: def.expireInSeconds,
      deadLetter: dead,
    };
    if (!(await this.boss.getQueue(dead))) await this.boss.createQueue(dead, deadSettings);
    if (await this.boss.getQueue(def.name)) await this.boss.updateQueue(def.name, settings);
    else await this.boss.createQueue(def.name, { ...settings, policy: 'exclusive' });
  }

  async send<T extends object>(
    def: QueueDefinition<T>,
    data: T,
    options: SendOptions = {},
  ): Promise<string | null> {
    await this.define(def);
    return this.boss.send(def.name, data, {
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  async work<T extends object>(def: QueueDefinition<T>, handler: JobHandler<T>): Promise<void> {
    await this.define(def);
    if (this.handlers.has(def.name)) throw new Error(`queue "${def.name}" has a worker already`);
    this.handlers.set(def.name, handler as JobHandler<object>);
    if (!this.options.autoRun) return;
    await this.boss.work<T>(
      def.name,
      { batchSize: 1, pollingIntervalSeconds: this.options.tuning?.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
      },
    );
  }

  async schedule(def: QueueDefinition<Record<string, never>>, cron: string): Promise<void> {
    await this.define(def);
    nextCronTick(cron, new Date());
    this.schedules.set(def.name, cron);
    await this.boss.schedule(def.name, cron, {}, { tz: 'UTC', singletonKey: SCHEDULE_KEY });
  }

  private async query<R>(text: string, values: unknown[]): Promise<R[]> {
    const result = await this.boss.getDb().executeSql(text, values);
    return result.rows as R[];
  }

  async stats(): Promise<QueueStats[]> {
    const names = [...this.defs.keys()].sort();
    const rows = await this.query<{ name: string; state: string; n: number }>(
      `select name, state::text as state, count(*)::int as n from ${SCHEMA}.job
        where name = any($1) and state in ('created', 'retry', 'active')
        group by name, state`,
      [[...names, ...names.map(deadLetterOf)]],
    );
    const of = (name: string, ...states: string[]) =>
      rows
        .filter((r) => r.name === name && states.includes(r.state))
        .reduce((sum, r) => sum + r.n, 0);
    return names.map((queue) => ({
      queue,
      queued: of(queue, 'created', 'retry'),
      active: of(queue, 'active'),
      failed: of(deadLetterOf(queue), 'created'),
    }));
  }

  /** The dead-letter queues of this database, including those of queues this process never defined. */
  private async deadQueues(): Promise<string[]> {
    const queues = await this.boss.getQueues();
    const names = new Set(queues.map((q) => q.name));
    return [...names].filter((name) => name.endsWith('-dead') && names.has(name.slice(0, -5)));
  }

  async failedJobs({ page = 1, pageSize = 20 } = {}): Promise<FailedJobPage> {
    const dead = await this.deadQueues();
    const [rows, [total]] = await Promise.all([
      this.query<DeadRow>(
        `select id, name, source_name, data, source_output, source_retry_count, source_created_on,
                created_on
           from ${SCHEMA}.job where name = any($1) and state = 'created'
          order by created_on desc, id desc limit $2 offset $3`,
        [dead, pageSize, (page - 1) * pageSize],
      ),
      this.query<{ n: number }>(
        `select count(*)::int as n from ${SCHEMA}.job where name = any($1) and state = 'created'`,
        [dead],
      ),
    ]);
    const items: FailedJob[] = rows.map((row) => ({
      id: row.id,
      queue: row.source_name ?? row.name.slice(0, -5),
      data: row.data,
      error: row.source_output?.message ?? '',
      attempts: (row.source_retry_count ?? 0) + 1,
      createdAt: row.source_created_on ?? row.created_on,
      failedAt: row.created_on,
    }));
    return { items, page, pageSize, total: total?.n ?? 0 };
  }

  async retryFailed(id: string): Promise<boolean> {
    for (const dead of await this.deadQueues()) {
      if ((await this.boss.redrive(dead, { ids: [id] })) > 0) return true;
    }
    return false;
  }

  async health(): Promise<void> {
    await this.query(`select 1 from ${SCHEMA}.version`, []);
  }

  async drain({ includeSchedules = false } = {}): Promise<void> {
    if (includeSchedules) {
      for (const name of this.schedules.keys()) {
        await this.send(this.defs.get(name) as AnyDefinition, {}, { singletonKey: SCHEDULE_KEY });
      }
    }
    for (let ran = true; ran; ) {
      ran = false;
      for (const [name, handler] of this.handlers) {
        for (;;) {
          const [job] = await this.boss.fetch<object>(name);
          if (!job) break;
          ran = true;
          try {
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
            await this.boss.complete(name, job.id);
          } catch (error) {
            this.options.log.warn({ err: error, queue: name, jobId: job.id }, 'job failed');
            await this.boss.fail(name, job.id, { message: errorMessage(error) });
          }
        }
      }
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
