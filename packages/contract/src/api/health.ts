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
