import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESI_DIVISOR, desi } from './desi';
import {
  FREE_SHIPPING_THRESHOLD_KURUS,
  qualifiesForFreeShipping,
  remainingForFreeShipping,
  shippingPriceFor,
} from './free-shipping';

describe('desi', () => {
  it('is L × W × H / divisor rounded up; domestic carriers divide by 3000', () => {
    expect(DEFAULT_DESI_DIVISOR).toBe(3000);
    expect(desi({ length: 30, width: 20, height: 10 })).toBe(2);
    expect(desi({ length: 30, width: 20, height: 11 })).toBe(3);
    expect(desi({ length: 50, width: 40, height: 25 }, 5000)).toBe(10);
    expect(desi({ length: 50, width: 40, height: 26 }, 5000)).toBe(11);
    expect(desi({ length: 10, width: 10, height: 10 })).toBe(1);
  });

  it('rejects non-positive dimensions and divisors', () => {
    expect(() => desi({ length: 0, width: 10, height: 10 })).toThrow('length must be a positive');
    expect(() => desi({ length: 10, width: -1, height: 10 })).toThrow(RangeError);
    expect(() => desi({ length: 10, width: 10, height: Number.NaN })).toThrow(RangeError);
    expect(() => desi({ length: 10, width: 10, height: 10 }, 0)).toThrow('divisor');
  });

  it('covers the volume: desi × divisor ≥ volume > (desi − 1) × divisor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom(3000, 4000, 5000),
        (length, width, height, divisor) => {
          const d = desi({ length, width, height }, divisor);
          const volume = length * width * height;
          expect(d * divisor).toBeGreaterThanOrEqual(volume);
          expect((d - 1) * divisor).toBeLessThan(volume);
        },
      ),
    );
  });
});

describe('free shipping', () => {
  it('starts at 250 TL', () => {
    expect(FREE_SHIPPING_THRESHOLD_KURUS).toBe(25000);
    expect(qualifiesForFreeShipping(24999)).toBe(false);
    expect(qualifiesForFreeShipping(25000)).toBe(true);
  });

  it('charges the standard fee below the threshold', () => {
    expect(shippingPriceFor(24999, 4990)).toBe(4990);
    expect(shippingPriceFor(25000, 4990)).toBe(0);
    expect(() => shippingPriceFor(100, 49.9)).toThrow(RangeError);
  });

  it('tells how much is missing', () => {
    expect(remainingForFreeShipping(20000)).toBe(5000);
    expect(remainingForFreeShipping(30000)).toBe(0);
  });
});
