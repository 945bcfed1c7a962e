import { z } from 'zod';
import { defineRoute } from '../define';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database check',
  tag: 'system',
  auth: 'public',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
    sandbox: z.boolean(),
  }),
});

export const healthLiveRoute = defineRoute({
  method: 'GET',
  path: '/api/health/live',
  summary: 'Liveness: the process answers (no dependency is checked)',
  tag: 'system',
  auth: 'public',
  response: z.object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number(),
  }),
});

/** The dependencies readiness checks; `redis` only when REDIS_URL is set. */
export const readinessCheckNames = ['database', 'redis', 'jobs'] as const;

export const healthReadyRoute = defineRoute({
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Readiness: database, Redis (when configured) and job queue; 503 names what fails',
  tag: 'system',
  auth: 'public',
  response: z.object({
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    /** The checks that failed, e.g. ["redis"]; empty when ready. */
    failing: z.array(z.enum(readinessCheckNames)),
    checks: z.array(
      z.object({
        name: z.enum(readinessCheckNames),
        ok: z.boolean(),
        latencyMs: z.number(),
      }),
    ),
  }),
});
