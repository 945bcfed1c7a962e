import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmounts, type RetailCartLine } from './line';
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
      totalAmountWithoutDiscount: 41667 + 4591, // 41666.67 + 4590.91
      totalAmount: 33333 + 4591, // 33333.33 + 4590.91
      surpriceDiscount: 1500,
      taxPrice: 6667 + 459,
      totalAmountWithVat: 45050, // 2 × 200.00 + 50.50: the shelf prices
      payableAmount: 43550,
    });
  });

  it('a 199.90 TL product × 3 costs exactly 599.70 TL', () => {
    const cart = addToCart([], paidLine({ price: 19990, priceForOne: 19990, qty: 3, vat: 20 }));
    expect(cartTotals(cart)).toMatchObject({
      totalAmountWithVat: 59970,
      totalAmount: 49975,
      taxPrice: 9995,
    });
  });

  it("takes each line's VAT out of that line, rounded once per line", () => {
    const cart = addToCart(
      addToCart([], paidLine({ price: 1503, priceForOne: 1503, vat: 20 })),
      paidLine({ skuId: 'sku-2', price: 1503, priceForOne: 1503, vat: 20 }),
    );
    // Each line's net is 1252.5 → 1253; one 3006 line would have been 2505 net.
    expect(cartTotals(cart)).toMatchObject({ totalAmount: 2506, taxPrice: 500 });
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

  it('the VAT-included total is the shelf prices added up, and net + VAT equals it', () => {
    const shelfSum = (cart: readonly RetailCartLine[]) =>
      cart.reduce((acc, l) => {
        if (l.price === 0) return acc;
        const further = (l.priceGap ?? 0) > 0 ? l.priceGap! : l.price;
        return acc + l.price + (l.qty - 1) * further;
      }, 0);
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 100_000 }), (cart, surprise) => {
        const totals = cartTotals(cart, surprise);
        expect(totals.totalAmountWithVat).toBe(shelfSum(cart));
        expect(totals.totalAmount + totals.taxPrice).toBe(totals.totalAmountWithVat);
        expect(totals.payableAmount).toBe(Math.max(0, totals.totalAmountWithVat - surprise));
        const paid = cart.filter((l) => l.price > 0);
        expect(cartTotals(paid).totalAmountWithVat).toBe(totals.totalAmountWithVat);
        expect(cartTotals(paid).taxPrice).toBe(totals.taxPrice);
      }),
    );
  });
});
