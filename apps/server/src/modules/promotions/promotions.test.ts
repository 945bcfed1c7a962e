import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  cartDiscountCodes,
  discountCodes,
  discountCodeUses,
  orders,
  productCampaigns,
  skus,
} from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
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

let codeCounter = 0;
const uniqueCode = (prefix = 'KOD') => `${prefix}${Date.now() % 100000}${++codeCounter}`;

async function createCode(fields: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admindiscountcode/create',
    headers: marketing,
    payload: {
      discountCode: uniqueCode(),
      discountType: 'amount',
      discountAmount: 1000,
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().discountCode as { _id: number; discountCode: string };
}

async function shopperWith(lines: Array<{ skuId: number; qty: number }>) {
  const shopper = testVisitor(app);
  for (const line of lines) {
    const response = await shopper.call('POST', '/api/cart/items', line);
    expect(response.statusCode, response.body).toBe(200);
  }
  return shopper;
}

const phoneBody = (phone: string) =>
  orderBody({
    deliveryContact: {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phone,
      email: 'ayse@example.com',
    },
  });

describe('discount codes in the back office', () => {
  it('creates, lists, searches, pages, shows and edits a code (marketing)', async () => {
    const created = await createCode({
      discountCode: uniqueCode('YAZ'),
      description: 'Yaz indirimi',
      discountType: 'percent',
      discountAmount: 10,
      minimumCartAmount: 20_000,
      totalUses: 5,
      usesPerPhone: 1,
      productIds: [1],
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/admindiscountcode/listdiscountcodes/?keyword=${created.discountCode}&pageNumber=1`,
      headers: marketing,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(list.json().discountCodes[0]).toMatchObject({
      discountCode: created.discountCode,
      discountType: 'percent',
      discountAmount: 10,
      usedCount: 0,
    });
    const all = await app.inject({
      method: 'GET',
      url: '/api/admindiscountcode/listdiscountcodes/?listAll=true',
      headers: marketing,
    });
    expect(all.json().discountCodes.length).toBe(all.json().total);
    const details = await app.inject({
      method: 'GET',
      url: `/api/admindiscountcode/detailsofdiscountcode/${created._id}`,
      headers: marketing,
    });
    expect(details.json().discountCode.description).toBe('Yaz indirimi');
    const edited = await app.inject({
      method: 'PUT',
      url: '/api/admindiscountcode/edit',
      headers: marketing,
      payload: {
        _id: created._id,
        discountCode: created.discountCode,
        discountType: 'amount',
        discountAmount: 2500,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().discountCode).toMatchObject({ discountType: 'amount', productIds: [] });
  });

  it('names each bad field in Turkish and refuses a code differing only in case', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admindiscountcode/create',
      headers: marketing,
      payload: {
        discountCode: 'a b',
        discountType: 'percent',
        discountAmount: 150,
        startDate: '2026-02-01T00:00:00Z',
        endDate: '2026-01-01T00:00:00Z',
      },
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(
      bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields['body.discountCode']).toContain('3–40 karakter');
    const second = await app.inject({
      method: 'POST',
      url: '/api/admindiscountcode/create',
      headers: marketing,
      payload: {
        discountCode: 'GOOD1',
        discountType: 'percent',
        discountAmount: 150,
        startDate: '2026-02-01T00:00:00Z',
        endDate: '2026-01-01T00:00:00Z',
      },
    });
    const secondFields = Object.fromEntries(
      second.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(secondFields['body.discountAmount']).toBe('Yüzde indirim 1 ile 100 arasında olmalı.');
    expect(secondFields['body.endDate']).toBe('Bitiş tarihi başlangıçtan sonra olmalı.');
    const clash = await app.inject({
      method: 'POST',
      url: '/api/admindiscountcode/create',
      headers: marketing,
      payload: { discountCode: 'HATA20', discountType: 'amount', discountAmount: 100 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors[0].field).toBe('body.discountCode');
  });

  it('is marketing-only: operations and customer service get 403, nobody signed in 401', async () => {
    for (const role of ['operations', 'customerService'] as const) {
      const headers = await adminBearer(database, role);
      for (const [method, url] of [
        ['GET', '/api/admindiscountcode/listdiscountcodes/'],
        ['GET', '/api/admindiscountcode/detailsofdiscountcode/1'],
        ['POST', '/api/admindiscountcode/create'],
        ['PUT', '/api/admindiscountcode/edit'],
        ['GET', '/api/admintopbar/listtopbars'],
        ['GET', '/api/admintopbar/detailsoftopbar/1'],
        ['POST', '/api/admintopbar/create'],
        ['PUT', '/api/admintopbar/edit'],
      ] as const) {
        const payload =
          method === 'POST'
            ? { discountCode: uniqueCode(), discountType: 'amount', discountAmount: 100 }
            : undefined;
        const response = await app.inject({
          method,
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        // A body that fails validation is a 400 before the role check; a valid one is 403.
        expect([400, 403], `${role} ${method} ${url}`).toContain(response.statusCode);
        if (method === 'GET') expect(response.statusCode).toBe(403);
      }
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/admindiscountcode/listdiscountcodes/',
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await adminBearer(database, 'owner');
    const asOwner = await app.inject({
      method: 'GET',
      url: '/api/admindiscountcode/listdiscountcodes/',
      headers: owner,
    });
    expect(asOwner.statusCode).toBe(200);
  });
});

describe('codes in the cart and the order', () => {
  it('hata20 is seeded, offered by the 404 endpoint and takes 20 TL off, spread over lines', async () => {
    const offered = await app.inject({ method: 'GET', url: '/api/discountcode/notfound' });
    expect(offered.json().code).toBe('hata20');
    // 110.00 TL sheet + 199.90 TL quilt = 309.90 TL
    const shopper = await shopperWith([
      { skuId: catalogue.sheet, qty: 1 },
      { skuId: catalogue.quilt, qty: 1 },
    ]);
    const applied = await shopper.call('POST', '/api/cart/discount-codes', { code: 'hata20' });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = applied.json();
    expect(cart.discountCodes).toEqual([expect.objectContaining({ code: 'hata20', amount: 2000 })]);
    expect(cart.codeDiscount).toBe(2000);
    expect(cart.payableAmount).toBe(30_990 - 2000);
    const shares = cart.items.map((line: { codeDiscount: number }) => line.codeDiscount);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(2000);
    expect(shares).toEqual([710, 1290]);
    // Applying shows a price but counts nothing.
    const [row] = await database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'hata20'));
    expect(row!.usedCount).toBe(0);

    const phone = testPhone();
    const order = await shopper.call('POST', '/api/orders', phoneBody(phone));
    expect(order.statusCode, order.body).toBe(200);
    const [placed] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.json().orderId));
    expect(placed!.items.map((item) => item.discount ?? 0)).toEqual([710, 1290]);
    expect(placed!.itemsPrice + placed!.taxPrice).toBe(30_990 - 2000);
    expect(placed!.totalPrice).toBe(30_990 - 2000 + placed!.shippingPrice);
    const [after] = await database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'hata20'));
    expect(after!.usedCount).toBe(1);
    const uses = await database.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.orderId, placed!.id));
    expect(uses).toEqual([expect.objectContaining({ amount: 2000 })]);
    // The cart's codes went with the order.
    expect(
      await database.db
        .select()
        .from(cartDiscountCodes)
        .where(eq(cartDiscountCodes.codeId, row!.id)),
    ).toEqual([]);

    // The same phone may not use hata20 again: the order is refused, nothing written.
    const again = await shopperWith([{ skuId: catalogue.quilt, qty: 1 }]);
    expect(
      (await again.call('POST', '/api/cart/discount-codes', { code: 'hata20' })).statusCode,
    ).toBe(200);
    const refused = await again.call('POST', '/api/orders', phoneBody(phone));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('bu telefon numarasıyla daha önce kullandınız');
    const [still] = await database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, 'hata20'));
    expect(still!.usedCount).toBe(1);
  });

  it('refuses unknown, wrong-case, expired, used-up, early and below-minimum codes, writing nothing', async () => {
    const expired = await createCode({ endDate: '2020-01-01T00:00:00Z' });
    const early = await createCode({ startDate: '2099-01-01T00:00:00Z' });
    const usedUp = await createCode({ totalUses: 1 });
    await database.db
      .update(discountCodes)
      .set({ usedCount: 1 })
      .where(eq(discountCodes.id, usedUp._id));
    const big = await createCode({ minimumCartAmount: 100_000 });
    const other = await createCode({ productIds: [catalogue.blanket + 999_999] });
    const shopper = await shopperWith([{ skuId: catalogue.sheet, qty: 1 }]);
    const cases: Array<[string, string, string]> = [
      ['yokboylebirkod', 'DISCOUNT_CODE_UNKNOWN', 'bulunamadı'],
      ['HATA20', 'DISCOUNT_CODE_WRONG_CASE', 'büyük-küçük harfe duyarlıdır'],
      [expired.discountCode, 'DISCOUNT_CODE_EXPIRED', 'süresi doldu'],
      [early.discountCode, 'DISCOUNT_CODE_NOT_STARTED', 'henüz geçerli değil'],
      [usedUp.discountCode, 'DISCOUNT_CODE_USED_UP', 'kullanım hakkı doldu'],
      [big.discountCode, 'DISCOUNT_CODE_BELOW_MINIMUM', 'en az 1000.00 TL'],
      [other.discountCode, 'DISCOUNT_CODE_NOT_APPLICABLE', 'ürünlerde geçerli değil'],
    ];
    for (const [code, errorCode, text] of cases) {
      const response = await shopper.call('POST', '/api/cart/discount-codes', { code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(errorCode);
      expect(response.json().message).toContain(text);
      expect(response.json().errors[0].field).toBe('body.code');
    }
    const cart = (await shopper.call('GET', '/api/cart')).json();
    expect(cart.discountCodes).toEqual([]);
    expect(
      await database.db
        .select()
        .from(discountCodeUses)
        .where(eq(discountCodeUses.codeId, usedUp._id)),
    ).toEqual([]);
  });

  it('stacks only codes that allow it, and drops a code from the order once it stopped holding', async () => {
    const a = await createCode({ isDuplicateAllowed: true, discountAmount: 500 });
    const b = await createCode({ isDuplicateAllowed: true, discountAmount: 700 });
    const solo = await createCode({ isDuplicateAllowed: false });
    const shopper = await shopperWith([{ skuId: catalogue.quilt, qty: 1 }]);
    expect(
      (await shopper.call('POST', '/api/cart/discount-codes', { code: a.discountCode })).statusCode,
    ).toBe(200);
    const both = await shopper.call('POST', '/api/cart/discount-codes', { code: b.discountCode });
    expect(both.json().codeDiscount).toBe(1200);
    const refused = await shopper.call('POST', '/api/cart/discount-codes', {
      code: solo.discountCode,
    });
    expect(refused.json().code).toBe('DISCOUNT_CODE_NOT_STACKABLE');
    const removed = await shopper.call('DELETE', `/api/cart/discount-codes/${b.discountCode}`);
    expect(removed.json().codeDiscount).toBe(500);

    // The code expires between the cart and the order: the cart says so, the order is refused.
    await database.db
      .update(discountCodes)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.id, a._id));
    const cart = (await shopper.call('GET', '/api/cart')).json();
    expect(cart.codeDiscount).toBe(0);
    expect(cart.codeNotices).toEqual([
      { code: a.discountCode, message: 'Bu indirim kodunun süresi doldu.' },
    ]);
    const order = await shopper.call('POST', '/api/orders', phoneBody(testPhone()));
    expect(order.statusCode).toBe(409);
    expect(order.json().code).toBe('DISCOUNT_CODE_EXPIRED');
    expect((await shopper.call('GET', '/api/cart')).json().items).toHaveLength(1);
  });
});

describe('the home page gift', () => {
  it('puts the free campaign product in every cart with a paid line, free and not removable', async () => {
    const [towel] = await database.db.select().from(skus).where(eq(skus.id, catalogue.towel));
    const [campaign] = await database.db
      .insert(productCampaigns)
      .values({ productId: towel!.productId, kind: 'free', title: 'Hediye havlu', pricePercent: 0 })
      .returning();
    try {
      const shopper = await shopperWith([{ skuId: catalogue.quilt, qty: 1 }]);
      const cart = (await shopper.call('GET', '/api/cart')).json();
      const gift = cart.items.find((line: { gift: boolean }) => line.gift);
      expect(gift).toMatchObject({ skuId: catalogue.towel, price: 0, qty: 1, free: true });
      expect(cart.totals.totalAmountWithVat).toBe(19_990);
      const removal = await shopper.call('DELETE', `/api/cart/items/${gift.indexId}`);
      expect(removal.statusCode).toBe(400);
      const order = await shopper.call('POST', '/api/orders', phoneBody(testPhone()));
      expect(order.statusCode, order.body).toBe(200);
      const [placed] = await database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order.json().orderId));
      expect(placed!.items.find((item) => item.skuId === catalogue.towel)).toMatchObject({
        price: 0,
        qty: 1,
      });
      // An empty cart gets no gift.
      const empty = (await testVisitor(app).call('GET', '/api/cart')).json();
      expect(empty.items).toEqual([]);
    } finally {
      await database.db.delete(productCampaigns).where(eq(productCampaigns.id, campaign!.id));
    }
  });
});

describe('top bars', () => {
  it('creates, edits and lists bars; the public list needs no token and hides ended bars', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admintopbar/create',
      headers: marketing,
      payload: {
        topBarName: 'passedHoursDiscountLevelOne',
        title: 'Size özel %10 indirim',
        link: '/kampanyalar',
        bullets: ['Ücretsiz kargo'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().topBar._id;
    const ended = await app.inject({
      method: 'POST',
      url: '/api/admintopbar/create',
      headers: marketing,
      payload: {
        topBarName: 'default',
        title: 'Bitti',
        isTemporary: true,
        startDateInMiliseconds: 1,
        endDateInMiliseconds: 2,
      },
    });
    expect(ended.statusCode).toBe(201);
    const badTemporary = await app.inject({
      method: 'POST',
      url: '/api/admintopbar/create',
      headers: marketing,
      payload: { topBarName: 'default', title: 'Eksik', isTemporary: true, link: 'javascript:x' },
    });
    expect(badTemporary.statusCode).toBe(400);
    const fields = badTemporary.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.link',
        'body.startDateInMiliseconds',
        'body.endDateInMiliseconds',
      ]),
    );
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/admintopbar/edit',
      headers: marketing,
      payload: { _id: id, topBarName: 'passedHoursDiscountLevelOne', title: 'Yeni başlık' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const details = await app.inject({
      method: 'GET',
      url: `/api/admintopbar/detailsoftopbar/${id}`,
      headers: marketing,
    });
    expect(details.json().topBar).toMatchObject({ title: 'Yeni başlık', link: 'nolink' });
    const client = await app.inject({
      method: 'GET',
      url: '/api/admintopbar/listtopbars?requestedby=client',
    });
    expect(client.statusCode).toBe(200);
    const titles = client.json().topBars.map((bar: { title: string }) => bar.title);
    expect(titles).toContain('Yeni başlık');
    expect(titles).not.toContain('Bitti');
    const adminList = await app.inject({
      method: 'GET',
      url: '/api/admintopbar/listtopbars',
      headers: marketing,
    });
    expect(adminList.json().topBars.map((bar: { title: string }) => bar.title)).toContain('Bitti');
    expect(
      (await app.inject({ method: 'GET', url: '/api/admintopbar/listtopbars' })).statusCode,
    ).toBe(401);
  });
});

describe('the 404 page’s code', () => {
  it('is no longer offered as soon as marketing switches it off, and is again when switched on', async () => {
    const offered = async () =>
      (await app.inject({ method: 'GET', url: '/api/discountcode/notfound' })).json().code;
    expect(await offered()).toBe('hata20');
    const [row] = await database.db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(eq(discountCodes.code, 'hata20'));
    const details = await app.inject({
      method: 'GET',
      url: `/api/admindiscountcode/detailsofdiscountcode/${row!.id}`,
      headers: marketing,
    });
    const { usedCount, createdAt, updatedAt, ...fields } = details.json().discountCode;
    const edit = (isActive: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/admindiscountcode/edit',
        headers: marketing,
        payload: { ...fields, isActive },
      });
    expect((await edit(false)).statusCode).toBe(200);
    expect(await offered()).toBeNull();
    expect((await edit(true)).statusCode).toBe(200);
    expect(await offered()).toBe('hata20');
  });
});
