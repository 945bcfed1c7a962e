/**
 * `npm run bench:reports`: the sales reports at scale on PostgreSQL.
 *
 * Data: the orders `bench:admin-orders -- --generate` writes (set-based SQL into
 * ADMIN_ORDERS_DATABASE_URL, default carsi_speed; BENCH_ORDERS orders over two years). That
 * generator loads with triggers off, so this bench marks every day dirty and times the full
 * rollup rebuild, then times each report through the real server (app.inject as an owner with a
 * session): the sales report for 7, 30, 90, 365 and 730 days, by day and by month, the campaign
 * report and each standing report. p50/p95 go to bench/results/reports.json and a row of
 * bench/results/HISTORY.md.
 */
import os from 'node:os';
import { STANDING_REPORTS } from '@carsi/contract';
import { sql } from 'drizzle-orm';
import { recordResult } from '../../../../bench/record.mjs';
import { openDatabase } from '../db/client';
import { createActiveAdmin, createSession } from '../modules/identity/index';
import { markAllDaysDirty, refreshDirtyDays } from '../modules/reports/index';
import { buildTestApp } from '../test-app';

const url =
  process.env.ADMIN_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carsi_speed';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const log = (...parts: unknown[]) => console.log('[reports]', ...parts);
const round = (x: number) => Math.round(x * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const day = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

async function main() {
  const handle = await openDatabase({ url, poolSize: 4 });
  await handle.migrate();
  const counts = (await handle.db.execute(
    sql`select count(*)::int as orders, coalesce(sum(jsonb_array_length(items)), 0)::int as lines from orders`,
  )) as unknown as { rows: Array<{ orders: number; lines: number }> };
  const { orders, lines } = counts.rows[0] ?? { orders: 0, lines: 0 };
  log(`orders: ${orders}, lines: ${lines}`);
  if (orders === 0)
    throw new Error('No orders: run `npm run bench:admin-orders -- --generate` first.');

  // The full rebuild: every day with orders, as after a bulk load.
  await markAllDaysDirty(handle.db);
  const rebuildStarted = performance.now();
  let days = 0;
  for (
    let n = await refreshDirtyDays(handle.db, 50);
    n > 0;
    n = await refreshDirtyDays(handle.db, 50)
  )
    days += n;
  const rebuildMs = performance.now() - rebuildStarted;
  log(`rollups rebuilt: ${days} days in ${Math.round(rebuildMs)} ms`);

  const app = await buildTestApp(handle, { env: { DATABASE_URL: url } });
  const { admin } = await createActiveAdmin(handle.db, {
    phone: '+905419999999',
    name: 'Bench',
    role: 'owner',
  });
  const { token } = await createSession(handle.db, {
    kind: 'admin',
    principalId: admin._id,
    ttlMs: 3_600_000,
  });
  const headers = { authorization: `Bearer ${token}` };
  const now = Date.now();
  const period = (n: number) => `from=${day(now - (n - 1) * 86_400_000)}&to=${day(now)}`;
  const targets: Record<string, string> = {};
  for (const n of [7, 30, 90, 365, 730]) {
    targets[`sales-${n}d-by-day`] = `/api/admin/reports/sales?${period(n)}&granularity=day`;
  }
  targets['sales-365d-by-month'] = `/api/admin/reports/sales?${period(365)}&granularity=month`;
  targets['campaigns-90d'] = `/api/admin/reports/campaigns?${period(90)}`;
  for (const id of STANDING_REPORTS)
    targets[`standing-${id}`] = `/api/admin/reports/standing?report=${id}&days=30`;

  const results: Record<string, unknown> = {};
  try {
    for (const [name, path] of Object.entries(targets)) {
      await app.inject({ url: path, headers }); // warm: plans and buffer cache
      const times: number[] = [];
      let failures = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const response = await app.inject({ url: path, headers });
        times.push(performance.now() - start);
        if (response.statusCode !== 200) failures += 1;
      }
      times.sort((a, b) => a - b);
      results[name] = {
        runs: RUNS,
        failures,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(times.at(-1) ?? 0),
      };
      log(name, results[name]);
    }
  } finally {
    await app.close();
    await handle.close();
  }
  const { file } = recordResult({
    bench: 'reports',
    result: {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: os.loadavg().map(round),
      },
      orders,
      lines,
      rollupDays: days,
      rollupRebuildMs: Math.round(rebuildMs),
      reports: results,
    } as { date: string },
  });
  log(`results written to ${file}`);
}

main().catch((error) => {
  console.error('[reports] failed:', error);
  process.exit(1);
});
