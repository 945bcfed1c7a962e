import { cartTotals, spreadCartDiscount } from '@carsi/domain';
import { describe, expect, it } from 'vitest';
import type { OrderItemSnapshot } from '../../db/schema';
import type { OrderRow } from '../orders/index';
import { basketOf } from './basket';

const item = (sku: string, price: number, vat: number, extra: Partial<OrderItemSnapshot> = {}) =>
  ({
    skuId: 1,
    productId: 1,
    sku,
    name: sku,
    target: '',
    type: '',
    size: '',
    color: '',
    image: null,
    qty: 1,
    price,
    priceForOne: price,
    priceGap: 0,
    vat,
    productUnit: 'adet',
    itemsTotalPrice: price,
    ...extra,
  }) satisfies OrderItemSnapshot;

const order = (items: OrderItemSnapshot[], shippingPrice: number, totalPrice: number) =>
  ({ id: 'order-1', items, shippingPrice, totalPrice }) as OrderRow;

describe('basketOf with a cart-wide discount', () => {
  it('carries each line less its share, so the basket still adds up to the total', () => {
    const lines = [
      {
        indexId: 1,
        skuId: 'a',
        sku: 'A',
        name: 'A',
        price: 29_990,
        priceForOne: 29_990,
        vat: 20,
        qty: 1,
        maxPurchaseQty: 5,
      },
      {
        indexId: 2,
        skuId: 'b',
        sku: 'B',
        name: 'B',
        price: 10_000,
        priceForOne: 10_000,
        vat: 10,
        qty: 1,
        maxPurchaseQty: 5,
      },
    ];
    const totals = cartTotals(lines, 1_500);
    const shares = spreadCartDiscount(lines, totals.surpriceDiscount);
    const items = [
      item('A', 29_990, 20, { discount: shares[0]!.discount }),
      item('B', 10_000, 10, { discount: shares[1]!.discount }),
    ];
    const basket = basketOf(order(items, 0, totals.payableAmount));
    expect(basket.map((b) => b.price)).toEqual([28_865, 9_625]);
    expect(basket.reduce((sum, b) => sum + b.price, 0)).toBe(totals.payableAmount);
  });

  it('leaves out a line the discount took entirely (iyzico refuses items priced 0)', () => {
    const items = [item('A', 500, 20, { discount: 500 }), item('B', 10_000, 10)];
    expect(basketOf(order(items, 3_990, 13_990)).map((b) => b.id)).toEqual(['B-2', 'KARGO']);
  });
});
