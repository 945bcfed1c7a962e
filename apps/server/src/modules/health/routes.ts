import { healthRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { registerRoute } from '../../http/contract-route';

export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  info: { version: string; sandbox: boolean },
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
}
