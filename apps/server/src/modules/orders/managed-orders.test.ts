import { CASH_ON_DELIVERY_FEE_KURUS, formatTL } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderEvents, orders, skus } from '../../db/schema';
import {
  seedTestCatalogue,
  signInCustomer,
  type TestCatalogue,
  testBrowser,
} from '../cart/testing';
import { adminBearer, smsTo, startTestShop, type TestShop, testPhone } from '../identity/testing';
import { stockOf } from './stock';

let shop: TestShop;
let catalogue: TestCatalogue;
let quiltCode: string;

beforeAll(async () => {
  shop = await startTestShop();
  catalogue = await seedTestCatalogue(shop.database.db);
  const [quilt] = await shop.database.db
    .select({ sku: skus.sku })
    .from(skus)
    .where(eq(skus.id, catalogue.quilt));
  quiltCode = quilt!.sku;
}, 180_000);
afterAll(() => shop.close());

const staff = async (
  role: Parameters<typeof adminBearer>[1],
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  shop.app.inject({
    method,
    url,
    headers: { ...(await adminBearer(shop.database, role)), ...headers },
    ...(payload ? { payload } : {}),
  });

const orderFor = (phone: string, paymentMethod: 'CashOnDelivery' | 'CardLink', qty = 2) => ({
  phone: `0${phone.slice(3)}`,
  firstName: 'Hatice',
  lastName: 'Demir',
  email: 'hatice@example.com',
  shippingAddress: {
    country: 'Türkiye',
    province: 'Ankara',
    district: 'Çankaya',
    address: 'Atatürk Bulvarı No: 10 D: 4',
  },
  lines: [{ sku: quiltCode, qty }],
  paymentMethod,
});

const rowOf = async (id: string) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('managed (phone) orders', () => {
  it('finds or creates the customer by phone; cash on delivery confirms with the fee, once', async () => {
    const phone = testPhone();
    const lookup = `/api/admin/managed-orders/customer?phone=0${phone.slice(3)}`;
    expect((await staff('warehouse', 'GET', lookup)).statusCode).toBe(403);
    expect((await staff('customerService', 'GET', lookup)).json()).toEqual({
      phone,
      customer: null,
      lastDelivery: null,
    });
    const before = (await stockOf(shop.database.db, [catalogue.quilt])).get(catalogue.quilt)!;
    const body = orderFor(phone, 'CashOnDelivery');
    expect((await staff('marketing', 'POST', '/api/admin/managed-orders', body)).statusCode).toBe(
      403,
    );
    const key = { 'idempotency-key': 'telefon-siparisi-0001' };
    const placed = await staff('customerService', 'POST', '/api/admin/managed-orders', body, key);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placed.json();
    // Two quilts (399.80 TL): free shipping, plus the cash-on-delivery fee.
    expect(answer).toMatchObject({
      paymentMethod: 'CashOnDelivery',
      payLink: null,
      totalPrice: 39_980 + CASH_ON_DELIVERY_FEE_KURUS,
    });
    // A retry (a double click, a timeout) answers the same order and takes no more stock.
    const again = await staff('customerService', 'POST', '/api/admin/managed-orders', body, key);
    expect(again.json().orderId).toBe(answer.orderId);
    expect((await stockOf(shop.database.db, [catalogue.quilt])).get(catalogue.quilt)).toBe(
      before - 2,
    );

    const [customer] = await shop.database.db
      .select()
      .from(customers)
      .where(eq(customers.phone, phone));
    expect(customer).toMatchObject({ firstName: 'Hatice', lastName: 'Demir' });
    expect(await rowOf(answer.orderId)).toMatchObject({
      orderStatus: 'CONFIRMED',
      paymentMethod: 'CashOnDelivery',
      customerId: customer!.id,
      orderPhone: phone,
      converterAppeal: 'telefon',
    });
    const [event] = await shop.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, answer.orderId));
    expect(event).toMatchObject({ action: 'managed-order' });
    expect(event!.actor).toMatch(/^admin:/);
    await shop.app.jobs.drain();
    const texts = await smsTo(shop.app, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(
      `${answer.orderNumber} numaralı siparişiniz alındı. Tutar: ${formatTL(answer.totalPrice)}.`,
    );

    // The next call finds them, with where the last order went.
    expect((await staff('customerService', 'GET', lookup)).json()).toMatchObject({
      customer: { id: customer!.id, firstName: 'Hatice' },
      lastDelivery: { firstName: 'Hatice', shippingAddress: { district: 'Çankaya' } },
    });
  });

  it('a card link texts the payment page; the customer pays it once signed in with the phone', async () => {
    const phone = testPhone();
    const placed = await staff(
      'operations',
      'POST',
      '/api/admin/managed-orders',
      orderFor(phone, 'CardLink', 1),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placed.json();
    expect(answer.payLink).toMatch(
      new RegExp(`/odeme-adimi-2/2\\?unpaidid=${answer.orderId}&totalprice=${answer.totalPrice}$`),
    );
    const row = await rowOf(answer.orderId);
    expect(row).toMatchObject({ orderStatus: 'NEW', paymentStatus: 'UNPAID' });
    // The stock waits a day for the customer, not the shop's 30 minutes.
    expect(row.holdExpiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(23 * 3_600_000);
    await shop.app.jobs.drain();
    const texts = await smsTo(shop.app, phone);
    expect(texts).toEqual([expect.stringContaining(answer.payLink)]);

    // Whoever opens the link sees the order; only the phone's owner, signed in, owns it.
    const seen = async (browser: ReturnType<typeof testBrowser>) =>
      (await browser.call('GET', `/api/orders/orderdetails/${answer.orderId}`)).json().personalData;
    const customer = testBrowser(shop.app);
    expect(await seen(customer)).not.toBe('full');
    await signInCustomer(shop, customer, phone);
    expect(await seen(customer)).toBe('full');
  });

  it('names an unknown SKU code and a bad phone', async () => {
    const bad = await staff('operations', 'POST', '/api/admin/managed-orders', {
      ...orderFor(testPhone(), 'CashOnDelivery'),
      lines: [{ sku: 'YOK-BOYLE-BIR-KOD', qty: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'body.lines.0.sku' });
    const phone = await staff('operations', 'POST', '/api/admin/managed-orders', {
      ...orderFor(testPhone(), 'CashOnDelivery'),
      phone: '0212 000 00 00',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0].field).toBe('body.phone');
  });
});
