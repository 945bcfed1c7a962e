import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertKurus,
  isKurus,
  KURUS_PER_TL,
  kurusToTl,
  multiplyKurus,
  percentOf,
  sumKurus,
  tlToKurus,
} from './kurus';

describe('kuruş amounts', () => {
  it('accepts only safe integers', () => {
    expect(isKurus(100)).toBe(true);
    expect(isKurus(-5)).toBe(true);
    expect(isKurus(12.5)).toBe(false);
    expect(isKurus('100')).toBe(false);
    expect(isKurus(2 ** 53)).toBe(false);
    expect(() => assertKurus(0.1, 'price')).toThrow('price must be a whole number of kuruş');
  });

  it('sums exactly and rejects fractional kuruş', () => {
    expect(sumKurus([])).toBe(0);
    expect(sumKurus([10, 20, 30])).toBe(60);
    expect(() => sumKurus([1, 0.5])).toThrow(RangeError);
  });

  it('multiplies and takes percentages with half-up rounding', () => {
    expect(multiplyKurus(1999, 3)).toBe(5997);
    expect(multiplyKurus(5, 0.5)).toBe(3);
    expect(percentOf(10000, 5)).toBe(500);
    expect(percentOf(1010, 5)).toBe(51); // 50.5 → 51
    expect(percentOf(-1010, 5)).toBe(-51);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });

  it('converts lira to kuruş from the decimal form, half-up', () => {
    expect(KURUS_PER_TL).toBe(100);
    expect(tlToKurus(1234.56)).toBe(123456);
    expect(tlToKurus(1.005)).toBe(101);
    expect(tlToKurus(0.1 + 0.2)).toBe(30);
    expect(tlToKurus(-2.345)).toBe(-235);
    expect(tlToKurus(-0.001)).toBe(0);
    expect(Object.is(tlToKurus(-0.001), 0)).toBe(true);
    expect(tlToKurus(250)).toBe(25000);
    expect(tlToKurus(1e-7)).toBe(0);
    expect(tlToKurus(2e-5)).toBe(0);
    expect(() => tlToKurus(1e21)).toThrow(RangeError);
    expect(() => tlToKurus(1e14)).toThrow(RangeError);
    expect(() => tlToKurus(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips kuruş → TL → kuruş', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (k) => {
        expect(tlToKurus(kurusToTl(k))).toBe(k);
      }),
    );
  });
});
