// A worker OS process for the kill test (pg-boss.test.ts): works PROBE_QUEUE on DATABASE_URL,
// records every attempt in job_probe, and with PROBE_HANG=1 never finishes a job.
import pg from 'pg';
import { PgBossJobQueue } from './pg-boss';
import { probeQueue, silentLog } from './test-queues';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const hang = process.env.PROBE_HANG === '1';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const jobs = await PgBossJobQueue.start({
    connectionString: url,
    autoRun: true,
    log: silentLog,
    tuning: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
  });
  await jobs.work(probeQueue(process.env.PROBE_QUEUE!), async ({ id, data }) => {
    await client.query('insert into job_probe (job_id, pid, label) values ($1, $2, $3)', [
      id,
      process.pid,
      data.label,
    ]);
    if (hang) await new Promise(() => {});
  });
  process.on('SIGTERM', () => {
    void jobs.stop().then(() => client.end().then(() => process.exit(0)));
  });
  console.log('WORKING');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
