import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orderStatusChanges, orders, productCampaigns, productSales } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import {
  seedTestCatalogue,
  startLandingCampaign,
  type TestCatalogue,
  testVisitor,
  untilCampaignSells,
} from '../cart/testing';
import { releaseExpiredHolds } from './release';
import { stockOf } from './stock';
import { orderBody } from './test-order';

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

const stock = async (id: number) => (await stockOf(database.db, [id])).get(id);

async function shopperWithCart(lines: Array<{ skuId: number; qty: number }>) {
  const shopper = testVisitor(app);
  for (const line of lines) {
    const response = await shopper.call('POST', '/api/cart/items', line);
    expect(response.statusCode).toBe(200);
  }
  return shopper;
}

describe('placing an order', () => {
  it('prices from the catalogue, reserves stock, empties the cart and records NEW', async () => {
    const before = await stock(catalogue.pillow);
    const shopper = await shopperWithCart([
      { skuId: catalogue.sheet, qty: 1 },
      { skuId: catalogue.pillow, qty: 1 },
    ]);
    const response = await shopper.call('POST', '/api/orders', orderBody(), {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order.orderId).toMatch(/^[\w-]{22}$/);
    expect(order.orderNumber).toMatch(/^\d{6}-\d{5}$/);
    // 110 TL sheet (10 % VAT in it) + 360 TL pillow (20 % VAT in it) and its free twin.
    expect(order).toMatchObject({
      orderStatus: 'NEW',
      paymentStatus: 'UNPAID',
      paymentMethod: null,
      orderPhone: '+905321234567',
      itemsPrice: 40_000,
      taxPrice: 7_000,
      shippingPrice: 0,
      cashOnDeliveryFee: 0,
      totalPrice: 47_000,
    });
    expect(order.orderItems.map((i: { price: number; qty: number }) => [i.price, i.qty])).toEqual([
      [11_000, 1],
      [36_000, 1],
      [0, 1],
    ]);
    expect(order.individualInvoice.identityNumber).toBe('*********46');
    expect(order.holdExpiresAt).not.toBeNull();
    expect(await stock(catalogue.pillow)).toBe(before! - 2);
    expect((await shopper.call('GET', '/api/cart')).json().items).toEqual([]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.userAnalytics).toMatchObject({
      userOS: 'iOS',
      userBrowser: 'Safari',
      userDevice: 'mobile',
    });
    const changes = await database.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.orderId));
    expect(changes).toMatchObject([{ fromStatus: null, toStatus: 'NEW', actor: 'guest' }]);
  });

  it('charges shipping below 250 TL and adds the fee when cash on delivery is chosen', async () => {
    const shopper = await shopperWithCart([{ skuId: catalogue.duvet, qty: 1 }]);
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    expect(order).toMatchObject({
      itemsPrice: 5_000,
      taxPrice: 500,
      shippingPrice: 3_990,
      totalPrice: 9_490,
    });
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode).toBe(200);
    expect(cod.json()).toMatchObject({
      paymentMethod: 'CashOnDelivery',
      paymentStatus: 'CASH_ON_DELIVERY',
      cashOnDeliveryFee: 1_990,
      totalPrice: 11_480,
      holdExpiresAt: null,
    });
    const again = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(again.json().totalPrice).toBe(11_480);
    const sales = await database.db
      .select()
      .from(productSales)
      .where(eq(productSales.orderRef, order.orderId));
    expect(sales.map((s) => s.skuId)).toEqual([catalogue.duvet]);
    // A settled order is pending (not packed yet) for the visitor.
    const shareId = (await shopper.call('GET', '/api/cart')).json().id;
    const pending = await shopper.call(
      'GET',
      `/api/orders/checkifclienthasapendingorder/${shareId}`,
    );
    expect(pending.json()).toMatchObject({ isTherePending: 'YES' });
    expect((await shopper.call('GET', `/api/orders/checkunpaid/${shareId}`)).json()).toEqual({
      message: 'There is no unpaid order',
      code: 'NO_UNPAID_ORDER',
    });
  });

  it('returns the first order for a repeated Idempotency-Key, even when sent concurrently', async () => {
    const shopper = await shopperWithCart([{ skuId: catalogue.duvet, qty: 2 }]);
    const before = await stock(catalogue.duvet);
    const headers = { 'idempotency-key': 'checkout-key-0001' };
    const [a, b] = await Promise.all([
      shopper.call('POST', '/api/orders', orderBody(), headers),
      shopper.call('POST', '/api/orders', orderBody(), headers),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().orderId).toBe(b.json().orderId);
    const c = await shopper.call('POST', '/api/orders', orderBody(), headers);
    expect(c.json().orderId).toBe(a.json().orderId);
    expect(await stock(catalogue.duvet)).toBe(before! - 2);
    const bad = await shopper.call('POST', '/api/orders', orderBody(), { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('headers.idempotency-key');
  });

  it('refuses an empty cart with the spec message', async () => {
    const shopper = testVisitor(app);
    const response = await shopper.call('POST', '/api/orders', orderBody());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Alışveriş sepetiniz boş');
  });

  it('names the out-of-stock product and writes nothing', async () => {
    const shopper = await shopperWithCart([
      { skuId: catalogue.duvet, qty: 1 },
      { skuId: catalogue.sheet, qty: 1 },
    ]);
    const sheetBefore = await stock(catalogue.sheet);
    const duvetBefore = await stock(catalogue.duvet);
    // Someone else buys the remaining sheets meanwhile.
    const { skus } = await import('../../db/schema');
    await database.db.update(skus).set({ countInStock: 0 }).where(eq(skus.id, catalogue.sheet));
    const response = await shopper.call('POST', '/api/orders', orderBody());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: expect.stringContaining('"Pamuk Çarşaf"'),
    });
    expect(await stock(catalogue.duvet)).toBe(duvetBefore);
    expect((await shopper.call('GET', '/api/cart')).json().items).toHaveLength(3);
    await database.db
      .update(skus)
      .set({ countInStock: sheetBefore! })
      .where(eq(skus.id, catalogue.sheet));
  });

  it('rejects bad input with the field named and writes nothing', async () => {
    const shopper = await shopperWithCart([{ skuId: catalogue.duvet, qty: 1 }]);
    const cases: Array<[unknown, string]> = [
      [orderBody({ totalPrice: 1 }), 'body.totalPrice'],
      [orderBody({ itemsPrice: 1 }), 'body.itemsPrice'],
      [orderBody({ discountAmount: 500 }), 'body.discountAmount'],
      [orderBody({ acceptedContracts: false }), 'body.acceptedContracts'],
      [
        orderBody({ deliveryContact: { ...orderBody().deliveryContact, phone: '12345' } }),
        'body.deliveryContact.phone',
      ],
      [
        orderBody({ deliveryContact: { ...orderBody().deliveryContact, email: 'yok' } }),
        'body.deliveryContact.email',
      ],
      [
        orderBody({ shippingAddress: { ...orderBody().shippingAddress, district: 'Çankaya' } }),
        'body.shippingAddress.district',
      ],
      [
        orderBody({ shippingAddress: { ...orderBody().shippingAddress, address: ' ' } }),
        'body.shippingAddress.address',
      ],
      [
        orderBody({
          individualInvoice: { ...orderBody().individualInvoice, identityNumber: '10000000147' },
        }),
        'body.individualInvoice.identityNumber',
      ],
      [
        orderBody({
          invoiceType: 'company',
          individualInvoice: undefined,
          companyInvoice: {
            title: 'Çarşı Tekstil A.Ş.',
            taxOffice: 'Kadıköy',
            taxNumber: '4540536921',
            province: 'İstanbul',
            district: 'Kadıköy',
            address: 'Moda',
          },
        }),
        'body.companyInvoice.taxNumber',
      ],
      [orderBody({ invoiceType: 'company', individualInvoice: undefined }), 'body.companyInvoice'],
    ];
    for (const [body, field] of cases) {
      const response = await shopper.call('POST', '/api/orders', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await shopper.call('GET', '/api/cart')).json().items).toHaveLength(2);
  });

  it('accepts a company invoice with a valid VKN', async () => {
    const shopper = await shopperWithCart([{ skuId: catalogue.duvet, qty: 1 }]);
    const response = await shopper.call(
      'POST',
      '/api/orders',
      orderBody({
        invoiceType: 'company',
        individualInvoice: undefined,
        companyInvoice: {
          title: 'Çarşı Tekstil A.Ş.',
          taxOffice: 'Kadıköy',
          taxNumber: '4540536920',
          province: 'İzmir',
          district: 'Konak',
          address: 'Alsancak',
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      individualInvoice: null,
      companyInvoice: { taxNumber: '4540536920' },
    });
  });
});

describe('after the order', () => {
  it('shows the order by its link, but lets only its owner pay or delete it', async () => {
    const owner = await shopperWithCart([{ skuId: catalogue.duvet, qty: 1 }]);
    const order = (await owner.call('POST', '/api/orders', orderBody())).json();
    const stranger = await shopperWithCart([{ skuId: catalogue.sheet, qty: 1 }]);
    const seen = await stranger.call('GET', `/api/orders/orderdetails/${order.orderId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().deliveryContact).not.toHaveProperty('ip');
    expect(
      (
        await stranger.call('PUT', '/api/orders/paymentinfo', {
          orderId: order.orderId,
          paymentMethod: 'CashOnDelivery',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await stranger.call('DELETE', `/api/orders/orderdelete/${order.orderId}`)).statusCode,
    ).toBe(403);
    const ownerShare = (await owner.call('GET', '/api/cart')).json().id;
    expect((await stranger.call('GET', `/api/orders/checkunpaid/${ownerShare}`)).statusCode).toBe(
      403,
    );
    expect(
      (await stranger.call('GET', '/api/orders/orderdetails/AAAAAAAAAAAAAAAAAAAAAA')).statusCode,
    ).toBe(404);
    expect((await stranger.call('GET', '/api/orders/orderdetails/1')).statusCode).toBe(400);
  });

  it('lists unpaid orders for the banner and deleting one puts its stock back', async () => {
    const shopper = await shopperWithCart([{ skuId: catalogue.duvet, qty: 2 }]);
    const before = await stock(catalogue.duvet);
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    const towelAfterOrder = await stock(catalogue.towel);
    const shareId = (await shopper.call('GET', '/api/cart')).json().id;
    const unpaid = (await shopper.call('GET', `/api/orders/checkunpaid/${shareId}`)).json();
    expect(unpaid.unpaidOrders.map((o: { orderId: string }) => o.orderId)).toEqual([order.orderId]);
    const deleted = await shopper.call('DELETE', `/api/orders/orderdelete/${order.orderId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().orderStatus).toBe('CANCELLED');
    expect(await stock(catalogue.duvet)).toBe(before);
    expect(await stock(catalogue.towel)).toBe(towelAfterOrder! + 2);
    expect(
      (await shopper.call('DELETE', `/api/orders/orderdelete/${order.orderId}`)).statusCode,
    ).toBe(409);
    expect(
      (
        await shopper.call('PUT', '/api/orders/paymentinfo', {
          orderId: order.orderId,
          paymentMethod: 'CashOnDelivery',
        })
      ).statusCode,
    ).toBe(409);
    const changes = await database.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.orderId));
    expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([
      [null, 'NEW'],
      ['NEW', 'CANCELLED'],
    ]);
  });

  it('releases the stock of an unpaid order once its payment hold has run out, once', async () => {
    const own = await seedTestCatalogue(database.db);
    const shopper = await shopperWithCart([{ skuId: own.sheet, qty: 2 }]);
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    expect(await stock(own.sheet)).toBe(3);
    const holdEnds = new Date(order.holdExpiresAt).getTime();
    expect(holdEnds - new Date(order.orderTime).getTime()).toBe(30 * 60_000);
    const status = async () =>
      (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json().orderStatus;
    await releaseExpiredHolds(database.db, new Date(holdEnds - 1_000));
    expect(await status()).toBe('NEW');
    expect(await stock(own.sheet)).toBe(3);
    await Promise.all([
      releaseExpiredHolds(database.db, new Date(holdEnds + 1_000)),
      releaseExpiredHolds(database.db, new Date(holdEnds + 1_000)),
    ]);
    expect(await stock(own.sheet)).toBe(5);
    expect(await status()).toBe('CANCELLED');
    const changes = await database.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.orderId));
    expect(changes.map((c) => c.actor)).toEqual(['guest', 'system:payment-hold']);
  });

  it('keeps the stock of a cash-on-delivery order when holds are released', async () => {
    const own = await seedTestCatalogue(database.db);
    const shopper = await shopperWithCart([{ skuId: own.sheet, qty: 1 }]);
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    await releaseExpiredHolds(database.db, new Date(Date.now() + 24 * 3_600_000));
    expect(await stock(own.sheet)).toBe(4);
  });

  it('keeps the order history for signed-in customers only', async () => {
    const response = await testVisitor(app).call('GET', '/api/orders/orderhistory/someone');
    expect(response.statusCode).toBe(401);
  });

  it('normalises the order phone and names a bad one', async () => {
    const shopper = testVisitor(app);
    const ok = await shopper.call('POST', '/api/orders/checkorderphone', {
      phone: '+90 (532) 123 45 67',
    });
    expect(ok.json()).toEqual({ phone: '+905321234567' });
    const bad = await shopper.call('POST', '/api/orders/checkorderphone', {
      phone: '0212 123 45 67',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.phone');
  });
});

describe('orders from a landing campaign', () => {
  const appealOf = async (orderId: string) => {
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    return row?.converterAppeal;
  };

  it("costs what the cart showed and records the campaign's urlExt as converterAppeal", async () => {
    const own = await seedTestCatalogue(database.db);
    await startLandingCampaign(database.db, own.quilt, { urlExt: 'pike-bahar', pricePercent: 85 });
    await untilCampaignSells(app, own.quilt);
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: own.sheet, qty: 1 });
    await shopper.call('POST', '/api/cart/items', { skuId: own.quilt, qty: 2, campaign: true });
    const cart = (await shopper.call('GET', '/api/cart')).json();
    // 85 % of 199.90 TL is 169.915 → 169.92 TL a unit.
    expect(cart.items.map((l: { price: number }) => l.price)).toEqual([11_000, 16_992]);
    const response = await shopper.call('POST', '/api/orders', orderBody());
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order.itemsPrice + order.taxPrice).toBe(cart.totals.totalAmountWithVat);
    expect(order.totalPrice).toBe(cart.totals.totalAmountWithVat + cart.shippingPrice);
    expect(order.orderItems.map((i: { price: number; qty: number }) => [i.price, i.qty])).toEqual([
      [11_000, 1],
      [16_992, 2],
    ]);
    expect(await appealOf(order.orderId)).toBe('pike-bahar');
  });

  it("records the campaign's own appeal, or what checkout sends, and nothing for a plain order", async () => {
    const own = await seedTestCatalogue(database.db);
    await startLandingCampaign(database.db, own.sheet, { appeal: 'instagram-bahar' });
    await untilCampaignSells(app, own.sheet);
    const fromCampaign = testVisitor(app);
    await fromCampaign.call('POST', '/api/cart/items', {
      skuId: own.sheet,
      qty: 1,
      campaign: true,
    });
    const first = (await fromCampaign.call('POST', '/api/orders', orderBody())).json();
    expect(await appealOf(first.orderId)).toBe('instagram-bahar');

    const told = testVisitor(app);
    await told.call('POST', '/api/cart/items', { skuId: own.sheet, qty: 1, campaign: true });
    const second = (
      await told.call('POST', '/api/orders', orderBody({ converterAppeal: 'bulten-mayis' }))
    ).json();
    expect(await appealOf(second.orderId)).toBe('bulten-mayis');

    const plain = await shopperWithCart([{ skuId: own.duvet, qty: 1 }]);
    const third = (await plain.call('POST', '/api/orders', orderBody())).json();
    expect(await appealOf(third.orderId)).toBeNull();
  });

  it('a campaign that ended before checkout sells at the regular price, with no campaign appeal', async () => {
    const own = await seedTestCatalogue(database.db);
    const id = await startLandingCampaign(database.db, own.sheet);
    await untilCampaignSells(app, own.sheet);
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: own.sheet, qty: 1, campaign: true });
    await database.db
      .update(productCampaigns)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(productCampaigns.id, id));
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    expect(order.orderItems[0]).toMatchObject({ price: 11_000 });
    expect(order.itemsPrice + order.taxPrice).toBe(11_000);
    expect(await appealOf(order.orderId)).toBeNull();
  });
});
