import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEFORE_PRICE_DAYS, beforePrice, lowestPriceBefore } from './before-price';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);
const price = fc.integer({ min: 0, max: 10_000_000 });
const entry = fc.record({ price, at: fc.integer({ min: T0, max: T0 + 200 * DAY }) });
const history = fc.array(entry, { minLength: 1, maxLength: 30 });
const start = fc.integer({ min: T0 - 10 * DAY, max: T0 + 220 * DAY });

/** The same rule written plainly: the price in effect at every moment of the window. */
function lowestByScan(entries: { price: number; at: number }[], end: number): number | null {
  const sorted = [...entries].sort((a, b) => a.at - b.at);
  const inEffect = (t: number) => {
    const latest = sorted.filter((e) => e.at <= t).at(-1)?.at;
    const set = sorted.filter((e) => e.at === latest).map((e) => e.price);
    return set.length === 0 ? null : Math.min(...set);
  };
  const moments = [end - BEFORE_PRICE_DAYS * DAY, ...sorted.map((e) => e.at)].filter(
    (t) => t >= end - BEFORE_PRICE_DAYS * DAY && t <= end,
  );
  const prices = moments.map(inEffect).filter((p): p is number => p !== null);
  return prices.length === 0 ? null : Math.min(...prices);
}

describe('lowestPriceBefore', () => {
  it('takes the lowest of the price in effect 30 days before and every price set since', () => {
    const h = [
      { price: 10_000, at: T0 },
      { price: 8_000, at: T0 + 10 * DAY },
      { price: 12_000, at: T0 + 20 * DAY },
    ];
    expect(lowestPriceBefore(h, T0 + 25 * DAY)).toBe(8_000);
    // 8 000 was replaced 41 days before; in effect 30 days before was 8 000 until day 20.
    expect(lowestPriceBefore(h, T0 + 45 * DAY)).toBe(8_000);
    expect(lowestPriceBefore(h, T0 + 51 * DAY)).toBe(12_000);
    // A price set after the discount started does not count.
    expect(lowestPriceBefore(h, T0 + 5 * DAY)).toBe(10_000);
  });

  it('has no answer without a price at or before the start', () => {
    expect(lowestPriceBefore([], T0)).toBeNull();
    expect(lowestPriceBefore([{ price: 5_000, at: T0 + DAY }], T0)).toBeNull();
  });

  it('matches a plain scan of the prices in effect during the window', () => {
    fc.assert(
      fc.property(history, start, (h, s) => {
        expect(lowestPriceBefore(h, s)).toBe(lowestByScan(h, s));
      }),
    );
  });

  it('is never above the price in effect when the discount starts', () => {
    fc.assert(
      fc.property(history, start, (h, s) => {
        const sorted = [...h].sort((a, b) => a.at - b.at);
        const latest = sorted.filter((e) => e.at <= s).at(-1)?.at;
        const current =
          latest === undefined
            ? undefined
            : Math.min(...sorted.filter((e) => e.at === latest).map((e) => e.price));
        if (current === undefined) expect(lowestPriceBefore(h, s)).toBeNull();
        else expect(lowestPriceBefore(h, s)).toBeLessThanOrEqual(current);
      }),
    );
  });

  it('does not depend on the order the history is given in', () => {
    fc.assert(
      fc.property(history, start, (h, s) => {
        expect(lowestPriceBefore([...h].reverse(), s)).toBe(lowestPriceBefore(h, s));
      }),
    );
  });
});

describe('beforePrice', () => {
  it('strikes through the shelf price when it is the lowest of the 30 days', () => {
    expect(beforePrice({ from: 10_000, sale: 8_500, lowest: 10_000 })).toEqual({
      show: true,
      price: 10_000,
    });
  });

  it('drops the strike-through when the shelf price was raised within the 30 days', () => {
    expect(beforePrice({ from: 11_000, sale: 9_350, lowest: 10_000 })).toEqual({
      show: false,
      reason: 'aboveLowest',
      lowest: 10_000,
    });
  });

  it('never shows a struck price above the lowest, nor one that is not a discount', () => {
    fc.assert(
      fc.property(price, price, fc.option(price, { nil: null }), (from, sale, lowest) => {
        const result = beforePrice({ from, sale, lowest });
        if (result.show) {
          expect(lowest).not.toBeNull();
          expect(result.price).toBeLessThanOrEqual(lowest as number);
          expect(result.price).toBeGreaterThan(sale);
          expect(result.price).toBe(from);
        } else {
          expect(result.reason).toBe(
            lowest === null ? 'noHistory' : from > lowest ? 'aboveLowest' : 'notBelowLowest',
          );
        }
      }),
    );
  });

  it('shows a discount from an unchanged price as the lowest price of the window', () => {
    fc.assert(
      fc.property(history, start, price, (h, s, cut) => {
        const lowest = lowestPriceBefore(h, s);
        if (lowest === null || lowest === 0) return;
        const result = beforePrice({ from: lowest, sale: Math.max(0, lowest - cut - 1), lowest });
        expect(result).toEqual({ show: true, price: lowest });
      }),
    );
  });
});
