import { describe, expect, it } from 'vitest';
import { installmentDetail, installmentTotal } from './installments';
import { binProfile, TEST_CARDS } from './test-cards';

describe('instalments', () => {
  it('charges nothing extra for 1–3 instalments and adds interest after', () => {
    expect([1, 2, 3].map((n) => installmentTotal(30_000, n))).toEqual([30_000, 30_000, 30_000]);
    expect(installmentTotal(30_000, 6)).toBe(31_650);
    expect(installmentTotal(30_000, 12)).toBeGreaterThan(installmentTotal(30_000, 9));
    expect(() => installmentTotal(30_000, 5)).toThrow(RangeError);
  });

  it("answers a credit card's BIN with six options in iyzico's shape", () => {
    const profile = binProfile('55287900')!;
    const detail = installmentDetail('55287900', 30_000, profile);
    expect(detail).toMatchObject({ binNumber: '55287900', bankName: 'Halkbank', price: 300 });
    expect(detail.installmentPrices.map((p) => p.installmentNumber)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(detail.installmentPrices[2]).toEqual({
      installmentNumber: 3,
      totalPrice: 300,
      installmentPrice: 100,
    });
  });

  it('offers debit and foreign cards a single payment only', () => {
    for (const bin of ['476662', '405418']) {
      const detail = installmentDetail(bin, 10_000, binProfile(bin)!);
      expect(detail.installmentPrices.map((p) => p.installmentNumber)).toEqual([1]);
    }
  });

  it('knows every test card by its BIN and no other BIN', () => {
    for (const [card, profile] of Object.entries(TEST_CARDS)) {
      expect(binProfile(card.slice(0, 6))).toBe(profile);
    }
    expect(binProfile('123456')).toBeNull();
  });
});
