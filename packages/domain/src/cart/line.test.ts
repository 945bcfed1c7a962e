import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVatIncluded, vatAmount } from '../money/vat';
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

  it('a line costs its shelf prices; the VAT it contains is split out of that total', () => {
    expect(lineAmounts(line({ qty: 3, price: 10000, priceForOne: 12000 }))).toEqual({
      qty: 3,
      gross: 30000,
      undiscountedGross: 36000,
      net: 25000,
      undiscountedNet: 30000,
      vat: 5000,
    });
  });

  it('two units cost exactly twice the shelf price (no per-unit net round trip)', () => {
    // 199.90 TL @20 %: a per-unit net of 166.58 TL would bring 2 units to 399.79 TL.
    expect(lineAmounts(line({ qty: 2, price: 19990, priceForOne: 19990 }))).toMatchObject({
      gross: 39980,
      net: 33317, // 33316.67
      vat: 6663,
    });
  });

  it('rounds the net half-up, once per line', () => {
    expect(lineAmounts(line({ price: 1503, priceForOne: 1503, vat: 20 }))).toMatchObject({
      net: 1253, // 1252.5
      vat: 250,
      gross: 1503,
    });
    expect(lineAmounts(line({ price: 999, priceForOne: 999, vat: 0 }))).toMatchObject({
      net: 999,
      vat: 0,
    });
  });

  it('prices additional units at priceGap when the product sets one', () => {
    const amounts = lineAmounts(line({ qty: 3, price: 12000, priceForOne: 12000, priceGap: 9600 }));
    expect(amounts.gross).toBe(31200);
    expect(amounts.undiscountedGross).toBe(31200);
    expect(amounts.net).toBe(26000);
    expect(lineAmounts(line({ qty: 2, price: 10000, priceGap: 0 })).gross).toBe(20000);
  });

  it('free lines cost nothing', () => {
    expect(lineAmounts(line({ price: 0, qty: 2 }))).toEqual({
      qty: 2,
      gross: 0,
      undiscountedGross: 0,
      net: 0,
      undiscountedNet: 0,
      vat: 0,
    });
  });
});

const paidLineArb = fc
  .record({
    price: fc.integer({ min: 1, max: 1_000_000 }),
    cut: fc.integer({ min: 0, max: 100_000 }),
    priceGap: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })),
    qty: fc.integer({ min: 1, max: 50 }),
    vat: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ price, cut, ...rest }) => line({ price, priceForOne: price + cut, ...rest }));

/** The shelf prices of every unit on the line, as the product page lists them. */
const shelfPrices = (l: ReturnType<typeof line>): number[] =>
  Array.from({ length: l.qty }, (_, i) => (i > 0 && (l.priceGap ?? 0) > 0 ? l.priceGap! : l.price));

describe('cart line properties', () => {
  it('gross is the sum of the shelf prices of its units', () => {
    fc.assert(
      fc.property(paidLineArb, (l) => {
        expect(lineAmounts(l).gross).toBe(shelfPrices(l).reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('net + VAT is the gross exactly, both now and before discounts', () => {
    fc.assert(
      fc.property(paidLineArb, (l) => {
        const a = lineAmounts(l);
        expect(a.net + a.vat).toBe(a.gross);
        expect(a.vat).toBeGreaterThanOrEqual(0);
        expect(a.net).toBeLessThanOrEqual(a.gross);
        expect(a.undiscountedNet).toBe(splitVatIncluded(a.undiscountedGross, l.vat).net);
      }),
    );
  });

  it('the contained VAT is within 1 kuruş of net × rate / 100', () => {
    fc.assert(
      fc.property(paidLineArb, (l) => {
        const a = lineAmounts(l);
        expect(Math.abs(a.vat - vatAmount(a.net, l.vat))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('free lines contribute nothing, whatever their quantity or rate', () => {
    fc.assert(
      fc.property(paidLineArb, (l) => {
        const a = lineAmounts({ ...l, price: 0 });
        expect([a.gross, a.net, a.vat, a.undiscountedGross, a.undiscountedNet]).toEqual([
          0, 0, 0, 0, 0,
        ]);
      }),
    );
  });
});
