import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@carsi/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import { type CacheSizes, createAppMetrics } from './app-metrics';
import { processRegistry } from './shop-metrics';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics, when configured (METRICS_PORT / METRICS_TOKEN): on a port of their own
 * (started and stopped with the app), or at `/metrics` on the main port. A set token is required
 * in both places. Without either setting nothing is measured and `/metrics` is a 404.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    config: Config;
    database: DatabaseHandle;
    jobs?: Pick<JobQueue, 'stats'> | undefined;
    caches?: Record<string, CacheSizes>;
  },
): void {
  const settings = options.config.metrics;
  if (!settings) return;
  const metrics = createAppMetrics(app, {
    database: options.database,
    jobs: options.jobs,
    caches: options.caches,
    skipRoutes: settings.port === undefined ? [METRICS_PATH] : [],
  });
  const registry = Registry.merge([processRegistry, metrics.registry]);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (settings.token && !bearerMatches(request.headers.authorization, settings.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Bu adres için yetkiniz yok.', code: errorCodes.unauthorized });
    }
    await metrics.refresh();
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  };
  if (settings.port === undefined) {
    app.get(METRICS_PATH, handler);
    return;
  }
  const { port, host } = settings;
  const server = Fastify({ logger: false });
  server.get(METRICS_PATH, handler);
  // Listening before the main port means a taken metrics port stops the start-up.
  app.addHook('onReady', async () => {
    await server.listen({ port, host });
    app.log.info({ port, host }, 'metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    await server.close();
  });
}
