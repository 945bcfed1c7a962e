import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatTL } from './format';

describe('formatTL', () => {
  it('shows whole part, dot, two-digit fraction and TL', () => {
    expect(formatTL(123456)).toBe('1234.56 TL');
    expect(formatTL(25000)).toBe('250.00 TL');
    expect(formatTL(5)).toBe('0.05 TL');
    expect(formatTL(0)).toBe('0.00 TL');
    expect(formatTL(-1050)).toBe('-10.50 TL');
  });

  it('gives providers a plain decimal string', () => {
    expect(formatDecimal(123456)).toBe('1234.56');
    expect(formatDecimal(-5)).toBe('-0.05');
  });

  it('refuses fractional kuruş', () => {
    expect(() => formatTL(1.5)).toThrow(RangeError);
  });

  it('parses back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (k) => {
        const text = formatTL(k);
        expect(text).toMatch(/^-?\d+\.\d{2} TL$/);
        const [whole, fraction] = text.replace(' TL', '').replace('-', '').split('.');
        const back = Number(whole) * 100 + Number(fraction);
        expect(k < 0 ? -back : back).toBe(k);
      }),
    );
  });
});
