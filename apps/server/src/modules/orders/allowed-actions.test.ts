import type { AdminRole } from '@carsi/contract';
import type { AdminOrderAction } from '@carsi/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer } from '../identity/testing';
import { orderBody } from './test-order';

// The order page offers what the server will accept: GET /api/admin/orders/{id} carries the
// actions the order's status and payment allow (the domain) that this admin's role may take.

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  await database.db.update(skus).set({ countInStock: 1_000 });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const bearers = new Map<AdminRole, Record<string, string>>();
async function admin(role: AdminRole, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  if (!bearers.has(role)) bearers.set(role, await adminBearer(database, role));
  return app.inject({
    method,
    url,
    headers: bearers.get(role)!,
    ...(body ? { payload: body } : {}),
  });
}

async function actionsOf(role: AdminRole, orderId: string): Promise<AdminOrderAction[]> {
  const detail = await admin(role, 'GET', `/api/admin/orders/${orderId}`);
  expect(detail.statusCode).toBe(200);
  return detail.json().allowedActions;
}

/** A placed order, unpaid (NEW) unless `cod`: then cash on delivery (CONFIRMED). */
async function placeOrder(cod: boolean) {
  const shopper = testVisitor(app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
  const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
  expect(order.orderId).toBeTruthy();
  if (cod) {
    const paid = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(paid.statusCode).toBe(200);
  }
  return { shopper, orderId: order.orderId as string };
}

describe('allowed actions on the admin order page', () => {
  it("a confirmed order: each role is offered only its own part, and marketing can't open it", async () => {
    const { orderId } = await placeOrder(true);
    expect(await actionsOf('warehouse', orderId)).toEqual(['markPrinted', 'markPacked', 'addNote']);
    expect(await actionsOf('operations', orderId)).toEqual([
      'markPrinted',
      'markPacked',
      'cancelWhole',
      'cancelLines',
      'swapLine',
      'updateContact',
      'updateInvoice',
      'addNote',
    ]);
    expect(await actionsOf('customerService', orderId)).toEqual([
      'swapLine',
      'updateContact',
      'updateInvoice',
      'addNote',
    ]);
    // Cash on delivery is settled: nothing for accounting to mark paid.
    expect(await actionsOf('accounting', orderId)).toEqual(['updateInvoice', 'addNote']);
    expect((await admin('marketing', 'GET', `/api/admin/orders/${orderId}`)).statusCode).toBe(403);
  });

  it('an unpaid order offers accounting its payment actions, and the owner everything it allows', async () => {
    const { orderId } = await placeOrder(false);
    expect(await actionsOf('accounting', orderId)).toEqual([
      'markPaid',
      'cancelPaymentOrder',
      'setPaymentMethod',
      'updateInvoice',
      'addNote',
    ]);
    const owner = await actionsOf('owner', orderId);
    expect(owner).toContain('cancelWhole');
    expect(owner).not.toContain('markPacked');
    expect(owner).not.toContain('swapLine');
  });

  it('follows the order: shipped, undelivered (cancel offered and accepted), and delivered (no cancel)', async () => {
    const { orderId, shopper } = await placeOrder(true);
    const url = (action: string) => `/api/admin/orders/${orderId}/${action}`;
    const view = async () =>
      (await shopper.call('GET', `/api/orders/orderdetails/${orderId}`)).json();
    expect((await view()).shopperMayChange).toBe(true);

    expect((await admin('warehouse', 'POST', url('packed'), {})).statusCode).toBe(200);
    expect((await view()).shopperMayChange).toBe(false);
    expect(await actionsOf('warehouse', orderId)).toEqual(['markPrinted', 'ship', 'addNote']);
    const shopperCancel = await shopper.call('POST', '/api/orders/cancelorder', { orderId });
    expect(shopperCancel.statusCode).toBe(409);
    expect(shopperCancel.json().code).toBe('ORDER_TOO_LATE');

    const ship = { trackingCode: 'YK1234567' };
    expect((await admin('warehouse', 'PUT', url('tracking-code'), ship)).statusCode).toBe(200);
    expect(await actionsOf('owner', orderId)).toEqual([
      'markPrinted',
      'correctTracking',
      'setDelivered',
      'setUndelivered',
      'addNote',
    ]);

    const undelivered = { reason: 'Adreste kimse yok' };
    expect((await admin('warehouse', 'POST', url('undelivered'), undelivered)).statusCode).toBe(
      200,
    );
    expect(await actionsOf('operations', orderId)).toEqual([
      'markPrinted',
      'ship',
      'cancelWhole',
      'addNote',
    ]);
    expect(await actionsOf('warehouse', orderId)).not.toContain('cancelWhole');
    // What is offered works: the parcel came back and operations cancel the order.
    const cancel = await admin('operations', 'POST', url('cancel'), { reason: 'Kargo iade' });
    expect(cancel.statusCode).toBe(200);
    expect(await actionsOf('owner', orderId)).toEqual(['addNote']);
  });

  it('a delivered order offers no cancel to anyone', async () => {
    const { orderId } = await placeOrder(true);
    const url = (action: string) => `/api/admin/orders/${orderId}/${action}`;
    expect((await admin('warehouse', 'POST', url('printed'), {})).statusCode).toBe(200);
    expect((await admin('warehouse', 'POST', url('packed'), {})).statusCode).toBe(200);
    const ship = { trackingCode: 'YK7654321' };
    expect((await admin('warehouse', 'PUT', url('tracking-code'), ship)).statusCode).toBe(200);
    expect((await admin('warehouse', 'POST', url('delivered'), {})).statusCode).toBe(200);
    expect(await actionsOf('owner', orderId)).toEqual(['addNote']);
    expect(
      (await admin('operations', 'POST', url('cancel'), { reason: 'Müşteri vazgeçti' })).statusCode,
    ).toBe(409);
  });
});
