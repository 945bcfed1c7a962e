/**
 * `npm run bench:scale [-- --generate] [-- --measure]`: the catalogue at scale on PostgreSQL.
 * --generate recreates SCALE_DATABASE_URL (a `carsi_speed…` or `carsi_bench…` database) with the
 * demo seed grown to SCALE_PRODUCTS products (default 100,000); --measure times uncached search
 * and list queries on it, one connection, and writes bench/results/scale.json (and a row in
 * bench/results/HISTORY.md; `-- --before` for a run on the code before a change).
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { recordResult } from '../../../../bench/record.mjs';
import { openDatabase } from '../db/client';
import { listProducts } from '../modules/catalogue/index';
import { seedDemoData } from '../seed/index';
import { growCatalogue } from './large-catalogue';

const url = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carsi_speed';
const total = Number(process.env.SCALE_PRODUCTS ?? 100_000);
const rounds = Number(process.env.SCALE_ROUNDS ?? 30);
const log = (...parts: unknown[]) => console.log('[scale]', ...parts);

export const SEARCHES = [
  ...['nevresim', 'yastik', 'nevrsim', 'yorgna', 'havlu', 'pamuk saten', 'pamuk satn', 'peştemal'],
];
export const LIST_PAGES = [1, 400];

async function recreate() {
  const name = new URL(url).pathname.slice(1);
  if (!/^carsi_(speed|bench)\w*$/.test(name)) {
    throw new Error('SCALE_DATABASE_URL must name a carsi_speed… or carsi_bench… database');
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = await openDatabase({ url: admin.href, poolSize: 1 });
  await server.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await server.db.execute(sql.raw(`create database ${name}`));
  await server.close();
}

async function generate() {
  const started = performance.now();
  await recreate();
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    await handle.migrate();
    const uploadsDir = path.join(os.tmpdir(), 'carsi-speed-uploads');
    const seeded = await seedDemoData(handle.db, { uploadsDir, log });
    await growCatalogue(handle.db, total - seeded.products);
    const counts = (await handle.db.execute(
      sql`select (select count(*) from products)::int as products,
                 (select count(*) from skus)::int as skus,
                 (select count(*) from reviews)::int as reviews`,
    )) as { rows: object[] };
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    log(`generated in ${seconds} s:`, counts.rows[0]);
    return { seconds, ...counts.rows[0] };
  } finally {
    await handle.close();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timeIt(run: () => Promise<unknown>) {
  await run(); // warm the plan and the buffer cache
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

async function measure() {
  const handle = await openDatabase({ url, poolSize: 1 });
  const results: Record<string, unknown> = {};
  try {
    for (const keyword of SEARCHES) {
      results[`search:${keyword}`] = await timeIt(() =>
        listProducts(handle.db, { keyword, pageNumber: 1 }),
      );
    }
    for (const pageNumber of LIST_PAGES) {
      results[`list:page${pageNumber}`] = await timeIt(() =>
        listProducts(handle.db, { pageNumber }),
      );
    }
  } finally {
    await handle.close();
  }
  for (const [name, r] of Object.entries(results)) log(name, r);
  return results;
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const all = !args.has('--generate') && !args.has('--measure');
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
    generate: all || args.has('--generate') ? await generate() : undefined,
    uncached: all || args.has('--measure') ? await measure() : undefined,
  };
  const { file } = recordResult({
    bench: 'scale',
    result: result as { date: string },
    before: process.argv.includes('--before'),
  });
  log(`results written to ${file} (and a row to bench/results/HISTORY.md)`);
}

main().catch((error) => {
  console.error('[scale] failed:', error);
  process.exit(1);
});
