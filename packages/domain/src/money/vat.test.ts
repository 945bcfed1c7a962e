import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addVat,
  convertVat,
  removeVat,
  splitVatIncluded,
  VAT_TYPE_ERROR_MESSAGE,
  type VatType,
  vatAmount,
} from './vat';

const rate = fc.constantFrom(0, 1, 8, 10, 18, 20);
const amount = fc.integer({ min: 0, max: 1e12 });

describe('VAT', () => {
  it('computes VAT on a VAT-excluded amount, half-up', () => {
    expect(vatAmount(10000, 20)).toBe(2000);
    expect(vatAmount(12345, 20)).toBe(2469); // 2469.0
    expect(vatAmount(1005, 10)).toBe(101); // 100.5 → 101
    expect(vatAmount(1004, 10)).toBe(100);
    expect(vatAmount(999, 0)).toBe(0);
  });

  it('rejects a negative or non-finite rate and fractional kuruş', () => {
    expect(() => vatAmount(100, -1)).toThrow(RangeError);
    expect(() => removeVat(100, Number.NaN)).toThrow(RangeError);
    expect(() => vatAmount(10.5, 20)).toThrow(RangeError);
  });

  it('adds and removes VAT', () => {
    expect(addVat(10000, 20)).toBe(12000);
    expect(removeVat(12000, 20)).toBe(10000);
    expect(removeVat(100, 20)).toBe(83); // 83.33
    expect(splitVatIncluded(100, 20)).toEqual({ net: 83, vat: 17, gross: 100 });
  });

  it("convertVat: 'excluded' input gives the VAT-included amount and vice versa", () => {
    expect(convertVat(10000, 20, 'excluded')).toBe(12000);
    expect(convertVat(12000, 20, 'included')).toBe(10000);
    expect(convertVat(11800, 18, 'included')).toBe(10000);
  });

  it('convertVat rejects any other type with the exact spec message', () => {
    expect(() => convertVat(100, 20, 'dahil' as VatType)).toThrow(
      new Error('type parameter has to be either "included" or "excluded'),
    );
    expect(VAT_TYPE_ERROR_MESSAGE).toBe('type parameter has to be either "included" or "excluded');
  });

  it('net → gross → net returns the same kuruş', () => {
    fc.assert(
      fc.property(amount, rate, (net, r) => {
        expect(convertVat(convertVat(net, r, 'excluded'), r, 'included')).toBe(net);
      }),
    );
  });

  it('gross → net → gross moves by at most 1 kuruş (documented rounding)', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100 }), (gross, r) => {
        const back = convertVat(convertVat(gross, r, 'included'), r, 'excluded');
        expect(Math.abs(back - gross)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('splitting a VAT-included amount never loses a kuruş', () => {
    fc.assert(
      fc.property(amount, rate, (gross, r) => {
        const { net, vat } = splitVatIncluded(gross, r);
        expect(net + vat).toBe(gross);
        expect(vat).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
