import { createServer } from 'node:net';
import { PAYMENT_STATUS_TEXTS } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { adminNotifications, cardRefunds, orders, productSales } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import {
  providerFor,
  type StandIn,
  startStandIn,
  throughBankPage,
} from '../../integrations/iyzico/test-stand-in';
import { defineQueue } from '../../jobs';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue } from '../cart/test-catalogue';
import { testVisitor } from '../cart/test-visitor';
import { cancelOrder } from '../orders/cancel-order';
import { releaseExpiredHolds } from '../orders/release';
import { stockOf } from '../orders/stock';
import { orderBody } from '../orders/test-order';
import { CardRefunds } from './card-refunds';

/**
 * Hole 5: a card charge that completes after the order's stock hold ran out must go back. When
 * iyzico refuses to give it back, the refund is not forgotten: the order says REFUND_PENDING,
 * the `card-refund` job retries until iyzico confirms, and an admin is alerted if it never does.
 */
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
});

afterEach(() => standIn.sandbox.switches.clear());

afterAll(async () => {
  await app.close();
  await standIn.close();
  await database.close();
});

const rowOf = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundOf = async (paymentId: string) =>
  (await database.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId)))[0];

/** A placed order and its 3-D Secure page, card details entered. */
async function orderAtTheBank() {
  const shopper = testVisitor(app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
  const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
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
  return { shopper, order, html: started.json().htmlContent as string };
}

/** A shopper pays at the bank after the hold ran out, and iyzico refuses every cancel. */
async function lateChargeWithRefundRefused() {
  const { shopper, order, html } = await orderAtTheBank();
  const { paymentConversationId, holdExpiresAt } = await rowOf(order.orderId);
  const stockBefore = (await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)!;
  await releaseExpiredHolds(database.db, new Date(holdExpiresAt!.getTime() + 1_000));
  expect((await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)).toBe(
    stockBefore + 1,
  );
  // Completion of this payment works; every other call (the cancel) gets a 503.
  standIn.sandbox.switches.set({ mode: 'normal', conversationId: paymentConversationId! });
  standIn.sandbox.switches.set({ mode: 'server-error', status: 503 });
  const { callback } = await throughBankPage(standIn, html, '283126');
  expect(callback).not.toBeNull();
  return { shopper, order, paymentId: callback!.paymentId! };
}

describe('a late card payment whose refund fails', () => {
  it('is recorded as REFUND_PENDING, retried as a job, and REFUNDED once iyzico confirms', async () => {
    const { shopper, order, paymentId } = await lateChargeWithRefundRefused();
    expect(await rowOf(order.orderId)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
      paymentId,
    });
    expect(await refundOf(paymentId)).toMatchObject({
      orderId: order.orderId,
      amount: order.totalPrice,
      reason: 'late-payment',
      status: 'PENDING',
      attempts: 1,
    });
    expect((await refundOf(paymentId))!.lastError).toBeTruthy();
    expect(standIn.sandbox.payments.find(paymentId)?.cancelled).toBe(false);
    // The shopper is told the refund is under way, not that it is done.
    const seen = (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json();
    expect(seen.paymentStatus).toBe('REFUND_PENDING');
    expect(PAYMENT_STATUS_TEXTS.REFUND_PENDING).toContain('iadesi işleniyor');
    const queued = (await app.jobs.stats()).find((q) => q.queue === 'card-refund');
    expect(queued?.queued).toBe(1);

    // iyzico is back: the job gives the money back and the order says so.
    standIn.sandbox.switches.clear();
    await app.jobs.drain();
    expect(standIn.sandbox.payments.find(paymentId)?.cancelled).toBe(true);
    expect(await refundOf(paymentId)).toMatchObject({ status: 'REFUNDED', lastError: null });
    expect((await rowOf(order.orderId)).paymentStatus).toBe('REFUNDED');
    // A repeated job for the same payment is a no-op (natural key: paymentId).
    const again = new CardRefunds(database.db, providerFor(standIn), app.jobs);
    await again.refundNow({
      paymentId,
      orderId: order.orderId,
      amount: order.totalPrice,
      reason: 'late-payment',
    });
    expect((await refundOf(paymentId))!.attempts).toBe(2);
  });

  it('becomes FAILED and alerts an admin when iyzico keeps refusing', async () => {
    const { order, paymentId } = await lateChargeWithRefundRefused();
    const fast = new CardRefunds(
      database.db,
      providerFor(standIn, { timeoutMs: 2_000 }),
      app.jobs,
      defineQueue({
        name: 'card-refund-test',
        retryLimit: 2,
        retryDelaySeconds: 0,
        retryBackoff: false,
      }),
    );
    await fast.work();
    await fast.retryLater(paymentId, new Error('iyzico 503'));
    await app.jobs.drain();
    const refund = await refundOf(paymentId);
    expect(refund?.status).toBe('FAILED');
    expect(standIn.sandbox.payments.find(paymentId)?.cancelled).toBe(false);
    // The money is still owed: the order keeps saying so.
    expect((await rowOf(order.orderId)).paymentStatus).toBe('REFUND_PENDING');
    // The order's other notices (a new order) are not about the refund.
    const notices = (
      await database.db
        .select()
        .from(adminNotifications)
        .where(eq(adminNotifications.orderRef, order.orderId))
    ).filter((notice) => notice.kind.startsWith('refund'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'refund-failed', title: 'Kart iadesi yapılamadı' });
    expect(notices[0]!.body).toContain(paymentId);
    expect(notices[0]!.readAt).toBeNull();
    const dead = await app.jobs.failedJobs();
    expect(dead.items.some((job) => job.queue === 'card-refund-test')).toBe(true);
  });
});

describe('cancelling a card-paid order (cancel-order workflow)', () => {
  async function paidOrder() {
    const { order, html } = await orderAtTheBank();
    const { callback } = await throughBankPage(standIn, html, '283126');
    expect((await rowOf(order.orderId)).paymentStatus).toBe('PAID');
    return { order, paymentId: callback!.paymentId! };
  }
  const refunds = () => new CardRefunds(database.db, providerFor(standIn), app.jobs);
  const cancel = (orderId: string) =>
    cancelOrder(database.db, refunds(), {
      orderId,
      actor: 'admin:test',
      reason: 'Müşteri vazgeçti',
    });

  it('restocks, removes the sale and gives the card charge back', async () => {
    const { order, paymentId } = await paidOrder();
    const stock = (await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)!;
    const cancelled = await cancel(order.orderId);
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect((await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)).toBe(stock + 1);
    expect(
      await database.db.select().from(productSales).where(eq(productSales.orderRef, order.orderId)),
    ).toEqual([]);
    expect(standIn.sandbox.payments.find(paymentId)?.cancelled).toBe(true);
    expect(await refundOf(paymentId)).toMatchObject({
      reason: 'order-cancelled',
      status: 'REFUNDED',
    });
    // Again: nothing changes, the stock is not put back twice.
    await cancel(order.orderId);
    expect((await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)).toBe(stock + 1);
  });

  it('keeps the order cancelled and the refund owed when iyzico refuses it', async () => {
    const { order, paymentId } = await paidOrder();
    const queued = async () =>
      (await app.jobs.stats()).find((q) => q.queue === 'card-refund')?.queued ?? 0;
    const before = await queued();
    standIn.sandbox.switches.set({ mode: 'server-error', status: 503 });
    const cancelled = await cancel(order.orderId);
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'REFUND_PENDING' });
    expect(await refundOf(paymentId)).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(await queued()).toBe(before + 1);
    standIn.sandbox.switches.clear();
    await app.jobs.drain();
    expect((await rowOf(order.orderId)).paymentStatus).toBe('REFUNDED');
  });
});
