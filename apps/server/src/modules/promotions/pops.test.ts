import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { discountCodes, visitors } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE } from '../cart/index';
import { seedTestCatalogue, type TestCatalogue } from '../cart/testing';
import { VISITOR_COOKIE } from '../identity/index';
import { adminBearer, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;
let marketing: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
  marketing = await adminBearer(database, 'marketing');
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const HOUR = 3_600_000;

async function visitorSince(hoursAgo: number): Promise<string> {
  const id = randomUUID();
  await database.db
    .insert(visitors)
    .values({ id, firstVisitTime: new Date(Date.now() - hoursAgo * HOUR) });
  return id;
}

async function createPop(fields: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/adminpops/create',
    headers: marketing,
    payload: {
      popType: 'intentPop',
      popTimer: 3,
      title: 'Gitmeden önce',
      existDiscount: true,
      discountAmount: 1500,
      discountExpiry: 30,
      useDiscountXtimes: 1,
      codePrefix: 'yastik',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pop as { _id: number };
}

const claim = (popId: number, visitorId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/pops/${popId}/discount`,
    cookies: { [VISITOR_COOKIE]: visitorId },
  });

/** A cart with one quilt (199.90 TL) and the code entered; returns the cart cookie. */
async function cartWithCode(code: string) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/items',
    payload: { skuId: catalogue.quilt, qty: 1 },
  });
  const cookie = added.cookies.find((c) => c.name === CART_COOKIE)!.value;
  const applied = await app.inject({
    method: 'POST',
    url: '/api/cart/discount-codes',
    cookies: { [CART_COOKIE]: cookie },
    payload: { code },
  });
  return { cookie, applied };
}

describe('pop-ups', () => {
  it('admin CRUD with Turkish field messages; the public list needs no token', async () => {
    const pop = await createPop();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/adminpops/create',
      headers: marketing,
      payload: { popType: 'exitPop', title: 'x', existDiscount: true, codePrefix: 'A B' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(
      bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields['body.codePrefix']).toContain('küçük harf');
    expect(fields['body.discountAmount']).toBe('İndirimli pencere için indirim tutarı gerekli.');
    const edited = await app.inject({
      method: 'PUT',
      url: '/api/adminpops/edit',
      headers: marketing,
      payload: { _id: pop._id, popType: 'exitPop', title: 'Çıkmadan önce' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const details = await app.inject({
      method: 'GET',
      url: `/api/adminpops/detailsofpop/${pop._id}`,
      headers: marketing,
    });
    expect(details.json().pop).toMatchObject({ popType: 'exitPop', existDiscount: false });
    const client = await app.inject({
      method: 'GET',
      url: '/api/adminpops/listpops?requestedby=client',
    });
    expect(client.statusCode).toBe(200);
    expect(client.json().pops.map((p: { _id: number }) => p._id)).toContain(pop._id);
    const operations = await adminBearer(database, 'operations');
    for (const url of ['/api/adminpops/listpops', `/api/adminpops/detailsofpop/${pop._id}`]) {
      expect((await app.inject({ method: 'GET', url, headers: operations })).statusCode).toBe(403);
    }
  });

  it('hands a visitor past 36 h one temporary code that works once; refuses the rest', async () => {
    const pop = await createPop();
    // Not yet 36 hours since the first visit.
    const fresh = await visitorSince(2);
    expect((await claim(pop._id, fresh)).statusCode).toBe(403);

    const visitor = await visitorSince(40);
    const before = Date.now();
    const response = await claim(pop._id, visitor);
    expect(response.statusCode, response.body).toBe(200);
    const payload = response.json();
    expect(payload.discountCode).toMatch(/^yastik\d{3}[0-8]$/);
    expect(payload).toMatchObject({
      discountAmount: 1500,
      useDiscountCodeXTimes: 1,
      remainingDiscountCodeXTimes: 1,
      discountType: 'Temporary',
      isDuplicateAllowed: false,
    });
    expect(payload.discountExpiryInMiliseconds).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(payload.discountExpiryInMiliseconds).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 10);

    // Claimed twice: refused, nothing written.
    const twice = await claim(pop._id, visitor);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Bu pencerenin indirim kodunu zaten aldınız.');
    expect(
      await database.db.select().from(discountCodes).where(eq(discountCodes.popId, pop._id)),
    ).toHaveLength(1);

    // A forged code of the same shape is unknown to the cart.
    const forged = await cartWithCode('yastik9999');
    expect(forged.applied.json().code).toBe('DISCOUNT_CODE_UNKNOWN');

    // The real code works once.
    const first = await cartWithCode(payload.discountCode);
    expect(first.applied.statusCode, first.applied.body).toBe(200);
    expect(first.applied.json().codeDiscount).toBe(1500);
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { [CART_COOKIE]: first.cookie },
      payload: orderBody({
        deliveryContact: {
          firstName: 'Ayşe',
          lastName: 'Yılmaz',
          phone: testPhone(),
          email: 'ayse@example.com',
        },
      }),
    });
    expect(order.statusCode, order.body).toBe(200);
    const second = await cartWithCode(payload.discountCode);
    expect(second.applied.json().code).toBe('DISCOUNT_CODE_USED_UP');
  });

  it('gives no code for a pop without a discount or outside its window', async () => {
    const plain = await createPop({ existDiscount: false });
    const visitor = await visitorSince(40);
    expect((await claim(plain._id, visitor)).statusCode).toBe(404);
    const ended = await createPop({
      isTemporary: true,
      startDateInMiliseconds: 1,
      endDateInMiliseconds: 2,
    });
    expect((await claim(ended._id, visitor)).statusCode).toBe(404);
    expect((await claim(ended._id + 1000, visitor)).statusCode).toBe(404);
  });
});
