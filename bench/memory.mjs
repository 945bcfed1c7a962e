// `npm run bench:memory`: the server's memory under 10 minutes of mixed storefront load on a large
// catalogue (target: RSS ≤ 300 MB steady with 100,000 products). Needs a build (`npm run
// build`) and a catalogue made by `npm run bench:scale -- --generate` in MEMORY_DATABASE_URL.
// Every request asks for another address, so the caches fill up to their byte bounds; RSS is
// sampled every 10 seconds. It reports and records (bench/results/memory.json and a row in
// HISTORY.md); it never fails on a number.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_ENCODINGS } from './load.mjs';
import { recordResult } from './record.mjs';
import { startShop, waitForHealth } from './shop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.MEMORY_DATABASE_URL;
if (!databaseUrl) throw new Error('MEMORY_DATABASE_URL must name a database made by bench:scale');
const port = Number(process.env.BENCH_PORT ?? 3192);
const base = `http://127.0.0.1:${port}`;
const minutes = Number(process.env.MEMORY_MINUTES ?? 10);
const connections = Number(process.env.MEMORY_CONNECTIONS ?? 20);
const log = (...parts) => console.log('[memory]', ...parts);

const WORDS = [
  'nevresim',
  'yastik',
  'nevrsim',
  'yorgan',
  'havlu',
  'pamuk saten',
  'pike',
  'battaniye',
];
const CART = 'carsi_cart=benchbenchbenchbench00';

/** Products to visit, read once from the database: ids and slugs spread over the catalogue. */
async function sampleProducts() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id, slug from products where is_active order by random() limit 20000',
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The process that serves: in production main.js is a supervisor (which serves nothing) over one
 * server process, its child; that child's RSS is the shop's, as before the supervisor.
 */
function servingPid(pid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return pid;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

async function main() {
  const products = await sampleProducts();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'carsi-memory-'));
  const server = startShop({
    dir: root,
    port,
    dataDir,
    databaseUrl,
    env: { METRICS_TOKEN: 'bench-memory-metrics-token-0001' },
  });
  try {
    await waitForHealth(base, 300_000);
    const serving = servingPid(server.pid);
    const startRss = rssMb(serving);
    log(`server up, RSS ${startRss} MB; ${minutes} min at ${connections} connections`);
    // A mix like a shop's traffic: product pages most, then lists, searches and the JSON API;
    // half the visitors carry a cart.
    let n = 0;
    const next = () => {
      n += 1;
      const product = products[n % products.length];
      const kind = n % 10;
      if (kind < 5) return `/urun/${product.slug}/${product.id}`;
      if (kind < 7) return `/sayfa/${1 + (n % 400)}`;
      if (kind < 9)
        return `/ara/${encodeURIComponent(WORDS[n % WORDS.length])}/sayfa/${1 + (n % 10)}`;
      return `/api/products/productdetails/${product.id}`;
    };
    const samples = [];
    const sampler = setInterval(() => {
      samples.push({ second: samples.length * 10 + 10, rssMb: rssMb(serving) });
      log(`${samples.at(-1).second} s: RSS ${samples.at(-1).rssMb} MB`);
    }, 10_000);
    const result = await autocannon({
      url: base,
      connections,
      duration: minutes * 60,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: next(),
            // As browsers do: without it every cached page would be sent unzipped.
            headers: {
              'accept-encoding': BROWSER_ENCODINGS,
              ...(n % 2 === 0 ? { cookie: CART } : {}),
            },
          }),
        },
      ],
    });
    clearInterval(sampler);
    const metrics = await (
      await fetch(`${base}/metrics`, {
        headers: { authorization: 'Bearer bench-memory-metrics-token-0001' },
      })
    ).text();
    const lastMinute = samples.slice(-6).map((s) => s.rssMb);
    const summary = {
      date: new Date().toISOString(),
      minutes,
      connections,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      non2xx: result.non2xx,
      errors: result.errors,
      rssMb: {
        start: startRss,
        max: Math.max(...samples.map((s) => s.rssMb)),
        lastMinuteMin: Math.min(...lastMinute),
        lastMinuteMax: Math.max(...lastMinute),
      },
      cacheGauges: metrics.split('\n').filter((line) => /^carsi_cache_(entries|bytes)/.test(line)),
      // Where the RSS is: V8's heap (total and per space), memory outside it (Buffers, wasm).
      nodeGauges: metrics
        .split('\n')
        .filter((line) =>
          /^nodejs_(heap_size_(total|used)|external_memory|heap_space_size_total)_bytes/.test(line),
        ),
      nodeOptions: process.env.NODE_OPTIONS ?? '',
      samples,
    };
    log(JSON.stringify({ ...summary, samples: undefined }, null, 2));
    const { file } = recordResult({
      bench: 'memory',
      result: summary,
      before: process.argv.includes('--before'),
    });
    log(`written to ${file} (and a row to bench/results/HISTORY.md)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('[memory] failed:', error);
  process.exit(1);
});
