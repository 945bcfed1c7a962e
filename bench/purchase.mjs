// Purchase benchmarks against a running shop: add-to-cart for a new visitor (every add creates
// a cart) and a returning one (every add changes one of 200 carts prepared before; see
// add-to-cart.mjs), and place-order (cash on delivery), every order from its own prepared cart,
// spread over all SKUs in stock so the demo stock lasts the run. `npm run bench` runs them;
// alone: `BENCH_URL=http://127.0.0.1:3171 node bench/purchase.mjs`. Reports p50/p95 and
// requests/s; never fails on a slow number.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { measureAddToCart } from './add-to-cart.mjs';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const cookieId = () => randomBytes(16).toString('base64url');

const order = {
  deliveryContact: {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: '05321234567',
    email: 'a@example.com',
  },
  shippingAddress: {
    country: 'Türkiye',
    province: 'İzmir',
    district: 'Konak',
    address: 'Alsancak 1',
  },
  invoiceType: 'individual',
  individualInvoice: {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'a@example.com',
    province: 'İzmir',
    district: 'Konak',
    address: 'Alsancak 1',
  },
  acceptedContracts: true,
};

/** autocannon applies setupRequest only inside `requests`; each request gets its own cookie. */
const visitorRequest = (request, body, cart) => ({
  ...request,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', cookie: `carsi_cart=${cart}` },
});

const post = (path, setupRequest) => ({ requests: [{ method: 'POST', path, setupRequest }] });

async function measure(base, name, { seconds, connections }, options) {
  const latencies = [];
  const instance = autocannon({ url: base, connections, duration: seconds, ...options });
  instance.on('response', (_c, _s, _b, time) => latencies.push(time));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections,
    requests: latencies.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: Math.round(percentile(latencies, 50) * 100) / 100,
    p95Ms: Math.round(percentile(latencies, 95) * 100) / 100,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** SKUs in stock (id and units) across the first catalogue pages, BOGO products left out. */
async function stockedSkus(base) {
  const skus = [];
  for (let page = 1; page <= 3; page += 1) {
    const list = await (await fetch(`${base}/api/products/?pageNumber=${page}`)).json();
    for (const product of list.products.filter((p) => p.inStock && !p.buyOneGetOneFree)) {
      const details = await (
        await fetch(`${base}/api/products/productdetails/${product._id}`)
      ).json();
      for (const sku of details.skus) {
        if (sku.inStock && sku.countInStock > 0)
          skus.push({ id: sku._id, units: sku.countInStock });
      }
    }
    if (page >= list.pages) break;
  }
  return skus;
}

/** One cart per order to come, one unit each, from the SKU units not yet ordered. */
async function prepareCarts(base, units) {
  const carts = [];
  for (const skuId of units) {
    const id = cookieId();
    await fetch(`${base}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `carsi_cart=${id}` },
      body: JSON.stringify({ skuId, qty: 1 }),
    });
    carts.push(id);
  }
  return carts;
}

/**
 * Add-to-cart then place-order, at each connection count. Stock is finite: each round prepares
 * at most `ordersPerConnection` carts per connection, from the units earlier rounds left, and
 * stops when they are used up (so no order fails for want of stock).
 */
export async function runPurchase(
  base,
  { seconds = 10, connectionCounts = [1, 10], ordersPerConnection = 80 } = {},
) {
  const skus = (await stockedSkus(base)).sort((a, b) => b.units - a.units);
  // Add-to-cart uses the best-stocked SKU, which no order takes, so it never runs out mid-run.
  const [cartSku, ...orderSkus] = skus;
  // Round robin over the SKUs: concurrent orders in a shop are mostly for different products,
  // so consecutive orders should not all queue on one stock row.
  const units = [];
  for (let round = 0; units.length < orderSkus.reduce((n, sku) => n + sku.units, 0); round += 1) {
    for (const sku of orderSkus) if (sku.units > round) units.push(sku.id);
  }
  let used = 0;
  const results = {};
  for (const connections of connectionCounts) {
    const settings = { seconds, connections };
    // A new visitor (every add creates a cart) and a returning one (every add changes one).
    const adds = await measureAddToCart(base, { ...settings, skuId: cartSku?.id });
    const asMeasure = (name, r) => ({
      name,
      connections: r.connections,
      requests: r.requests,
      requestsPerSecond: r.addsPerSecond,
      p50Ms: r.p50Ms,
      p95Ms: r.p95Ms,
      non2xx: r.non2xx,
      errors: r.errors,
    });
    const addToCart = asMeasure('add-to-cart (new visitor)', adds.newVisitor);
    const addToCartReturning = asMeasure('add-to-cart (returning visitor)', adds.returningVisitor);
    const take = units.slice(used, used + ordersPerConnection * connections);
    used += take.length;
    const carts = await prepareCarts(base, take);
    let next = 0;
    const placeOrder = await measure(base, 'place-order (cash on delivery)', settings, {
      ...post('/api/orders', (r) => visitorRequest(r, order, carts[next++ % carts.length])),
      amount: carts.length,
    });
    results[`connections${connections}`] = { addToCart, addToCartReturning, placeOrder };
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3171';
  const results = await runPurchase(base, { seconds: Number(process.env.BENCH_SECONDS ?? 10) });
  console.log(JSON.stringify({ base, date: new Date().toISOString(), results }, null, 2));
}
