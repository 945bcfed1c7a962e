import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVatIncluded } from '../money/vat';
import { spreadCartDiscount } from './discount';
import { lineAmounts } from './line';
import { addToCart } from './operations';
import { cartArb, freeLine, paidLine } from './test-fixtures';
import { cartTotals } from './totals';

describe('spreadCartDiscount', () => {
  it('spreads 15 TL over a 299.90 TL and a 100.00 TL line by their totals', () => {
    const cart = addToCart(
      addToCart([], paidLine({ price: 29990, priceForOne: 29990, vat: 20 }), {
        free: [freeLine()],
      }),
      paidLine({ skuId: 'sku-2', price: 10000, priceForOne: 10000, vat: 10 }),
    );
    const [first, gift, second] = spreadCartDiscount(cart, 1500);
    // 1500 × 29990 / 39990 = 1124.9…, 1500 × 10000 / 39990 = 375.09…; the remainder goes to the first.
    expect(first).toEqual({ discount: 1125, ...splitVatIncluded(28865, 20) });
    expect(gift).toEqual({ discount: 0, gross: 0, net: 0, vat: 0 });
    expect(second).toEqual({ discount: 375, ...splitVatIncluded(9625, 10) });
  });

  it('never takes more than the cart is worth, and nothing from an empty or free cart', () => {
    const cart = addToCart([], paidLine({ price: 100, priceForOne: 100 }));
    expect(spreadCartDiscount(cart, 500)).toEqual([{ discount: 100, gross: 0, net: 0, vat: 0 }]);
    expect(spreadCartDiscount([], 500)).toEqual([]);
    const free = addToCart([], freeLine());
    expect(spreadCartDiscount(free, 500)).toEqual([{ discount: 0, gross: 0, net: 0, vat: 0 }]);
    expect(() => spreadCartDiscount(cart, 1.5)).toThrow(RangeError);
  });

  it('without a discount the lines keep their own amounts', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const spread = spreadCartDiscount(cart, 0);
        cart.forEach((line, i) => {
          const { gross, net, vat } = lineAmounts(line);
          expect(spread[i]).toEqual({ discount: 0, gross, net, vat });
        });
      }),
    );
  });

  it('shares add up to the discount, each within its line, and net + VAT is what is paid', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 5_000_000 }), (cart, discount) => {
        const spread = spreadCartDiscount(cart, discount);
        const totals = cartTotals(cart, discount);
        const sum = (pick: (l: (typeof spread)[number]) => number) =>
          spread.reduce((s, l) => s + pick(l), 0);
        expect(sum((l) => l.discount)).toBe(Math.min(discount, totals.totalAmountWithVat));
        expect(sum((l) => l.gross)).toBe(totals.payableAmount);
        expect(sum((l) => l.net) + sum((l) => l.vat)).toBe(totals.payableAmount);
        cart.forEach((line, i) => {
          const share = spread[i]!;
          expect(share.discount).toBeGreaterThanOrEqual(0);
          expect(share.discount).toBeLessThanOrEqual(lineAmounts(line).gross);
          expect(share.vat).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('each share is within one kuruş of the exact proportion', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 5_000_000 }), (cart, discount) => {
        const total = cartTotals(cart).totalAmountWithVat;
        const taken = Math.min(discount, total);
        spreadCartDiscount(cart, discount).forEach((share, i) => {
          const exact = total === 0 ? 0 : (taken * lineAmounts(cart[i]!).gross) / total;
          expect(Math.abs(share.discount - exact)).toBeLessThan(1);
        });
      }),
    );
  });
});
