import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { skus, wholesaleOrders } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import {
  providerFor,
  type StandIn,
  startStandIn,
  throughBankPage,
} from '../../integrations/iyzico/test-stand-in';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';
import { releaseUnpaidCardOrders } from './card-hold';
import { testReseller, testWholesaleSkus } from './test-support';

// Wholesale orders paid by card with 3-D Secure: the retail calls with the
// wholesale token, the same stand-in bank page, approval only after the provider's charge.

let database: DatabaseHandle;
let app: FastifyInstance;
let standIn: StandIn;
let origin: string;
type Reseller = Awaited<ReturnType<typeof testReseller>>;
let a: Reseller;
let b: Reseller;
let items: Awaited<ReturnType<typeof testWholesaleSkus>>;

const withCard = {
  creditCard: { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 0 },
  bankTransfer: { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 0 },
};

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
    paymentProvider: providerFor(standIn, { timeoutMs: 5_000 }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  a = await testReseller(database, { methods: withCard });
  b = await testReseller(database, { methods: withCard });
  items = await testWholesaleSkus(database);
});
afterAll(async () => {
  await app.close();
  standIn.app.server.closeAllConnections();
  await standIn.close();
  await database.close();
});

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: url.startsWith('/') ? url : `/api/wholesale/${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const card = {
  holderName: 'Ayşe Yılmaz',
  number: '5528790000000008',
  expireMonth: '12',
  expireYear: '2030',
  cvc: '123',
};

async function orderOf(who: Reseller, paymentMethod: string) {
  const addressId = (
    await call(who, 'POST', 'createDeliveryAddress', {
      title: 'Depo',
      contactName: 'Mehmet Kaya',
      phone: '05321234567',
      address: 'Organize Sanayi 5. Cadde No: 12',
      province: 'Bursa',
      district: 'Nilüfer',
    })
  ).json().addresses[0].addressId as string;
  const cart = (
    await call(who, 'POST', 'postCart', { id: who.id, cart: [{ skuId: items.cover.id, qty: 3 }] })
  ).json().cart;
  const created = await call(who, 'POST', 'createWholeSaleOrder', {
    cartId: cart.cartId,
    paymentMethod,
    addressId,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().order as { id: string; totalPrice: number; orderStatus: string };
}

const rowOf = async (id: string) =>
  (await database.db.select().from(wholesaleOrders).where(eq(wholesaleOrders.id, id)))[0]!;
const stockOf = async (id: number) =>
  (await database.db.select().from(skus).where(eq(skus.id, id)))[0]!.countInStock;

describe('wholesale card payment (3-D Secure)', () => {
  let orderId: string;
  let total: number;

  it('creates a card order waiting for its payment, with its stock taken; staff cannot approve it', async () => {
    const before = await stockOf(items.cover.id);
    const order = await orderOf(a, 'creditCard');
    orderId = order.id;
    total = order.totalPrice;
    expect(order.orderStatus).toBe('PENDING_CARD_PAYMENT');
    expect(await stockOf(items.cover.id)).toBe(before - 3);
    const admin = { headers: await adminBearer(database, 'owner') };
    const approve = await call(admin, 'PUT', 'adminUpdateWholeSaleOrderStatus', {
      id: orderId,
      statusData: 'APPROVED',
    });
    expect(approve.statusCode).toBe(409);
    expect((await rowOf(orderId)).status).toBe('PENDING_CARD_PAYMENT');
  });

  it('refuses another account, a retail visitor and an order not paid by card, writing nothing', async () => {
    const plan = { orderId, binNumber: '55287900' };
    const pay = { orderId, card, installment: 1 };
    for (const path of [
      '/api/iyzico/getInstallmentPlan',
      '/api/iyzico/initiateIyzicoThreeDsPayment',
    ]) {
      const body = path.endsWith('Plan') ? plan : pay;
      const foreign = await call(b, 'POST', path, body);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Toptan sipariş bulunamadı.');
      const anonymous = await call({ headers: {} }, 'POST', path, body);
      expect(anonymous.statusCode).toBe(401);
    }
    const transfer = await orderOf(b, 'bankTransfer');
    const refused = await call(b, 'POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      ...pay,
      orderId: transfer.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bu ödeme yöntemini kullanma izniniz yok.');
    expect((await rowOf(transfer.id)).status).toBe('PENDING_BANK_TRANSFER');
    expect((await rowOf(orderId)).statusHistory).toHaveLength(1);
  });

  it('offers up to 3 instalments without interest for the order total', async () => {
    const plan = await call(a, 'POST', '/api/iyzico/getInstallmentPlan', {
      orderId,
      binNumber: '55287900',
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const options = plan.json().options as { installmentNumber: number; totalPrice: number }[];
    expect(options.map((o) => o.installmentNumber)).toEqual([1, 2, 3]);
    expect(options.every((o) => o.totalPrice === total)).toBe(true);
  });

  it('a failed 3-D Secure leaves the order waiting and sends the browser back to the card page', async () => {
    const started = await call(a, 'POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId,
      card,
      installment: 1,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { landedOn } = await throughBankPage(standIn, started.json().htmlContent, '000000');
    expect(landedOn).toBe(`/toptan-siparis-3ds-guvenli-odeme-sayfasi?id=${orderId}&durum=hata`);
    const row = await rowOf(orderId);
    expect(row.status).toBe('PENDING_CARD_PAYMENT');
    expect(row.paymentId).toBeNull();
    expect(row.statusHistory.at(-1)?.note).toBeTruthy();
  });

  it('approves the order only once the provider confirms the charge; a repeated callback changes nothing', async () => {
    const started = await call(a, 'POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId,
      card,
      installment: 2,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { callback, landedOn } = await throughBankPage(
      standIn,
      started.json().htmlContent,
      '283126',
    );
    expect(landedOn).toBe(`/toptan-siparis-tesekkurler?id=${orderId}`);
    const paid = await rowOf(orderId);
    expect(paid.status).toBe('APPROVED');
    expect(paid.paymentId).toBeTruthy();
    const again = await fetch(`${origin}/api/iyzico/toptanCallback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(callback!).toString(),
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/toptan-siparis-tesekkurler?id=${orderId}`);
    const after = await rowOf(orderId);
    expect(after.statusHistory.filter((e) => e.status === 'APPROVED')).toHaveLength(1);
    // Paid: no second payment.
    const twice = await call(a, 'POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId,
      card,
      installment: 1,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('the reseller may cancel a card order still waiting; then it cannot be paid', async () => {
    const before = await stockOf(items.cover.id);
    const waiting = await orderOf(b, 'creditCard');
    expect(await stockOf(items.cover.id)).toBe(before - 3);
    const cancelled = await call(b, 'PUT', 'updateWholeSaleOrderStatus', {
      id: waiting.id,
      statusData: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(items.cover.id)).toBe(before);
    const pay = await call(b, 'POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId: waiting.id,
      card,
      installment: 1,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('Bu sipariş kartla ödeme beklemiyor.');
  });

  it('an admin token is not a wholesale token', async () => {
    const admin = { headers: await adminBearer(database, 'owner') };
    const refused = await call(admin, 'POST', '/api/iyzico/getInstallmentPlan', {
      orderId,
      binNumber: '55287900',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a forged callback for an unknown conversation approves nothing', async () => {
    const forged = await fetch(`${origin}/api/iyzico/toptanCallback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        status: 'success',
        mdStatus: '1',
        paymentId: '12345',
        conversationId: `ws_${randomUUID()}_x`,
      }).toString(),
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/toptan-siparislerim');
  });
});

describe('an abandoned wholesale card order', () => {
  it('gives its stock back after the payment hold; a paid order and a fresh one are left alone', async () => {
    const before = await stockOf(items.cover.id);
    const abandoned = await orderOf(b, 'creditCard');
    const fresh = await orderOf(b, 'creditCard');
    expect(await stockOf(items.cover.id)).toBe(before - 6);
    const paidOrder = await orderOf(b, 'bankTransfer');
    // The abandoned order's last activity was 31 minutes ago.
    await database.db
      .update(wholesaleOrders)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(wholesaleOrders.id, abandoned.id));

    const now = new Date();
    const [first, second] = await Promise.all([
      releaseUnpaidCardOrders(database.db, now),
      releaseUnpaidCardOrders(database.db, now),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const released = await rowOf(abandoned.id);
    expect(released.status).toBe('CANCELLED');
    expect(released.statusHistory.at(-1)).toMatchObject({ by: 'system', status: 'CANCELLED' });
    // Both runs saw it, only one cancelled it: its 3 came back once (fresh and paid keep theirs).
    expect(await stockOf(items.cover.id)).toBe(before - 6);
    expect((await rowOf(fresh.id)).status).toBe('PENDING_CARD_PAYMENT');
    expect((await rowOf(paidOrder.id)).status).toBe('PENDING_BANK_TRANSFER');

    // The hold is gone for good: the reseller can no longer start a card payment for it.
    const retry = await call(b, 'POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId: abandoned.id,
      card,
      installment: 1,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('Bu sipariş kartla ödeme beklemiyor.');
  });
});
