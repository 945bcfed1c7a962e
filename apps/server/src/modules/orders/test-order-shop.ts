import { createServer } from 'node:net';
import type { AdminRole } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orders, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import {
  providerFor,
  type StandIn,
  startStandIn,
  throughBankPage,
} from '../../integrations/iyzico/test-stand-in';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer } from '../identity/testing';
import { stockOf } from './stock';
import { orderBody } from './test-order';

type Shopper = ReturnType<typeof testVisitor>;
type Line = { skuId: number; qty: number };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A card the iyzico stand-in approves (its 3-D Secure code is 283126). */
export const TEST_CARD = {
  holderName: 'Ayşe Yılmaz',
  number: '5528790000000008',
  expireMonth: '12',
  expireYear: '2030',
  cvc: '123',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The whole shop for order tests, as a shopper and staff meet it: a fresh database with the
 * test catalogue (1,000 of every SKU), the iyzico stand-in, and the server listening on a port
 * of its own (the bank page posts back to it). Orders are placed, paid and acted on through
 * the API.
 */
export async function startOrderTestShop() {
  const database: DatabaseHandle = await openTestDatabase();
  const standIn: StandIn = await startStandIn();
  const port = await freePort();
  const app: FastifyInstance = await buildTestApp(database, {
    env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    paymentProvider: providerFor(standIn, { timeoutMs: 2_000 }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const catalogue: TestCatalogue = await seedTestCatalogue(database.db);
  await database.db.update(skus).set({ countInStock: 1_000 });

  const bearers = new Map<AdminRole, Record<string, string>>();
  /** A request of an admin of `role` (one signed-in admin a role). */
  const admin = async (
    role: AdminRole,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    if (!bearers.has(role)) bearers.set(role, await adminBearer(database, role));
    return app.inject({
      method,
      url,
      headers: { ...bearers.get(role), ...headers },
      ...(payload ? { payload } : {}),
    });
  };
  const rowOf = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stock = async (skuId: number) => (await stockOf(database.db, [skuId])).get(skuId)!;

  /** Two sheets and a duvet. */
  const defaultLines = (): Line[] => [
    { skuId: catalogue.sheet, qty: 2 },
    { skuId: catalogue.duvet, qty: 1 },
  ];

  /** A new shopper's order of `lines`, placed and not paid; `body` overrides the checkout form. */
  async function placeOrder(lines: Line[] = defaultLines(), body: Record<string, unknown> = {}) {
    const shopper = testVisitor(app);
    for (const line of lines) await shopper.call('POST', '/api/cart/items', line);
    const order = (await shopper.call('POST', '/api/orders', orderBody(body))).json();
    expect(order.orderId).toBeTruthy();
    return { shopper, order };
  }

  /** The shopper's card entered for the order: the bank's 3-D Secure page to go through. */
  async function startCardPayment(shopper: Shopper, orderId: string): Promise<string> {
    const started = await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId,
      installment: 1,
      card: TEST_CARD,
    });
    return started.json().htmlContent as string;
  }

  /** A card-paid order (CONFIRMED, PAID), to `phone` when given. */
  async function cardOrder(options: { lines?: Line[]; phone?: string } = {}) {
    const contact = orderBody().deliveryContact;
    const { shopper, order } = await placeOrder(
      options.lines,
      options.phone ? { deliveryContact: { ...contact, phone: options.phone } } : {},
    );
    await throughBankPage(standIn, await startCardPayment(shopper, order.orderId), '283126');
    const row = await rowOf(order.orderId);
    expect(row.paymentStatus).toBe('PAID');
    return { shopper, order, row };
  }

  /** A cash-on-delivery order (CONFIRMED); `body` overrides the checkout form. */
  async function codOrder(body: Record<string, unknown> = {}, lines: Line[] = defaultLines()) {
    const { shopper, order } = await placeOrder(lines, body);
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode, cod.body).toBe(200);
    return { shopper, order };
  }

  return {
    app,
    database,
    standIn,
    catalogue,
    admin,
    rowOf,
    stock,
    placeOrder,
    startCardPayment,
    cardOrder,
    codOrder,
    async close() {
      await app.close();
      await standIn.close();
      await database.close();
    },
  };
}

export type OrderTestShop = Awaited<ReturnType<typeof startOrderTestShop>>;
