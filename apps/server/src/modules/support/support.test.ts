import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { carts, customers, supportRequests } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE } from '../cart/index';
import { seedTestCatalogue } from '../cart/testing';
import { createSession } from '../identity/index';
import { testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';
import { SupportService } from './support-service';
import { supportForWeb } from './web-services';

let database: DatabaseHandle;
let app: FastifyInstance;
/** Every SQL statement the test database ran, to catch N+1 reads. */
const queries: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase({ onQuery: (statement) => queries.push(statement) });
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

let ipCounter = 0;
/** A fresh visitor address, so tests do not share the per-IP limit unless they mean to. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Method = 'GET' | 'POST';

/** A browser: keeps its cart cookie, comes from one IP and may carry a customer's token. */
function visitor(options: { ip?: string; token?: string } = {}) {
  const ip = options.ip ?? freshIp();
  let cart: string | undefined;
  const call = async (method: Method, url: string, payload?: unknown) => {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(cart ? { cookies: { [CART_COOKIE]: cart } } : {}),
    });
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cart = set.value;
    return response;
  };
  return { call, cart: () => cart };
}

async function signedInCustomer(phone = testPhone()) {
  const [customer] = await database.db.insert(customers).values({ phone }).returning();
  const { token } = await createSession(database.db, {
    kind: 'customer',
    principalId: customer!.id,
    ttlMs: 60 * 60_000,
  });
  return { id: customer!.id, phone, token };
}

/** Places a one-line order from `shopper`'s cart with `phone` as the delivery phone. */
async function placeOrder(shopper: ReturnType<typeof visitor>, phone = testPhone()) {
  const catalogue = await seedTestCatalogue(database.db);
  expect(
    (await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 })).statusCode,
  ).toBe(200);
  const body = orderBody();
  const response = await shopper.call('POST', '/api/orders', {
    ...body,
    deliveryContact: { ...(body.deliveryContact as object), phone },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { orderId: string; orderNumber: string; orderPhone: string };
}

const ask = (orderId: string, extra: Record<string, unknown> = {}) => ({
  orderId,
  topic: 'WHERE_IS_MY_ORDER',
  message: 'Siparişim ne zaman kargoya verilecek?',
  ...extra,
});

const countOf = async (orderId: string) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(supportRequests)
      .where(eq(supportRequests.orderId, orderId))
  )[0]?.n;

describe('a guest asks about their order', () => {
  it('numbers the requests per order and lists them with their status', async () => {
    const guest = visitor();
    const order = await placeOrder(guest);
    const first = await guest.call('POST', '/api/support/requests', ask(order.orderId));
    expect(first.statusCode).toBe(200);
    expect(first.json().request).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      supportIndex: 1,
      topic: 'WHERE_IS_MY_ORDER',
      message: 'Siparişim ne zaman kargoya verilecek?',
      contactPhone: order.orderPhone,
      status: 'OPEN',
      answer: null,
      answeredAt: null,
    });
    // Holding the order link is enough for a guest order, on another device too.
    const elsewhere = visitor();
    const second = await elsewhere.call(
      'POST',
      '/api/support/requests',
      ask(order.orderId, {
        topic: 'ADDRESS_OR_INVOICE_CHANGE',
        message: '   Kapı numarası 3 değil 5 olacak, lütfen düzeltin.   ',
        contactPhone: '0 (555) 444 33 22',
      }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().request).toMatchObject({
      supportIndex: 2,
      message: 'Kapı numarası 3 değil 5 olacak, lütfen düzeltin.',
      contactPhone: '+905554443322',
    });

    const list = await elsewhere.call('GET', `/api/support/orders/${order.orderId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().order).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderStatus: 'NEW',
      paymentStatus: 'UNPAID',
    });
    expect(
      list
        .json()
        .requests.map((r: { supportIndex: number; status: string }) => [r.supportIndex, r.status]),
    ).toEqual([
      [1, 'OPEN'],
      [2, 'OPEN'],
    ]);
    // The link shows a stranger the requests, but no phone number in full; the owner sees them.
    const phones = (response: LightMyRequestResponse) =>
      response.json().requests.map((r: { contactPhone: string }) => r.contactPhone);
    expect(phones(list)).toEqual([
      `+90 5** *** ** ${order.orderPhone.slice(-2)}`,
      '+90 5** *** ** 22',
    ]);
    const own = await guest.call('GET', `/api/support/orders/${order.orderId}`);
    expect(phones(own)).toEqual([order.orderPhone, '+905554443322']);
  });

  it('takes a resent form as the same request', async () => {
    const guest = visitor();
    const order = await placeOrder(guest);
    const first = await guest.call('POST', '/api/support/requests', ask(order.orderId));
    const again = await guest.call('POST', '/api/support/requests', ask(order.orderId));
    expect(again.statusCode).toBe(200);
    expect(again.json().request.supportIndex).toBe(first.json().request.supportIndex);
    expect(await countOf(order.orderId)).toBe(1);
  });

  it('gives requests sent at once different numbers', async () => {
    const guest = visitor();
    const order = await placeOrder(guest);
    const responses = await Promise.all(
      ['İlk soru: kargo firması hangisi?', 'İkinci soru: fatura e-postayla mı gelir?'].map(
        (message) => guest.call('POST', '/api/support/requests', ask(order.orderId, { message })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(responses.map((r) => r.json().request.supportIndex).sort()).toEqual([1, 2]);
  });
});

describe('bad input', () => {
  it.each([
    ['topic', { topic: undefined }, 'body.topic'],
    ['unknown topic', { topic: 'REFUND_NOW' }, 'body.topic'],
    ['short message', { message: '  kısa  ' }, 'body.message'],
    ['long message', { message: 'a'.repeat(2001) }, 'body.message'],
    ['missing message', { message: undefined }, 'body.message'],
    ['landline phone', { contactPhone: '0212 123 45 67' }, 'body.contactPhone'],
    ['unknown field', { status: 'CLOSED' }, 'body.status'],
    ['malformed order id', { orderId: '../etc' }, 'body.orderId'],
  ])('%s → 400 naming the field, nothing written', async (_name, change, field) => {
    const guest = visitor();
    const order = await placeOrder(guest);
    const response = await guest.call('POST', '/api/support/requests', ask(order.orderId, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await countOf(order.orderId)).toBe(0);
  });

  it('names a malformed order id in the path and the page number', async () => {
    const guest = visitor();
    const byOrder = await guest.call('GET', '/api/support/orders/not-an-order');
    expect(byOrder.statusCode).toBe(400);
    expect(byOrder.json().errors[0].field).toBe('params.id');
    const { token } = await signedInCustomer();
    const page = await visitor({ token }).call('GET', '/api/support/requests?pageNumber=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().errors[0].field).toBe('query.pageNumber');
  });
});

describe("another person's order", () => {
  it('answers 404 for a customer order to anyone but that customer, and writes nothing', async () => {
    const ayse = await signedInCustomer();
    const order = await placeOrder(visitor({ token: ayse.token }));
    const mehmet = await signedInCustomer();
    for (const stranger of [visitor({ token: mehmet.token }), visitor()]) {
      const create = await stranger.call('POST', '/api/support/requests', ask(order.orderId));
      expect(create.statusCode).toBe(404);
      expect(create.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Sipariş bulunamadı.' });
      const read = await stranger.call('GET', `/api/support/orders/${order.orderId}`);
      expect(read.statusCode).toBe(404);
    }
    expect(await countOf(order.orderId)).toBe(0);
    // Its own customer, on any device, may ask.
    const own = await visitor({ token: ayse.token }).call(
      'POST',
      '/api/support/requests',
      ask(order.orderId),
    );
    expect(own.statusCode).toBe(200);
  });

  it('answers an unknown order exactly like a foreign one', async () => {
    const response = await visitor().call(
      'POST',
      '/api/support/requests',
      ask('AAAAAAAAAAAAAAAAAAAAAA'),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Sipariş bulunamadı.' });
  });
});

describe("a customer's requests", () => {
  it('lists requests on their orders and on guest orders they placed here with their phone', async () => {
    const customer = await signedInCustomer();
    const browser = visitor();
    // Ordered as a guest first, with the phone they later sign in with…
    const asGuest = await placeOrder(browser, customer.phone);
    await browser.call('POST', '/api/support/requests', ask(asGuest.orderId));
    // …and another guest order in the same browser for somebody else's phone.
    const forSomeoneElse = await placeOrder(browser);
    await browser.call('POST', '/api/support/requests', ask(forSomeoneElse.orderId));

    const signedIn = visitor({ token: customer.token });
    const own = await placeOrder(signedIn);
    await signedIn.call(
      'POST',
      '/api/support/requests',
      ask(own.orderId, { topic: 'CANCELLATION', message: 'Bu siparişi iptal etmek istiyorum.' }),
    );

    // The API client has no cart cookie: only the account's own orders.
    const api = await signedIn.call('GET', '/api/support/requests');
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ page: 1, pages: 1, count: 1 });
    expect(api.json().requests[0]).toMatchObject({ orderId: own.orderId, topic: 'CANCELLATION' });

    // In the browser that placed the guest order, that order's request is theirs too.
    const here = await app.inject({
      method: 'GET',
      url: '/api/support/requests',
      headers: { authorization: `Bearer ${customer.token}` },
      cookies: { [CART_COOKIE]: browser.cart()! },
    });
    expect(here.json().count).toBe(2);
    expect(here.json().requests.map((r: { orderId: string }) => r.orderId)).toEqual([
      own.orderId,
      asGuest.orderId,
    ]);
  });

  it('follows a guest order to the account once its browser signed in there', async () => {
    const customer = await signedInCustomer();
    const browser = visitor();
    const order = await placeOrder(browser, customer.phone);
    await browser.call('POST', '/api/support/requests', ask(order.orderId));
    const api = visitor({ token: customer.token });
    expect((await api.call('GET', '/api/support/requests')).json().count).toBe(0);
    // Signing in on that browser makes its cart the customer's (cart module).
    await database.db
      .update(carts)
      .set({ customerId: customer.id })
      .where(eq(carts.id, browser.cart()!));
    const after = (await api.call('GET', '/api/support/requests')).json();
    expect(after.count).toBe(1);
    expect(after.requests[0].orderId).toBe(order.orderId);
  });

  it('pages the list, ten to a page', async () => {
    const customer = await signedInCustomer();
    const browser = visitor({ token: customer.token });
    const order = await placeOrder(browser);
    for (let i = 1; i <= 11; i += 1) {
      const response = await visitor({ token: customer.token }).call(
        'POST',
        '/api/support/requests',
        ask(order.orderId, { message: `Soru numarası ${i}: ne zaman?`, contactPhone: testPhone() }),
      );
      expect(response.statusCode).toBe(200);
    }
    const second = await browser.call('GET', '/api/support/requests?pageNumber=2');
    expect(second.json()).toMatchObject({ page: 2, pages: 2, count: 11 });
    expect(second.json().requests).toHaveLength(1);
    expect(second.json().requests[0].supportIndex).toBe(1);
    // Two reads whatever the number of requests: the customer's phone, then the page.
    const support = new SupportService(database.db);
    queries.length = 0;
    expect((await support.ofCustomer(customer.id, browser.cart()!, 1)).requests).toHaveLength(10);
    expect(queries).toHaveLength(2);
    queries.length = 0;
    expect(
      (await support.forOrder(order.orderId, { cartId: null, customerId: customer.id })).requests,
    ).toHaveLength(11);
    expect(queries).toHaveLength(2);
    const beyond = await browser.call('GET', '/api/support/requests?pageNumber=3');
    expect(beyond.json()).toMatchObject({ page: 3, pages: 2, count: 11, requests: [] });
  });

  it('needs a signed-in customer', async () => {
    const response = await visitor().call('GET', '/api/support/requests');
    expect(response.statusCode).toBe(401);
  });
});

describe('limits', () => {
  it('allows five requests per phone an hour, whichever IP they come from', async () => {
    const guest = visitor();
    const order = await placeOrder(guest);
    const contactPhone = testPhone();
    const send = (i: number) =>
      visitor().call(
        'POST',
        '/api/support/requests',
        ask(order.orderId, { message: `Telefon sınırı denemesi ${i}`, contactPhone }),
      );
    for (let i = 1; i <= 5; i += 1) expect((await send(i)).statusCode).toBe(200);
    const sixth = await send(6);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await countOf(order.orderId)).toBe(5);
  });

  it('allows ten requests per visitor IP an hour', async () => {
    const guest = visitor();
    const order = await placeOrder(guest);
    const sameIp = visitor({ ip: '10.9.9.9' });
    const send = (i: number) =>
      sameIp.call(
        'POST',
        '/api/support/requests',
        ask(order.orderId, { message: `IP sınırı denemesi ${i}`, contactPhone: testPhone() }),
      );
    for (let i = 1; i <= 10; i += 1) expect((await send(i)).statusCode).toBe(200);
    expect((await send(11)).statusCode).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents the customer-service endpoints', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/support/requests', '/api/support/orders/{id}']),
    );
    expect(doc.paths['/api/support/requests'].post).toBeDefined();
    expect(doc.paths['/api/support/requests'].get).toBeDefined();
  });
});

describe('what the pages see', () => {
  const pageRequest = (cart: string | undefined, ip = freshIp()) =>
    ({ cookies: cart ? { [CART_COOKIE]: cart } : {}, ip }) as unknown as FastifyRequest;

  it('turns refusals into form failures by field and hides foreign orders', async () => {
    const support = new SupportService(database.db);
    const guest = visitor();
    const order = await placeOrder(guest);
    const web = supportForWeb(support, pageRequest(guest.cart()), null);
    const bad = await web.create({ orderId: order.orderId, topic: 'OTHER', message: 'kısa' });
    expect(bad).toMatchObject({ ok: false, status: 400, fields: { message: expect.any(String) } });
    const ok = await web.create({
      orderId: order.orderId,
      topic: 'OTHER',
      message: 'Hediye paketi yapılabilir mi?',
      contactPhone: '',
    });
    expect(ok).toMatchObject({ ok: true, request: { supportIndex: 1 } });
    expect((await web.order(order.orderId))?.requests).toHaveLength(1);
    expect(await web.order('nope')).toBeNull();
    expect(await web.mine(1)).toBeNull();

    const ayse = await signedInCustomer();
    const hers = await placeOrder(visitor({ token: ayse.token }));
    expect(await web.order(hers.orderId)).toBeNull();
    const asAyse = supportForWeb(support, pageRequest(undefined), ayse.id);
    const mine = await asAyse.mine(1);
    expect(mine?.orders.map((o) => o.orderId)).toEqual([hers.orderId]);
    expect(mine?.requests).toMatchObject({ page: 1, pages: 1, count: 0, requests: [] });
  });
});
