import type { AdminRole } from '@carsi/contract';
import { PAYMENT_STATUS_TEXTS } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { adminNotifications, cardRefunds, productSales } from '../../db/schema';
import {
  providerFor,
  type StandIn,
  throughBankPage,
} from '../../integrations/iyzico/test-stand-in';
import { defineQueue } from '../../jobs';
import type { TestCatalogue } from '../cart/testing';
import { releaseExpiredHolds, stockOf } from '../orders/index';
import { type OrderTestShop, startOrderTestShop } from '../orders/testing';
import { type RefundJob, RefundService } from './index';

/**
 * Card refunds as shoppers and admins meet them: a late charge given back, an admin's cancel of a
 * paid order (iyzico's cancel the same day; item refunds of the lines once a line went back).
 * When iyzico refuses, the refund is not forgotten: the order says REFUND_PENDING, the
 * `card-refund` job retries until iyzico confirms, and an admin is alerted if it never does.
 */
let shop: OrderTestShop;
let database: DatabaseHandle;
let app: FastifyInstance;
let standIn: StandIn;
let catalogue: TestCatalogue;

beforeAll(async () => {
  shop = await startOrderTestShop();
  ({ database, app, standIn, catalogue } = shop);
});

afterEach(() => standIn.sandbox.switches.clear());

afterAll(() => shop.close());

/** A queue with no delay and two retries, so a test sees the retries run out. */
const fastQueue = defineQueue<RefundJob>({
  name: 'card-refund-test',
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
});
let fast: RefundService | undefined;
/** The refund service on that queue, its worker started once. */
async function fastRefunds() {
  if (!fast) {
    fast = new RefundService(database.db, providerFor(standIn, { timeoutMs: 2_000 }), app.jobs, {
      queue: fastQueue,
    });
    await fast.work();
  }
  return fast;
}
const rowOf = (id: string) => shop.rowOf(id);
const refundOf = async (paymentId: string) =>
  (await database.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId)))[0];

/** A placed order (one sheet, or what `lines` says) and its 3-D Secure page, card entered. */
async function orderAtTheBank(lines = [{ skuId: catalogue.sheet, qty: 1 }]) {
  const { shopper, order } = await shop.placeOrder(lines);
  return { shopper, order, html: await shop.startCardPayment(shopper, order.orderId) };
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
    const again = new RefundService(database.db, providerFor(standIn), app.jobs);
    await again.refundCharge({
      paymentId,
      orderId: order.orderId,
      amount: order.totalPrice,
      reason: 'late-payment',
    });
    expect((await refundOf(paymentId))!.attempts).toBe(2);
  });

  it('becomes FAILED and alerts an admin when iyzico keeps refusing', async () => {
    const { order, paymentId } = await lateChargeWithRefundRefused();
    const fast = await fastRefunds();
    // Asked again while iyzico still refuses: the same refund, retried on the short queue.
    await fast.refundCharge({
      paymentId,
      orderId: order.orderId,
      amount: order.totalPrice,
      reason: 'late-payment',
    });
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
    const dead = await app.jobs.failedJobs();
    expect(dead.items.some((job) => job.queue === 'card-refund-test')).toBe(true);
  });
});

describe('an admin cancelling a card-paid order', () => {
  async function paidOrder(lines?: { skuId: number; qty: number }[]) {
    const { shopper, order, html } = await orderAtTheBank(lines);
    const { callback } = await throughBankPage(standIn, html, '283126');
    expect((await rowOf(order.orderId)).paymentStatus).toBe('PAID');
    return { shopper, order, paymentId: callback!.paymentId! };
  }
  const admin = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    role: AdminRole = 'operations',
  ) => shop.admin(role, method, url, payload);
  const cancel = (orderId: string) =>
    admin('POST', `/api/admin/orders/${orderId}/cancel`, { reason: 'Müşteri vazgeçti' });
  const cancelLine = (orderId: string) =>
    admin('POST', `/api/admin/orders/${orderId}/cancel-lines`, {
      lines: [{ line: 0, qty: 1 }],
      reason: 'Depoda hasarlı çıktı',
    });
  const paymentOf = async (orderId: string) =>
    (await admin('GET', `/api/admin/orders/${orderId}`)).json().payment;
  const queued = async () =>
    (await app.jobs.stats()).find((q) => q.queue === 'card-refund')?.queued ?? 0;
  const refundedOf = (paymentId: string) =>
    standIn.sandbox.payments.find(paymentId)!.items.reduce((sum, item) => sum + item.refunded, 0);

  it('restocks, removes the sale and gives the card charge back the same day', async () => {
    const { order, paymentId } = await paidOrder();
    const stock = (await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)!;
    const cancelled = await cancel(order.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rowOf(order.orderId)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    expect((await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)).toBe(stock + 1);
    expect(
      await database.db.select().from(productSales).where(eq(productSales.orderRef, order.orderId)),
    ).toEqual([]);
    expect(standIn.sandbox.payments.find(paymentId)?.cancelled).toBe(true);
    expect(await refundOf(paymentId)).toMatchObject({
      reason: 'order-cancelled',
      status: 'REFUNDED',
    });
    // Again: refused, and the stock is not put back twice.
    const again = await cancel(order.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_ALREADY_CANCELLED');
    expect((await stockOf(database.db, [catalogue.sheet])).get(catalogue.sheet)).toBe(stock + 1);
  });

  it('keeps the order cancelled and the charge owed when iyzico refuses its cancel', async () => {
    const { order, paymentId } = await paidOrder();
    const before = await queued();
    standIn.sandbox.switches.set({ mode: 'server-error', status: 503 });
    expect((await cancel(order.orderId)).statusCode).toBe(200);
    expect(await rowOf(order.orderId)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
    });
    expect(await refundOf(paymentId)).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await paymentOf(order.orderId)).cardRefund).toMatchObject({
      status: 'PENDING',
      lastError: expect.any(String),
    });
    expect(await queued()).toBe(before + 1);
    standIn.sandbox.switches.clear();
    await app.jobs.drain();
    expect((await rowOf(order.orderId)).paymentStatus).toBe('REFUNDED');
    expect(standIn.sandbox.payments.find(paymentId)?.cancelled).toBe(true);
  });

  it('retries a line refund iyzico refused, then refunds the rest by item once a line went back', async () => {
    const { shopper, order, paymentId } = await paidOrder([
      { skuId: catalogue.sheet, qty: 2 },
      { skuId: catalogue.duvet, qty: 1 },
    ]);
    const placed = await rowOf(order.orderId);
    const unit = placed.items[0]!.itemsTotalPrice / 2;
    const before = await queued();
    standIn.sandbox.switches.set({ mode: 'server-error', status: 503 });
    const partial = await cancelLine(order.orderId);
    expect(partial.statusCode, partial.body).toBe(200);
    // Refused: owed, with iyzico's error for the admin, and the shopper sees it under way.
    expect((await paymentOf(order.orderId)).lineRefunds).toEqual([
      expect.objectContaining({
        line: 0,
        qty: 1,
        amount: unit,
        status: 'PENDING',
        lastError: expect.any(String),
      }),
    ]);
    const seen = (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json();
    expect(seen.cardRefunds).toEqual([
      expect.objectContaining({ amount: unit, status: 'PENDING' }),
    ]);
    expect(refundedOf(paymentId)).toBe(0);
    expect(await queued()).toBe(before + 1);

    // iyzico is back: the job makes the item refund.
    standIn.sandbox.switches.clear();
    await app.jobs.drain();
    expect((await paymentOf(order.orderId)).lineRefunds).toEqual([
      expect.objectContaining({ status: 'REFUNDED', lastError: null }),
    ]);
    expect(refundedOf(paymentId)).toBe(unit);

    // The whole cancel now refunds what is left line by line (not iyzico's cancel); refused
    // first, the order waits in REFUND_PENDING and becomes REFUNDED with the last item refund.
    standIn.sandbox.switches.set({ mode: 'server-error', status: 503 });
    expect((await cancel(order.orderId)).statusCode).toBe(200);
    expect(await rowOf(order.orderId)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
    });
    const open = (await paymentOf(order.orderId)).lineRefunds.filter(
      (refund: { status: string }) => refund.status === 'PENDING',
    );
    // Both lines (shipping is free at this total).
    expect(placed.shippingPrice).toBe(0);
    expect(open.map((refund: { line: number | null }) => refund.line)).toEqual([0, 1]);
    standIn.sandbox.switches.clear();
    await app.jobs.drain();
    expect((await rowOf(order.orderId)).paymentStatus).toBe('REFUNDED');
    expect(refundedOf(paymentId)).toBe(placed.totalPrice);
    expect(standIn.sandbox.payments.find(paymentId)?.cancelled).toBe(false);
    expect(await refundOf(paymentId)).toBeUndefined();
  });

  it('alerts an admin when a line refund is never confirmed, who then records it by hand', async () => {
    const { order, paymentId } = await paidOrder([
      { skuId: catalogue.sheet, qty: 2 },
      { skuId: catalogue.duvet, qty: 1 },
    ]);
    standIn.sandbox.switches.set({ mode: 'server-error', status: 503 });
    expect((await cancelLine(order.orderId)).statusCode).toBe(200);
    expect((await cancel(order.orderId)).statusCode).toBe(200);
    const ids = (await paymentOf(order.orderId)).lineRefunds.map((r: { id: number }) => r.id);
    await (await fastRefunds()).refundLines(ids);
    await app.jobs.drain();
    const payment = await paymentOf(order.orderId);
    expect(payment.lineRefunds.map((r: { status: string }) => r.status)).toEqual(
      ids.map(() => 'FAILED'),
    );
    expect((await rowOf(order.orderId)).paymentStatus).toBe('REFUND_PENDING');
    const notices = (
      await database.db
        .select()
        .from(adminNotifications)
        .where(eq(adminNotifications.orderRef, order.orderId))
    ).filter((notice) => notice.kind === 'refund-failed');
    expect(notices).toHaveLength(ids.length);
    expect(notices[0]!.body).toContain(paymentId);
    expect(notices[0]!.body).toContain('İptal edilen ödemeyi güncelle');

    // The admin refunded it in iyzico's panel and records that: nothing is left to retry.
    standIn.sandbox.switches.clear();
    const byHand = await admin(
      'POST',
      `/api/admin/orders/${order.orderId}/cancelled-payment`,
      { reason: 'iyzico panelinden iade: 12345' },
      'accounting',
    );
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect((await rowOf(order.orderId)).paymentStatus).toBe('REFUNDED');
    expect(
      (await paymentOf(order.orderId)).lineRefunds.map((r: { status: string }) => r.status),
    ).toEqual(ids.map(() => 'REFUNDED'));
  });
});
