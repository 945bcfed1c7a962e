import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { adminBearer } from '../modules/identity/testing';
import { buildTestApp } from '../test-app';
import { testQueue } from './test-queues';

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const bearer = (role: AdminRole) => adminBearer(database, role);

describe('failed jobs for the admin', () => {
  it('lists dead letters to owner and operations only, and queues one again', async () => {
    const def = testQueue<{ orderId: string }>({ retryLimit: 0 });
    let healthy = false;
    await app.jobs.work(def, async () => {
      if (!healthy) throw new Error('iade onaylanmadı');
    });
    await app.jobs.send(def, { orderId: 'C3' });
    await app.jobs.drain();

    const list = (headers: Record<string, string> = {}, query = '') =>
      app.inject({ method: 'GET', url: `/api/admin/jobs/failed${query}`, headers });
    expect((await list()).statusCode).toBe(401);
    expect((await list(await bearer('marketing'))).statusCode).toBe(403);
    const owner = await bearer('owner');
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(
      expect.objectContaining({ total: 1, page: 1, pages: 1, jobs: [expect.any(Object)] }),
    );
    const [job] = body.jobs;
    expect(job).toEqual(
      expect.objectContaining({
        queue: def.name,
        data: { orderId: 'C3' },
        error: 'iade onaylanmadı',
        attempts: 1,
      }),
    );
    expect(new Date(job.failedAt).toISOString()).toBe(job.failedAt);

    const bad = await list(owner, '?page=birinci');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('query.page');

    const operations = await bearer('operations');
    const retry = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/jobs/failed/${id}/retry`,
        headers: operations,
      });
    expect((await retry('abc')).json()).toEqual(
      expect.objectContaining({
        code: expect.any(String),
        errors: [expect.objectContaining({ field: 'params.id' })],
      }),
    );
    expect((await retry(randomUUID())).statusCode).toBe(404);
    healthy = true;
    const retried = await retry(job.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ message: 'İş yeniden sıraya alındı.' });
    await app.jobs.drain();
    expect((await list(owner)).json()).toEqual(expect.objectContaining({ total: 0, jobs: [] }));
    expect((await retry(job.id)).json().message).toBe('Bu numarada bekleyen başarısız bir iş yok.');
  });
});
