import { type AdminRole, adminRoles } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer } from '../identity/testing';
import { orderBody } from './test-order';

// An order's personal data by admin role, the same rule (access.ts
// orderPersonalDataFor) on the order link, the back office's order page and its order list.

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let orderId: string;
const headers = {} as Record<AdminRole, Record<string, string>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  for (const role of adminRoles) headers[role] = await adminBearer(database, role);
  const shopper = testVisitor(app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
  const placed = await shopper.call('POST', '/api/orders', orderBody());
  expect(placed.statusCode).toBe(200);
  orderId = placed.json().orderId;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, role: AdminRole) => app.inject({ url, headers: headers[role] });

/** What only the full view shows: e-mail, invoice (TCKN) and payment records. */
const INVOICE_AND_EMAIL = ['ayse@example.com', '10000000146'];

describe('GET /api/orders/orderdetails/{id} by admin role', () => {
  it.each(['owner', 'operations', 'customerService', 'accounting'] as const)(
    'shows %s everything',
    async (role) => {
      const order = (await get(`/api/orders/orderdetails/${orderId}`, role)).json();
      expect(order).toMatchObject({
        personalData: 'full',
        deliveryContact: { firstName: 'Ayşe', email: 'ayse@example.com' },
        individualInvoice: { firstName: 'Ayşe' },
      });
    },
  );

  it('shows the warehouse the delivery name, phone and address, no e-mail or invoice', async () => {
    const response = await get(`/api/orders/orderdetails/${orderId}`, 'warehouse');
    expect(response.json()).toMatchObject({
      personalData: 'delivery',
      orderPhone: '+905321234567',
      deliveryContact: {
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        phone: '+905321234567',
        email: 'a***@e***.com',
      },
      shippingAddress: { address: 'Moda Cad. No: 1 D: 2', district: 'Kadıköy' },
      individualInvoice: null,
      companyInvoice: null,
    });
    for (const value of INVOICE_AND_EMAIL) expect(response.body).not.toContain(value);
  });

  it('shows marketing what a stranger holding the link sees', async () => {
    const response = await get(`/api/orders/orderdetails/${orderId}`, 'marketing');
    expect(response.json()).toMatchObject({
      personalData: 'masked',
      deliveryContact: { firstName: 'A***', lastName: 'Y***' },
      shippingAddress: null,
      individualInvoice: null,
    });
    for (const value of [...INVOICE_AND_EMAIL, 'Yılmaz', 'Moda', '1234567']) {
      expect(response.body).not.toContain(value);
    }
  });
});

describe('the back office order page and list by role', () => {
  it('gives the warehouse no payment records, invoice, IP or e-mail', async () => {
    const response = await get(`/api/admin/orders/${orderId}`, 'warehouse');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment: null,
      individualInvoice: null,
      companyInvoice: null,
      deliveryContact: { firstName: 'Ayşe', phone: '+905321234567', ip: null },
      shippingAddress: { address: 'Moda Cad. No: 1 D: 2' },
    });
    for (const value of INVOICE_AND_EMAIL) expect(response.body).not.toContain(value);
  });

  it('gives accounting the payment records and the invoice', async () => {
    const order = (await get(`/api/admin/orders/${orderId}`, 'accounting')).json();
    expect(order.payment).toMatchObject({ lineRefunds: [] });
    expect(order.individualInvoice).toMatchObject({ firstName: 'Ayşe' });
    expect(order.deliveryContact.email).toBe('ayse@example.com');
  });

  it('refuses marketing the order page and the list', async () => {
    expect((await get(`/api/admin/orders/${orderId}`, 'marketing')).statusCode).toBe(403);
    expect((await get('/api/admin/orders', 'marketing')).statusCode).toBe(403);
  });

  it('masks the e-mail in the warehouse order list only', async () => {
    const row = (role: AdminRole) =>
      get('/api/admin/orders', role).then(
        (r) =>
          (r.json().orders as Array<{ orderId: string; email: string; phone: string }>).find(
            (o) => o.orderId === orderId,
          )!,
      );
    expect(await row('warehouse')).toMatchObject({
      email: 'a***@e***.com',
      phone: '+905321234567',
    });
    expect((await row('operations')).email).toBe('ayse@example.com');
  });
});
