// Where every bench records its result: bench/results/<bench>.json holds the current result
// (overwritten by each run; a `--before` run, made on the code before a change, goes to
// <bench>-before.json) and bench/results/HISTORY.md gets one row of key figures per run.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');

const HISTORY_HEADER = `# Bench history

One row per run, newest last; the full result of the latest run of each bench is
\`<bench>.json\` beside this file (\`<bench>-before.json\` for a \`--before\` run).

| Date (UTC) | Bench | Machine | Key figures |
| --- | --- | --- | --- |
`;

/** `2 cpus, Node v24.21.0, postgres, load 1.2` from whatever the bench knows of its machine. */
export function describeMachine(machine) {
  if (!machine) return '';
  const load = Array.isArray(machine.loadAverage)
    ? machine.loadAverage[0]
    : (machine.loadAverage ?? machine.loadAverageBefore?.[0]);
  return [
    machine.cpus !== undefined ? `${machine.cpus} cpus` : null,
    machine.node ? `Node ${machine.node}` : null,
    machine.database ?? null,
    load !== undefined ? `load ${load}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

const rate = (r) => (r ? `${r.requestsPerSecond ?? r.perSecond} req/s p95 ${r.p95Ms} ms` : null);
const join = (parts) => parts.filter(Boolean).join('; ');

/** The few numbers of each bench worth a history row. */
const KEY_FIGURES = {
  reports: (r) =>
    join([
      `${r.orders} orders`,
      `rollups ${r.rollupDays} days in ${Math.round(r.rollupRebuildMs / 1000)} s`,
      r.reports?.['sales-30d-by-day']
        ? `sales 30 d p95 ${r.reports['sales-30d-by-day'].p95Ms} ms`
        : null,
      r.reports?.['sales-365d-by-day']
        ? `sales 365 d p95 ${r.reports['sales-365d-by-day'].p95Ms} ms`
        : null,
    ]),
  shop: (r) =>
    join([
      r.firstLoadJs ? `first-load JS ${r.firstLoadJs.gzipKb} KB` : null,
      r.load?.productPageCached ? `product cached ${rate(r.load.productPageCached)}` : null,
      r.load?.productPageRendered ? `product rendered ${rate(r.load.productPageRendered)}` : null,
      r.load?.cartPageRendered ? `cart rendered ${rate(r.load.cartPageRendered)}` : null,
      r.purchase?.connections10
        ? `place-order ×10 ${rate(r.purchase.connections10.placeOrder)}`
        : null,
      r.lighthouse?.home
        ? `Lighthouse home ${r.lighthouse.home.performance} (LCP ${r.lighthouse.home.lcpMs} ms)`
        : null,
      r.lighthouse?.product
        ? `product ${r.lighthouse.product.performance} (LCP ${r.lighthouse.product.lcpMs} ms)`
        : null,
    ]),
  memory: (r) =>
    join([
      `${r.minutes} min × ${r.connections} connections, ${r.requestsPerSecond} req/s, ${r.errors} errors`,
      `RSS ${r.rssMb.start} → max ${r.rssMb.max} MB, last minute ${r.rssMb.lastMinuteMin}–${r.rssMb.lastMinuteMax} MB`,
    ]),
  scale: (r) =>
    join([
      r.generate ? `generated ${r.generate.products} products in ${r.generate.seconds} s` : null,
      ...Object.entries(r.uncached ?? {}).map(([name, m]) => `${name} p95 ${m.p95Ms} ms`),
    ]),
  'admin-orders': (r) =>
    join([
      r.generate ? `generated in ${r.generate.seconds} s` : null,
      ...Object.entries(r.measure ?? {}).map(([name, m]) => `${name} ${rate(m)}`),
    ]),
  'catalogue-admin': (r) =>
    join([
      ...Object.entries(r.adminProductList ?? {}).map(([name, m]) => `${name} p95 ${m.p95Ms} ms`),
      r.bulkUpdate10k ? `bulk update of 10,000 rows ${r.bulkUpdate10k.totalSeconds} s` : null,
    ]),
};

/** The history row's figures for one result of `bench`. */
export function keyFigures(bench, result) {
  return KEY_FIGURES[bench]?.(result) ?? '';
}

/** Appends one row to HISTORY.md, creating the file with its header first if need be. */
export function appendHistory({ date, bench, machine, figures }) {
  const file = path.join(resultsDir, 'HISTORY.md');
  if (!existsSync(file)) writeFileSync(file, HISTORY_HEADER);
  const cell = (text) => String(text).replaceAll('|', '\\|');
  appendFileSync(
    file,
    `| ${cell(date.slice(0, 16).replace('T', ' '))} | ${cell(bench)} | ${cell(machine)} | ${cell(figures)} |\n`,
  );
}

/**
 * Writes `result` (which has a `date`) as the current result of `bench`, appends its history
 * row and returns the result it replaces as the latest earlier run (of `<bench>.json` and
 * `<bench>-before.json`, whichever is newer), or null, for a comparison.
 */
export function recordResult({ bench, result, before = false }) {
  mkdirSync(resultsDir, { recursive: true });
  const read = (name) => {
    const file = path.join(resultsDir, name);
    return existsSync(file) ? { file: name, data: JSON.parse(readFileSync(file, 'utf8')) } : null;
  };
  const previous = [read(`${bench}.json`), read(`${bench}-before.json`)]
    .filter((entry) => entry !== null)
    .sort((a, b) => String(a.data.date).localeCompare(String(b.data.date)))
    .at(-1);
  const name = `${bench}${before ? '-before' : ''}.json`;
  writeFileSync(path.join(resultsDir, name), `${JSON.stringify(result, null, 2)}\n`);
  appendHistory({
    date: result.date,
    bench: before ? `${bench} (before)` : bench,
    machine: describeMachine(result.machine),
    figures: keyFigures(bench, result),
  });
  return { file: `bench/results/${name}`, previous: previous ?? null };
}
