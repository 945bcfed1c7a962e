import type { AdminRole } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { adminNotifications, customers, returns, reviews, skus } from '../../db/schema';
import { CART_COOKIE } from '../cart/index';
import { seedTestCatalogue } from '../cart/testing';
import { createSession } from '../identity/index';
import { adminBearer, smsTo, startTestShop, type TestShop, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';

let database: DatabaseHandle;
let app: FastifyInstance;
let shop: TestShop;
const bearers = new Map<AdminRole, Record<string, string>>();

beforeAll(async () => {
  // Listening, so the support answer's SMS reaches the sandbox stand-in over HTTP.
  shop = await startTestShop();
  database = shop.database;
  app = shop.app;
  for (const role of [
    'owner',
    'customerService',
    'operations',
    'marketing',
    'warehouse',
  ] as const) {
    bearers.set(role, await adminBearer(database, role));
  }
});

afterAll(async () => {
  await shop.close();
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function as(role: AdminRole) {
  return (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: bearers.get(role)!,
      remoteAddress: freshIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
const cs = as('customerService');

/** A signed-in customer who places a one-line order with `phone` as delivery phone. */
async function customerWithOrder(names = { firstName: 'Zeynep', lastName: 'Kaya' }) {
  const phone = testPhone();
  const [customer] = await database.db
    .insert(customers)
    .values({ phone, ...names, email: `${phone.slice(-7)}@example.com` })
    .returning();
  const { token } = await createSession(database.db, {
    kind: 'customer',
    principalId: customer!.id,
    ttlMs: 3_600_000,
  });
  const ip = freshIp();
  let cart: string | undefined;
  const call = async (method: Method, url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(cart ? { cookies: { [CART_COOKIE]: cart } } : {}),
    });
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cart = set.value;
    return response;
  };
  const catalogue = await seedTestCatalogue(database.db);
  expect(
    (await call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 })).statusCode,
  ).toBe(200);
  const body = orderBody();
  const placed = await call('POST', '/api/orders', {
    ...body,
    deliveryContact: { ...(body.deliveryContact as object), phone },
  });
  expect(placed.statusCode).toBe(200);
  const order = placed.json() as { orderId: string; orderNumber: string };
  return { customer: customer!, phone, call, order };
}

describe('customers in the back office', () => {
  it('lists, searches by name, phone and e-mail, pages; the record masks identity numbers', async () => {
    const { customer, phone, order } = await customerWithOrder({
      firstName: 'Gülizar',
      lastName: 'Öztürkmen',
    });
    const byName = await cs('GET', '/api/admin/customers?q=gülizar');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().customers.map((c: { _id: string }) => c._id)).toEqual([customer.id]);
    const local = `0${phone.slice(3, 6)} ${phone.slice(6)}`;
    const byPhone = await cs('GET', `/api/admin/customers?q=${encodeURIComponent(local)}`);
    expect(byPhone.json().customers[0]).toMatchObject({ _id: customer.id, orderCount: 1 });
    const byEmail = await cs('GET', `/api/admin/customers?q=${phone.slice(-7)}%40example`);
    expect(byEmail.json().total).toBe(1);
    const page = await cs('GET', '/api/admin/customers?page=1&sirala=name');
    expect(page.json()).toMatchObject({ page: 1, pages: expect.any(Number) });

    const detail = await cs('GET', `/api/admin/customers/${customer.id}`);
    expect(detail.statusCode).toBe(200);
    const record = detail.json();
    expect(record.orders).toHaveLength(1);
    expect(record.orders[0]).toMatchObject({
      orderNumber: order.orderNumber,
      identityNumber: '*** 46',
    });
    expect(detail.body).not.toContain('10000000146');
    expect(record.returns).toEqual([]);

    // A return of the customer's order shows on their record.
    await database.db.insert(returns).values({
      id: `cs-ret-${order.orderId}`,
      code: `IA-${phone.slice(-4)}-${phone.slice(-8, -4)}`,
      orderId: order.orderId,
      status: 'APPROVED',
      lines: [],
      reason: 'Beden/Ebatı büyük',
      refundChannel: 'bankTransfer',
      refundAmount: 12_345,
      createdBy: 'shopper',
    });
    const withReturn = (await cs('GET', `/api/admin/customers/${customer.id}`)).json();
    expect(withReturn.returns).toEqual([
      expect.objectContaining({
        orderNumber: order.orderNumber,
        status: 'APPROVED',
        refundAmount: 12_345,
      }),
    ]);
  });

  it('a customer-service admin corrects a profile; bad input gets Turkish field errors', async () => {
    const { customer } = await customerWithOrder();
    const bad = await cs('PUT', `/api/admin/customers/${customer.id}`, {
      firstName: '',
      lastName: 'Kaya',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.firstName', message: 'Ad gerekli.' },
        { field: 'body.email', message: 'Geçerli bir e-posta adresi girin.' },
      ]),
    );
    const ok = await cs('PUT', `/api/admin/customers/${customer.id}`, {
      firstName: 'Zehra',
      lastName: 'Kaya',
      email: 'Zehra@Example.com',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Müşteri bilgileri güncellendi.',
      customer: { firstName: 'Zehra', email: 'zehra@example.com' },
    });
    const missing = await cs('PUT', '/api/admin/customers/00000000-0000-4000-8000-000000000000', {
      firstName: 'A',
      lastName: 'B',
      email: '',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('marketing and the warehouse cannot read customers; nobody signed out can', async () => {
    const { customer } = await customerWithOrder();
    for (const role of ['marketing', 'warehouse', 'operations'] as const) {
      expect((await as(role)('GET', '/api/admin/customers')).statusCode).toBe(403);
      expect((await as(role)('GET', `/api/admin/customers/${customer.id}`)).statusCode).toBe(403);
      expect(
        (
          await as(role)('PUT', `/api/admin/customers/${customer.id}`, {
            firstName: 'X',
            lastName: 'Y',
            email: '',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await app.inject('/api/admin/customers')).statusCode).toBe(401);
  });
});

describe('support requests in the back office', () => {
  it('answering shows the answer to the shopper, queues an SMS and notified the staff', async () => {
    const { phone, call, order } = await customerWithOrder();
    const asked = await call('POST', '/api/support/requests', {
      orderId: order.orderId,
      topic: 'WHERE_IS_MY_ORDER',
      message: 'Siparişim ne zaman kargoya verilecek?',
    });
    expect(asked.statusCode).toBe(200);
    const notices = await database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.orderRef, order.orderId));
    expect(notices.map((n) => n.kind).sort()).toEqual(['order-new', 'support-new']);

    const open = await cs('GET', `/api/admin/support-requests?durum=OPEN&q=${order.orderNumber}`);
    expect(open.json().requests).toHaveLength(1);
    expect(open.json().requests[0]).toMatchObject({ supportIndex: 1, status: 'OPEN' });

    const short = await cs('PUT', `/api/admin/support-requests/${order.orderId}/1/answer`, {
      answer: 'ok',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({
      field: 'body.answer',
      message: 'Yanıt en az 5 karakter olmalı.',
    });
    const notYet = await cs('PUT', `/api/admin/support-requests/${order.orderId}/1/status`, {
      status: 'ANSWERED',
    });
    expect(notYet.statusCode).toBe(409);

    const answered = await cs('PUT', `/api/admin/support-requests/${order.orderId}/1/answer`, {
      answer: 'Siparişiniz yarın kargoya verilecek.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().request).toMatchObject({ status: 'ANSWERED', answeredBy: 'Test' });

    const seen = await call('GET', '/api/support/requests');
    expect(seen.json().requests[0]).toMatchObject({
      status: 'ANSWERED',
      answer: 'Siparişiniz yarın kargoya verilecek.',
    });
    await app.jobs.drain();
    expect((await smsTo(app, phone)).some((t) => t.includes('talebinizi yanıtladık'))).toBe(true);

    const closed = await cs('PUT', `/api/admin/support-requests/${order.orderId}/1/status`, {
      status: 'CLOSED',
    });
    expect(closed.json().request.status).toBe('CLOSED');
    const detail = await cs('GET', `/api/admin/support-requests/${order.orderId}/1`);
    expect(detail.json()).toMatchObject({
      order: { orderNumber: order.orderNumber, contactName: 'Ayşe Yılmaz' },
      request: { status: 'CLOSED' },
    });
  });

  it('links a request to another order; unknown orders and roles without the action are refused', async () => {
    const first = await customerWithOrder();
    const second = await customerWithOrder();
    await first.call('POST', '/api/support/requests', {
      orderId: first.order.orderId,
      topic: 'OTHER',
      message: 'Bu talep aslında diğer siparişim hakkında.',
    });
    const unknown = await cs('PUT', `/api/admin/support-requests/${first.order.orderId}/1/order`, {
      orderNumber: '0000-00000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.orderNumber');
    for (const role of ['marketing', 'warehouse'] as const) {
      const refused = await as(role)(
        'PUT',
        `/api/admin/support-requests/${first.order.orderId}/1/answer`,
        { answer: 'Merhaba, yardımcı olalım.' },
      );
      expect(refused.statusCode).toBe(403);
      expect((await as(role)('GET', '/api/admin/support-requests')).statusCode).toBe(403);
    }
    const moved = await as('operations')(
      'PUT',
      `/api/admin/support-requests/${first.order.orderId}/1/order`,
      { orderNumber: second.order.orderNumber },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().request).toMatchObject({
      orderId: second.order.orderId,
      orderNumber: second.order.orderNumber,
      supportIndex: 1,
    });
    expect(
      (await cs('GET', `/api/admin/support-requests/${first.order.orderId}/1`)).statusCode,
    ).toBe(404);
  });
});

describe('visitor questions and reviews', () => {
  async function product() {
    const catalogue = await seedTestCatalogue(database.db);
    const [row] = await database.db
      .select({ productId: skus.productId })
      .from(skus)
      .where(eq(skus.id, catalogue.sheet));
    return row!.productId;
  }

  it('an answer appears on the product Q&A at once; a hidden question disappears', async () => {
    const productId = await product();
    const asked = await app.inject({
      method: 'POST',
      url: `/api/products/${productId}/questions`,
      remoteAddress: freshIp(),
      payload: { name: 'Merve', question: 'Bu nevresim 100 % pamuk mu?' },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().question._id as number;
    // The public list is cached (and the question waits for moderation).
    const before = await app.inject(`/api/products/${productId}/questions`);
    expect(before.json().questions).toHaveLength(0);

    const waiting = await cs('GET', '/api/admin/questions?durum=waiting&yanit=bekleyen&q=pamuk');
    expect(waiting.json().questions.map((q: { _id: number }) => q._id)).toContain(id);

    const answered = await cs('PUT', `/api/admin/questions/${id}/answer`, {
      answer: 'Evet, %100 pamuktur.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().question.state).toBe('published');
    const after = await app.inject(`/api/products/${productId}/questions`);
    expect(after.json().questions[0]).toMatchObject({
      _id: id,
      answer: 'Evet, %100 pamuktur.',
      answeredBy: 'Çarşı Müşteri Hizmetleri',
    });

    const hidden = await cs('PUT', `/api/admin/questions/${id}/visibility`, { visible: false });
    expect(hidden.json().question.state).toBe('hidden');
    expect(
      (await app.inject(`/api/products/${productId}/questions`)).json().questions,
    ).toHaveLength(0);

    expect(
      (await as('marketing')('PUT', `/api/admin/questions/${id}/answer`, { answer: 'Evet.' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await cs('PUT', `/api/admin/questions/${id}/visibility`, { visible: 'yes' })).statusCode,
    ).toBe(400);
    expect(
      (await cs('PUT', '/api/admin/questions/99999999/answer', { answer: 'Evet.' })).statusCode,
    ).toBe(404);
  });

  it("approving a review publishes it and updates the product's rating; hiding takes it back", async () => {
    const productId = await product();
    const posted = await app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      remoteAddress: freshIp(),
      payload: { name: 'Ali', rating: 4, comment: 'Güzel ürün, tavsiye ederim.' },
    });
    expect(posted.json().published).toBe(false);
    const id = posted.json().review._id as number;
    const approved = await cs('PUT', `/api/admin/reviews/${id}/visibility`, { visible: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().review.state).toBe('published');
    const list = await app.inject(`/api/products/${productId}/reviews`);
    expect(list.json()).toMatchObject({ numReviews: 1, rating: 4 });
    const hidden = await cs('PUT', `/api/admin/reviews/${id}/visibility`, { visible: false });
    expect(hidden.json().review.state).toBe('hidden');
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ isPublished: false });
    expect((await app.inject(`/api/products/${productId}/reviews`)).json().numReviews).toBe(0);
    const listed = await cs('GET', '/api/admin/reviews?durum=hidden&q=tavsiye');
    expect(listed.json().reviews.map((r: { _id: number }) => r._id)).toContain(id);
  });
});

describe('the staff message board', () => {
  it('notes are added, pinned to the top and deleted only by their author', async () => {
    const first = await cs('POST', '/api/admin/message-board', {
      text: 'Kargo firması 14:00’te gelecek.',
    });
    expect(first.statusCode).toBe(200);
    const second = await as('operations')('POST', '/api/admin/message-board', {
      text: 'Depoda yeni nevresimler var.',
    });
    const firstId = first.json().note._id as number;
    const pinned = await as('operations')('PUT', `/api/admin/message-board/${firstId}/pin`, {
      pinned: true,
    });
    expect(pinned.json().note.pinned).toBe(true);
    const board = await cs('GET', '/api/admin/message-board');
    expect(board.json().notes[0]).toMatchObject({ _id: firstId, pinned: true, mine: true });
    expect(board.json().notes[1]).toMatchObject({ _id: second.json().note._id, mine: false });

    const notMine = await cs('DELETE', `/api/admin/message-board/${second.json().note._id}`);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('Yalnızca kendi notunuzu silebilirsiniz.');
    expect((await cs('DELETE', `/api/admin/message-board/${firstId}`)).json().message).toBe(
      'Not silindi.',
    );

    const long = await cs('POST', '/api/admin/message-board', { text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe('Not en çok 500 karakter olabilir.');
    expect((await as('marketing')('GET', '/api/admin/message-board')).statusCode).toBe(403);
  });
});
