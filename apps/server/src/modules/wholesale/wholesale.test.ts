import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { skus, wholesaleOrders } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { createSession } from '../identity/index';
import { adminBearer } from '../identity/testing';
import { testReseller, testWholesaleSkus } from './test-support';

let database: DatabaseHandle;
let app: FastifyInstance;
type Reseller = Awaited<ReturnType<typeof testReseller>>;
let a: Reseller;
let b: Reseller;
let items: Awaited<ReturnType<typeof testWholesaleSkus>>;
let orderId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  a = await testReseller(database);
  b = await testReseller(database);
  items = await testWholesaleSkus(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/wholesale/${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const address = {
  title: 'Depo',
  contactName: 'Mehmet Kaya',
  phone: '05321234567',
  address: 'Organize Sanayi 5. Cadde No: 12',
  province: 'Bursa',
  district: 'Nilüfer',
};

async function addressOf(who: Reseller) {
  const response = await call(who, 'POST', 'createDeliveryAddress', address);
  expect(response.statusCode).toBe(200);
  return response.json().addresses[0].addressId as string;
}

async function fillCart(who: Reseller, cart: { skuId: number; qty: number }[]) {
  const response = await call(who, 'POST', 'postCart', { id: who.id, cart });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().cart;
}

const orderCount = async () => (await database.db.select().from(wholesaleOrders)).length;
const stockOf = async (id: number) =>
  (await database.db.select().from(skus).where(eq(skus.id, id)))[0]!.countInStock;

describe('wholesale account', () => {
  it('shows the account with its summary, and refuses a bad tax number', async () => {
    const view = await call(a, 'GET', `getDetailsWholeSaleAccount?id=${a.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().ordersSummary).toEqual({
      totalNumberOfOrders: 0,
      hasPendingBankTransfer: false,
      completedOrders: 0,
      freeGoodsAllocation: 0,
    });
    const company = {
      currentAccountName: 'Test Tekstil Ltd. Şti.',
      currentAccountContactPersonName: 'Ayşe Yılmaz',
      currentAccountAddress: 'Osmangazi',
      currentAccountProvince: 'Bursa',
      currentAccountDistrict: 'Osmangazi',
      currentAccountTaxAuthority: 'Uludağ',
      currentAccountTaxNumber: '4540536921',
    };
    const bad = await call(a, 'PUT', 'updateWholeSaleAccount', company);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Vergi numarası geçerli değil.');
    const good = await call(a, 'PUT', 'updateWholeSaleAccount', {
      ...company,
      currentAccountTaxNumber: '4540536920',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().account.currentAccountTaxNumber).toBe('4540536920');
  });

  it("refuses another account's id, address and a retail or admin token", async () => {
    expect((await call(a, 'GET', `getDetailsWholeSaleAccount?id=${b.id}`)).statusCode).toBe(403);
    const bAddress = await addressOf(b);
    const update = await call(a, 'PUT', 'updateDeliveryAddress', {
      ...address,
      addressId: bAddress,
    });
    expect(update.statusCode).toBe(404);
    const remove = await call(a, 'DELETE', `deleteDeliveryAddress?addressId=${bAddress}`);
    expect(remove.statusCode).toBe(404);
    expect(
      (await call(b, 'GET', 'getDetailsWholeSaleAccount')).json().reSeller.addresses,
    ).toHaveLength(1);
    const admin = { headers: await adminBearer(database, 'owner') };
    expect((await call(admin, 'GET', 'getProductsList')).statusCode).toBe(403);
    const { token } = await createSession(database.db, {
      kind: 'customer',
      principalId: '00000000-0000-4000-8000-000000000000',
      ttlMs: 60_000,
    });
    const retail = { headers: { authorization: `Bearer ${token}` } };
    expect((await call(retail, 'POST', 'postCart', { cart: [] })).statusCode).toBe(403);
    expect((await call({ headers: {} }, 'GET', 'getCategories')).statusCode).toBe(401);
  });

  it('updates and deletes its own address', async () => {
    const id = await addressOf(a);
    const update = await call(a, 'PUT', 'updateDeliveryAddress', {
      ...address,
      addressId: id,
      title: 'Merkez',
    });
    expect(update.json().addresses[0].title).toBe('Merkez');
    const remove = await call(
      a,
      'DELETE',
      `deleteDeliveryAddress?accountId=${a.id}&addressId=${id}`,
    );
    expect(remove.json().addresses).toHaveLength(0);
  });
});

describe('wholesale catalogue and prices', () => {
  it('prices at the private price before expiry and the wholesale price after it', async () => {
    const admin = { headers: await adminBearer(database, 'operations') };
    const set = (expiry: number) =>
      call(admin, 'PUT', 'updateCurrentAccountWholeSalePricing', {
        id: a.id,
        privatePricing: { expiry, skus: [{ sku: items.cover.sku, price: 40_000 }] },
      });
    expect((await set(Date.now() + 3 * 86_400_000)).statusCode).toBe(200);
    const list = await call(a, 'GET', `getProductsList?keyword=${encodeURIComponent('Saten')}`);
    const cover = list.json().products.find((p: { skuId: number }) => p.skuId === items.cover.id);
    expect(cover).toMatchObject({ price: 40_000, privatePrice: true, priceWithVat: 44_000 });
    expect(cover.shortName).toBe('Saten Nevresim Takımı Çif...');
    expect(list.json().privatePricing).toEqual({ active: true, remainingDays: 3 });
    // Another account still sees the wholesale price.
    const other = await call(b, 'GET', 'getProductsList?keyword=Saten');
    expect(other.json().products[0].price).toBe(50_000);
    // Expired: the private price no longer counts.
    expect((await set(Date.now() - 1000)).statusCode).toBe(200);
    const expired = await call(a, 'GET', 'getProductsList?keyword=Saten');
    expect(expired.json().products[0]).toMatchObject({ price: 50_000, privatePrice: false });
    expect(expired.json().privatePricing).toEqual({ active: false, remainingDays: 0 });
    const cart = await fillCart(a, [{ skuId: items.cover.id, qty: 1 }]);
    expect(cart.cartItems[0].price).toBe(50_000);
  });

  it('lists categories', async () => {
    const response = await call(a, 'GET', 'getCategories');
    expect(response.statusCode).toBe(200);
    expect(response.json().preparingNotice).toContain('hazırlanıyor');
  });
});

describe('wholesale cart and orders', () => {
  it('refuses a quantity below 1 and shows the levels with the spec message', async () => {
    const zero = await call(a, 'POST', 'postCart', { cart: [{ skuId: items.cover.id, qty: 0 }] });
    expect(zero.statusCode).toBe(400);
    const cart = await fillCart(a, [{ skuId: items.sheet.id, qty: 2 }]);
    expect(cart.totalPrice).toBe(30_000);
    expect(cart.canOrder).toBe(false);
    expect(cart.message).toBe(
      'Sipariş oluşturmak için sepete en az 700.00 TL tutarında daha ürün ekleyiniz.',
    );
    expect(cart.levels.map((l: { percent: number }) => l.percent)).toEqual([30, 15, 7]);
    const other = await call(b, 'POST', 'postCart', { id: a.id, cart: [] });
    expect(other.statusCode).toBe(403);
  });

  it('refuses an order below level one or with a method not allowed, writing nothing', async () => {
    const addressId = await addressOf(a);
    const cart = await fillCart(a, [{ skuId: items.sheet.id, qty: 2 }]);
    const stock = await stockOf(items.sheet.id);
    const below = await call(a, 'POST', 'createWholeSaleOrder', {
      cartId: cart.cartId,
      paymentMethod: 'bankTransfer',
      addressId,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(
      'Sipariş oluşturmak için sepete en az 700.00 TL tutarında daha ürün ekleyiniz.',
    );
    await fillCart(a, [{ skuId: items.cover.id, qty: 5 }]);
    for (const paymentMethod of ['billOfExchange', 'creditCard']) {
      const refused = await call(a, 'POST', 'createWholeSaleOrder', {
        cartId: cart.cartId,
        paymentMethod,
        addressId,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Bu ödeme yöntemini kullanma izniniz yok.');
    }
    const otherAddress = await addressOf(b);
    const foreign = await call(a, 'POST', 'createWholeSaleOrder', {
      cartId: cart.cartId,
      paymentMethod: 'bankTransfer',
      addressId: otherAddress,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await orderCount()).toBe(0);
    expect(await stockOf(items.sheet.id)).toBe(stock);
  });

  it('orders by bank transfer: stock taken, free goods earned, one order per cart', async () => {
    const addressId = (await call(a, 'GET', 'getDetailsWholeSaleAccount')).json().reSeller
      .addresses[0].addressId;
    const cart = await fillCart(a, [{ skuId: items.cover.id, qty: 5 }]);
    expect(cart.reachedLevel).toBe(2);
    expect(cart.extraGoodsBonus).toBe(12_500);
    expect(cart.message).toBe(
      '%10 mal fazlası kazanmak için sepete en az 1500.00 TL tutarında daha ürün ekleyiniz.',
    );
    const before = await stockOf(items.cover.id);
    const body = { cartId: cart.cartId, paymentMethod: 'bankTransfer', addressId };
    const created = await call(a, 'POST', 'createWholeSaleOrder', body);
    expect(created.statusCode, created.body).toBe(200);
    const { order, freeGoodsAllocation } = created.json();
    orderId = order.id;
    expect(order.orderStatus).toBe('PENDING_BANK_TRANSFER');
    expect(order).toMatchObject({ price: 250_000, taxPrice: 25_000, totalPrice: 275_000 });
    expect(freeGoodsAllocation).toBe(12_500);
    expect(await stockOf(items.cover.id)).toBe(before - 5);
    const again = await call(a, 'POST', 'createWholeSaleOrder', body);
    expect(again.statusCode).toBe(409);
    expect(await orderCount()).toBe(1);
    const stale = await call(a, 'POST', 'postCart', { cart: [], cartId: cart.cartId });
    expect(stale.statusCode).toBe(409);
    const list = await call(a, 'GET', `getWholeSaleOrdersListByAccount?id=${a.id}`);
    expect(list.json()).toMatchObject({ countPendings: 1, page: 1, pages: 1 });
    const account = await call(a, 'GET', 'getDetailsWholeSaleAccount');
    expect(account.json().ordersSummary).toMatchObject({
      totalNumberOfOrders: 1,
      hasPendingBankTransfer: true,
      freeGoodsAllocation: 12_500,
    });
    expect(account.json().ledger[0]).toMatchObject({ kind: 'earned', amount: 12_500 });
  });

  it("hides another account's order", async () => {
    expect((await call(b, 'GET', `getDetailsWholeSaleOrder?id=${orderId}`)).statusCode).toBe(404);
    const proof = await call(b, 'PUT', 'updateWholeSaleOrderPaymentProof', {
      id: orderId,
      documentUrl: `/api/wholesale/receipts/${orderId}/${'0'.repeat(32)}.pdf`,
    });
    expect(proof.statusCode).toBe(404);
  });

  it('cuts free goods to the allocation with the spec messages, and carries the rest over', async () => {
    const freeGoods = (who: Reseller, lines: { skuId: number; qty: number }[]) =>
      call(who, 'PUT', 'updateWholeSaleOrderWithFreeGoods', { id: orderId, freeGoods: lines });
    const stock = await stockOf(items.pillowcase.id);
    const tooDear = await freeGoods(a, [{ skuId: items.sheet.id, qty: 1 }]);
    expect(tooDear.statusCode).toBe(409);
    expect(tooDear.json().message).toBe(
      'Ürün fiyatı, tanımlı mal fazlası tutarını aştığı için ürün eklenemiyor.',
    );
    const alone = await freeGoods(a, [{ skuId: items.pillowcase.id, qty: 6 }]);
    expect(alone.json().message).toBe('En çok 5 Adet ürün sepete eklenebiliyor.');
    const withCart = await freeGoods(a, [
      { skuId: items.pillowcase.id, qty: 3 },
      { skuId: items.pillowcase.id, qty: 3 },
    ]);
    expect(withCart.json().message).toBe(
      'Sepetteki mevcut tutar nedeni ile bu üründen en çok 2 Adet sepete eklenebiliyor.',
    );
    const full = await freeGoods(a, [
      { skuId: items.pillowcase.id, qty: 5 },
      { skuId: items.pillowcase.id, qty: 1 },
    ]);
    expect(full.json().message).toBe(
      'Sepet tutarı, tanımlı mal fazlası tutarını aşacağı için yeni ürün eklenemiyor.',
    );
    expect((await freeGoods(b, [{ skuId: items.pillowcase.id, qty: 1 }])).statusCode).toBe(404);
    expect(await stockOf(items.pillowcase.id)).toBe(stock);
    const ok = await freeGoods(a, [{ skuId: items.pillowcase.id, qty: 3 }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().freeGoodsAllocation).toBe(5_000);
    expect(ok.json().order.freeItems[0]).toMatchObject({ qty: 3, price: 0, value: 2_500 });
    expect(await stockOf(items.pillowcase.id)).toBe(stock - 3);
    const ledger = (await call(a, 'GET', 'getDetailsWholeSaleAccount')).json().ledger;
    expect(ledger[0]).toMatchObject({ kind: 'used', amount: -7_500, balanceAfter: 5_000 });
  });

  it('takes a PDF or image receipt and refuses an executable or an oversized file', async () => {
    const upload = (who: Reseller, body: Buffer, type = 'application/pdf') =>
      app.inject({
        method: 'POST',
        url: `/api/wholesale/uploadPaymentProof?id=${orderId}`,
        headers: { ...who.headers, 'content-type': type },
        payload: body,
      });
    const exe = await upload(a, Buffer.from('MZ\x90\x00 this is a program'), 'application/pdf');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Dekont yalnızca PDF veya resim (JPEG, PNG, WebP) olabilir.');
    const huge = await upload(a, Buffer.alloc(30 * 1024 * 1024, 0x25));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Dekont dosyası en çok 10 MB olabilir.');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    expect((await upload(b, pdf)).statusCode).toBe(404);
    const stored = await upload(a, pdf);
    expect(stored.statusCode, stored.body).toBe(200);
    const { documentUrl } = stored.json();
    expect(documentUrl).toMatch(
      new RegExp(`^/api/wholesale/receipts/${orderId}/[0-9a-f]{32}\\.pdf$`),
    );
    const forged = await call(a, 'PUT', 'updateWholeSaleOrderPaymentProof', {
      id: orderId,
      documentUrl: '/uploads/products/other.pdf',
    });
    expect(forged.statusCode).toBe(400);
    // The right prefix is not enough: the file must be one uploaded for this order.
    for (const documentUrl of [
      `/api/wholesale/receipts/${orderId}/${'0'.repeat(32)}.pdf`,
      `/api/wholesale/receipts/${orderId}/../../../uploads/products/other.pdf`,
      `/api/wholesale/receipts/${orderId}/`,
    ]) {
      const made = await call(a, 'PUT', 'updateWholeSaleOrderPaymentProof', {
        id: orderId,
        documentUrl,
      });
      expect(made.statusCode, documentUrl).toBe(400);
      expect(made.json().message).toBe('Dekont önce bu sipariş için yüklenmeli.');
    }
    const proof = await call(a, 'PUT', 'updateWholeSaleOrderPaymentProof', {
      id: orderId,
      documentUrl,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.json().order.documentUrl).toBe(documentUrl);

    // The receipt is private: its account and wholesale staff read it, nobody else does.
    const own = await app.inject({ url: documentUrl, headers: a.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    const staff = await app.inject({
      url: documentUrl,
      headers: await adminBearer(database, 'accounting'),
    });
    expect(staff.statusCode).toBe(200);
    expect((await app.inject({ url: documentUrl, headers: b.headers })).statusCode).toBe(404);
    const marketing = await adminBearer(database, 'marketing');
    expect((await app.inject({ url: documentUrl, headers: marketing })).statusCode).toBe(403);
    expect((await app.inject(documentUrl)).statusCode).toBe(401);
    const name = documentUrl.split('/').pop();
    expect((await app.inject(`/uploads/receipts/${orderId}/${name}`)).statusCode).toBe(404);
    const traversal = await app.inject({
      url: `/api/wholesale/receipts/${orderId}/..%2F..%2Fsecret.pdf`,
      headers: a.headers,
    });
    expect(traversal.statusCode).toBe(404);
  });
});

describe('wholesale back office', () => {
  it('keeps other roles out', async () => {
    const marketing = { headers: await adminBearer(database, 'marketing') };
    expect((await call(marketing, 'GET', 'adminGetWholeSaleOrdersList')).statusCode).toBe(403);
    expect((await call(a, 'GET', 'adminGetWholeSaleOrdersList')).statusCode).toBe(403);
  });

  it('confirms a checked receipt, ships, and keeps to the status machine', async () => {
    const ops = { headers: await adminBearer(database, 'operations') };
    const accounting = { headers: await adminBearer(database, 'accounting') };
    const list = await call(ops, 'GET', 'adminGetWholeSaleOrdersList?keyword=Test%20Tekstil');
    expect(list.json()).toMatchObject({ countPendings: 1, total: 1, page: 1, pages: 1 });
    // The page offers each role only its own changes: approving the (receipted) transfer is
    // accounting's, cancelling is operations'.
    const offered = async (who: typeof ops) =>
      (await call(who, 'GET', `adminGetDetailsWholeSaleOrder?id=${orderId}`)).json().order
        .nextStatuses;
    expect(await offered(accounting)).toEqual(['APPROVED']);
    expect(await offered(ops)).toEqual(['CANCELLED']);
    const skip = await call(ops, 'PUT', 'adminUpdateWholeSaleOrderStatus', {
      id: orderId,
      statusData: 'SHIPPED',
    });
    expect(skip.statusCode).toBe(409);
    // Approving is approving the payment: accounting's (and the owner's), not operations'.
    const byOperations = await call(ops, 'PUT', 'adminUpdateWholeSaleOrderStatus', {
      id: orderId,
      statusData: 'APPROVED',
    });
    expect(byOperations.statusCode).toBe(403);
    const approve = await call(accounting, 'PUT', 'adminUpdateWholeSaleOrderStatus', {
      id: orderId,
      statusData: 'APPROVED',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().updatedWholeSaleOrder.orderStatus).toBe('APPROVED');
    expect(await offered(accounting)).toEqual([]);
    expect(await offered(ops)).toEqual(['SHIPPED', 'CANCELLED']);
    const ship = await call(ops, 'PUT', 'adminUpdateWholeSaleOrderStatus', {
      id: orderId,
      statusData: 'SHIPPED',
    });
    expect(ship.json().successMessage).toContain('Kargoya Verildi');
    const byAccounting = await call(accounting, 'PUT', 'adminUpdateWholeSaleOrderStatus', {
      id: orderId,
      statusData: 'DELIVERED',
    });
    expect(byAccounting.statusCode).toBe(403);
    expect(
      (await call(accounting, 'PUT', 'adminUpdateWholeSaleOrderPrintStatus', { orderId }))
        .statusCode,
    ).toBe(403);
    const printed = await call(ops, 'PUT', 'adminUpdateWholeSaleOrderPrintStatus', { orderId });
    expect(printed.json().success).toBe(true);
    const seen = await call(a, 'GET', `getDetailsWholeSaleOrder?id=${orderId}`);
    expect(seen.json().order).toMatchObject({
      orderStatus: 'SHIPPED',
      isPrinted: true,
      freeGoodsAllocation: 5_000,
    });
  });

  it('refuses to approve a bank transfer without its receipt; cancelling restocks', async () => {
    const addressId = (await call(b, 'GET', 'getDetailsWholeSaleAccount')).json().reSeller
      .addresses[0].addressId;
    const cart = await fillCart(b, [{ skuId: items.sheet.id, qty: 7 }]);
    const before = await stockOf(items.sheet.id);
    const created = await call(b, 'POST', 'createWholeSaleOrder', {
      cartId: cart.cartId,
      paymentMethod: 'bankTransfer',
      addressId,
    });
    const id = created.json().order.id;
    const ops = { headers: await adminBearer(database, 'accounting') };
    // Not offered until the receipt is in (the rule the server applies below).
    const detail = await call(ops, 'GET', `adminGetDetailsWholeSaleOrder?id=${id}`);
    expect(detail.json().order.nextStatuses).toEqual([]);
    const approve = await call(ops, 'PUT', 'adminUpdateWholeSaleOrderStatus', {
      id,
      statusData: 'APPROVED',
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('Havale dekontu yüklenmeden sipariş onaylanamaz.');
    const cancel = await call(b, 'PUT', 'updateWholeSaleOrderStatus', {
      id,
      statusData: 'CANCELLED',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(items.sheet.id)).toBe(before);
  });

  it("changes an account's type; only operations and the owner may, with the value checked", async () => {
    const accounting = { headers: await adminBearer(database, 'operations') };
    const marketing = { headers: await adminBearer(database, 'marketing') };
    const body = { id: b.id, accountType: 'endUser' };
    expect((await call(marketing, 'PUT', 'updateCurrentAccountType', body)).statusCode).toBe(403);
    const byAccounting = { headers: await adminBearer(database, 'accounting') };
    expect((await call(byAccounting, 'PUT', 'updateCurrentAccountType', body)).statusCode).toBe(
      403,
    );
    expect((await call(b, 'PUT', 'updateCurrentAccountType', body)).statusCode).toBe(403);
    const bad = await call(accounting, 'PUT', 'updateCurrentAccountType', {
      id: b.id,
      accountType: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.accountType');
    const unknown = await call(accounting, 'PUT', 'updateCurrentAccountType', {
      ...body,
      id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    const saved = await call(accounting, 'PUT', 'updateCurrentAccountType', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().account).toMatchObject({
      isWholeSaleEndUser: true,
      isWholeSaleReSeller: false,
    });
    const back = await call(accounting, 'PUT', 'updateCurrentAccountType', {
      ...body,
      accountType: 'reSeller',
    });
    expect(back.json().account).toMatchObject({
      isWholeSaleEndUser: false,
      isWholeSaleReSeller: true,
    });
  });

  it('sets limits and private prices (operations), payment methods (accounting)', async () => {
    const ops = { headers: await adminBearer(database, 'operations') };
    const accounting = { headers: await adminBearer(database, 'accounting') };
    const limits = {
      purchaseLevelOne: { amount: 50_000, extraGoods: 0 },
      purchaseLevelTwo: { amount: 100_000, extraGoods: 3 },
      purchaseLevelThree: { amount: 300_000, extraGoods: 8 },
    };
    const saved = await call(ops, 'PUT', 'updateCurrentAccountPurchaseLimits', {
      id: b.id,
      limits,
    });
    expect(saved.json().account.reSeller.limits).toEqual(limits);
    const falling = await call(ops, 'PUT', 'updateCurrentAccountPurchaseLimits', {
      id: b.id,
      limits: { ...limits, purchaseLevelThree: { amount: 1, extraGoods: 8 } },
    });
    expect(falling.statusCode).toBe(400);
    const methodsBody = {
      id: b.id,
      allowedPaymentMethods: {
        bankCheck: { isAllowed: true, paymentTerm: 45, downPaymentPercentage: 10 },
      },
    };
    const refused = await call(
      ops,
      'PUT',
      'updateCurrentAccountAllowedPaymentMethods',
      methodsBody,
    );
    expect(refused.statusCode).toBe(403);
    const methods = await call(
      accounting,
      'PUT',
      'updateCurrentAccountAllowedPaymentMethods',
      methodsBody,
    );
    expect(methods.json().account.reSeller.allowedPaymentMethods).toEqual({
      bankCheck: { isAllowed: true, paymentTerm: 45, downPaymentPercentage: 10 },
    });
    const unknown = await call(ops, 'PUT', 'updateCurrentAccountWholeSalePricing', {
      id: b.id,
      privatePricing: { expiry: Date.now() + 86_400_000, skus: [{ sku: 'YOK-1', price: 100 }] },
    });
    expect(unknown.statusCode).toBe(400);
    const pricing = { id: b.id, privatePricing: { expiry: Date.now() + 86_400_000, skus: [] } };
    for (const [url, body] of [
      ['updateCurrentAccountWholeSalePricing', pricing],
      ['updateCurrentAccountPurchaseLimits', { id: b.id, limits }],
    ] as const) {
      expect((await call(accounting, 'PUT', url, body)).statusCode, url).toBe(403);
    }
    const accounts = await call(ops, 'GET', 'adminGetWholeSaleAccountsList?keyword=Tekstil');
    expect(accounts.json().total).toBeGreaterThanOrEqual(2);
    const search = await call(ops, 'GET', 'adminSearchSkus?keyword=Saten');
    expect(search.json().skus[0].wholesalePrice).toBe(50_000);
  });
});
