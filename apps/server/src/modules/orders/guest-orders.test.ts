import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedTestCatalogue,
  signInCustomer,
  startMultiDeviceShop,
  type TestCatalogue,
  testBrowser,
} from '../cart/testing';
import { type TestShop, testPhone } from '../identity/testing';
import { orderBody } from './test-order';

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

/** A guest order placed in `browser` with `phone` as the delivery phone (written as typed). */
async function guestOrder(browser: Browser, phone: string): Promise<string> {
  expect(
    (await browser.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 })).statusCode,
  ).toBe(200);
  const base = orderBody();
  const placed = await browser.call(
    'POST',
    '/api/orders',
    orderBody({ deliveryContact: { ...(base.deliveryContact as object), phone } }),
  );
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  return placed.json().orderId as string;
}

const history = async (browser: Browser, customerId: string) => {
  const response = await browser.call('GET', `/api/orders/orderhistory/${customerId}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as
    | { orders?: Array<{ orderId: string }> }
    | Array<{ orderId: string }>;
  const list = Array.isArray(body) ? body : (body.orders ?? []);
  return list.map((o) => o.orderId);
};

describe('guest orders join the account of the phone they were placed with', () => {
  it('shows a guest order to the customer who signs in with that phone, on another device', async () => {
    const digits = testPhone().slice(3);
    const kiosk = testBrowser(shop.app);
    // Typed the way people write it; stored and matched as E.164.
    const orderId = await guestOrder(
      kiosk,
      `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
    );

    const home = testBrowser(shop.app);
    const signedIn = await signInCustomer(shop, home, `+90${digits}`);
    const customerId = signedIn.json()._id as string;
    expect(await history(home, customerId)).toContain(orderId);
  });

  it('never moves another phone’s orders, nor another account’s', async () => {
    const mine = testPhone();
    const other = testPhone();
    const guest = testBrowser(shop.app);
    const otherOrder = await guestOrder(guest, other);

    // A customer places an order while signed in with their own phone…
    const owner = testBrowser(shop.app);
    const ownerId = (await signInCustomer(shop, owner, other)).json()._id as string;
    expect(await history(owner, ownerId)).toContain(otherOrder);

    // …and someone signing in with another phone sees none of it.
    const someone = testBrowser(shop.app);
    const someoneId = (await signInCustomer(shop, someone, mine)).json()._id as string;
    expect(await history(someone, someoneId)).not.toContain(otherOrder);
  });
});
