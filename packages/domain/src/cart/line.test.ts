import { describe, expect, it } from 'vitest';
import { isFreeLine, isQuantityLocked, lineAmounts, quantityOptions } from './line';
import { paidLine } from './test-fixtures';

const line = (o = {}) => ({ ...paidLine(o), indexId: 1 });

describe('cart lines', () => {
  it('price 0 is a free line', () => {
    expect(isFreeLine({ price: 0 })).toBe(true);
    expect(isFreeLine({ price: 1 })).toBe(false);
  });

  it('offers 1 … maxPurchaseQty, none for free or BOGO lines', () => {
    expect(quantityOptions(line({ maxPurchaseQty: 3 }))).toEqual([1, 2, 3]);
    expect(quantityOptions(line({ price: 0 }))).toEqual([]);
    expect(quantityOptions(line({ buyOneGetOneFree: true }))).toEqual([]);
    expect(isQuantityLocked(line({ buyOneGetOneFree: true }))).toBe(true);
    expect(isQuantityLocked(line())).toBe(false);
  });

  it('prices qty × price with VAT per line', () => {
    expect(lineAmounts(line({ qty: 3, price: 10000, priceForOne: 12000 }))).toEqual({
      qty: 3,
      net: 30000,
      undiscountedNet: 36000,
      vat: 6000,
      gross: 36000,
    });
  });

  it('prices additional units at priceGap when the product sets one', () => {
    const amounts = lineAmounts(line({ qty: 3, price: 10000, priceForOne: 10000, priceGap: 8000 }));
    expect(amounts.net).toBe(26000);
    expect(amounts.undiscountedNet).toBe(26000);
    expect(lineAmounts(line({ qty: 2, price: 10000, priceGap: 0 })).net).toBe(20000);
  });

  it('free lines cost nothing', () => {
    expect(lineAmounts(line({ price: 0, qty: 2 }))).toEqual({
      qty: 2,
      net: 0,
      undiscountedNet: 0,
      vat: 0,
      gross: 0,
    });
  });
});
