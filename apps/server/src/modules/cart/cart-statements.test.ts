import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE } from './cart-cookie';
import { seedTestCatalogue, type TestCatalogue } from './test-catalogue';

// Every statement the server sends while one request is answered (Drizzle's query log).
let statements: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase({ onQuery: (sql) => statements.push(sql) });
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * The statements of one request. Analytics events held from earlier requests are written first;
 * a batch the buffer's timer writes while the request runs is not the request's (`all` keeps it).
 */
async function statementsOf(request: () => Promise<{ statusCode: number }>, { all = false } = {}) {
  await app.analytics.flush();
  statements = [];
  const response = await request();
  expect(response.statusCode).toBe(200);
  return all ? statements : statements.filter((s) => !s.includes('"analytics_events"'));
}

const add = (
  skuId: number,
  cookies: Record<string, string>,
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
  url = '/api/cart/items',
) =>
  app.inject({
    method,
    url,
    ...(method === 'DELETE' ? {} : { payload: method === 'POST' ? { skuId, qty: 1 } : { qty: 2 } }),
    cookies,
  });

describe('statements per cart write', () => {
  beforeAll(async () => {
    // The first adds of the process fill the price cache (SKUs and campaigns), again after the
    // catalogue's own change notices (the seeding's) have arrived and emptied it.
    for (const sku of [catalogue.sheet, catalogue.quilt]) {
      await add(sku, { [CART_COOKIE]: 'warmwarmwarmwarmwarm00' });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const sku of [catalogue.sheet, catalogue.quilt]) {
      await add(sku, { [CART_COOKIE]: 'warmwarmwarmwarmwarm01' });
    }
  });

  it('a new visitor first add: one read (cart and visitor) and one insert', async () => {
    const sent = await statementsOf(() =>
      add(catalogue.sheet, {
        carsi_visitor: randomUUID(),
        [CART_COOKIE]: 'newnewnewnewnewnewne00',
      }),
    );
    expect(sent, sent.join('\n')).toHaveLength(2);
    expect(sent[0]).toMatch(/^select .* from \(values \(1\)\) as one \(x\) left join "carts"/);
    expect(sent[1]).toMatch(/^insert into "carts"/);
  });

  it('a new visitor without any cookie: the insert alone', async () => {
    const sent = await statementsOf(() => add(catalogue.sheet, {}));
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(sent[0]).toMatch(/^insert into "carts"/);
  });

  it('a returning visitor add, quantity change and removal: one read and one update each', async () => {
    const cookies = { carsi_visitor: randomUUID(), [CART_COOKIE]: 'backbackbackbackback00' };
    await add(catalogue.quilt, cookies);
    const added = await statementsOf(() => add(catalogue.sheet, cookies));
    const changed = await statementsOf(() =>
      add(catalogue.sheet, cookies, 'PUT', '/api/cart/items/1'),
    );
    const removed = await statementsOf(() =>
      add(catalogue.sheet, cookies, 'DELETE', '/api/cart/items/1'),
    );
    for (const sent of [added, changed, removed]) {
      expect(sent, sent.join('\n')).toHaveLength(2);
      expect(sent[0]).toMatch(/^select /);
      expect(sent[1]).toMatch(/^update "carts"/);
    }
  });

  it('no analytics insert on the request path: the event is written in the next batch', async () => {
    const sent = await statementsOf(() => add(catalogue.quilt, {}), { all: true });
    expect(sent.some((s) => s.includes('analytics_events'))).toBe(false);
    statements = [];
    await app.analytics.flush();
    expect(statements.filter((s) => s.includes('analytics_events'))).toHaveLength(1);
  });
});
