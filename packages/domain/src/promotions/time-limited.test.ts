import { describe, expect, it } from 'vitest';
import type { RetailCartLine } from '../cart/line';
import { paidLine } from '../cart/test-fixtures';
import { HOUR_MS } from '../time/clock';
import {
  DISCOUNT_EXPIRED_TEXT,
  repriceTimeLimitedLines,
  timeLimitedDiscountStatus,
  timeLimitedUnitPrice,
} from './time-limited';

const firstVisit = Date.UTC(2024, 2, 1, 9, 0);
const discount = { discountDuration: 24, discountAmount: 5000 };

describe('time-limited discount', () => {
  it('is valid while first visit + duration hours is in the future', () => {
    expect(timeLimitedDiscountStatus(firstVisit, 24, firstVisit + 23 * HOUR_MS)).toEqual({
      valid: true,
      remainingMs: HOUR_MS,
      endsAt: firstVisit + 24 * HOUR_MS,
    });
    expect(timeLimitedDiscountStatus(firstVisit, 24, firstVisit + 24 * HOUR_MS)).toMatchObject({
      valid: false,
      remainingMs: 0,
    });
  });

  it('prices at priceForOne − discount while valid, priceForOne after', () => {
    expect(timeLimitedUnitPrice(29990, discount, firstVisit, firstVisit + HOUR_MS)).toBe(24990);
    expect(timeLimitedUnitPrice(29990, discount, firstVisit, firstVisit + 25 * HOUR_MS)).toBe(
      29990,
    );
    expect(timeLimitedUnitPrice(29990, undefined, firstVisit, firstVisit)).toBe(29990);
  });

  it('ignores a discount that would make the item free', () => {
    expect(timeLimitedUnitPrice(5000, discount, firstVisit, firstVisit)).toBe(5000);
    expect(
      timeLimitedUnitPrice(
        5000,
        { discountDuration: 24, discountAmount: 0 },
        firstVisit,
        firstVisit,
      ),
    ).toBe(5000);
  });

  it('returns cart prices to undiscounted amounts on expiry', () => {
    const cart: RetailCartLine[] = [
      { ...paidLine({ price: 24990, timeLimitedDiscount: discount }), indexId: 1 },
      { ...paidLine({ skuId: 's2', price: 1000, priceForOne: 1000 }), indexId: 2 },
      { ...paidLine({ skuId: 'g', price: 0, timeLimitedDiscount: discount }), indexId: 3 },
    ];
    const during = repriceTimeLimitedLines(cart, firstVisit, firstVisit + HOUR_MS);
    expect(during.changed).toBe(false);
    expect(during.items).toEqual(cart);
    const after = repriceTimeLimitedLines(cart, firstVisit, firstVisit + 30 * HOUR_MS);
    expect(after.changed).toBe(true);
    expect(after.items.map((l) => l.price)).toEqual([29990, 1000, 0]);
    expect(DISCOUNT_EXPIRED_TEXT).toBe('İndirim Süresi Sona Erdi');
  });
});
