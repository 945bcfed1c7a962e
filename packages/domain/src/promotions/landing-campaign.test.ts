import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignPrice } from './landing-campaign';

const price = fc.integer({ min: 0, max: 100_000_000 });
const percent = fc.integer({ min: 0, max: 100 });

describe('campaignPrice', () => {
  it('takes the percentage, half-up to the kuruş', () => {
    expect(campaignPrice(11_000, 85)).toBe(9_350);
    expect(campaignPrice(19_990, 85)).toBe(16_992); // 16 991.5 → up
    expect(campaignPrice(11_000, 100)).toBe(11_000);
    expect(campaignPrice(11_000, 0)).toBe(0);
    expect(campaignPrice(0, 85)).toBe(0);
  });

  it('never makes a paid unit free: a tiny price at 1 % is 1 kuruş', () => {
    expect(campaignPrice(10, 1)).toBe(1);
  });

  it('refuses a percentage outside 0…100 or a fractional amount', () => {
    expect(() => campaignPrice(100, 101)).toThrow(RangeError);
    expect(() => campaignPrice(100, -1)).toThrow(RangeError);
    expect(() => campaignPrice(100, 12.5)).toThrow(RangeError);
    expect(() => campaignPrice(10.5, 50)).toThrow(RangeError);
  });

  it('is within half a kuruş of the exact share, and never above the shelf price', () => {
    fc.assert(
      fc.property(price, percent, (p, pct) => {
        const result = campaignPrice(p, pct);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeLessThanOrEqual(p);
        expect(result).toBeGreaterThanOrEqual(0);
        const exact = (p * pct) / 100;
        if (exact >= 0.5 || result === 0) expect(Math.abs(result - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('is 0 exactly for a free campaign or a zero price, and grows with the percentage', () => {
    fc.assert(
      fc.property(price, percent, percent, (p, a, b) => {
        expect(campaignPrice(p, a) === 0).toBe(p === 0 || a === 0);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(campaignPrice(p, low)).toBeLessThanOrEqual(campaignPrice(p, high));
      }),
    );
  });
});
