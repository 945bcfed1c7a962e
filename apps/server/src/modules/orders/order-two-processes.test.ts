import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { CART_COOKIE } from '../cart/index';
import { outOfStockMessage } from './stock';
import { orderBody } from './test-order';
import { prepareStockRace } from './test-race';
import { type ServerProcess, startServerProcess } from './test-server-process';

// Only PostgreSQL can be shared by two processes; CI runs this with DATABASE_URL set.
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('order stock across two server processes (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(postgres!);
    url.pathname = `/${rows[0]?.name}`;
    servers = await Promise.all([
      startServerProcess(url.toString()),
      startServerProcess(url.toString()),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  }, 60_000);

  it('200 simultaneous orders for a SKU with 10 in stock: exactly 10 succeed', async () => {
    const { cartIds, outcome } = await prepareStockRace(database.db);
    const responses = await Promise.all(
      cartIds.map(async (id, i) => {
        const server = i % 2;
        const response = await fetch(`${servers[server]!.origin}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `${CART_COOKIE}=${id}` },
          body: JSON.stringify(orderBody()),
        });
        const body = (await response.json()) as { code?: string; orderNumber?: string };
        return { server, status: response.status, body };
      }),
    );
    const placed = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 409);
    // Counted by status first, so anything else (a 503 under load, a 500) shows with its code.
    const statuses: Record<number, number> = {};
    for (const { status } of responses) statuses[status] = (statuses[status] ?? 0) + 1;
    expect(
      statuses,
      JSON.stringify(responses.find((r) => r.status !== 200 && r.status !== 409)?.body),
    ).toEqual({ 200: 10, 409: 190 });
    // Both processes met the shortage: each answered 100 requests, at most 10 of them placed.
    for (const server of [0, 1]) {
      expect(refused.filter((r) => r.server === server).length).toBeGreaterThanOrEqual(90);
    }
    for (const { body } of refused) {
      expect(body).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: outOfStockMessage('Pamuk Çarşaf'),
      });
    }
    expect(new Set(placed.map((r) => r.body.orderNumber)).size).toBe(10);
    expect(await outcome()).toEqual({ stock: 0, placed: 10 });
  }, 120_000);
});
