import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orders, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { ADD_ON_TEXTS } from './add-on-order';
import { markPacked } from './operations/mark-packed';
import type { OrderOperationDeps } from './operations/run';
import { stockOf } from './stock';
import { orderBody } from './test-order';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  // Every test orders sheets: give them room.
  await database.db.update(skus).set({ countInStock: 100 }).where(eq(skus.id, catalogue.sheet));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

type Shopper = ReturnType<typeof testVisitor>;

const stock = async (id: number) => (await stockOf(database.db, [id])).get(id);
const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;

async function add(shopper: Shopper, skuId: number, qty: number) {
  const response = await shopper.call('POST', '/api/cart/items', { skuId, qty });
  expect(response.statusCode).toBe(200);
}

/** A shopper who just ordered by cash on delivery: the main order is CONFIRMED, not packed. */
async function shopperWithCashOrder(paymentMethod: 'CashOnDelivery' | 'card' = 'CashOnDelivery') {
  const shopper = testVisitor(app);
  await add(shopper, catalogue.sheet, 1);
  const placed = await shopper.call('POST', '/api/orders', orderBody());
  expect(placed.statusCode).toBe(200);
  const mainOrderId: string = placed.json().orderId;
  if (paymentMethod === 'CashOnDelivery') {
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: mainOrderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode).toBe(200);
  } else {
    // As if iyzico had confirmed the card payment.
    await database.db
      .update(orders)
      .set({
        orderStatus: 'CONFIRMED',
        paymentStatus: 'PAID',
        paymentMethod: 'CreditCard',
        holdExpiresAt: null,
      })
      .where(eq(orders.id, mainOrderId));
  }
  return { shopper, mainOrderId };
}

const packDeps = (): OrderOperationDeps => ({
  db: database.db,
  refunds: {} as OrderOperationDeps['refunds'],
  now: () => new Date(),
  // These tests pack at whatever hour they run (the 10:00 rule: admin-orders.test.ts).
  packingOpensHour: 0,
});

async function pending(shopper: Shopper) {
  const shareId = (await shopper.call('GET', '/api/cart')).json().id;
  return (await shopper.call('GET', `/api/orders/checkifclienthasapendingorder/${shareId}`)).json()
    .isTherePending;
}

describe('add-on orders to a pending order', () => {
  it('without a pending order there is nothing to add to', async () => {
    const shopper = testVisitor(app);
    await add(shopper, catalogue.sheet, 1);
    const quote = await shopper.call('GET', '/api/orders/addon/quote');
    expect(quote.statusCode).toBe(404);
    expect(quote.json()).toMatchObject({
      code: 'NO_PENDING_ORDER',
      message: ADD_ON_TEXTS.noPending,
    });
    expect(await pending(shopper)).toBe('NOTYET');
  });

  it('400 TL or less joins a cash-on-delivery order: 5 TL off per unit, no shipping, no fee', async () => {
    const { shopper, mainOrderId } = await shopperWithCashOrder();
    expect(await pending(shopper)).toBe('YES');
    await add(shopper, catalogue.sheet, 2);
    const before = await stock(catalogue.sheet);
    const quote = await shopper.call('GET', '/api/orders/addon/quote');
    expect(quote.statusCode).toBe(200);
    // 2 × 99 TL (the sheet's cart price), less 2 × 5 TL.
    expect(quote.json()).toMatchObject({
      mainOrderId,
      itemsAmount: 19_800,
      addOnDiscount: 1_000,
      amount: 18_800,
      payment: 'CashOnDelivery',
      confirmationText: '188.00 TL tutarındaki ürünler kapıda ödeme ile siparişinize eklenecek.',
    });
    const created = await shopper.call('POST', '/api/orders/addon', {
      mainOrderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(created.statusCode).toBe(200);
    const addOn = created.json();
    expect(addOn).toMatchObject({
      mainOrderId,
      paymentMethod: 'CashOnDelivery',
      paymentStatus: 'CASH_ON_DELIVERY',
      totalPrice: 18_800,
      shippingPrice: 0,
      addOnDiscount: 1_000,
      paymentPath: null,
    });
    expect(addOn.additionalOrderId).toMatch(new RegExp(`^${mainOrderId}/\\d{13}$`));
    const [row] = await database.db.select().from(orders).where(eq(orders.id, addOn.orderId));
    expect(row).toMatchObject({
      orderStatus: 'CONFIRMED',
      mainOrderId,
      cashOnDeliveryFee: 0,
      shippingPrice: 0,
      // The additional order's payload has converterAppeal 'grandupsell'.
      converterAppeal: 'grandupsell',
    });
    expect(row!.items.reduce((sum, item) => sum + (item.discount ?? 0), 0)).toBe(1_000);
    expect(row!.itemsPrice + row!.taxPrice).toBe(18_800);
    expect(await stock(catalogue.sheet)).toBe(before! - 2);
    expect((await shopper.call('GET', '/api/cart')).json().items).toEqual([]);
    // The add-on does not open a window of its own; the main order keeps it open.
    expect(await pending(shopper)).toBe('YES');

    // Packing the main order packs the add-on with it (one box, one shipment).
    const packed = await markPacked(packDeps(), {
      orderId: mainOrderId,
      by: { actor: 'admin:test', ip: '127.0.0.1' },
    });
    expect(packed.message).toMatch(/^Sipariş ve ek siparişleri \(.+\) paketlendi\.$/);
    const [addOnRow] = await database.db.select().from(orders).where(eq(orders.id, addOn.orderId));
    expect(addOnRow).toMatchObject({ orderStatus: 'PACKED' });
    expect(addOnRow!.packedAt).not.toBeNull();
  });

  it('above 400 TL the add-on is paid by card on the grandupsell page; cash is refused', async () => {
    const { shopper, mainOrderId } = await shopperWithCashOrder();
    await add(shopper, catalogue.quilt, 3); // 599.70 TL
    const quote = (await shopper.call('GET', '/api/orders/addon/quote')).json();
    expect(quote).toMatchObject({ amount: 58_470, payment: 'CreditCard' });
    const ordersBefore = await orderCount();
    const stockBefore = await stock(catalogue.quilt);
    const cash = await shopper.call('POST', '/api/orders/addon', {
      mainOrderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toMatchObject({
      code: 'ADD_ON_CARD_REQUIRED',
      message: ADD_ON_TEXTS.cardOverThreshold,
    });
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stock(catalogue.quilt)).toBe(stockBefore);
    const card = await shopper.call('POST', '/api/orders/addon', {
      mainOrderId,
      paymentMethod: 'CreditCard',
    });
    expect(card.statusCode).toBe(200);
    const addOn = card.json();
    expect(addOn).toMatchObject({ paymentStatus: 'UNPAID', totalPrice: 58_470, shippingPrice: 0 });
    expect(addOn.paymentPath).toBe(
      `/odeme-adimi-2/2?type=grandupsell&unpaidid=${addOn.orderId}&totalprice=58470`,
    );
    // A card add-on cannot switch to cash at the door afterwards.
    const switched = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: addOn.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(switched.statusCode).toBe(409);
    expect(switched.json().code).toBe('ADD_ON_CARD_REQUIRED');
  });

  it('a card-paid main order takes its add-ons by card, however small', async () => {
    const { shopper, mainOrderId } = await shopperWithCashOrder('card');
    await add(shopper, catalogue.sheet, 1);
    expect((await shopper.call('GET', '/api/orders/addon/quote')).json().payment).toBe(
      'CreditCard',
    );
    const cash = await shopper.call('POST', '/api/orders/addon', {
      mainOrderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(ADD_ON_TEXTS.cardMainPaidByCard);
  });

  it('once the main order is packed an add-on is refused (409, Turkish) and nothing is written', async () => {
    const { shopper, mainOrderId } = await shopperWithCashOrder();
    await add(shopper, catalogue.sheet, 1);
    const packed = await markPacked(packDeps(), {
      orderId: mainOrderId,
      by: { actor: 'admin:test', ip: '127.0.0.1' },
    });
    expect(packed).toBeTruthy();
    const ordersBefore = await orderCount();
    const stockBefore = await stock(catalogue.sheet);
    const refused = await shopper.call('POST', '/api/orders/addon', {
      mainOrderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'MAIN_ORDER_PACKED',
      message: ADD_ON_TEXTS.packed,
    });
    expect(refused.json().message).toContain('Ana Siparişiniz Paketlendi');
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stock(catalogue.sheet)).toBe(stockBefore);
    expect((await shopper.call('GET', '/api/cart')).json().items).toHaveLength(1);
    expect(await pending(shopper)).toBe('NO');
    expect((await shopper.call('GET', '/api/orders/addon/quote')).statusCode).toBe(404);
  });

  it("another visitor cannot add to someone's order", async () => {
    const { mainOrderId } = await shopperWithCashOrder();
    const stranger = testVisitor(app);
    await add(stranger, catalogue.duvet, 1);
    const ordersBefore = await orderCount();
    const refused = await stranger.call('POST', '/api/orders/addon', {
      mainOrderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(refused.statusCode).toBe(403);
    expect(await orderCount()).toBe(ordersBefore);
  });
});
