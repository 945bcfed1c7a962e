import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../modules/cart/testing';
import { orderBody } from '../modules/orders/testing';
import { buildTestApp } from '../test-app';
import { bearerMatches } from './serve';

const TOKEN = 'metrics-token-0123456789abcdef';

let database: DatabaseHandle;
let catalogue: TestCatalogue;
let withToken: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  catalogue = await seedTestCatalogue(database.db);
  withToken = await buildTestApp(database, { runJobs: false, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await withToken.close();
  await database.close();
});

const scrape = (app: FastifyInstance) =>
  app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one series in Prometheus text, e.g. `carsi_orders_placed_total{channel="retail"}`. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no series ${series}`);
  return Number(line.slice(series.length + 1));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('/metrics on the main port', () => {
  it('is a 404 when no metrics setting is given', async () => {
    const app = await buildTestApp(database, { runJobs: false });
    try {
      expect((await app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 401 without the bearer token, or with a wrong one', async () => {
    const none = await withToken.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.json().code).toBe('UNAUTHORIZED');
    const wrong = await withToken.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('carsi_');
  });

  it('serves the Prometheus text format with the named metrics', async () => {
    await withToken.inject('/api/products/productdetails/424242');
    await withToken.inject('/api/yok/12345');
    await withToken.inject('/bir-sayfa-yok-987654');
    const response = await scrape(withToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    for (const name of [
      'carsi_http_requests_total',
      'carsi_http_request_duration_seconds_bucket',
      'carsi_orders_placed_total',
      'carsi_payments_total',
      'carsi_job_queue_depth',
      'carsi_job_queue_failed',
      'carsi_job_queue_up',
      'carsi_cache_entries',
      'carsi_cache_bytes',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`\n${name}`);
    }
    // Labelled by the route's pattern, never by the raw URL.
    expect(text).toContain(
      'carsi_http_requests_total{method="GET",route="/api/products/productdetails/:id",status_code="404"}',
    );
    // In a label, not anywhere: a memory size or a CPU time may hold the same digits.
    const labels = [...text.matchAll(/\{[^}]*\}/g)].map((m) => m[0]).join('\n');
    expect(labels).toContain('/api/products/productdetails/:id');
    expect(labels).not.toContain('424242');
    expect(labels).not.toContain('12345');
    expect(labels).not.toContain('987654');
    expect(seriesValue(text, 'carsi_job_queue_up')).toBe(1);
    expect(text).toMatch(/\ncarsi_cache_bytes\{cache="catalogue"\} [1-9]/);
    expect(text).toContain('\ncarsi_cache_entries{cache="html"} ');
    // The metrics endpoint does not count itself.
    expect(text).not.toContain('route="/metrics"');
    if (database.kind === 'postgres') {
      expect(seriesValue(text, 'carsi_db_pool_max_connections')).toBeGreaterThan(0);
      expect(text).toContain('\ncarsi_db_pool_waiting_clients ');
    } else {
      expect(text).not.toContain('carsi_db_pool_');
    }
  });

  it('counts a placed order once (not its idempotent repeat) and a cash-on-delivery choice', async () => {
    const before = (await scrape(withToken)).body;
    const shopper = testVisitor(withToken);
    const added = await shopper.call('POST', '/api/cart/items', {
      skuId: catalogue.sheet,
      qty: 1,
    });
    expect(added.statusCode).toBe(200);
    const key = { 'idempotency-key': `metrics-${Date.now()}` };
    const placed = await shopper.call('POST', '/api/orders', orderBody(), key);
    expect(placed.statusCode).toBe(200);
    expect((await shopper.call('POST', '/api/orders', orderBody(), key)).statusCode).toBe(200);
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: placed.json().orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode).toBe(200);
    const after = (await scrape(withToken)).body;
    const placedSeries = 'carsi_orders_placed_total{channel="retail"}';
    expect(seriesValue(after, placedSeries) - seriesValue(before, placedSeries)).toBe(1);
    const codSeries = 'carsi_payments_total{method="cash_on_delivery",outcome="chosen"}';
    expect(seriesValue(after, codSeries) - seriesValue(before, codSeries)).toBe(1);
  });
});

describe('/metrics on a port of its own (METRICS_PORT)', () => {
  it('is served there and not on the main port', async () => {
    const port = await freePort();
    const app = await buildTestApp(database, {
      runJobs: false,
      env: { METRICS_PORT: String(port) },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect((await app.inject('/metrics')).statusCode).toBe(404);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('\ncarsi_orders_placed_total');
      expect(text).toContain('\ncarsi_http_request_duration_seconds_bucket');
    } finally {
      await app.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('listens on loopback only without a token, unless METRICS_HOST says otherwise', async () => {
    // 127.0.0.2 is this machine too (Linux routes all of 127/8 to lo), but not 127.0.0.1.
    const reach = (host: string, port: number) =>
      fetch(`http://${host}:${port}/metrics`).then(
        (response) => response.status,
        () => 'refused',
      );
    const loopbackPort = await freePort();
    const unguarded = await buildTestApp(database, {
      runJobs: false,
      env: { METRICS_PORT: String(loopbackPort), HOST: '0.0.0.0' },
    });
    try {
      await unguarded.listen({ port: 0, host: '127.0.0.1' });
      expect(await reach('127.0.0.1', loopbackPort)).toBe(200);
      expect(await reach('127.0.0.2', loopbackPort)).toBe('refused');
    } finally {
      await unguarded.close();
    }
    const widePort = await freePort();
    const wide = await buildTestApp(database, {
      runJobs: false,
      env: { METRICS_PORT: String(widePort), METRICS_HOST: '0.0.0.0' },
    });
    try {
      await wide.listen({ port: 0, host: '127.0.0.1' });
      expect(await reach('127.0.0.2', widePort)).toBe(200);
    } finally {
      await wide.close();
    }
  });

  it('stops the start-up when its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    const { port } = blocker.address() as { port: number };
    const app = await buildTestApp(database, {
      runJobs: false,
      env: { METRICS_PORT: String(port) },
    });
    try {
      await expect(app.listen({ port: 0, host: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await app.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('bearerMatches', () => {
  it('accepts only the exact token after "Bearer"', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
