import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromIyzicoPrice, toIyzicoPrice } from './wire-price';

/** What iyzico's Node client sends for a lira amount: shortest form, ".0" added to integers. */
function officialClientForm(lira: number): string {
  const text = Number.parseFloat(String(lira)).toString();
  return text.includes('.') ? text : `${text}.0`;
}

describe('toIyzicoPrice', () => {
  it('writes kuruş as iyzico decimal strings', () => {
    expect(toIyzicoPrice(12_345)).toBe('123.45');
    expect(toIyzicoPrice(12_340)).toBe('123.4');
    expect(toIyzicoPrice(1_000)).toBe('10.0');
    expect(toIyzicoPrice(5)).toBe('0.05');
    expect(toIyzicoPrice(0)).toBe('0.0');
    expect(toIyzicoPrice(100_000_000_01)).toBe('100000000.01');
  });

  it("matches the official client's output for every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kurus) => {
        expect(toIyzicoPrice(kurus)).toBe(officialClientForm(kurus / 100));
      }),
    );
  });

  it('refuses fractions of a kuruş and negative amounts', () => {
    expect(() => toIyzicoPrice(1.5)).toThrow(RangeError);
    expect(() => toIyzicoPrice(-100)).toThrow(RangeError);
  });
});

describe('fromIyzicoPrice', () => {
  it('reads JSON numbers and decimal strings into kuruş', () => {
    expect(fromIyzicoPrice(123.4)).toBe(12_340);
    expect(fromIyzicoPrice(100)).toBe(10_000);
    expect(fromIyzicoPrice('10.0')).toBe(1_000);
    expect(fromIyzicoPrice(0.1 + 0.2)).toBe(30);
    expect(fromIyzicoPrice(35.455)).toBe(3_546);
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kurus) => {
        expect(fromIyzicoPrice(toIyzicoPrice(kurus))).toBe(kurus);
        expect(fromIyzicoPrice(kurus / 100)).toBe(kurus);
      }),
    );
  });

  it('gives null for anything that is not a non-negative amount', () => {
    for (const bad of [-1, '-1.0', 'abc', '', null, undefined, Number.POSITIVE_INFINITY, {}]) {
      expect(fromIyzicoPrice(bad)).toBeNull();
    }
  });
});
