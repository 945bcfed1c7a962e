import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';

// Port 1 is never a Redis: connections are refused at once, as when Redis is down.
const DEAD_REDIS = 'redis://127.0.0.1:1';

let database: DatabaseHandle;
let app: FastifyInstance;
let redisDown: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { runJobs: false });
  redisDown = await buildTestApp(database, { runJobs: false, env: { REDIS_URL: DEAD_REDIS } });
});
afterAll(async () => {
  await app.close();
  await redisDown.close();
  await database.close();
});

describe('GET /api/health/live', () => {
  it('answers 200 without asking any dependency', async () => {
    const response = await redisDown.inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      version: '1.0.0',
      uptimeSeconds: expect.any(Number),
    });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database and the job queue answer (no Redis configured)', async () => {
    const response = await app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', version: '1.0.0', failing: [] });
    expect(body.checks.map((c: { name: string }) => c.name).sort()).toEqual(['database', 'jobs']);
    expect(body.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);
  });

  it('answers 503 naming Redis when REDIS_URL points at nothing, quickly', async () => {
    const started = performance.now();
    const response = await redisDown.inject('/api/health/ready');
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body).toMatchObject({ status: 'unavailable', failing: ['redis'] });
    expect(body.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'redis', ok: false }),
        expect.objectContaining({ name: 'database', ok: true }),
        expect.objectContaining({ name: 'jobs', ok: true }),
      ]),
    );
    // The public answer names the part, never its address or the driver's error text.
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('leaves /api/health as it was: a database check only', async () => {
    const response = await redisDown.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it.runIf(process.env.REDIS_URL)('is ready with a working Redis', async () => {
    const withRedis = await buildTestApp(database, {
      runJobs: false,
      env: { REDIS_URL: process.env.REDIS_URL ?? '' },
    });
    const response = await withRedis.inject('/api/health/ready');
    await withRedis.close();
    expect(response.statusCode).toBe(200);
    expect(response.json().checks).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'redis', ok: true })]),
    );
  });

  it('is listed in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject('/api/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health/live', '/api/health/ready']));
  });
});
