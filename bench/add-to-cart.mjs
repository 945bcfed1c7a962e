// Add-to-cart for a new visitor (a cart cookie no cart has yet, so every add creates a cart) and
// for a returning one (carts prepared beforehand, each add changes one of them), against one
// running shop or two side by side. `npm run bench` runs it on its own build (purchase.mjs);
// alone, to compare two builds on the same machine:
//
//   BENCH_URL=http://127.0.0.1:3114 BENCH_URL_B=http://127.0.0.1:3112 node bench/add-to-cart.mjs
//
// With two shops (or three: BENCH_URL_C) the rounds alternate (A B, B A, …) so the machine's other work falls on both
// alike, and each round's numbers are printed with the range over rounds and the ratio A/B of
// the medians (the first shop against each other). BENCH_ROUNDS (6), BENCH_SECONDS (8), BENCH_CONNECTIONS (10). Never fails on a
// slow number.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const cookieId = () => randomBytes(16).toString('base64url');
const round2 = (n) => Math.round(n * 100) / 100;

/** The best-stocked SKU of the first catalogue page (no buy-one-get-one-free product). */
export async function addToCartSku(base) {
  const list = await (await fetch(`${base}/api/products/?pageNumber=1`)).json();
  let best = null;
  for (const product of list.products.filter((p) => p.inStock && !p.buyOneGetOneFree)) {
    const details = await (
      await fetch(`${base}/api/products/productdetails/${product._id}`)
    ).json();
    for (const sku of details.skus) {
      if (sku.inStock && (!best || sku.countInStock > best.units)) {
        best = { id: sku._id, units: sku.countInStock };
      }
    }
  }
  if (!best) throw new Error(`no SKU in stock at ${base}`);
  return best.id;
}

/** Carts that already hold one unit of `skuId`: what a returning visitor adds to. */
async function prepareCarts(base, skuId, count) {
  const carts = [];
  for (let i = 0; i < count; i++) {
    const id = cookieId();
    const response = await fetch(`${base}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `carsi_cart=${id}` },
      body: JSON.stringify({ skuId, qty: 1 }),
    });
    await response.arrayBuffer();
    carts.push(id);
  }
  return carts;
}

async function load(base, { seconds, connections }, cartOf, skuId) {
  const latencies = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/items',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ skuId, qty: 1 }),
          headers: { 'content-type': 'application/json', cookie: `carsi_cart=${cartOf()}` },
        }),
      },
    ],
  });
  instance.on('response', (_c, _s, _b, time) => latencies.push(time));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    addsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: round2(percentile(latencies, 50)),
    p95Ms: round2(percentile(latencies, 95)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * One shop's add-to-cart, new visitor then returning visitor. `returning` carts are shared by
 * the round robin, so a cart's quantity soon reaches its maximum: later adds change nothing but
 * still read, price and write the cart, as a shopper's repeated tap does.
 */
export async function measureAddToCart(
  base,
  { seconds = 8, connections = 10, skuId, returning } = {},
) {
  const sku = skuId ?? (await addToCartSku(base));
  const carts = returning ?? (await prepareCarts(base, sku, 200));
  let next = 0;
  const newVisitor = await load(base, { seconds, connections }, cookieId, sku);
  const returningVisitor = await load(
    base,
    { seconds, connections },
    () => carts[next++ % carts.length],
    sku,
  );
  return { newVisitor, returningVisitor };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

/** Alternating rounds on shops A and B (A B B A A B …); per-round numbers, ranges, medians. */
export async function compareAddToCart(bases, { rounds = 6, seconds = 8, connections = 10 } = {}) {
  const setup = {};
  for (const base of bases) {
    const skuId = await addToCartSku(base);
    setup[base] = { skuId, returning: await prepareCarts(base, skuId, 200) };
    // Warm-up: the first requests fill caches and open pool connections.
    await measureAddToCart(base, { seconds: 2, connections, ...setup[base] });
  }
  const perBase = Object.fromEntries(bases.map((base) => [base, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? bases : [...bases].reverse();
    for (const base of order) {
      const r = await measureAddToCart(base, { seconds, connections, ...setup[base] });
      perBase[base].push(r);
      console.log(
        `[add-to-cart] round ${round + 1} ${base}: new ${r.newVisitor.addsPerSecond}/s p50 ${r.newVisitor.p50Ms} ms (${r.newVisitor.non2xx} non-2xx) | returning ${r.returningVisitor.addsPerSecond}/s p50 ${r.returningVisitor.p50Ms} ms (${r.returningVisitor.non2xx} non-2xx)`,
      );
    }
  }
  const summary = {};
  for (const base of bases) {
    const pick = (kind, key) => perBase[base].map((r) => r[kind][key]);
    summary[base] = {};
    for (const kind of ['newVisitor', 'returningVisitor']) {
      const adds = pick(kind, 'addsPerSecond');
      const p50 = pick(kind, 'p50Ms');
      summary[base][kind] = {
        addsPerSecond: { median: median(adds), min: Math.min(...adds), max: Math.max(...adds) },
        p50Ms: { median: median(p50), min: Math.min(...p50), max: Math.max(...p50) },
        non2xx: pick(kind, 'non2xx').reduce((a, b) => a + b, 0),
      };
    }
  }
  // The first shop against each other one: medians of adds/s.
  const [a, ...others] = bases;
  for (const b of others) {
    for (const kind of ['newVisitor', 'returningVisitor']) {
      const ratio =
        summary[a][kind].addsPerSecond.median / Math.max(1, summary[b][kind].addsPerSecond.median);
      summary[`ratio ${kind} ${a} / ${b}`] = round2(ratio);
    }
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bases = [
    process.env.BENCH_URL ?? 'http://127.0.0.1:3171',
    process.env.BENCH_URL_B,
    process.env.BENCH_URL_C,
  ].filter(Boolean);
  const summary = await compareAddToCart(bases, {
    rounds: Number(process.env.BENCH_ROUNDS ?? 6),
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  });
  console.log(JSON.stringify({ date: new Date().toISOString(), summary }, null, 2));
}
