/**
 * `node --import tsx apps/server/src/bench/catalogue-admin.ts`: the back office at scale on
 * PostgreSQL. Recreates BENCH_ADMIN_DATABASE_URL (a carsi_bench… database) with the
 * demo seed, times the storefront list and search on it, grows it to 10,000 products and 40,000
 * SKUs, times the admin product list (search, filters) and the storefront again, then runs a
 * 10,000-row bulk update end to end (export → edit → preview → apply in one transaction).
 * Writes bench/results/catalogue-admin.json (and a row in
 * bench/results/HISTORY.md; `-- --before` for a run on the code before a change).
 */
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { recordResult } from '../../../../bench/record.mjs';
import { openDatabase } from '../db/client';
import { bulkUpdates } from '../db/schema';
import { listProducts } from '../modules/catalogue/index';
import {
  applyBulkUpdate,
  exportSheet,
  listAdminProducts,
  previewSheet,
} from '../modules/catalogue-admin/index';
import { seedDemoData } from '../seed/index';
import { growCatalogue } from './large-catalogue';

const url =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carsi_bench_admin';
const PRODUCTS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const log = (...parts: unknown[]) => console.log('[catalogue-admin]', ...parts);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timeIt(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

async function recreate() {
  const name = new URL(url).pathname.slice(1);
  if (!/^carsi_bench\w*$/.test(name))
    throw new Error('BENCH_ADMIN_DATABASE_URL must name a carsi_bench… database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = await openDatabase({ url: admin.href, poolSize: 1 });
  await server.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await server.db.execute(sql.raw(`create database ${name}`));
  await server.close();
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function storefront(db: Db) {
  const results: Record<string, unknown> = {};
  for (const keyword of ['nevresim', 'yastik', 'havlu', 'pamuk saten']) {
    results[`search:${keyword}`] = await timeIt(() => listProducts(db, { keyword, pageNumber: 1 }));
  }
  results['list:page1'] = await timeIt(() => listProducts(db, { pageNumber: 1 }));
  return results;
}

async function admin(db: Db) {
  const [brand] = (
    (await db.execute(sql`select id from brands order by id limit 1`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  const [dep] = (
    (await db.execute(sql`select id from departments order by id limit 1`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  const cases: Record<string, Parameters<typeof listAdminProducts>[1]> = {
    page1: { pageNumber: 1 },
    page200: { pageNumber: 200 },
    'search:nevresim': { pageNumber: 1, keyword: 'nevresim' },
    'search:mozaik lacivert': { pageNumber: 1, keyword: 'mozaik lacivert' },
    'search:sku-prefix': { pageNumber: 1, keyword: 'NEV' },
    'filter:brand+stock': { pageNumber: 1, brandId: brand?.id, stock: 'var' },
    'filter:department+active+search': {
      pageNumber: 1,
      departmentId: dep?.id,
      active: 'evet',
      keyword: 'pamuk',
    },
    'sort:-stok': { pageNumber: 1, sirala: '-stok' },
  };
  const results: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(cases)) {
    results[name] = await timeIt(() => listAdminProducts(db, query));
  }
  return results;
}

async function bulk(db: Db) {
  const started = performance.now();
  const exported = await exportSheet(db, 'csv');
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read((await import('node:stream')).Readable.from(exported));
  let edited = 0;
  sheet.eachRow((row, n) => {
    if (n === 1 || edited >= 10_000) return;
    const price = Number(row.getCell(3).value);
    row.getCell(3).value = Math.round((price + 1) * 100) / 100;
    row.getCell(7).value = Number(row.getCell(7).value) + 1;
    edited++;
  });
  const file = Buffer.from((await workbook.csv.writeBuffer()) as ArrayBuffer);
  const afterEdit = performance.now();
  const preview = await previewSheet(db, file, 'csv', 'bench');
  const afterPreview = performance.now();
  await db.update(bulkUpdates).set({ status: 'queued' }).where(eq(bulkUpdates.id, preview.id));
  await applyBulkUpdate(db, preview.id, (error) => console.error(error), 'bench');
  const afterApply = performance.now();
  const [row] = await db.select().from(bulkUpdates).where(eq(bulkUpdates.id, preview.id));
  const seconds = (ms: number) => Math.round(ms / 10) / 100;
  return {
    rows: edited,
    changedRows: preview.changedRows,
    errors: preview.errorCount,
    status: row?.status,
    exportAndEditSeconds: seconds(afterEdit - started),
    previewSeconds: seconds(afterPreview - afterEdit),
    applySeconds: seconds(afterApply - afterPreview),
    totalSeconds: seconds(afterApply - started),
  };
}

async function main() {
  // --measure: time the lists again on the database a full run left behind (no regeneration).
  const measureOnly = process.argv.includes('--measure');
  if (!measureOnly) await recreate();
  const handle = await openDatabase({ url, poolSize: 2 });
  const result: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
  };
  try {
    await handle.migrate();
    if (measureOnly) {
      result.mode = 'measure only (catalogue generated by an earlier full run)';
      result.adminProductList = await admin(handle.db);
      log('admin list', result.adminProductList);
      result.storefrontLarge = await storefront(handle.db);
      log('storefront (10k)', result.storefrontLarge);
      result.machine = { ...(result.machine as object), loadAverageAfter: os.loadavg() };
      return write(result);
    }
    const seeded = await seedDemoData(handle.db, {
      uploadsDir: path.join(os.tmpdir(), 'carsi-bench-admin-uploads'),
      log,
    });
    await handle.db.execute(sql`analyze`);
    result.storefrontDemo = await storefront(handle.db);
    log('storefront (demo)', result.storefrontDemo);
    await growCatalogue(handle.db, PRODUCTS - seeded.products);
    await handle.db.execute(sql`analyze`);
    result.counts = (
      (await handle.db.execute(
        sql`select (select count(*) from products)::int as products, (select count(*) from skus)::int as skus`,
      )) as unknown as { rows: object[] }
    ).rows[0];
    log('counts', result.counts);
    result.adminProductList = await admin(handle.db);
    log('admin list', result.adminProductList);
    result.storefrontLarge = await storefront(handle.db);
    log('storefront (10k)', result.storefrontLarge);
    result.bulkUpdate10k = await bulk(handle.db);
    log('bulk update', result.bulkUpdate10k);
  } finally {
    await handle.close();
  }
  write(result);
}

function write(result: Record<string, unknown>) {
  const { file } = recordResult({
    bench: 'catalogue-admin',
    result: result as { date: string },
    before: process.argv.includes('--before'),
  });
  log(`results written to ${file} (and a row to bench/results/HISTORY.md)`);
}

main().catch((error) => {
  console.error('[catalogue-admin] failed:', error);
  process.exit(1);
});
