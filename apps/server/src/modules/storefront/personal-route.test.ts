import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedTestCatalogue,
  signInCustomer,
  startMultiDeviceShop,
  type TestCatalogue,
  testBrowser,
} from '../cart/testing';
import { createSession } from '../identity/index';
import { adminBearer, type TestShop, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';

let shop: TestShop;
let catalogue: TestCatalogue;

beforeAll(async () => {
  shop = await startMultiDeviceShop();
  catalogue = await seedTestCatalogue(shop.database.db);
});

afterAll(async () => {
  await shop.close();
});

const personal = (browser: ReturnType<typeof testBrowser>) =>
  browser.call('GET', '/api/storefront/personal');

describe('GET /api/storefront/personal', () => {
  it('tells an anonymous visitor nothing, and is never cached', async () => {
    const response = await personal(testBrowser(shop.app));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      customer: null,
      cartUnits: 0,
      customerGotDiscount: false,
      unpaidOrders: [],
      pendingOrder: null,
    });
  });

  it('carries the unpaid-orders and pending-order banners of every storefront page', async () => {
    const browser = testBrowser(shop.app);
    await browser.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
    const order = (await browser.call('POST', '/api/orders', orderBody())).json();
    // Placed, not paid: the unpaid-orders banner lists it; nothing is pending yet.
    expect((await personal(browser)).json()).toMatchObject({
      unpaidOrders: [
        { orderId: order.orderId, orderNumber: order.orderNumber, totalPrice: order.totalPrice },
      ],
      pendingOrder: null,
    });
    await browser.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    // Confirmed and not packed: the pending-order banner names it.
    expect((await personal(browser)).json()).toMatchObject({
      unpaidOrders: [],
      pendingOrder: { orderId: order.orderId, orderNumber: order.orderNumber },
    });
    // Nobody else's page shows it.
    expect((await personal(testBrowser(shop.app))).json()).toMatchObject({
      unpaidOrders: [],
      pendingOrder: null,
    });
  });

  it("counts the cart's units, and greets the customer once signed in", async () => {
    const browser = testBrowser(shop.app);
    await browser.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 2 });
    expect((await personal(browser)).json()).toMatchObject({ customer: null, cartUnits: 2 });

    const signedIn = await signInCustomer(shop, browser, testPhone());
    const customerId = signedIn.json()._id as string;
    const after = (await personal(browser)).json();
    expect(after.customer).toMatchObject({ id: customerId });
    expect(typeof after.customer.displayName).toBe('string');
    // The guest cart became the customer's on sign-in.
    expect(after.cartUnits).toBe(2);
    expect(after.customerGotDiscount).toBe(false);
  });

  it("shows no customer for a wholesale or admin session, nor for someone else's cart id", async () => {
    const admin = await adminBearer(shop.database, 'owner');
    const asAdmin = await shop.app.inject({ url: '/api/storefront/personal', headers: admin });
    expect(asAdmin.json()).toMatchObject({ customer: null, cartUnits: 0 });

    // A wholesale session's token in the customer cookie is nobody on the storefront.
    const { token } = await createSession(shop.database.db, {
      kind: 'wholesale',
      principalId: randomUUID(),
      ttlMs: 60_000,
    });
    const asWholesale = await shop.app.inject({
      url: '/api/storefront/personal',
      cookies: { carsi_customer: token, carsi_wholesale: token },
    });
    expect(asWholesale.json()).toEqual({
      customer: null,
      cartUnits: 0,
      customerGotDiscount: false,
      unpaidOrders: [],
      pendingOrder: null,
    });

    // A signed-in customer's cart is theirs: its id in another browser's cookie counts nothing.
    const owner = testBrowser(shop.app);
    await owner.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
    await signInCustomer(shop, owner, testPhone());
    const stranger = testBrowser(shop.app);
    stranger.jar.set('carsi_cart', owner.cookie('carsi_cart') as string);
    expect((await personal(stranger)).json()).toMatchObject({ customer: null, cartUnits: 0 });
  });
});
