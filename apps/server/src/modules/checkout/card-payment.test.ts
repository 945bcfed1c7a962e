import { createServer } from 'node:net';
import { formatTL } from '@carsi/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { adminNotifications, orderStatusChanges, orders } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import {
  providerFor,
  type StandIn,
  startStandIn,
  throughBankPage,
} from '../../integrations/iyzico/test-stand-in';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { smsTo } from '../identity/testing';
import { releaseExpiredHolds, stockOf } from '../orders/index';
import { orderBody } from '../orders/testing';
import { basketOf } from './basket';

let database: DatabaseHandle;
let app: FastifyInstance;
let standIn: StandIn;
let catalogue: TestCatalogue;
let origin: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  database = await openTestDatabase();
  standIn = await startStandIn({ hangMs: 10_000 });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = await buildTestApp(database, {
    env: { PUBLIC_URL: origin },
    // Long enough for a loaded CI machine; the timeout test waits this once.
    paymentProvider: providerFor(standIn, { timeoutMs: 2_000 }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  catalogue = await seedTestCatalogue(database.db);
});

afterEach(() => standIn.sandbox.switches.clear());

afterAll(async () => {
  await app.close();
  // The timeout switch leaves a request the client gave up on; do not wait for it.
  standIn.app.server.closeAllConnections();
  await standIn.close();
  await database.close();
});

const card = (number = '5528790000000008') => ({
  holderName: 'Ayşe Yılmaz',
  number,
  expireMonth: '12',
  expireYear: '2030',
  cvc: '123',
});

async function unpaidOrder(qty = 1) {
  const shopper = testVisitor(app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty });
  const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
  return { shopper, order };
}

async function postCallback(fields: Record<string, string>) {
  return fetch(`${origin}/api/iyzico/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const rowOf = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('card payment with 3-D Secure', () => {
  it('offers up to 3 instalments without interest for the order total', async () => {
    const { shopper, order } = await unpaidOrder();
    const plan = await shopper.call('POST', '/api/iyzico/getInstallmentPlan', {
      orderId: order.orderId,
      binNumber: '55287900',
    });
    expect(plan.statusCode).toBe(200);
    const options = plan.json().options;
    expect(options.map((o: { installmentNumber: number }) => o.installmentNumber)).toEqual([
      1, 2, 3,
    ]);
    expect(options.every((o: { totalPrice: number }) => o.totalPrice === order.totalPrice)).toBe(
      true,
    );
  });

  it('charges once through the bank page and confirms the order, even with a duplicate callback', async () => {
    const { shopper, order } = await unpaidOrder();
    const started = await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId: order.orderId,
      card: card(),
      installment: 1,
    });
    expect(started.statusCode).toBe(200);
    const html = started.json().htmlContent as string;
    expect(html).toContain('<form');
    const { callback } = await throughBankPage(standIn, html, '283126');
    expect(callback).not.toBeNull();
    const paid = await rowOf(order.orderId);
    expect(paid).toMatchObject({
      paymentStatus: 'PAID',
      orderStatus: 'CONFIRMED',
      paymentMethod: 'CreditCard',
      paidPrice: order.totalPrice,
      holdExpiresAt: null,
    });
    // The bank (or a double click) posts the same callback again, twice at once.
    const again = await Promise.all([postCallback(callback!), postCallback(callback!)]);
    for (const response of again) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `/odeme-sonucu?durum=basarili&siparis=${order.orderId}`,
      );
    }
    const changes = await database.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.orderId));
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.actor])).toEqual([
      [null, 'NEW', 'guest'],
      ['NEW', 'CONFIRMED', 'system:iyzico'],
    ]);
    // One SMS once paid: the order is placed and its card charged.
    await app.jobs.drain();
    const texts = (await smsTo(app, '+905321234567')).filter((t) => t.includes(order.orderNumber));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(
      `siparişiniz alındı, kartla ödemesi alındı: ${formatTL(order.totalPrice)}.`,
    );
    expect(
      (
        await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
          orderId: order.orderId,
          card: card(),
          installment: 1,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('199.90 TL × 3: the cart, the order and the iyzico basket all come to 599.70 TL', async () => {
    const shopper = testVisitor(app);
    const cart = (
      await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 3 })
    ).json();
    expect(cart.totals.totalAmountWithVat).toBe(59_970);
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    expect(order).toMatchObject({
      itemsPrice: 49_975,
      taxPrice: 9_995,
      shippingPrice: 0,
      totalPrice: 59_970,
    });
    expect(order.orderItems[0]).toMatchObject({ price: 19_990, qty: 3, itemsTotalPrice: 59_970 });
    const started = await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId: order.orderId,
      card: card(),
      installment: 1,
    });
    expect(started.statusCode).toBe(200);
    const { paymentConversationId } = await rowOf(order.orderId);
    const payment = standIn.sandbox.payments.findByConversation(paymentConversationId!);
    expect(payment).toMatchObject({ price: 59_970, paidPrice: 59_970 });
    expect(payment!.items.map((item) => item.price)).toEqual([59_970]);
  });

  it('the basket carries each line at its VAT-included total plus shipping', async () => {
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.duvet, qty: 1 });
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    // 199.90 + 55.00 (its gift towel is free) is past the 250 TL free-shipping line.
    expect(order).toMatchObject({ shippingPrice: 0, totalPrice: 25_490 });
    const row = await rowOf(order.orderId);
    expect(basketOf(row).map((item) => [item.itemType, item.price])).toEqual([
      ['PHYSICAL', 19_990],
      ['PHYSICAL', 5_500],
    ]);
    const withShipping = { ...row, shippingPrice: 3_990, totalPrice: 29_480 };
    expect(basketOf(withShipping).map((item) => item.price)).toEqual([19_990, 5_500, 3_990]);
    // A total the lines do not add up to is refused before iyzico sees it.
    expect(() => basketOf({ ...row, totalPrice: 25_491 })).toThrow(/adds up to 25490/);
  });

  it('a wrong bank code leaves the order unpaid and sends the shopper to the failure page', async () => {
    const { shopper, order } = await unpaidOrder();
    const html = (
      await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
        orderId: order.orderId,
        card: card(),
        installment: 1,
      })
    ).json().htmlContent;
    const { callback } = await throughBankPage(standIn, html, '000000');
    if (callback) {
      const response = await postCallback(callback);
      expect(response.headers.get('location')).toContain('durum=hata');
      expect(response.headers.get('location')).toContain('neden=three-ds');
    }
    expect((await rowOf(order.orderId)).paymentStatus).toBe('UNPAID');
  });

  it('a card without funds sends the shopper to the failure page with the reason', async () => {
    const { shopper, order } = await unpaidOrder();
    const html = (
      await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
        orderId: order.orderId,
        card: card('4111111111111129'),
        installment: 1,
      })
    ).json().htmlContent;
    const { landedOn } = await throughBankPage(standIn, html, '283126');
    expect(landedOn).toBe(
      `/odeme-sonucu?durum=hata&siparis=${order.orderId}&neden=insufficient-funds`,
    );
    expect((await rowOf(order.orderId)).paymentStatus).toBe('UNPAID');
    // A failed card places no order: the shopper gets no "siparişiniz alındı".
    await app.jobs.drain();
    const texts = (await smsTo(app, '+905321234567')).filter((t) => t.includes(order.orderNumber));
    expect(texts).toEqual([]);
    // The staff's notice names the reason once, in one sentence ending with one full stop.
    const [notice] = await database.db
      .select()
      .from(adminNotifications)
      .where(
        and(
          eq(adminNotifications.orderRef, order.orderId),
          eq(adminNotifications.kind, 'payment-failed'),
        ),
      );
    expect(notice?.body).toMatch(/[^.]\.$/);
  });

  it('when the callback never comes the order stays unpaid and its stock is released on time', async () => {
    const own = await seedTestCatalogue(database.db);
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: own.sheet, qty: 2 });
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId: order.orderId,
      card: card(),
      installment: 1,
    });
    expect((await stockOf(database.db, [own.sheet])).get(own.sheet)).toBe(3);
    const hold = (await rowOf(order.orderId)).holdExpiresAt!;
    await releaseExpiredHolds(database.db, new Date(hold.getTime() + 1_000));
    expect((await stockOf(database.db, [own.sheet])).get(own.sheet)).toBe(5);
    expect(await rowOf(order.orderId)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'UNPAID',
    });
  });

  it('a provider 5xx or timeout is a retryable Turkish error and nothing is charged', async () => {
    const { shopper, order } = await unpaidOrder();
    for (const mode of ['server-error', 'timeout'] as const) {
      standIn.sandbox.switches.set({ mode, status: 503 });
      const response = await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
        orderId: order.orderId,
        card: card(),
        installment: 1,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'PAYMENT_UNAVAILABLE',
        message: 'Ödeme hizmetine şu anda ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
      });
    }
    expect(await rowOf(order.orderId)).toMatchObject({
      paymentStatus: 'UNPAID',
      orderStatus: 'NEW',
    });
  });

  it('rejects a bad card, a past expiry, another person’s order and a forged callback', async () => {
    const { shopper, order } = await unpaidOrder();
    const pay = (body: Record<string, unknown>, who = shopper) =>
      who.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
        orderId: order.orderId,
        installment: 1,
        card: card(),
        ...body,
      });
    const luhn = await pay({ card: card('5528790000000009') });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().errors[0].field).toBe('body.card.number');
    const expired = await pay({ card: { ...card(), expireYear: '2020' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0].field).toBe('body.card.expireYear');
    const tooMany = await pay({ installment: 6 });
    expect(tooMany.json().errors[0].field).toBe('body.installment');
    const tampered = await pay({ price: 1 });
    expect(tampered.json().errors[0].field).toBe('body.price');
    const stranger = testVisitor(app);
    await stranger.call('POST', '/api/cart/items', { skuId: catalogue.duvet, qty: 1 });
    expect((await pay({}, stranger)).statusCode).toBe(403);
    const forged = await postCallback({
      status: 'success',
      mdStatus: '1',
      paymentId: '999999',
      conversationId: 'made-up',
    });
    expect(forged.headers.get('location')).toBe('/odeme-sonucu?durum=hata');
    expect((await rowOf(order.orderId)).paymentStatus).toBe('UNPAID');
  });
});
