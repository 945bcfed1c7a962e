import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { returns, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let customerService: Record<string, string>;
let warehouse: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  await database.db.update(skus).set({ countInStock: 100 });
  customerService = await adminBearer(database, 'customerService');
  warehouse = await adminBearer(database, 'warehouse');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A guest (never signed in) places a cash-on-delivery order with `phone`. */
async function guestOrder(phone: string, firstName: string, lastName: string) {
  const guest = testVisitor(app);
  await guest.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
  const body = orderBody();
  const placed = await guest.call('POST', '/api/orders', {
    ...body,
    deliveryContact: { ...(body.deliveryContact as object), firstName, lastName, phone },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json() as { orderId: string; orderNumber: string };
  const cod = await guest.call('PUT', '/api/orders/paymentinfo', {
    orderId: order.orderId,
    paymentMethod: 'CashOnDelivery',
  });
  expect(cod.statusCode, cod.body).toBe(200);
  return order;
}

const read = (url: string) => app.inject({ url, headers: customerService });

describe('guest buyers in kullanicilar', () => {
  it('lists a guest by phone with their orders, returns and cash-on-delivery refusals', async () => {
    const phone = testPhone();
    const first = await guestOrder(phone, 'Hatice', 'Güler');
    await guestOrder(phone, 'Hatice', 'Güler');

    const found = await read('/api/admin/customers?q=hatice%20guler');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().customers).toEqual([
      expect.objectContaining({
        firstName: 'Hatice',
        lastName: 'Güler',
        phone,
        orderCount: 2,
        signedIn: false,
        lastSignInAt: null,
      }),
    ]);
    const local = `0${phone.slice(3, 6)} ${phone.slice(6)}`;
    const byPhone = (await read(`/api/admin/customers?q=${encodeURIComponent(local)}`)).json();
    expect(byPhone.total).toBe(1);
    const id = byPhone.customers[0]._id as string;

    // The carrier brings the first order back: the guest refused it at the door.
    const url = (action: string) => `/api/admin/orders/${first.orderId}/${action}`;
    const step = async (method: 'POST' | 'PUT', action: string, payload: object = {}) => {
      const response = await app.inject({ method, url: url(action), headers: warehouse, payload });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    };
    await step('POST', 'packed');
    await step('PUT', 'tracking-code', { trackingCode: 'YK2468013' });
    await step('POST', 'undelivered', { reason: 'Alıcı kapıda teslim almadı' });
    await database.db.insert(returns).values({
      id: `guest-ret-${first.orderId}`,
      code: `IA-${phone.slice(-4)}-${phone.slice(-8, -4)}`,
      orderId: first.orderId,
      status: 'APPROVED',
      lines: [],
      reason: 'Beden/Ebatı büyük',
      refundChannel: 'bankTransfer',
      refundAmount: 9_990,
      createdBy: 'shopper',
    });

    const record = (await read(`/api/admin/customers/${id}`)).json();
    expect(record.customer).toMatchObject({ firstName: 'Hatice', signedIn: false, orderCount: 2 });
    expect(record.orders).toHaveLength(2);
    expect(record.returns).toEqual([
      expect.objectContaining({ orderNumber: first.orderNumber, refundAmount: 9_990 }),
    ]);
    expect(record.codRefusals).toEqual([
      expect.objectContaining({
        orderId: first.orderId,
        orderNumber: first.orderNumber,
        reason: 'Alıcı kapıda teslim almadı',
      }),
    ]);
  });
});
