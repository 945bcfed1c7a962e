import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';

/** Label for requests no route matched (404s), so unknown URLs never become series of their own. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface AppMetrics {
  registry: Registry;
  /** Reads the values that are asked for at scrape time (job queue depths). */
  refresh(): Promise<void>;
}

function httpMetrics(app: FastifyInstance, registry: Registry, skip: (url: string) => boolean) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'carsi_http_requests_total',
    help: 'HTTP requests answered, by route pattern',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'carsi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/products/:id`), never the raw URL: bounded label values.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (skip(route)) return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

function poolMetrics(database: DatabaseHandle, registry: Registry) {
  const stats = database.poolStats;
  if (!stats) return;
  type PoolStats = ReturnType<NonNullable<DatabaseHandle['poolStats']>>;
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('carsi_db_pool_connections', 'Open PostgreSQL pool connections', (s) => s.total);
  gauge('carsi_db_pool_idle_connections', 'Idle PostgreSQL pool connections', (s) => s.idle);
  gauge('carsi_db_pool_waiting_clients', 'Queries waiting for a pool connection', (s) => s.waiting);
  gauge('carsi_db_pool_max_connections', 'DATABASE_POOL_SIZE', (s) => s.max);
}

/** What a cache holds: entries and their estimated bytes (the memory budget they keep to). */
export interface CacheSizes {
  readonly size: number;
  readonly weight: number;
}

function cacheMetrics(caches: Record<string, CacheSizes>, registry: Registry) {
  const gauge = (name: string, help: string, read: (cache: CacheSizes) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const [name, cache] of Object.entries(caches)) this.set({ cache: name }, read(cache));
      },
    });
  gauge('carsi_cache_entries', 'Answers or pages an in-process cache holds', (c) => c.size);
  gauge('carsi_cache_bytes', 'Estimated bytes an in-process cache holds', (c) => c.weight);
}

function jobMetrics(app: FastifyInstance, jobs: Pick<JobQueue, 'stats'>, registry: Registry) {
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['queue'] as const, registers: [registry] });
  const depth = gauge('carsi_job_queue_depth', 'Jobs waiting to run, retries included');
  const active = gauge('carsi_job_queue_active', 'Jobs running now');
  const failed = gauge('carsi_job_queue_failed', 'Dead letters: jobs whose retries ran out');
  const up = new Gauge({
    name: 'carsi_job_queue_up',
    help: '1 when the job queue answered its stats at this scrape, else 0',
    registers: [registry],
  });
  return async () => {
    try {
      const stats = await jobs.stats();
      for (const g of [depth, active, failed]) g.reset();
      for (const s of stats) {
        depth.set({ queue: s.queue }, s.queued);
        active.set({ queue: s.queue }, s.active);
        failed.set({ queue: s.queue }, s.failed);
      }
      up.set(1);
    } catch (error) {
      app.log.error({ err: error }, 'job queue stats for metrics failed');
      for (const g of [depth, active, failed]) g.reset();
      up.set(0);
    }
  };
}

/**
 * This server's own metrics: request counts and latency by route, the database pool and the job
 * queue. Registered before the routes so every route's requests are counted.
 */
export function createAppMetrics(
  app: FastifyInstance,
  options: {
    database: DatabaseHandle;
    jobs?: Pick<JobQueue, 'stats'> | undefined;
    /** In-process caches by name (catalogue answers, HTML pages): their size and bytes. */
    caches?: Record<string, CacheSizes> | undefined;
    /** Routes left out of the request metrics (the metrics endpoint itself). */
    skipRoutes?: string[];
  },
): AppMetrics {
  const registry = new Registry();
  const skipped = new Set(options.skipRoutes ?? []);
  httpMetrics(app, registry, (route) => skipped.has(route));
  poolMetrics(options.database, registry);
  if (options.caches) cacheMetrics(options.caches, registry);
  const refreshJobs = options.jobs ? jobMetrics(app, options.jobs, registry) : null;
  return {
    registry,
    refresh: async () => {
      await refreshJobs?.();
    },
  };
}
