import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { adminBearer } from '../identity/testing';
import { testReseller, testWholesaleSkus } from './test-support';

// Variants and SKU codes on the confirmation's lines, the shop's bank account for
// transfers (items 10, 11), pack sizes (koli), and skudetails at a wholesale session's price.

let database: DatabaseHandle;
let app: FastifyInstance;
let reseller: Awaited<ReturnType<typeof testReseller>>;
let items: Awaited<ReturnType<typeof testWholesaleSkus>>;
let accounting: { headers: Record<string, string> };
let operations: { headers: Record<string, string> };

const IBAN = 'TR330006100519786457841326';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  reseller = await testReseller(database);
  items = await testWholesaleSkus(database);
  accounting = { headers: await adminBearer(database, 'accounting') };
  operations = { headers: await adminBearer(database, 'operations') };
  await database.db
    .update(skus)
    .set({ size: 'Çift Kişilik', color: 'Beyaz' })
    .where(eq(skus.id, items.cover.id));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: url.startsWith('/') ? url : `/api/wholesale/${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function orderBy(paymentMethod: 'bankTransfer' | 'dueUponInvoice') {
  const address = await call(reseller, 'POST', 'createDeliveryAddress', {
    title: 'Depo',
    contactName: 'Mehmet Kaya',
    phone: '05321234567',
    address: 'Organize Sanayi 5. Cadde No: 12',
    province: 'Bursa',
    district: 'Nilüfer',
  });
  const addressId = address.json().addresses[0].addressId as string;
  const cart = await call(reseller, 'POST', 'postCart', {
    cart: [{ skuId: items.cover.id, qty: 3 }],
  });
  const created = await call(reseller, 'POST', 'createWholeSaleOrder', {
    cartId: cart.json().cart.cartId,
    paymentMethod,
    addressId,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().order;
}

describe('the order confirmation lines', () => {
  it('carry the variant (size, colour) and the SKU code beside the shortened name', async () => {
    const saved = await call(reseller, 'POST', 'postCart', {
      cart: [{ skuId: items.cover.id, qty: 2 }],
    });
    const [line] = saved.json().cart.cartItems;
    expect(line).toMatchObject({
      shortName: 'Saten Nevresim Takımı Çif...',
      size: 'Çift Kişilik',
      color: 'Beyaz',
      sku: items.cover.sku,
      packSize: 1,
    });
  });
});

describe("the shop's bank account for transfers", () => {
  it('is set by accounting with a checked IBAN, and refused to others', async () => {
    const body = { bankName: 'Ziraat Bankası', accountHolder: 'Çarşı Tekstil A.Ş.', iban: IBAN };
    const bad = await call(accounting, 'PUT', 'adminUpdateBankAccount', {
      ...body,
      iban: 'TR330006100519786457841327',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.iban');
    const empty = await call(accounting, 'PUT', 'adminUpdateBankAccount', {
      ...body,
      bankName: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({
      field: 'body.bankName',
      message: 'Banka adı girin.',
    });
    const marketing = { headers: await adminBearer(database, 'marketing') };
    expect((await call(marketing, 'PUT', 'adminUpdateBankAccount', body)).statusCode).toBe(403);
    expect((await call(marketing, 'GET', 'adminGetBankAccount')).statusCode).toBe(403);
    // Operations reads it (wholesale area) but may not change where the money goes.
    expect((await call(operations, 'GET', 'adminGetBankAccount')).statusCode).toBe(200);
    expect((await call(operations, 'PUT', 'adminUpdateBankAccount', body)).statusCode).toBe(403);
    expect((await call(reseller, 'PUT', 'adminUpdateBankAccount', body)).statusCode).toBe(403);
    expect((await call(reseller, 'GET', 'getBankAccount')).json()).toEqual({ bankAccount: null });

    const saved = await call(accounting, 'PUT', 'adminUpdateBankAccount', {
      ...body,
      iban: 'tr33 0006 1005 1978 6457 8413 26',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = {
      bankName: 'Ziraat Bankası',
      accountHolder: 'Çarşı Tekstil A.Ş.',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
    };
    expect(saved.json().bankAccount).toEqual(shown);
    expect((await call(accounting, 'GET', 'adminGetBankAccount')).json().bankAccount).toEqual(
      shown,
    );
    // The confirmation page reads it before the order exists.
    expect((await call(reseller, 'GET', 'getBankAccount')).json().bankAccount).toEqual(shown);
  });

  it('comes with a bank-transfer order (reseller and staff), not with other methods', async () => {
    const transfer = await orderBy('bankTransfer');
    expect(transfer.bankAccount).toMatchObject({ iban: 'TR33 0006 1005 1978 6457 8413 26' });
    const own = await call(reseller, 'GET', `getDetailsWholeSaleOrder?id=${transfer.id}`);
    expect(own.json().order.bankAccount.bankName).toBe('Ziraat Bankası');
    const staff = await call(accounting, 'GET', `adminGetDetailsWholeSaleOrder?id=${transfer.id}`);
    expect(staff.json().order.bankAccount.accountHolder).toBe('Çarşı Tekstil A.Ş.');
    const invoice = await orderBy('dueUponInvoice');
    expect(invoice.bankAccount).toBeNull();
  });
});

describe('pack sizes (koli)', () => {
  it('are set per product by operations and given with the product and the cart line', async () => {
    const found = await call(accounting, 'GET', `adminSearchSkus?keyword=${items.sheet.sku}`);
    const { productId } = found.json().skus[0];
    expect(found.json().skus[0].packSize).toBe(1);
    const zero = await call(operations, 'PUT', 'adminUpdatePackSize', { productId, packSize: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0]).toMatchObject({
      field: 'body.packSize',
      message: 'Koli adedi en az 1 olmalı.',
    });
    for (const refused of [reseller, accounting]) {
      const response = await call(refused, 'PUT', 'adminUpdatePackSize', {
        productId,
        packSize: 12,
      });
      expect(response.statusCode).toBe(403);
    }
    const unknown = await call(operations, 'PUT', 'adminUpdatePackSize', {
      productId: 99_999_999,
      packSize: 12,
    });
    expect(unknown.statusCode).toBe(404);

    const set = await call(operations, 'PUT', 'adminUpdatePackSize', { productId, packSize: 12 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ packSize: 12, message: 'Koli adedi 12 olarak kaydedildi.' });
    const list = await call(reseller, 'GET', `getProductsList?keyword=${items.sheet.sku}`);
    expect(list.json().products[0].packSize).toBe(12);
    const cart = await call(reseller, 'POST', 'postCart', {
      cart: [{ skuId: items.sheet.id, qty: 24 }],
    });
    expect(cart.json().cart.cartItems[0].packSize).toBe(12);

    const reset = await call(operations, 'PUT', 'adminUpdatePackSize', { productId, packSize: 1 });
    expect(reset.json().packSize).toBe(1);
    const after = await call(reseller, 'GET', `getProductsList?keyword=${items.sheet.sku}`);
    expect(after.json().products[0].packSize).toBe(1);
  });
});

describe('skudetails with a wholesale session', () => {
  it("answers the account's wholesale price to it, and the shared answer to everyone else", async () => {
    const found = await call(accounting, 'GET', `adminSearchSkus?keyword=${items.cover.sku}`);
    const { productId } = found.json().skus[0];
    const path = `/api/products/skudetails/${productId}/${items.cover.sku}`;
    const anonymous = await call({ headers: {} }, 'GET', path);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().wholesale).toBeUndefined();
    expect(anonymous.json().skus[0].sku).toBe(items.cover.sku);

    const own = await call(reseller, 'GET', path);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json().skus[0].sku).toBe(items.cover.sku);
    expect(own.json().wholesale).toMatchObject({ price: 50_000, priceWithVat: 55_000, vat: 10 });

    // The shared (cached) answer never carries one account's price.
    const again = await call({ headers: {} }, 'GET', path);
    expect(again.json().wholesale).toBeUndefined();
    const missing = await call(reseller, 'GET', `/api/products/skudetails/${productId}/YOK-1`);
    expect(missing.statusCode).toBe(404);
  });
});
