import { CASH_ON_DELIVERY_FEE_KURUS, formatTL } from '@carsi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer, smsTo, startTestShop, type TestShop, testPhone } from '../identity/testing';
import { orderSmsText } from './order-sms';
import type { OrderRow } from './order-view';
import { orderBody } from './test-order';

let shop: TestShop;
let catalogue: TestCatalogue;
beforeAll(async () => {
  // Packing opens at 10:00 Turkey time; this test packs at whatever hour it runs.
  shop = await startTestShop({ env: { PACKING_OPENS_HOUR: '0' } });
  catalogue = await seedTestCatalogue(shop.database.db);
}, 180_000);
afterAll(() => shop.close());

describe('order SMS', () => {
  it('a paid card order says it is placed and names the amount charged', () => {
    const row = {
      id: 'abc',
      orderNumber: '261123-00001',
      totalPrice: 10_000,
      paidPrice: 10_000,
    } as OrderRow;
    expect(orderSmsText('paid', row, 'https://carsi.example')).toBe(
      'Çarşı: 261123-00001 numaralı siparişiniz alındı, kartla ödemesi alındı: 100.00 TL. ' +
        'Sipariş detayı: https://carsi.example/siparis-detaylari/abc/261123-00001',
    );
  });

  it('texts "siparişiniz alındı" only once cash on delivery confirms it, with the fee', async () => {
    const phone = testPhone();
    const shopper = testVisitor(shop.app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const base = orderBody();
    const body = {
      ...base,
      deliveryContact: { ...base.deliveryContact, phone: `0${phone.slice(3)}` },
    };
    const placed = await shopper.call('POST', '/api/orders', body, {
      'idempotency-key': 'sms-once',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json();
    // Reaching the payment step is not an order yet: nothing is texted.
    await shop.app.jobs.drain();
    expect(await smsTo(shop.app, phone)).toEqual([]);
    const cod = () =>
      shopper.call('PUT', '/api/orders/paymentinfo', {
        orderId: order.orderId,
        paymentMethod: 'CashOnDelivery',
      });
    const confirmed = await cod();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const due = confirmed.json().totalPrice;
    expect(due).toBe(order.totalPrice + CASH_ON_DELIVERY_FEE_KURUS);
    // Choosing it again does not text again.
    expect((await cod()).statusCode).toBe(200);
    await shop.app.jobs.drain();
    const texts = await smsTo(shop.app, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`${order.orderNumber} numaralı siparişiniz alındı`);
    expect(texts[0]).toContain(`Tutar: ${formatTL(due)}.`);
    expect(texts[0]).toContain(`/siparis-detaylari/${order.orderId}/${order.orderNumber}`);
  });

  it('a shipped order texts its tracking code and page once, after the change', async () => {
    const phone = testPhone();
    const shopper = testVisitor(shop.app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const base = orderBody();
    const order = (
      await shopper.call('POST', '/api/orders', {
        ...base,
        deliveryContact: { ...base.deliveryContact, phone: `0${phone.slice(3)}` },
      })
    ).json();
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode, cod.body).toBe(200);
    const headers = await adminBearer(shop.database, 'warehouse');
    const act = (method: 'POST' | 'PUT', action: string, payload: object = {}) =>
      shop.app.inject({
        method,
        url: `/api/admin/orders/${order.orderId}/${action}`,
        headers,
        payload,
      });
    // Refused (not packed yet): nothing is texted.
    expect((await act('PUT', 'tracking-code', { trackingCode: 'YK1111111' })).statusCode).toBe(409);
    expect((await act('POST', 'packed')).statusCode).toBe(200);
    const shipped = await act('PUT', 'tracking-code', { trackingCode: 'yk2222222' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // A corrected code does not text again.
    expect((await act('PUT', 'tracking-code', { trackingCode: 'YK3333333' })).statusCode).toBe(200);
    await shop.app.jobs.drain();
    const texts = (await smsTo(shop.app, phone)).filter((t) => t.includes('kargoya verildi'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(
        `^Çarşı: ${order.orderNumber} numaralı siparişiniz kargoya verildi\\. ` +
          'Kargo takip kodu: YK2222222\\. Sipariş detayı: https?://\\S+' +
          `/siparis-detaylari/${order.orderId}/${order.orderNumber}$`,
      ),
    );
  });
});
