import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { defineQueue, type JobQueue } from './job-queue';
import { eventually, inProcess, pgBoss, type QueueImplementation, testQueue } from './test-queues';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// pg-boss needs PostgreSQL: with DATABASE_URL both implementations run the same tests.
const implementations = process.env.DATABASE_URL ? [inProcess, pgBoss] : [inProcess];

describe.each(implementations)('job queue: $name', (implementation: QueueImplementation) => {
  const opened: JobQueue[] = [];
  const open = async (autoRun: boolean) => {
    const queue = await implementation.open(database, autoRun);
    opened.push(queue);
    return queue;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.stop()));
  });

  it('runs a job with its data, once, and counts it while it waits', async () => {
    const jobs = await open(false);
    const def = testQueue<{ orderId: string }>();
    const seen: Array<{ orderId: string; retryCount: number }> = [];
    await jobs.work(def, async ({ data, retryCount }) => {
      seen.push({ ...data, retryCount });
    });
    expect(await jobs.send(def, { orderId: 'A1' })).toEqual(expect.any(String));
    expect((await jobs.stats()).find((s) => s.queue === def.name)).toEqual({
      queue: def.name,
      queued: 1,
      active: 0,
      failed: 0,
    });
    await jobs.drain();
    await jobs.drain();
    expect(seen).toEqual([{ orderId: 'A1', retryCount: 0 }]);
    expect((await jobs.stats()).find((s) => s.queue === def.name)?.queued).toBe(0);
  });

  it('keeps one waiting job per singletonKey, and takes the key again once it ran', async () => {
    const jobs = await open(false);
    const def = testQueue<{ n: number }>();
    const seen: number[] = [];
    await jobs.work(def, async ({ data }) => {
      seen.push(data.n);
    });
    expect(await jobs.send(def, { n: 1 }, { singletonKey: 'order-1' })).not.toBeNull();
    expect(await jobs.send(def, { n: 2 }, { singletonKey: 'order-1' })).toBeNull();
    expect(await jobs.send(def, { n: 3 }, { singletonKey: 'order-2' })).not.toBeNull();
    expect(await jobs.send(def, { n: 4 })).not.toBeNull();
    expect(await jobs.send(def, { n: 5 })).not.toBeNull();
    await jobs.drain();
    expect(seen.sort()).toEqual([1, 3, 4, 5]);
    expect(await jobs.send(def, { n: 6 }, { singletonKey: 'order-1' })).not.toBeNull();
  });

  it('does not run a job before startAfterSeconds', async () => {
    const jobs = await open(false);
    const def = testQueue();
    let runs = 0;
    await jobs.work(def, async () => {
      runs += 1;
    });
    await jobs.send(def, {}, { startAfterSeconds: 3600 });
    await jobs.drain();
    expect(runs).toBe(0);
    expect((await jobs.stats()).find((s) => s.queue === def.name)?.queued).toBe(1);
  });

  it('retries a failing job with growing delays, then lists it as a dead letter to retry', async () => {
    const jobs = await open(true);
    const def = testQueue<{ orderId: string }>({ retryLimit: 2, retryDelaySeconds: 1 });
    const attempts: number[] = [];
    let healthy = false;
    await jobs.work(def, async () => {
      attempts.push(Date.now());
      if (!healthy) throw new Error('ödeme sağlayıcısı yanıt vermedi');
    });
    await jobs.send(def, { orderId: 'B7' });
    const failedHere = async () =>
      (await jobs.failedJobs({ pageSize: 100 })).items.filter((j) => j.queue === def.name);
    await eventually(async () => (await failedHere()).length === 1);

    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_800);
    const [dead] = await failedHere();
    expect(dead).toEqual(
      expect.objectContaining({
        queue: def.name,
        data: { orderId: 'B7' },
        error: 'ödeme sağlayıcısı yanıt vermedi',
        attempts: 3,
      }),
    );
    expect(dead!.failedAt.getTime()).toBeGreaterThanOrEqual(dead!.createdAt.getTime());
    expect((await jobs.stats()).find((s) => s.queue === def.name)).toEqual(
      expect.objectContaining({ failed: 1, active: 0 }),
    );

    healthy = true;
    expect(await jobs.retryFailed(randomUUID())).toBe(false);
    expect(await jobs.retryFailed(dead!.id)).toBe(true);
    await eventually(async () => attempts.length === 4);
    await eventually(async () => (await failedHere()).length === 0);
    expect(await jobs.retryFailed(dead!.id)).toBe(false);
  }, 30_000);

  it('pages the dead letters, newest first', async () => {
    const jobs = await open(false);
    const def = testQueue<{ n: number }>({ retryLimit: 0 });
    await jobs.work(def, async () => {
      throw new Error('kalıcı hata');
    });
    for (let n = 1; n <= 3; n += 1) {
      await jobs.send(def, { n });
      await jobs.drain();
    }
    const before = (await jobs.failedJobs({ pageSize: 100 })).total;
    const first = await jobs.failedJobs({ page: 1, pageSize: 2 });
    const second = await jobs.failedJobs({ page: 2, pageSize: 2 });
    expect(first.total).toBe(before);
    expect(first.items.map((j) => j.data)).toEqual([{ n: 3 }, { n: 2 }]);
    expect(second.items[0]?.data).toEqual({ n: 1 });
  });

  it('fires a schedule: on drain in tests, and by the clock when running', async () => {
    const manual = await open(false);
    const def = testQueue();
    let runs = 0;
    await manual.work(def, async () => {
      runs += 1;
    });
    await manual.schedule(def, '0 3 * * *');
    await manual.drain();
    expect(runs).toBe(0);
    await manual.drain({ includeSchedules: true });
    expect(runs).toBe(1);

    const running = await open(true);
    const everySecond = testQueue();
    let ticks = 0;
    await running.work(everySecond, async () => {
      ticks += 1;
    });
    // pg-boss sends at most one job a minute per schedule, so one tick is what a test can wait for.
    await running.schedule(everySecond, '* * * * * *');
    await eventually(async () => ticks >= 1, 10_000);
  }, 20_000);

  it('refuses a bad cron expression and a queue defined twice', async () => {
    const jobs = await open(false);
    await expect(jobs.schedule(testQueue(), 'every minute')).rejects.toThrow();
    const def = testQueue();
    await jobs.work(def, async () => {});
    await expect(jobs.work(defineQueue({ name: def.name }), async () => {})).rejects.toThrow(
      /defined twice/,
    );
    expect(() => defineQueue({ name: 'Bad Name' })).toThrow(/lower-case/);
  });

  it('lets a running job finish when it stops, and answers health', async () => {
    const jobs = await implementation.open(database, true);
    await jobs.health();
    const def = testQueue();
    let finished = false;
    let started = false;
    await jobs.work(def, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    });
    await jobs.send(def, {});
    await eventually(async () => started);
    await jobs.stop();
    expect(finished).toBe(true);
  });
});
