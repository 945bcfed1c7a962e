import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orderLineRefunds, products, skus } from '../../db/schema';
import { throughBankPage } from '../../integrations/iyzico/test-stand-in';
import { type OrderTestShop, startOrderTestShop } from './test-order-shop';

let shop: OrderTestShop;
let database: DatabaseHandle;

beforeAll(async () => {
  shop = await startOrderTestShop();
  ({ database } = shop);
});

afterAll(() => shop.close());

/** A duvet cover in four sizes: 100.00, 130.00, 80.00 TL and one out of stock. */
async function sizedProduct() {
  const [product] = await database.db
    .insert(products)
    .values({
      code: `NV${Math.random().toString(36).slice(2, 8)}`,
      name: 'Nevresim Takımı',
      slug: 'nevresim-takimi',
      defaultPrice: 10_000,
      defaultVat: 10,
    })
    .returning({ id: products.id });
  const sku = async (size: string, price: number, countInStock: number, position: number) => {
    const [row] = await database.db
      .insert(skus)
      .values({
        productId: product!.id,
        sku: `NV-${size}-${Math.random().toString(36).slice(2, 8)}`,
        size,
        color: 'Mavi',
        price,
        vat: 10,
        countInStock,
        position,
      })
      .returning({ id: skus.id });
    return row!.id;
  };
  return {
    single: await sku('Tek Kişilik', 10_000, 10, 0),
    double: await sku('Çift Kişilik', 13_000, 5, 1),
    baby: await sku('Bebek', 8_000, 5, 2),
    king: await sku('King', 15_000, 0, 3),
  };
}

describe('changing a line’s size or colour before packing', () => {
  it('cash on delivery: stock moves, the total rises by the difference; refusals change nothing', async () => {
    const sizes = await sizedProduct();
    const { shopper, order } = await shop.placeOrder([{ skuId: sizes.single, qty: 2 }]);
    const url = `/api/admin/orders/${order.orderId}/swap-line`;
    const swap = { line: 0, qty: 1, skuId: sizes.double, reason: 'Müşteri çift kişilik istedi' };
    // An unpaid order is not placed yet: nothing to change.
    expect((await shop.admin('customerService', 'POST', url, swap)).json().code).toBe(
      'ORDER_NOT_SETTLED',
    );
    await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    const before = await shop.rowOf(order.orderId);

    const options = await shop.admin(
      'customerService',
      'GET',
      `/api/admin/orders/${order.orderId}/swap-options?line=0`,
    );
    expect(options.json().options.map((o: { skuId: number }) => o.skuId)).toEqual([
      sizes.double,
      sizes.baby,
      sizes.king,
    ]);
    expect((await shop.admin('warehouse', 'POST', url, swap)).statusCode).toBe(403);
    // Another product, and a size with no stock: refused, nothing moves.
    const other = await shop.admin('customerService', 'POST', url, {
      ...swap,
      skuId: shop.catalogue.quilt,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('body.skuId');
    const none = await shop.admin('customerService', 'POST', url, { ...swap, skuId: sizes.king });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('OUT_OF_STOCK');
    expect(await shop.stock(sizes.single)).toBe(8);

    const key = { 'idempotency-key': 'swap-size-0001' };
    const done = await shop.admin('customerService', 'POST', url, swap, key);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(
      `Ürün değiştirildi: 1 adet Nevresim Takımı: Tek Kişilik / Mavi → Çift Kişilik / Mavi. Yeni sipariş tutarı ${(
        (before.totalPrice + 3_000) / 100
      ).toFixed(2)} TL (fark +30.00 TL).`,
    );
    // The same request again (a double click) changes nothing more.
    expect((await shop.admin('customerService', 'POST', url, swap, key)).json()).toEqual(
      done.json(),
    );
    expect(await shop.stock(sizes.single)).toBe(9);
    expect(await shop.stock(sizes.double)).toBe(4);
    const after = await shop.rowOf(order.orderId);
    expect(after.items.map((i) => [i.skuId, i.qty, i.itemsTotalPrice])).toEqual([
      [sizes.single, 1, 10_000],
      [sizes.double, 1, 13_000],
    ]);
    expect(after.totalPrice).toBe(before.totalPrice + 3_000);
    expect(after.cashOnDeliveryFee).toBe(before.cashOnDeliveryFee);
    expect(after.itemsPrice + after.taxPrice).toBe(23_000);
    // The shopper's order page shows the new size.
    const seen = (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json();
    expect(seen.totalPrice).toBe(after.totalPrice);

    const warehouse = (action: string) =>
      shop.admin('warehouse', 'POST', `/api/admin/orders/${order.orderId}/${action}`, {});
    expect((await warehouse('packed')).statusCode).toBe(200);
    const late = await shop.admin('customerService', 'POST', url, { ...swap, skuId: sizes.baby });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_NOT_EDITABLE');
  });

  it('card: a cheaper size refunds the difference to the card; a dearer one is refused', async () => {
    const sizes = await sizedProduct();
    const { shopper, order } = await shop.placeOrder([{ skuId: sizes.single, qty: 1 }]);
    const bankPage = await shop.startCardPayment(shopper, order.orderId);
    await throughBankPage(shop.standIn, bankPage, '283126');
    const paid = await shop.rowOf(order.orderId);
    expect(paid.paymentStatus).toBe('PAID');

    const url = `/api/admin/orders/${order.orderId}/swap-line`;
    const done = await shop.admin('operations', 'POST', url, {
      line: 0,
      qty: 1,
      skuId: sizes.baby,
      reason: 'Bebek boyu istendi',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toContain('Fark 20.00 TL için kart iadesi başlatıldı.');
    const after = await shop.rowOf(order.orderId);
    expect(after.totalPrice).toBe(paid.totalPrice - 2_000);
    expect(await shop.stock(sizes.single)).toBe(10);
    expect(await shop.stock(sizes.baby)).toBe(4);
    const refunds = await database.db
      .select()
      .from(orderLineRefunds)
      .where(eq(orderLineRefunds.orderId, order.orderId));
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[2_000, 'REFUNDED']]);
    // The swapped-in line refunds against the basket item it was paid as.
    expect(after.items[1]?.basketItemId).toBe(refunds[0]?.basketItemId);

    const dearer = await shop.admin('operations', 'POST', url, {
      line: 1,
      qty: 1,
      skuId: sizes.double,
      reason: 'Yine fikrini değiştirdi',
    });
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json().code).toBe('ORDER_SWAP_NEEDS_PAYMENT');
    expect(await shop.stock(sizes.double)).toBe(5);
  });
});
