import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import {
  providerFor,
  type StandIn,
  startStandIn,
  throughBankPage,
} from '../integrations/iyzico/test-stand-in';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../modules/cart/testing';
import { orderBody } from '../modules/orders/testing';
import { buildTestApp } from '../test-app';
import { processRegistry } from './shop-metrics';

let database: DatabaseHandle;
let app: FastifyInstance;
let standIn: StandIn;
let catalogue: TestCatalogue;
let origin: string;

beforeAll(async () => {
  database = await openTestDatabase();
  standIn = await startStandIn();
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address() as { port: number };
      probe.close(() => resolve(address.port));
    });
  });
  origin = `http://127.0.0.1:${port}`;
  app = await buildTestApp(database, {
    runJobs: false,
    env: { PUBLIC_URL: origin },
    paymentProvider: providerFor(standIn, { timeoutMs: 2_000 }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  catalogue = await seedTestCatalogue(database.db);
});
afterAll(async () => {
  await app.close();
  await standIn.close();
  await database.close();
});

async function cardPayments(outcome: string): Promise<number> {
  const metric = processRegistry.getSingleMetric('carsi_payments_total');
  const values = (await metric?.get())?.values ?? [];
  return values.find((v) => v.labels.method === 'card' && v.labels.outcome === outcome)?.value ?? 0;
}

async function throughTheBank(code: string) {
  const shopper = testVisitor(app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
  const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
  const started = await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
    orderId: order.orderId,
    card: {
      holderName: 'Ayşe Yılmaz',
      number: '5528790000000008',
      expireMonth: '12',
      expireYear: '2030',
      cvc: '123',
    },
    installment: 1,
  });
  expect(started.statusCode).toBe(200);
  return throughBankPage(standIn, started.json().htmlContent, code);
}

describe('payments by outcome', () => {
  it('counts a card payment once, however often the bank calls back', async () => {
    const before = await cardPayments('paid');
    const { callback } = await throughTheBank('283126');
    expect(callback).not.toBeNull();
    // The bank page posted the callback; it comes again.
    await fetch(`${origin}/api/iyzico/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(callback!).toString(),
    });
    expect((await cardPayments('paid')) - before).toBe(1);
  });

  it('counts a failed bank check as a failure, not as paid', async () => {
    const paid = await cardPayments('paid');
    const failed = (await cardPayments('threeds_failed')) + (await cardPayments('declined'));
    // The bank page posts the failed check back to the shop once.
    await throughTheBank('000000');
    const failedNow = (await cardPayments('threeds_failed')) + (await cardPayments('declined'));
    expect(failedNow - failed).toBe(1);
    expect(await cardPayments('paid')).toBe(paid);
  });
});
