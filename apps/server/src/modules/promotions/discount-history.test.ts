import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitors } from '../../db/schema';
import {
  seedTestCatalogue,
  signInCustomer,
  startMultiDeviceShop,
  type TestCatalogue,
  testBrowser,
} from '../cart/testing';
import { VISITOR_COOKIE } from '../identity/index';
import { adminBearer, type TestShop, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';

let shop: TestShop;
let catalogue: TestCatalogue;
let marketing: Record<string, string>;

beforeAll(async () => {
  shop = await startMultiDeviceShop();
  catalogue = await seedTestCatalogue(shop.database.db);
  marketing = await adminBearer(shop.database, 'marketing');
});

afterAll(async () => {
  await shop.close();
});

const HOUR = 3_600_000;

async function visitorSince(hoursAgo: number): Promise<string> {
  const id = randomUUID();
  await shop.database.db
    .insert(visitors)
    .values({ id, firstVisitTime: new Date(Date.now() - hoursAgo * HOUR) });
  return id;
}

describe('a signed-in customer who already got a discount', () => {
  it('gets no pop-up code once a code was used on their order; a new customer still does', async () => {
    const pop = await shop.app.inject({
      method: 'POST',
      url: '/api/adminpops/create',
      headers: marketing,
      payload: {
        popType: 'intentPop',
        popTimer: 0,
        title: 'Size özel',
        existDiscount: true,
        discountAmount: 1000,
        discountExpiry: 30,
        useDiscountXtimes: 1,
        codePrefix: 'ozel',
      },
    });
    expect(pop.statusCode, pop.body).toBe(201);
    const popId = pop.json().pop._id as number;
    const code = await shop.app.inject({
      method: 'POST',
      url: '/api/admindiscountcode/create',
      headers: marketing,
      payload: {
        discountCode: `ILK${Date.now() % 100000}`,
        discountType: 'amount',
        discountAmount: 500,
      },
    });
    expect(code.statusCode, code.body).toBe(201);

    const phone = testPhone();
    const customer = testBrowser(shop.app);
    await signInCustomer(shop, customer, phone);
    // A visitor record the server has known for two days, so only the discount rule decides.
    customer.jar.set(VISITOR_COOKIE, await visitorSince(48));

    const before = await customer.call('GET', '/api/pops/customer-status');
    expect(before.json()).toEqual({ alreadyGotDiscount: false });

    await customer.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
    const applied = await customer.call('POST', '/api/cart/discount-codes', {
      code: code.json().discountCode.discountCode,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const order = await customer.call(
      'POST',
      '/api/orders',
      orderBody({
        deliveryContact: {
          firstName: 'Ayşe',
          lastName: 'Yılmaz',
          phone,
          email: 'ayse@example.com',
        },
      }),
    );
    expect(order.statusCode, order.body).toBe(200);

    const after = await customer.call('GET', '/api/pops/customer-status');
    expect(after.json()).toEqual({ alreadyGotDiscount: true });
    // The storefront's header parts say the same, so the browser shows no pop-up either.
    const personal = await customer.call('GET', '/api/storefront/personal');
    expect(personal.json()).toMatchObject({ customerGotDiscount: true });
    const refused = await customer.call('POST', `/api/pops/${popId}/discount`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('daha önce indirim almamış');

    // Someone else, signed in and without any discount, still gets the code.
    const newcomer = testBrowser(shop.app);
    await signInCustomer(shop, newcomer, testPhone());
    newcomer.jar.set(VISITOR_COOKIE, await visitorSince(48));
    const granted = await newcomer.call('POST', `/api/pops/${popId}/discount`);
    expect(granted.statusCode, granted.body).toBe(200);

    // The status is the customer's own: nobody signed in gets 401.
    expect((await testBrowser(shop.app).call('GET', '/api/pops/customer-status')).statusCode).toBe(
      401,
    );
  });
});
