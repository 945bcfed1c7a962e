import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsTo, testPhone } from '../identity/testing';
import { orderBody } from './test-order';
import { type OrderTestShop, startOrderTestShop } from './test-order-shop';

// A partial cancellation with a card refund reaches the customer — on the
// order page and by SMS — whoever made it.

let shop: OrderTestShop;
let app: FastifyInstance;

beforeAll(async () => {
  shop = await startOrderTestShop();
  ({ app } = shop);
});

afterAll(() => shop.close());

/** A card-paid order (CONFIRMED, PAID) of two sheets and a duvet, to a phone of its own. */
async function cardOrder() {
  const phone = testPhone();
  return { phone, ...(await shop.cardOrder({ phone })) };
}

describe('a partial cancel with a card refund', () => {
  it('is on the shopper’s order page and in an SMS when the shop cancels a unit', async () => {
    const { shopper, phone, order, row } = await cardOrder();
    const sheet = row.items[0]!;
    const cancelled = await shop.admin(
      'operations',
      'POST',
      `/api/admin/orders/${order.orderId}/cancel-lines`,
      { lines: [{ line: 0, qty: 1 }], reason: 'Depoda hasarlı çıktı' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await app.jobs.drain();

    const page = await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`);
    expect(page.statusCode).toBe(200);
    const view = page.json();
    expect(view.orderItems[0]).toMatchObject({ qty: 1, cancelledQty: 1 });
    expect(view.cardRefunds).toEqual([
      expect.objectContaining({
        amount: sheet.itemsTotalPrice / 2,
        status: 'REFUNDED',
        units: 1,
        lineName: sheet.name,
      }),
    ]);

    const texts = await smsTo(app, phone);
    const notice = texts.find((t) => t.includes('adet ürün iptal edildi'));
    expect(notice).toBeDefined();
    expect(notice).toContain(
      `${order.orderNumber} numaralı siparişinizden 1 adet ürün iptal edildi`,
    );
    expect(notice).toContain('kartınıza iade ediliyor');
    expect(notice).toContain(`/siparis-detaylari/${order.orderId}/${order.orderNumber}`);
  });

  it('sends one SMS per partial cancel the shopper makes; none without a card refund', async () => {
    const { shopper, phone, order } = await cardOrder();
    for (const attempt of [1, 2]) {
      const partial = await shopper.call('POST', '/api/orders/cancelorderpartially', {
        orderId: order.orderId,
        lines: [{ line: 0, qty: 1 }],
      });
      expect(partial.statusCode, `${attempt}: ${partial.body}`).toBe(200);
      await app.jobs.drain();
    }
    const notices = (await smsTo(app, phone)).filter((t) => t.includes('adet ürün iptal edildi'));
    expect(notices).toHaveLength(2);
    const view = (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json();
    expect(view.cardRefunds).toHaveLength(2);

    // Cash on delivery: nothing was charged, so nothing goes back and no refund SMS goes out.
    const codPhone = testPhone();
    const { shopper: cod, order: placed } = await shop.codOrder(
      { deliveryContact: { ...orderBody().deliveryContact, phone: codPhone } },
      [{ skuId: shop.catalogue.sheet, qty: 2 }],
    );
    const partial = await cod.call('POST', '/api/orders/cancelorderpartially', {
      orderId: placed.orderId,
      lines: [{ line: 0, qty: 1 }],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    await app.jobs.drain();
    expect((await smsTo(app, codPhone)).some((t) => t.includes('iptal edildi'))).toBe(false);
    const codView = (await cod.call('GET', `/api/orders/orderdetails/${placed.orderId}`)).json();
    expect(codView.cardRefunds).toEqual([]);
  });
});
