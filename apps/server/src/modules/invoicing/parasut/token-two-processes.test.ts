import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  PARASUT_SANDBOX_CREDENTIALS,
  type ParasutSandbox,
  parasutSandbox,
  sandboxPlugin,
} from '@carsi/sandbox';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { openTestDatabase } from '../../../db/test-database';

// Only PostgreSQL can be shared by two processes; CI runs this with DATABASE_URL set.
const postgres = process.env.DATABASE_URL;
const WINDOW_MS = 1_000;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Worker {
  child: ChildProcess;
  lines: Interface;
  next(): Promise<string>;
}

function startWorker(databaseUrl: string, baseUrl: string): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'test-worker.ts')], {
    cwd: path.resolve(here, '../../../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PARASUT_TEST_SETTINGS: JSON.stringify({ ...PARASUT_SANDBOX_CREDENTIALS, baseUrl }),
      PARASUT_TEST_WINDOW_MS: String(WINDOW_MS),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2_000);
  });
  const lines = createInterface({ input: child.stdout! });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => {
    const wake = waiting.shift();
    if (wake) wake(line);
    else queue.push(line);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const line = queue.shift();
      if (line !== undefined) return resolve(line);
      const timer = setTimeout(() => reject(new Error(`worker silent: ${errors}`)), 90_000);
      waiting.push((l) => {
        clearTimeout(timer);
        resolve(l);
      });
    });
  const worker = { child, lines, next };
  return next().then((line) => {
    if (line !== 'ready') throw new Error(`worker did not start: ${line} ${errors}`);
    return worker;
  });
}

describe.skipIf(!postgres)('Paraşüt tokens and limit across two processes (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let stand: ParasutSandbox;
  let workers: Worker[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(postgres!);
    url.pathname = `/${rows[0]?.name}`;
    stand = parasutSandbox({ limit: { max: 10, windowMs: WINDOW_MS } });
    app = Fastify();
    await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [stand] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/__sandbox/parasut`;
    workers = await Promise.all([
      startWorker(url.toString(), baseUrl),
      startWorker(url.toString(), baseUrl),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) {
      worker.child.stdin?.end();
      worker.child.kill();
    }
    await app?.close();
    await database?.close();
  }, 60_000);

  const round = async (calls: number) => {
    for (const worker of workers) worker.child.stdin!.write(`${calls}\n`);
    return Promise.all(
      workers.map(async (w) => JSON.parse(await w.next()) as { failures: string[] }),
    );
  };

  it('both start with no token: one login between them, and 40 calls never pass 10 per window', async () => {
    const started = Date.now();
    const results = await round(20);
    expect(results.flatMap((r) => r.failures)).toEqual([]);
    expect(stand.counts.passwordGrants).toBe(1);
    expect(stand.counts.limited).toBe(0);
    // 40 calls at 10 per window take at least three window changes.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * WINDOW_MS - 100);
  }, 120_000);

  it('the token expires: exactly one refresh between them, the rotated token shared', async () => {
    stand.expireAccessTokens();
    const results = await round(6);
    expect(results.flatMap((r) => r.failures)).toEqual([]);
    expect(stand.counts.refreshGrants).toBe(1);
    expect(stand.counts.passwordGrants).toBe(1);
    expect(stand.counts.limited).toBe(0);
  }, 120_000);
});
