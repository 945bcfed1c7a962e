import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it('rounds ties away from zero', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(-5, 2)).toBe(-3);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
  });

  it('rounds below and above the half', () => {
    expect(roundHalfUp(1049, 100)).toBe(10);
    expect(roundHalfUp(1051, 100)).toBe(11);
    expect(roundHalfUp(1, 3)).toBe(0);
    expect(roundHalfUp(2, 3)).toBe(1);
  });

  it('decides ties on the exact remainder, where float arithmetic slips', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the float trap this helper avoids
    expect(roundHalfUp(1005, 10)).toBe(101);
    expect(roundHalfUp(1005, 1000)).toBe(1);
    expect(roundHalfUp(2500, 1000)).toBe(3);
  });

  it('handles a negative denominator and never returns -0', () => {
    expect(roundHalfUp(7, -2)).toBe(-4);
    expect(Object.is(roundHalfUp(-1, 3), 0)).toBe(true);
  });

  it('rejects division by zero and non-finite input', () => {
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('is within half of the true quotient, ties upward in magnitude', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const r = roundHalfUp(n, d);
        // Checked in bigint so the check itself cannot round.
        const diff = BigInt(r) * BigInt(d) - BigInt(n);
        const abs = diff < 0n ? -diff : diff;
        expect(2n * abs <= BigInt(d)).toBe(true);
        if (2n * abs === BigInt(d)) {
          expect(BigInt(Math.abs(r)) * BigInt(d) > BigInt(Math.abs(n))).toBe(true);
        }
      }),
    );
  });

  it('refuses operands beyond the safe-integer range', () => {
    expect(() => roundHalfUp(2 ** 60, 100)).toThrow('too large to round exactly');
    expect(() => roundHalfUp(1, 2 ** 60)).toThrow(RangeError);
  });

  it('is exact for very large safe integers', () => {
    const n = Number.MAX_SAFE_INTEGER;
    expect(roundHalfUp(n, 1)).toBe(n);
    expect(roundHalfUp(n - 1, 2)).toBe((n - 1) / 2);
  });
});
