import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './words';

describe('amountInWords', () => {
  it('reads the spec example', () => {
    expect(amountInWords(123456)).toBe('bin iki yüz otuz dört TL elli altı KR');
  });

  it('says "bin" and "yüz" without "bir", but "bir milyon"', () => {
    expect(amountInWords(100000)).toBe('bin TL');
    expect(amountInWords(10000)).toBe('yüz TL');
    expect(amountInWords(100100000)).toBe('bir milyon bin TL');
    expect(integerInWords(101000)).toBe('yüz bir bin');
    expect(integerInWords(2_000_000_000)).toBe('iki milyar');
    expect(integerInWords(21_000)).toBe('yirmi bir bin');
  });

  it('handles zero, kuruş only and lira only', () => {
    expect(amountInWords(0)).toBe('sıfır TL');
    expect(amountInWords(50)).toBe('elli KR');
    expect(amountInWords(5000)).toBe('elli TL');
    expect(amountInWords(25001)).toBe('iki yüz elli TL bir KR');
    expect(amountInWords(-199)).toBe('eksi bir TL doksan dokuz KR');
  });

  it('reaches quadrillions (katrilyon) with bigint amounts', () => {
    expect(amountInWords(10n ** 17n)).toBe('bir katrilyon TL');
    expect(amountInWords(999_999_999_999_999_999_99n)).toBe(
      'dokuz yüz doksan dokuz katrilyon dokuz yüz doksan dokuz trilyon dokuz yüz doksan dokuz ' +
        'milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz ' +
        'TL doksan dokuz KR',
    );
    expect(() => amountInWords(10n ** 20n)).toThrow(RangeError);
    expect(() => integerInWords(-1)).toThrow(RangeError);
  });

  it('refuses fractional kuruş', () => {
    expect(() => amountInWords(12.5)).toThrow(RangeError);
  });

  it('gives distinct words for distinct amounts up to quadrillions', () => {
    const amounts = fc.bigInt({ min: -(10n ** 20n) + 1n, max: 10n ** 20n - 1n });
    fc.assert(
      fc.property(amounts, amounts, (a, b) => {
        fc.pre(a !== b);
        expect(amountInWords(a)).not.toBe(amountInWords(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('words are a function of the amount (number and bigint agree)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (k) => {
        expect(amountInWords(k)).toBe(amountInWords(BigInt(k)));
      }),
    );
  });
});
