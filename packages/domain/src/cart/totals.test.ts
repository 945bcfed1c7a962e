import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmounts } from './line';
import { addToCart } from './operations';
import { cartArb, freeLine, paidLine } from './test-fixtures';
import { canCheckout, cartTotals, EMPTY_CART_TEXT } from './totals';

describe('cartTotals', () => {
  it('adds up an example cart', () => {
    let cart = addToCart([], paidLine({ price: 20000, priceForOne: 25000, qty: 2, vat: 20 }), {
      free: [freeLine()],
    });
    cart = addToCart(cart, paidLine({ skuId: 'sku-2', price: 5050, priceForOne: 5050, vat: 10 }));
    expect(cartTotals(cart, 1500)).toEqual({
      totalQty: 4,
      totalAmountWithoutDiscount: 55050,
      totalAmount: 45050,
      surpriceDiscount: 1500,
      taxPrice: 8000 + 505, // 505.0
      totalAmountWithVat: 53555,
      payableAmount: 52055,
    });
  });

  it('rounds VAT per line, half-up', () => {
    const cart = addToCart([], paidLine({ price: 1005, priceForOne: 1005, vat: 10 }));
    expect(cartTotals(cart).taxPrice).toBe(101);
  });

  it('never asks for a negative payment', () => {
    const cart = addToCart([], paidLine({ price: 100, priceForOne: 100 }));
    expect(cartTotals(cart, 500).payableAmount).toBe(0);
    expect(() => cartTotals(cart, 1.5)).toThrow(RangeError);
  });

  it('empty cart: zero totals, checkout disabled, the spec message', () => {
    expect(cartTotals([]).totalAmount).toBe(0);
    expect(canCheckout([])).toBe(false);
    expect(canCheckout(addToCart([], paidLine()))).toBe(true);
    expect(EMPTY_CART_TEXT).toBe('Alışveriş sepetiniz boş');
  });

  it('totals equal the sums of their lines, in any order', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const totals = cartTotals(cart);
        const lines = cart.map(lineAmounts);
        const sum = (pick: (l: (typeof lines)[number]) => number) =>
          lines.reduce((acc, l) => acc + pick(l), 0);
        expect(totals.totalQty).toBe(sum((l) => l.qty));
        expect(totals.totalAmount).toBe(sum((l) => l.net));
        expect(totals.totalAmountWithoutDiscount).toBe(sum((l) => l.undiscountedNet));
        expect(totals.taxPrice).toBe(sum((l) => l.vat));
        expect(totals.totalAmountWithVat).toBe(sum((l) => l.gross));
        expect(cartTotals([...cart].reverse())).toEqual(totals);
      }),
    );
  });
});
