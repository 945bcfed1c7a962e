import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { adminBearer, smsTo, testPhone } from '../identity/testing';
import { orderBody } from './test-order';

// A partial cancellation with a card refund reaches the customer — on the
// order page and by SMS — whoever made it.

let database: DatabaseHandle;
let app: FastifyInstance;
let standIn: StandIn;
let catalogue: TestCatalogue;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  database = await openTestDatabase();
  standIn = await startStandIn();
  const port = await freePort();
  app = await buildTestApp(database, {
    env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    paymentProvider: providerFor(standIn, { timeoutMs: 2_000 }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  catalogue = await seedTestCatalogue(database.db);
  await database.db.update(skus).set({ countInStock: 1_000 });
});

afterAll(async () => {
  await app.close();
  await standIn.close();
  await database.close();
});

/** A card-paid order (CONFIRMED, PAID) of two sheets and a duvet, to a phone of its own. */
async function cardOrder() {
  const shopper = testVisitor(app);
  const phone = testPhone();
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.duvet, qty: 1 });
  const body = orderBody();
  const order = (
    await shopper.call('POST', '/api/orders', {
      ...body,
      deliveryContact: { ...(body.deliveryContact as object), phone },
    })
  ).json() as { orderId: string; orderNumber: string };
  const started = await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
    orderId: order.orderId,
    installment: 1,
    card: {
      holderName: 'Ayşe Yılmaz',
      number: '5528790000000008',
      expireMonth: '12',
      expireYear: '2030',
      cvc: '123',
    },
  });
  await throughBankPage(standIn, started.json().htmlContent, '283126');
  const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
  expect(row!.paymentStatus).toBe('PAID');
  return { shopper, phone, order, row: row! };
}

describe('a partial cancel with a card refund', () => {
  it('is on the shopper’s order page and in an SMS when the shop cancels a unit', async () => {
    const { shopper, phone, order, row } = await cardOrder();
    const sheet = row.items[0]!;
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/cancel-lines`,
      headers: await adminBearer(database, 'operations'),
      payload: { lines: [{ line: 0, qty: 1 }], reason: 'Depoda hasarlı çıktı' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await app.jobs.drain();

    const page = await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`);
    expect(page.statusCode).toBe(200);
    const view = page.json();
    expect(view.orderItems[0]).toMatchObject({ qty: 1, cancelledQty: 1 });
    expect(view.cardRefunds).toEqual([
      expect.objectContaining({
        amount: sheet.itemsTotalPrice / 2,
        status: 'REFUNDED',
        units: 1,
        lineName: sheet.name,
      }),
    ]);

    const texts = await smsTo(app, phone);
    const notice = texts.find((t) => t.includes('adet ürün iptal edildi'));
    expect(notice).toBeDefined();
    expect(notice).toContain(
      `${order.orderNumber} numaralı siparişinizden 1 adet ürün iptal edildi`,
    );
    expect(notice).toContain('kartınıza iade ediliyor');
    expect(notice).toContain(`/siparis-detaylari/${order.orderId}/${order.orderNumber}`);
  });

  it('sends one SMS per partial cancel the shopper makes; none without a card refund', async () => {
    const { shopper, phone, order } = await cardOrder();
    for (const attempt of [1, 2]) {
      const partial = await shopper.call('POST', '/api/orders/cancelorderpartially', {
        orderId: order.orderId,
        lines: [{ line: 0, qty: 1 }],
      });
      expect(partial.statusCode, `${attempt}: ${partial.body}`).toBe(200);
      await app.jobs.drain();
    }
    const notices = (await smsTo(app, phone)).filter((t) => t.includes('adet ürün iptal edildi'));
    expect(notices).toHaveLength(2);
    const view = (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json();
    expect(view.cardRefunds).toHaveLength(2);

    // Cash on delivery: nothing was charged, so nothing goes back and no refund SMS goes out.
    const cod = testVisitor(app);
    const codPhone = testPhone();
    await cod.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
    const body = orderBody();
    const placed = (
      await cod.call('POST', '/api/orders', {
        ...body,
        deliveryContact: { ...(body.deliveryContact as object), phone: codPhone },
      })
    ).json() as { orderId: string };
    await cod.call('PUT', '/api/orders/paymentinfo', {
      orderId: placed.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    const partial = await cod.call('POST', '/api/orders/cancelorderpartially', {
      orderId: placed.orderId,
      lines: [{ line: 0, qty: 1 }],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    await app.jobs.drain();
    expect((await smsTo(app, codPhone)).some((t) => t.includes('iptal edildi'))).toBe(false);
    const codView = (await cod.call('GET', `/api/orders/orderdetails/${placed.orderId}`)).json();
    expect(codView.cardRefunds).toEqual([]);
  });
});
