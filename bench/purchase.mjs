// Purchase benchmarks (issue 6): add-to-cart and place-order (cash on delivery) against a running
// shop, e.g. `BENCH_URL=http://127.0.0.1:3171 node bench/purchase.mjs`. Every add-to-cart request
// comes from a new visitor (a new cart); every order from its own prepared cart. The SKUs used
// need enough stock for the run. Reports p50/p95 and requests/s; never fails on a slow number.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3171';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const orderCarts = Number(process.env.BENCH_ORDERS ?? 1500);

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

async function measure(name, options) {
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
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const list = await (await fetch(`${base}/api/products/?pageNumber=1`)).json();
const product = list.products.find((p) => p.inStock && !p.buyOneGetOneFree);
const details = await (await fetch(`${base}/api/products/productdetails/${product._id}`)).json();
const skuId = details.skus.find((s) => s.inStock)._id;

const addToCart = await measure(
  'add-to-cart',
  post('/api/cart/items', (request) => visitorRequest(request, { skuId, qty: 1 }, cookieId())),
);

// One prepared cart per order.
const carts = [];
for (let i = 0; i < orderCarts; i += 1) {
  const id = cookieId();
  await fetch(`${base}/api/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `carsi_cart=${id}` },
    body: JSON.stringify({ skuId, qty: 1 }),
  });
  carts.push(id);
}
let next = 0;
const placeOrder = await measure(
  'place-order (cash on delivery)',
  post('/api/orders', (request) => visitorRequest(request, order, carts[next++ % carts.length])),
);

console.log(
  JSON.stringify(
    { base, date: new Date().toISOString(), results: [addToCart, placeOrder] },
    null,
    2,
  ),
);
