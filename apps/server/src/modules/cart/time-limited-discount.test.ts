import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { carts, products, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';
import { CART_COOKIE } from './cart-cookie';
import { signInCustomer, startMultiDeviceShop, testBrowser } from './test-browser';
import type { Method } from './test-visitor';

const HOUR = 3_600_000;
/** Shelf 280.00 TL with 20 % VAT; 50.00 TL off for 48 hours from the first visit. */
const SHELF = 28_000;
const CUT = 5_000;
const DURATION_HOURS = 48;

let database: DatabaseHandle;
let app: FastifyInstance;
let skuId: number;
/** How far the shop's clock runs ahead of the real one. */
let ahead = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {
    clock: () => new Date(Date.now() + ahead),
  });
  const [product] = await database.db
    .insert(products)
    .values({
      code: `TL${Math.random().toString(36).slice(2, 8)}`,
      name: 'Saten Nevresim Takımı',
      slug: 'saten-nevresim-takimi',
      defaultPrice: SHELF,
      defaultVat: 20,
      timeLimitedDiscountDuration: DURATION_HOURS,
      timeLimitedDiscountAmount: CUT,
    })
    .returning({ id: products.id });
  const [sku] = await database.db
    .insert(skus)
    .values({
      productId: product!.id,
      sku: `SATEN-${randomUUID()}`,
      price: SHELF,
      vat: 20,
      countInStock: 100,
      maxPurchaseQty: 5,
    })
    .returning({ id: skus.id });
  skuId = sku!.id;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(() => {
  ahead = 0;
});

/** A browser: its cart cookie, and a visitor cookie it may swap (cleared storage). */
function browser(visitorId: string = randomUUID()) {
  let cart: string | undefined;
  let visitor = visitorId;
  const call = async (method: Method, url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      cookies: { carsi_visitor: visitor, ...(cart ? { [CART_COOKIE]: cart } : {}) },
    });
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cart = set.value;
    return response;
  };
  return {
    call,
    /** POST createUserIdentification, as the web app does once per session. */
    identify: async (firstVisitTime: number) =>
      (
        await call('POST', '/api/userIdentification/createUserIdentification', {
          visitorId: visitor,
          firstVisitTime,
        })
      ).json().resultData,
    newVisitorId: () => {
      visitor = randomUUID();
    },
  };
}

async function placeCashOnDeliveryOrder(shopper: ReturnType<typeof browser>) {
  const placed = await shopper.call('POST', '/api/orders', orderBody());
  expect(placed.statusCode).toBe(200);
  const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
    orderId: placed.json().orderId,
    paymentMethod: 'CashOnDelivery',
  });
  expect(cod.statusCode).toBe(200);
  return { placed: placed.json(), cod: cod.json() };
}

describe('time-limited discount in the cart and the order', () => {
  it('within the window the cart and the order charge the discounted shelf price', async () => {
    const shopper = browser();
    await shopper.identify(Date.now() - HOUR);
    const added = await shopper.call('POST', '/api/cart/items', { skuId, qty: 2 });
    expect(added.statusCode).toBe(200);
    const cart = (await shopper.call('GET', '/api/cart')).json();
    expect(cart.items[0]).toMatchObject({
      price: SHELF - CUT,
      priceForOne: SHELF,
      itemsTotalPrice: 2 * (SHELF - CUT),
    });
    expect(cart.totals).toMatchObject({
      totalAmountWithVat: 46_000,
      totalAmount: 38_333, // 460.00 TL less its 20 % VAT: 383.33
      taxPrice: 7_667,
      totalAmountWithoutDiscount: 46_667, // 560.00 TL less VAT
    });

    const { placed, cod } = await placeCashOnDeliveryOrder(shopper);
    expect(placed.orderItems[0]).toMatchObject({ price: SHELF - CUT, priceForOne: SHELF, qty: 2 });
    expect(placed).toMatchObject({
      itemsPrice: cart.totals.totalAmount,
      taxPrice: cart.totals.taxPrice,
      shippingPrice: cart.shippingPrice,
      totalPrice: cart.totals.totalAmountWithVat + cart.shippingPrice,
    });
    expect(cod.totalPrice).toBe(placed.totalPrice + cod.cashOnDeliveryFee);
  });

  it('after the window the cart and the order charge the full price', async () => {
    const shopper = browser();
    const firstVisit = Date.now() - HOUR;
    await shopper.identify(firstVisit);
    await shopper.call('POST', '/api/cart/items', { skuId, qty: 1 });
    const during = (await shopper.call('GET', '/api/cart')).json().items[0];
    expect(during.price).toBe(SHELF - CUT);
    // The cart counts down to the end of the window…
    const endsAt = Date.parse(during.discountEndsAt);
    expect(Math.abs(endsAt - (firstVisit + DURATION_HOURS * HOUR))).toBeLessThan(1_000);

    ahead = DURATION_HOURS * HOUR; // 49 h after the first visit
    const cart = (await shopper.call('GET', '/api/cart')).json();
    expect(cart.items[0]).toMatchObject({ price: SHELF, priceForOne: SHELF });
    // …and, once it has passed, still says when it ended ('İndirim Süresi Sona Erdi').
    expect(Date.parse(cart.items[0].discountEndsAt)).toBe(endsAt);
    expect(cart.totals.totalAmountWithVat).toBe(SHELF);
    const { placed } = await placeCashOnDeliveryOrder(shopper);
    expect(placed.orderItems[0].price).toBe(SHELF);
    expect(placed.totalPrice).toBe(SHELF + cart.shippingPrice);
  });

  it('a new visitor id claiming a later first visit does not restart the window', async () => {
    const shopper = browser();
    await shopper.identify(Date.now() - 47 * HOUR);
    await shopper.call('POST', '/api/cart/items', { skuId, qty: 1 });
    expect((await shopper.call('GET', '/api/cart')).json().items[0].price).toBe(SHELF - CUT);

    // Local storage cleared: a fresh visitor id that claims its first visit is now.
    shopper.newVisitorId();
    const record = await shopper.identify(Date.now());
    // The server answers with the cart's earlier first visit, which the product page counts from.
    expect(record.firstVisitTime).toBeLessThanOrEqual(Date.now() - 47 * HOUR);
    ahead = 2 * HOUR;
    expect((await shopper.call('GET', '/api/cart')).json().items[0].price).toBe(SHELF);
    const { placed } = await placeCashOnDeliveryOrder(shopper);
    expect(placed.orderItems[0].price).toBe(SHELF);
  });

  it('a visitor claiming another first visit later keeps the earliest one', async () => {
    const shopper = browser();
    const first = await shopper.identify(Date.now() - 47 * HOUR);
    const again = await shopper.identify(Date.now() - HOUR);
    expect(again.firstVisitTime).toBe(first.firstVisitTime);
    await shopper.call('POST', '/api/cart/items', { skuId, qty: 1 });
    ahead = 2 * HOUR;
    expect((await shopper.call('GET', '/api/cart')).json().items[0].price).toBe(SHELF);
  });

  it('a first visit in the future is taken as the moment the server first saw the visitor', async () => {
    const shopper = browser();
    const before = Date.now();
    const record = await shopper.identify(before + 4 * 60_000);
    expect(record.firstVisitTime).toBeGreaterThanOrEqual(before - 1_000);
    expect(record.firstVisitTime).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('a cart counts from its own first sight until the visitor is known', async () => {
    const shopper = browser();
    await shopper.call('POST', '/api/cart/items', { skuId, qty: 1 });
    expect((await shopper.call('GET', '/api/cart')).json().items[0].price).toBe(SHELF - CUT);
    ahead = (DURATION_HOURS + 1) * HOUR;
    expect((await shopper.call('GET', '/api/cart')).json().items[0].price).toBe(SHELF);
  });

  it('a malformed visitor cookie is ignored, never an error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { skuId, qty: 1 },
      cookies: { carsi_visitor: '------------------------------------' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0].price).toBe(SHELF - CUT);
  });

  it('a shared cart link copies the lines at the reader’s own prices', async () => {
    const owner = browser();
    await owner.identify(Date.now() - 47 * HOUR);
    await owner.call('POST', '/api/cart/items', { skuId, qty: 1 });
    const shareId = (await owner.call('GET', '/api/cart')).json().id;
    ahead = 2 * HOUR;
    expect((await owner.call('GET', '/api/cart')).json().items[0].price).toBe(SHELF);

    const reader = browser();
    await reader.identify(Date.now());
    const adopted = await reader.call('POST', `/api/cart/${shareId}/adopt`);
    expect(adopted.statusCode).toBe(200);
    expect(adopted.json().items[0].price).toBe(SHELF - CUT);
  });
});

describe('a customer signing in on another device', () => {
  it('carries the earlier first visit into the customer cart and the visitor record', async () => {
    const shop = await startMultiDeviceShop();
    try {
      const [product] = await shop.database.db
        .insert(products)
        .values({ code: 'TLX', name: 'Pike', slug: 'pike', defaultPrice: SHELF, defaultVat: 20 })
        .returning({ id: products.id });
      const [sku] = await shop.database.db
        .insert(skus)
        .values({ productId: product!.id, sku: 'PIKE-1', price: SHELF, vat: 20, countInStock: 9 })
        .returning({ id: skus.id });
      const phone = testPhone();
      const signIn = (device: ReturnType<typeof testBrowser>) =>
        signInCustomer(shop, device, phone);
      const identify = async (device: ReturnType<typeof testBrowser>, firstVisitTime: number) =>
        (
          await device.call('POST', '/api/userIdentification/createUserIdentification', {
            visitorId: device.cookie('carsi_visitor') ?? randomUUID(),
            firstVisitTime,
          })
        ).json().resultData.firstVisitTime as number;

      const laptop = testBrowser(shop.app);
      await identify(laptop, Date.now());
      await signIn(laptop);
      await laptop.call('POST', '/api/cart/items', { skuId: sku!.id, qty: 1 });

      const phoneBrowser = testBrowser(shop.app);
      const early = await identify(phoneBrowser, Date.now() - 47 * HOUR);
      await phoneBrowser.call('POST', '/api/cart/items', { skuId: sku!.id, qty: 1 });
      await signIn(phoneBrowser);

      const [cart] = await shop.database.db
        .select({ firstVisitAt: carts.firstVisitAt })
        .from(carts)
        .where(eq(carts.id, laptop.cookie(CART_COOKIE)!));
      expect(cart?.firstVisitAt.getTime()).toBe(early);
      // The laptop's next visitor record answers with it, so its product pages count from it.
      expect(await identify(laptop, Date.now())).toBe(early);
    } finally {
      await shop.close();
    }
  });
});
