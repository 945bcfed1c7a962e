import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CART_COOKIE } from './cart-cookie';
import { seedTestCatalogue, type TestCatalogue } from './test-catalogue';
import { testVisitor } from './test-visitor';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalogue: TestCatalogue;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  catalogue = await seedTestCatalogue(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** A shopper whose cart cookie carries over between requests. */
const visitor = () => testVisitor(app);

describe('cart', () => {
  it('starts empty without creating anything', async () => {
    const shopper = visitor();
    const response = await shopper.call('GET', '/api/cart');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: null,
      items: [],
      canCheckout: false,
      shippingPrice: 0,
    });
    expect(shopper.cookie()).toBeUndefined();
  });

  it('adds a SKU at catalogue prices, sets an httpOnly cookie and sums repeated adds', async () => {
    const shopper = visitor();
    const first = await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    expect(first.statusCode).toBe(200);
    const setCookie = first.cookies.find((c) => c.name === CART_COOKIE);
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const second = await shopper.call('POST', '/api/cart/items', {
      skuId: catalogue.sheet,
      qty: 1,
    });
    const cart = second.json();
    expect(cart.items).toHaveLength(1);
    // Shelf prices, VAT included: 110.00 TL, then 88.00 TL for the second unit.
    expect(cart.items[0]).toMatchObject({
      qty: 2,
      price: 11_000,
      priceGap: 8_800,
      itemsTotalPrice: 19_800,
    });
    expect(cart.totals).toEqual({
      totalQty: 2,
      totalAmountWithoutDiscount: 18_000,
      totalAmount: 18_000,
      taxPrice: 1_800,
      totalAmountWithVat: 19_800,
    });
    // 198 TL is below the 250 TL free-shipping line.
    expect(cart.shippingPrice).toBe(3_990);
    expect(cart.remainingForFreeShipping).toBe(5_200);
    expect(cart.canCheckout).toBe(true);
    expect(cart.id).toMatch(/^[\w-]{22}$/);
    expect(cart.id).not.toBe(shopper.cookie());
  });

  it('caps a summed add at maxPurchaseQty and validates a cart-screen quantity', async () => {
    const shopper = visitor();
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
    const capped = await shopper.call('POST', '/api/cart/items', {
      skuId: catalogue.sheet,
      qty: 2,
    });
    expect(capped.json().items[0].qty).toBe(3);
    const tooMany = await shopper.call('POST', '/api/cart/items', {
      skuId: catalogue.sheet,
      qty: 4,
      addToCartButtonLocation: 'cartScreenQtySelection',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('body.qty');
  });

  it('adds the free half of a buy-one-get-one-free pair and locks its quantity', async () => {
    const shopper = visitor();
    const cart = (
      await shopper.call('POST', '/api/cart/items', { skuId: catalogue.pillow, qty: 1 })
    ).json();
    expect(cart.items.map((l: { price: number }) => l.price)).toEqual([36_000, 0]);
    expect(cart.items.every((l: { quantityLocked: boolean }) => l.quantityLocked)).toBe(true);
    expect(cart.totals).toMatchObject({ totalQty: 2, totalAmount: 30_000, taxPrice: 6_000 });
    expect(cart.shippingPrice).toBe(0);
    const locked = await shopper.call('PUT', `/api/cart/items/${cart.items[0].indexId}`, {
      qty: 2,
    });
    expect(locked.statusCode).toBe(409);
  });

  it('adds a gift product after its line, follows its quantity and removes it with the line', async () => {
    const shopper = visitor();
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const added = (
      await shopper.call('POST', '/api/cart/items', { skuId: catalogue.duvet, qty: 1 })
    ).json();
    expect(added.items.map((l: { skuId: number }) => l.skuId)).toEqual([
      catalogue.sheet,
      catalogue.duvet,
      catalogue.towel,
    ]);
    expect(added.items[2]).toMatchObject({ free: true, price: 0, itemsTotalPrice: 0 });
    const duvetLine = added.items[1].indexId;
    const more = (await shopper.call('PUT', `/api/cart/items/${duvetLine}`, { qty: 3 })).json();
    expect(more.items[2].qty).toBe(3);
    const giftRemoval = await shopper.call('DELETE', `/api/cart/items/${added.items[2].indexId}`);
    expect(giftRemoval.statusCode).toBe(409);
    const removed = (await shopper.call('DELETE', `/api/cart/items/${duvetLine}`)).json();
    expect(removed.items.map((l: { skuId: number }) => l.skuId)).toEqual([catalogue.sheet]);
    const cleared = (await shopper.call('DELETE', '/api/cart')).json();
    expect(cleared).toMatchObject({ items: [], canCheckout: false });
  });

  it('refuses bad quantities, unknown, retired and out-of-stock SKUs and tampered prices', async () => {
    const shopper = visitor();
    for (const qty of [0, -1, 1.5, 1e9, '2']) {
      const response = await shopper.call('POST', '/api/cart/items', {
        skuId: catalogue.sheet,
        qty,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body.qty');
    }
    const tampered = await shopper.call('POST', '/api/cart/items', {
      skuId: catalogue.sheet,
      qty: 1,
      price: 1,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errors[0].field).toBe('body.price');
    expect(
      (await shopper.call('POST', '/api/cart/items', { skuId: 99_999_999, qty: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await shopper.call('POST', '/api/cart/items', { skuId: catalogue.retired, qty: 1 }))
        .statusCode,
    ).toBe(404);
    const none = await shopper.call('POST', '/api/cart/items', {
      skuId: catalogue.blanket,
      qty: 1,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Üzgünüz, "Battaniye" ürünü stokta kalmadı.');
    expect((await shopper.call('PUT', '/api/cart/items/999', { qty: 1 })).statusCode).toBe(404);
    expect((await shopper.call('GET', '/api/cart')).json().items).toEqual([]);
  });

  it('opens a shared cart read-only by its share id and copies it into another visitor cart', async () => {
    const owner = visitor();
    const shared = (
      await owner.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 })
    ).json();
    const friend = visitor();
    const seen = await friend.call('GET', `/api/cart/${shared.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items[0].qty).toBe(2);
    expect(friend.cookie()).toBeUndefined();
    const adopted = (await friend.call('POST', `/api/cart/${shared.id}/adopt`)).json();
    expect(adopted.items[0].qty).toBe(2);
    expect(adopted.id).not.toBe(shared.id);
    await friend.call('DELETE', '/api/cart');
    expect((await owner.call('GET', '/api/cart')).json().items).toHaveLength(1);
    expect((await friend.call('GET', '/api/cart/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await friend.call('GET', '/api/cart/kisa')).statusCode).toBe(400);
  });
});

describe('shelf prices', () => {
  it('a line costs exactly its shelf prices: 199.90 TL × 3 is 599.70 TL with VAT', async () => {
    const shopper = visitor();
    const cart = (
      await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 3 })
    ).json();
    expect(cart.items[0]).toMatchObject({
      price: 19_990,
      priceForOne: 19_990,
      qty: 3,
      itemsTotalPrice: 59_970,
    });
    // The VAT is the part of 599.70 TL that is 20 %: 99.95 TL; net + VAT is the shelf total.
    expect(cart.totals).toEqual({
      totalQty: 3,
      totalAmountWithoutDiscount: 49_975,
      totalAmount: 49_975,
      taxPrice: 9_995,
      totalAmountWithVat: 59_970,
    });
    const two = (
      await shopper.call('PUT', `/api/cart/items/${cart.items[0].indexId}`, { qty: 2 })
    ).json();
    // A per-unit net (166.58 TL) would have made this 399.79 TL.
    expect(two.totals).toMatchObject({
      totalAmountWithVat: 39_980,
      totalAmount: 33_317,
      taxPrice: 6_663,
    });
  });
});
