import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmounts } from '../cart/line';
import { cartArb, paidLine } from '../cart/test-fixtures';
import { addOnOrderAmounts } from './add-on-order';

describe('addOnOrderAmounts', () => {
  it('takes 5 TL per paid unit off and splits the VAT of what is left', () => {
    const amounts = addOnOrderAmounts([
      { ...paidLine({ price: 9_900, priceForOne: 11_000, qty: 2, vat: 10 }), indexId: 1 },
      {
        ...paidLine({ skuId: 'sku-2', price: 19_990, priceForOne: 19_990, qty: 1, vat: 20 }),
        indexId: 2,
      },
    ]);
    expect(amounts).toMatchObject({ itemsAmount: 39_790, discount: 1_500, amount: 38_290 });
    expect(amounts.itemsPrice + amounts.taxPrice).toBe(38_290);
  });

  it('adds up exactly for any cart: lines, VAT and discount (property)', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const amounts = addOnOrderAmounts(cart);
        const units = cart.reduce((n, line) => (line.price > 0 ? n + line.qty : n), 0);
        expect(amounts.discount).toBe(Math.min(500 * units, amounts.itemsAmount));
        expect(amounts.amount).toBe(amounts.itemsAmount - amounts.discount);
        expect(amounts.amount).toBeGreaterThanOrEqual(0);
        expect(amounts.lines.reduce((s, l) => s + l.discount, 0)).toBe(amounts.discount);
        expect(amounts.lines.reduce((s, l) => s + l.gross, 0)).toBe(amounts.amount);
        expect(amounts.itemsPrice + amounts.taxPrice).toBe(amounts.amount);
        cart.forEach((line, i) => {
          const share = amounts.lines[i]!;
          expect(share.discount).toBeLessThanOrEqual(lineAmounts(line).gross);
          expect(share.gross).toBeGreaterThanOrEqual(0);
          if (line.price === 0) expect(share.discount).toBe(0);
        });
      }),
    );
  });
});
