import { healthLiveRoute, healthReadyRoute, healthRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { checkReadiness, type Probe } from './readiness';

/** What readiness pings besides the database; each is absent when not configured. */
export interface ReadinessDependencies {
  /** The shared counter store when it is Redis (REDIS_URL). */
  redis?: Probe | undefined;
  /** The job queue's store (pg-boss or the in-process runner). */
  jobs?: Probe | undefined;
}

export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  info: { version: string; sandbox: boolean },
  dependencies: ReadinessDependencies = {},
): void {
  registerRoute(app, healthRoute, async (_input, { reply }) => {
    let latencyMs = -1;
    try {
      latencyMs = await database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'database ping failed');
    }
    const ok = latencyMs >= 0;
    reply.header('cache-control', 'no-store');
    if (!ok) reply.status(503);
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      version: info.version,
      database: { ok, latencyMs: Math.max(latencyMs, 0) },
      sandbox: info.sandbox,
    };
  });

  // Liveness: the event loop turns and the process answers. Nothing else, so a database outage
  // never makes an orchestrator restart healthy processes.
  registerRoute(app, healthLiveRoute, async (_input, { reply }) => {
    reply.header('cache-control', 'no-store');
    return {
      status: 'ok' as const,
      version: info.version,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });

  // Readiness: may this process take traffic? 503 names the dependencies that do not answer.
  registerRoute(app, healthReadyRoute, async (_input, { reply }) => {
    const { checks, failing } = await checkReadiness(
      { database: () => database.ping(), ...dependencies },
      app.log,
    );
    reply.header('cache-control', 'no-store');
    if (failing.length > 0) reply.status(503);
    return {
      status: failing.length > 0 ? ('unavailable' as const) : ('ok' as const),
      version: info.version,
      failing,
      checks,
    };
  });
}
