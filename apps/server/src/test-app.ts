import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';

/**
 * The whole server for an integration test: a throwaway data folder, no logging, sandbox
 * providers, background jobs run only by `app.jobs.drain()`; `env` adds settings and the rest
 * replaces dependencies (clock, payment provider).
 */
export function buildTestApp(
  database: DatabaseHandle,
  {
    env = {},
    ...dependencies
  }: Partial<Omit<AppDependencies, 'config' | 'database'>> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: loadConfig(
      {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carsi-test-')),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        // Tests make many writes from one address; the write-limit test turns it on.
        API_WRITES_PER_MINUTE: '0',
        // Packing opens at 10:00 Turkey time; tests that pack at any hour open it at midnight,
        // and the packing-hour test sets it back with a clock (admin-orders.test.ts).
        PACKING_OPENS_HOUR: '0',
        ...env,
      },
      '1.0.0',
    ),
    database,
    // Jobs run only when the test calls app.jobs.drain().
    runJobs: false,
    ...dependencies,
  });
}
