import { describe, expect, it } from 'vitest';
import { splitVatIncluded } from '../money/vat';
import { swapLine } from './swap-line';

const line = (skuId: number, qty: number, price: number, discount = 0) => ({
  skuId,
  productId: 7,
  qty,
  price,
  vat: 10,
  itemsTotalPrice: price * qty,
  ...(discount > 0 ? { discount } : {}),
});

const moneyOf = (items: ReturnType<typeof line>[], shipping = 0) => {
  let itemsPrice = 0;
  let taxPrice = 0;
  for (const item of items) {
    const split = splitVatIncluded(item.itemsTotalPrice - (item.discount ?? 0), item.vat);
    itemsPrice += split.net;
    taxPrice += split.vat;
  }
  return { itemsPrice, taxPrice, totalPrice: itemsPrice + taxPrice + shipping };
};

describe('swapping a line for another size or colour', () => {
  it('cancels the units, adds the replacement at its price and names the difference', () => {
    const items = [line(1, 2, 10_000, 2_000), line(3, 1, 5_000)];
    const money = moneyOf(items, 3_990);
    const swapped = swapLine(items, money, { line: 0, qty: 1 }, line(2, 1, 12_000));
    // One unit paid 100.00 − 10.00; the replacement costs 120.00 − the same 10.00.
    expect(swapped.cancelled).toMatchObject({ qty: 1, amount: 9_000, discount: 1_000 });
    expect(swapped.added).toMatchObject({ skuId: 2, qty: 1, discount: 1_000 });
    expect(swapped.difference).toBe(2_000);
    expect(swapped.items.map((i) => [i.skuId, i.qty])).toEqual([
      [1, 1],
      [3, 1],
      [2, 1],
    ]);
    expect(swapped.money.totalPrice).toBe(money.totalPrice + 2_000);
    expect(swapped.money.itemsPrice + swapped.money.taxPrice + 3_990).toBe(
      swapped.money.totalPrice,
    );
  });

  it('a cheaper choice gives money back; same SKU, another product or a free line is refused', () => {
    const items = [line(1, 1, 10_000), line(9, 1, 0)];
    const money = moneyOf(items);
    expect(swapLine(items, money, { line: 0, qty: 1 }, line(2, 1, 8_000)).difference).toBe(-2_000);
    expect(() => swapLine(items, money, { line: 0, qty: 1 }, line(1, 1, 10_000))).toThrow(/aynı/);
    expect(() =>
      swapLine(items, money, { line: 0, qty: 1 }, { ...line(2, 1, 10_000), productId: 8 }),
    ).toThrow(/aynı ürünün/);
    expect(() => swapLine(items, money, { line: 1, qty: 1 }, line(2, 1, 0))).toThrow(/Hediye/);
    expect(() => swapLine(items, money, { line: 0, qty: 2 }, line(2, 2, 8_000))).toThrow(
      /en fazla 1/,
    );
  });
});
