import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders } from '../../db/schema';
import { type TestShop, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';
import { CART_COOKIE } from './cart-cookie';
import { CartService } from './cart-service';
import { signInCustomer, startMultiDeviceShop, testBrowser } from './test-browser';
import { seedTestCatalogue, type TestCatalogue } from './test-catalogue';

let shop: TestShop;
let catalogue: TestCatalogue;

beforeAll(async () => {
  shop = await startMultiDeviceShop();
  catalogue = await seedTestCatalogue(shop.database.db);
});
afterAll(async () => {
  await shop.close();
});

type Browser = ReturnType<typeof testBrowser>;

const signIn = (browser: Browser, phone: string) => signInCustomer(shop, browser, phone);

const signOut = (browser: Browser) =>
  browser.call('POST', '/api/auth/logout', { userType: 'customer' });

const add = (browser: Browser, skuId: number, qty = 1) =>
  browser.call('POST', '/api/cart/items', { skuId, qty });

const lines = async (browser: Browser) =>
  (
    (await browser.call('GET', '/api/cart')).json().items as Array<{
      skuId: number;
      qty: number;
      free: boolean;
    }>
  ).map(({ skuId, qty, free }) => ({ skuId, qty, free }));

describe('the cart follows a signed-in customer', () => {
  it('gives two devices of one customer the same cart', async () => {
    const phone = testPhone();
    const laptop = testBrowser(shop.app);
    const phoneBrowser = testBrowser(shop.app);
    await signIn(laptop, phone);
    expect((await add(laptop, catalogue.sheet)).statusCode).toBe(200);
    await signIn(phoneBrowser, phone);
    expect(phoneBrowser.cookie(CART_COOKIE)).toBe(laptop.cookie(CART_COOKIE));
    expect(await lines(phoneBrowser)).toEqual([{ skuId: catalogue.sheet, qty: 1, free: false }]);
    await add(phoneBrowser, catalogue.quilt, 2);
    expect(await lines(laptop)).toEqual([
      { skuId: catalogue.sheet, qty: 1, free: false },
      { skuId: catalogue.quilt, qty: 2, free: false },
    ]);
  });

  it('makes the anonymous cart the customer cart at the first sign-in', async () => {
    const browser = testBrowser(shop.app);
    await add(browser, catalogue.duvet, 2);
    const before = browser.cookie(CART_COOKIE);
    const response = await signIn(browser, testPhone());
    expect(browser.cookie(CART_COOKIE)).toBe(before);
    const cookie = response.cookies.find((c) => c.name === CART_COOKIE);
    // The cart cookie now ends with the session, not 90 days later.
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000 + 5_000);
    expect(await lines(browser)).toEqual([
      { skuId: catalogue.duvet, qty: 2, free: false },
      { skuId: catalogue.towel, qty: 2, free: true },
    ]);
  });

  it('merges the visitor cart into the customer cart: sums capped by the domain rules and stock', async () => {
    const phone = testPhone();
    const home = testBrowser(shop.app);
    await signIn(home, phone);
    await add(home, catalogue.sheet, 2);
    await add(home, catalogue.duvet, 1);
    await add(home, catalogue.pillow, 1);

    const office = testBrowser(shop.app);
    await add(office, catalogue.sheet, 2);
    await add(office, catalogue.duvet, 3);
    await add(office, catalogue.pillow, 1);
    await add(office, catalogue.quilt, 1);
    const visitorCart = office.cookie(CART_COOKIE);
    await signIn(office, phone);
    expect(office.cookie(CART_COOKIE)).toBe(home.cookie(CART_COOKIE));

    expect(await lines(office)).toEqual([
      // 2 + 2 sheets, capped at maxPurchaseQty 3.
      { skuId: catalogue.sheet, qty: 3, free: false },
      // 1 + 3 duvets; the free towel follows its line.
      { skuId: catalogue.duvet, qty: 4, free: false },
      { skuId: catalogue.towel, qty: 4, free: true },
      // Buy-one-get-one-free pairs stay separate pairs.
      { skuId: catalogue.pillow, qty: 1, free: false },
      { skuId: catalogue.pillow, qty: 1, free: true },
      { skuId: catalogue.pillow, qty: 1, free: false },
      { skuId: catalogue.pillow, qty: 1, free: true },
      { skuId: catalogue.quilt, qty: 1, free: false },
    ]);
    // The visitor cart is gone: its old cookie opens nothing.
    const [old] = await shop.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, visitorCart ?? ''));
    expect(old).toBeUndefined();
  });

  it('adds only what the shelf still has when merging', async () => {
    const own = await seedTestCatalogue(shop.database.db);
    const phone = testPhone();
    const first = testBrowser(shop.app);
    await signIn(first, phone);
    await add(first, own.sheet, 3);
    // Only 5 sheets on the shelf: the other device's 3 become 2.
    const second = testBrowser(shop.app);
    await add(second, own.sheet, 3);
    await add(second, own.quilt, 1);
    await shop.database.db.execute(
      sql`update skus set max_purchase_qty = 9 where id = ${own.sheet}`,
    );
    await signIn(second, phone);
    expect(await lines(second)).toEqual([
      { skuId: own.sheet, qty: 5, free: false },
      { skuId: own.quilt, qty: 1, free: false },
    ]);
  });

  it('detaches the cart at sign-out and never shows it to the next person', async () => {
    const phone = testPhone();
    const shared = testBrowser(shop.app);
    await signIn(shared, phone);
    await add(shared, catalogue.sheet, 1);
    const customerCart = shared.cookie(CART_COOKIE);
    const out = await signOut(shared);
    expect(out.statusCode).toBe(200);
    expect(shared.cookie(CART_COOKIE)).toBeUndefined();
    expect(await lines(shared)).toEqual([]);
    await add(shared, catalogue.quilt, 1);
    expect(shared.cookie(CART_COOKIE)).not.toBe(customerCart);
    expect(await lines(shared)).toEqual([{ skuId: catalogue.quilt, qty: 1, free: false }]);

    // A stale cookie of the customer cart (session over without signing out) opens nothing,
    // changes nothing and orders nothing.
    const stranger = testBrowser(shop.app);
    stranger.jar.set(CART_COOKIE, customerCart ?? '');
    expect(await lines(stranger)).toEqual([]);
    const placed = await stranger.call('POST', '/api/orders', orderBody());
    expect(placed.statusCode).toBeGreaterThanOrEqual(400);
    await add(stranger, catalogue.duvet, 1);
    expect(stranger.cookie(CART_COOKIE)).not.toBe(customerCart);

    // Another customer signing in there does not take the first customer's cart over.
    stranger.jar.set(CART_COOKIE, customerCart ?? '');
    await signIn(stranger, testPhone());
    expect(stranger.cookie(CART_COOKIE)).not.toBe(customerCart);
    expect(await lines(stranger)).toEqual([]);

    // The owner signs in again and finds the cart as it was.
    const again = testBrowser(shop.app);
    await signIn(again, phone);
    expect(await lines(again)).toEqual([{ skuId: catalogue.sheet, qty: 1, free: false }]);
  });

  it('keeps orders placed before signing in payable from the same browser', async () => {
    const phone = testPhone();
    const other = testBrowser(shop.app);
    await signIn(other, phone);
    await add(other, catalogue.sheet, 1);

    const browser = testBrowser(shop.app);
    await add(browser, catalogue.quilt, 1);
    const placed = await browser.call('POST', '/api/orders', orderBody());
    expect(placed.statusCode).toBeLessThan(300);
    await signIn(browser, phone);
    const [order] = await shop.database.db
      .select({ cartId: orders.cartId })
      .from(orders)
      .where(eq(orders.id, placed.json().orderId));
    expect(order?.cartId).toBe(browser.cookie(CART_COOKIE));
  });

  it('shows the shareable link of a customer cart to anyone with the link', async () => {
    const browser = testBrowser(shop.app);
    await signIn(browser, testPhone());
    const cart = (await add(browser, catalogue.sheet, 2)).json();
    const friend = testBrowser(shop.app);
    const seen = await friend.call('GET', `/api/cart/${cart.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items[0].qty).toBe(2);
  });

  it('gives a customer claiming carts on two devices at once one cart', async () => {
    const a = testBrowser(shop.app);
    const b = testBrowser(shop.app);
    await add(a, catalogue.sheet, 1);
    await add(b, catalogue.quilt, 1);
    const service = new CartService(shop.database.db);
    const customerId = `customer-${Date.now()}`;
    const [first, second] = await Promise.all([
      service.claim(a.cookie(CART_COOKIE) ?? null, customerId),
      service.claim(b.cookie(CART_COOKIE) ?? null, customerId),
    ]);
    expect(first).toBe(second);
    const owned = await shop.database.db
      .select()
      .from(carts)
      .where(eq(carts.customerId, customerId));
    expect(owned).toHaveLength(1);
    expect(owned[0]?.items.map((l) => l.skuId).sort()).toEqual(
      [catalogue.sheet, catalogue.quilt].sort(),
    );
  });
});
