import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/clock';
import {
  ADD_ON_DISCOUNT_PER_UNIT_KURUS,
  addOnDiscount,
  isAddOnDiscountActive,
  upsellAddOnDiscount,
} from './add-on';
import {
  isSurpriseDiscountEligible,
  SURPRISE_DISCOUNT_MAX_HOURS,
  SURPRISE_DISCOUNT_POP_DELAY_MS,
  type SurpriseDiscountContext,
  surpriseDiscountAmount,
  surpriseDiscountOffer,
} from './surprise';

const firstVisitTime = Date.UTC(2024, 4, 1);
const base: SurpriseDiscountContext = {
  pendingState: 'NOTYET',
  firstVisitTime,
  nowMs: firstVisitTime + 2 * HOUR_MS,
  alreadyShown: false,
  stopDiscount: false,
};

describe('surprise discount amount', () => {
  it('is ceil(unit price / 20) in whole lira', () => {
    expect(surpriseDiscountAmount(29990)).toBe(1500); // 299.90 / 20 = 14.995 → 15 TL
    expect(surpriseDiscountAmount(20000)).toBe(1000); // exactly 10 TL
    expect(surpriseDiscountAmount(19900)).toBe(1000); // 9.95 → 10 TL
    expect(surpriseDiscountAmount(100)).toBe(100); // 0.05 → 1 TL
    expect(surpriseDiscountAmount(0)).toBe(0);
    expect(() => surpriseDiscountAmount(10.5)).toThrow(RangeError);
  });

  it('is at least 5 % and less than 5 % + 1 TL', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (price) => {
        const amount = surpriseDiscountAmount(price);
        expect(amount * 20).toBeGreaterThanOrEqual(price);
        expect(amount - 100).toBeLessThan(price / 20);
        expect(amount % 100).toBe(0);
      }),
    );
  });
});

describe('surprise discount eligibility', () => {
  it('is offered to a NOTYET visitor within 36 hours, once', () => {
    expect(SURPRISE_DISCOUNT_MAX_HOURS).toBe(36);
    expect(SURPRISE_DISCOUNT_POP_DELAY_MS).toBe(2000);
    expect(isSurpriseDiscountEligible(base)).toBe(true);
    expect(isSurpriseDiscountEligible({ ...base, nowMs: firstVisitTime + 36 * HOUR_MS })).toBe(
      true,
    );
    expect(isSurpriseDiscountEligible({ ...base, nowMs: firstVisitTime + 36 * HOUR_MS + 1 })).toBe(
      false,
    );
  });

  it('is not offered with a pending order, after showing, or after a removal', () => {
    expect(isSurpriseDiscountEligible({ ...base, pendingState: 'YES' })).toBe(false);
    expect(isSurpriseDiscountEligible({ ...base, pendingState: 'NO' })).toBe(false);
    expect(isSurpriseDiscountEligible({ ...base, alreadyShown: true })).toBe(false);
    expect(isSurpriseDiscountEligible({ ...base, stopDiscount: true })).toBe(false);
  });

  it('offers an amount only with a paid first item', () => {
    expect(surpriseDiscountOffer(base, 29990)).toBe(1500);
    expect(surpriseDiscountOffer(base, undefined)).toBeNull();
    expect(surpriseDiscountOffer(base, 0)).toBeNull();
    expect(surpriseDiscountOffer({ ...base, alreadyShown: true }, 29990)).toBeNull();
  });
});

describe('add-on discount', () => {
  it('takes 5 TL per unit off an upsell add-on', () => {
    expect(ADD_ON_DISCOUNT_PER_UNIT_KURUS).toBe(500);
    expect(upsellAddOnDiscount(3)).toBe(1500);
    expect(upsellAddOnDiscount(0)).toBe(0);
    expect(() => upsellAddOnDiscount(-1)).toThrow(RangeError);
    expect(() => upsellAddOnDiscount(1.5)).toThrow(RangeError);
  });

  it('applies while the main order is pending (YES) and not packed', () => {
    expect(isAddOnDiscountActive('YES', false)).toBe(true);
    expect(isAddOnDiscountActive('YES', true)).toBe(false);
    expect(isAddOnDiscountActive('NOTYET', false)).toBe(false);
    expect(addOnDiscount('YES', false, 2)).toBe(1000);
    expect(addOnDiscount('NO', false, 2)).toBe(0);
  });
});
