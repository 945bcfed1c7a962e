import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVatIncluded } from '../money/vat';
import { type CancellableLine, cancelLines, paidOfLine } from './partial-cancel';

const lineArb = fc
  .record({
    qty: fc.integer({ min: 1, max: 12 }),
    unit: fc.integer({ min: 0, max: 500_000 }),
    vat: fc.constantFrom(0, 1, 10, 20),
    discountPermille: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ qty, unit, vat, discountPermille }) => {
    const itemsTotalPrice = qty * unit;
    const discount = Math.floor((itemsTotalPrice * discountPermille) / 1000);
    return { qty, itemsTotalPrice, vat, ...(discount > 0 ? { discount } : {}) };
  });

function moneyOf(items: CancellableLine[], shipping: number) {
  let itemsPrice = 0;
  let taxPrice = 0;
  for (const item of items) {
    const split = splitVatIncluded(paidOfLine(item), item.vat);
    itemsPrice += split.net;
    taxPrice += split.vat;
  }
  return { itemsPrice, taxPrice, totalPrice: itemsPrice + taxPrice + shipping };
}

describe('cancelLines', () => {
  it('never gives back more than was paid for a line, and exactly that once all is cancelled', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 }),
        (lines, shipping, picks) => {
          let items: CancellableLine[] = lines;
          let money = moneyOf(lines, shipping);
          const refunded = lines.map(() => 0);
          for (const [lineSeed, qtySeed] of picks) {
            const open = items.map((item, i) => ({ item, i })).filter(({ item }) => item.qty > 0);
            if (open.length === 0) break;
            const { item, i } = open[lineSeed % open.length]!;
            const qty = 1 + (qtySeed % item.qty);
            const result = cancelLines(items, money, [{ line: i, qty }]);
            expect(result.amount).toBe(result.cancellations.reduce((s, c) => s + c.amount, 0));
            expect(result.money.totalPrice).toBe(money.totalPrice - result.amount);
            for (const c of result.cancellations) {
              expect(c.amount).toBeGreaterThanOrEqual(0);
              refunded[c.line]! += c.amount;
            }
            items = result.items;
            money = result.money;
            // The totals still describe the lines that are left, to the kuruş.
            expect(money).toEqual(moneyOf(items, shipping));
          }
          lines.forEach((line, i) => {
            expect(refunded[i]).toBeLessThanOrEqual(paidOfLine(line));
            if (items[i]!.qty === 0) expect(refunded[i]).toBe(paidOfLine(line));
            else expect(refunded[i]! + paidOfLine(items[i]!)).toBe(paidOfLine(line));
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses more than is left, an unknown line and a zero quantity, changing nothing', () => {
    const items = [{ qty: 2, itemsTotalPrice: 20_000, vat: 20 }];
    const money = moneyOf(items, 0);
    expect(() => cancelLines(items, money, [{ line: 0, qty: 3 }])).toThrow(
      'Bu satırdan en fazla 2 adet iptal edilebilir.',
    );
    expect(() =>
      cancelLines(items, money, [
        { line: 0, qty: 1 },
        { line: 0, qty: 2 },
      ]),
    ).toThrow(/en fazla 2/);
    expect(() => cancelLines(items, money, [{ line: 4, qty: 1 }])).toThrow(
      'Siparişte bu satır yok.',
    );
    expect(() => cancelLines(items, money, [{ line: 0, qty: 0 }])).toThrow(/tam sayı/);
    expect(items[0]!.qty).toBe(2);
  });
});
