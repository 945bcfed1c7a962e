import { type ChildProcess, spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { serverRoot } from '../paths';
import type { JobQueue } from './job-queue';
import { eventually, pgBoss, probeQueue, testQueue } from './test-queues';

// Several processes on one PostgreSQL database: only pg-boss can share the work.
const onPostgres = Boolean(process.env.DATABASE_URL);

let database: DatabaseHandle;
beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table job_probe (job_id uuid not null, pid int not null, label text not null, at timestamptz not null default now())`,
  );
});
afterAll(async () => {
  await database?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

function startWorker(queue: string, hang: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/test-worker-process.ts'], {
    cwd: serverRoot(),
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PROBE_QUEUE: queue,
      PROBE_HANG: hang ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('WORKING')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe.skipIf(!onPostgres)('pg-boss across processes', () => {
  it('runs each job exactly once across two workers', async () => {
    const [a, b] = (await Promise.all([
      pgBoss.open(database, true),
      pgBoss.open(database, true),
    ])) as [JobQueue, JobQueue];
    const def = testQueue<{ n: number }>();
    const runs: Array<{ n: number; worker: string }> = [];
    for (const [worker, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await jobs.work(def, async ({ data }) => {
        runs.push({ n: data.n, worker });
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    for (let n = 0; n < 20; n += 1) await (n % 2 ? a : b).send(def, { n });
    await eventually(async () => runs.length >= 20);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    expect(new Set(runs.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
  }, 30_000);

  it('fires a schedule once per tick, however many processes schedule it', async () => {
    // pg-boss files a schedule's occurrences in one-minute slots: an every-second expression sends
    // one job a minute. Start early in a minute so the whole test normally stays inside one slot.
    const second = new Date().getUTCSeconds();
    if (second > 30) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1_000));
    const startMinute = Math.floor(Date.now() / 60_000);
    const instances = await Promise.all([0, 1, 2].map(() => pgBoss.open(database, true)));
    const def = testQueue();
    let ticks = 0;
    for (const jobs of instances) {
      await jobs.work(def, async () => {
        ticks += 1;
      });
      await jobs.schedule(def, '* * * * * *');
    }
    await eventually(async () => ticks >= 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await Promise.all(instances.map((jobs) => jobs.stop()));
    // Three processes scheduling the same queue would send three jobs a slot; a slow machine may
    // cross into a second minute, which owes one more job and no more.
    const slots = Math.floor(Date.now() / 60_000) - startMinute + 1;
    expect(ticks).toBeGreaterThanOrEqual(1);
    expect(ticks).toBeLessThanOrEqual(slots);
  }, 60_000);

  it('finishes a job in a second process after the first was killed (kill -9) mid-job', async () => {
    const name = testQueue().name;
    const def = probeQueue(name);
    const sender = await pgBoss.open(database, false);
    const first = await startWorker(name, true);
    const jobId = await sender.send(def, { label: 'siparis-42' });
    await eventually(
      async () => (await rows(sql`select 1 from job_probe where job_id = ${jobId}`)).length === 1,
    );
    first.kill('SIGKILL');
    await exited(first);

    const second = await startWorker(name, false);
    try {
      await eventually(async () => {
        const [stat] = (await sender.stats()).filter((s) => s.queue === name);
        const probes = await rows(sql`select 1 from job_probe where job_id = ${jobId}`);
        return probes.length === 2 && stat?.queued === 0 && stat.active === 0;
      }, 30_000);
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    const probes = await rows<{ pid: number; label: string }>(
      sql`select pid, label from job_probe where job_id = ${jobId} order by at`,
    );
    expect(probes.map((p) => p.pid)).toEqual([first.pid, second.pid]);
    expect(probes.every((p) => p.label === 'siparis-42')).toBe(true);
    const [state] = await rows<{ state: string }>(
      sql`select state::text from pgboss.job where id = ${jobId}`,
    );
    expect(state?.state).toBe('completed');
    expect((await sender.failedJobs()).items.filter((j) => j.queue === name)).toEqual([]);
    await sender.stop();
  }, 60_000);
});
