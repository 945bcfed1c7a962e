import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { admins, customers } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE, CartService } from '../cart/index';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { createSession } from '../identity/index';
import { testPhone } from '../identity/testing';
import { OrderService } from './order-service';
import { orderBody } from './test-order';
import { purchaseForWeb } from './web-services';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function sessionFor(kind: 'customer' | 'admin') {
  const [row] =
    kind === 'customer'
      ? await database.db.insert(customers).values({ phone: testPhone() }).returning()
      : await database.db
          .insert(admins)
          .values({
            name: 'Yönetici',
            phone: testPhone(),
            role: 'customerService',
            status: 'active',
          })
          .returning();
  const { token } = await createSession(database.db, {
    kind,
    principalId: row!.id,
    ttlMs: 60 * 60_000,
  });
  return { id: row!.id, token };
}

/** A guest (or, with a token, a customer) orders one sheet; returns the browser and the order. */
async function placeOrder(token?: string) {
  const shopper = testVisitor(app);
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 }, auth);
  const response = await shopper.call('POST', '/api/orders', orderBody(), auth);
  expect(response.statusCode).toBe(200);
  return { shopper, orderId: response.json().orderId as string };
}

const PERSONAL = [
  'Ayşe',
  'Yılmaz',
  'ayse@',
  'example',
  '1234567',
  'Moda',
  'Kadıköy',
  '10000000146',
];

describe('GET /api/orders/orderdetails/{id}', () => {
  it('shows a stranger holding the link masked contact data and no address', async () => {
    const { orderId } = await placeOrder();
    const response = await app.inject(`/api/orders/orderdetails/${orderId}`);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      orderId,
      personalData: 'masked',
      orderPhone: '+90 5** *** ** 67',
      deliveryContact: {
        firstName: 'A***',
        lastName: 'Y***',
        phone: '+90 5** *** ** 67',
        email: 'a***@e***.com',
      },
      shippingAddress: null,
      individualInvoice: null,
      companyInvoice: null,
      totalPrice: expect.any(Number),
    });
    expect(order.orderItems).toHaveLength(1);
    for (const value of PERSONAL) expect(response.body).not.toContain(value);
  });

  it('shows the browser that placed it everything', async () => {
    const { shopper, orderId } = await placeOrder();
    const order = (await shopper.call('GET', `/api/orders/orderdetails/${orderId}`)).json();
    expect(order).toMatchObject({
      personalData: 'full',
      orderPhone: '+905321234567',
      deliveryContact: { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com' },
      shippingAddress: { address: 'Moda Cad. No: 1 D: 2', district: 'Kadıköy' },
    });
  });

  it('shows the customer it belongs to everything, on any device', async () => {
    const customer = await sessionFor('customer');
    const { orderId } = await placeOrder(customer.token);
    const elsewhere = await app.inject({
      url: `/api/orders/orderdetails/${orderId}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(elsewhere.json()).toMatchObject({ personalData: 'full', orderPhone: '+905321234567' });
    const someoneElse = await sessionFor('customer');
    const foreign = await app.inject({
      url: `/api/orders/orderdetails/${orderId}`,
      headers: { authorization: `Bearer ${someoneElse.token}` },
    });
    expect(foreign.json()).toMatchObject({ personalData: 'masked', shippingAddress: null });
  });

  it('shows an admin everything', async () => {
    const { orderId } = await placeOrder();
    const admin = await sessionFor('admin');
    const response = await app.inject({
      url: `/api/orders/orderdetails/${orderId}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.json()).toMatchObject({
      personalData: 'full',
      deliveryContact: { firstName: 'Ayşe' },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await app.inject('/api/orders/orderdetails/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
  });
});

describe('what the order pages see', () => {
  const pageRequest = (cart: string | undefined) =>
    ({ cookies: cart ? { [CART_COOKIE]: cart } : {}, ip: '10.9.0.1' }) as unknown as FastifyRequest;
  const pages = (cart: string | undefined) =>
    purchaseForWeb(
      new CartService(database.db),
      new OrderService(database.db),
      pageRequest(cart),
      null,
    );

  it('gives the guest owner the whole order and a stranger the masked one', async () => {
    const { shopper, orderId } = await placeOrder();
    const own = await pages(shopper.cookie()).order(orderId);
    expect(own).toMatchObject({ owned: true, order: { personalData: 'full' } });
    expect(own?.order.shippingAddress?.address).toBe('Moda Cad. No: 1 D: 2');
    const stranger = await pages(undefined).order(orderId);
    expect(stranger).toMatchObject({
      owned: false,
      order: { personalData: 'masked', shippingAddress: null, orderPhone: '+90 5** *** ** 67' },
    });
    const text = JSON.stringify(stranger);
    for (const value of PERSONAL) expect(text).not.toContain(value);
  });
});
