import { describe, expect, it } from 'vitest';
import { INSTALLMENTS_WITHOUT_INTEREST, isInterestFreeInstallment } from './installments';

describe('installments', () => {
  it('offers 3 instalments without interest', () => {
    expect(INSTALLMENTS_WITHOUT_INTEREST).toBe(3);
    expect(isInterestFreeInstallment(1)).toBe(true);
    expect(isInterestFreeInstallment(3)).toBe(true);
    expect(isInterestFreeInstallment(6)).toBe(false);
    expect(isInterestFreeInstallment(0)).toBe(false);
    expect(isInterestFreeInstallment(2.5)).toBe(false);
  });
});
