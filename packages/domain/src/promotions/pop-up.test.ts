import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/clock';
import {
  EXIT_POP_ARM_DELAY_MS,
  isPopEligible,
  POP_MIN_HOURS_SINCE_FIRST_VISIT,
  type PopContext,
  type PopUp,
  popDiscountExpiryMs,
  popTrigger,
  selectPop,
  shouldTurnOffPopsAfterClose,
} from './pop-up';

const firstVisitTime = Date.UTC(2024, 6, 1);
const context: PopContext = {
  path: '/urun/yastik/1',
  nowMs: firstVisitTime + 40 * HOUR_MS,
  firstVisitTime,
  isLoggedIn: false,
  userAlreadyGotDiscount: false,
  hasStoredCustomerKey: false,
  popsTurnedOff: false,
};
const intent: PopUp = { popType: 'intentPop', popTimer: 10, isActive: true, existDiscount: true };
const exit: PopUp = { popType: 'exitPop', isActive: true };

describe('pop-up eligibility', () => {
  it('shows a pop only after 36 hours since the first visit', () => {
    expect(POP_MIN_HOURS_SINCE_FIRST_VISIT).toBe(36);
    expect(isPopEligible(intent, context)).toBe(true);
    expect(isPopEligible(intent, { ...context, nowMs: firstVisitTime + 36 * HOUR_MS })).toBe(false);
  });

  it('respects active flag, window and paths', () => {
    expect(isPopEligible({ ...intent, isActive: false }, context)).toBe(false);
    expect(
      isPopEligible(
        { ...intent, isTemporary: true, startDateInMiliseconds: 0, endDateInMiliseconds: 1 },
        context,
      ),
    ).toBe(false);
    expect(isPopEligible({ ...intent, displayOnlyHere: ['/sepet'] }, context)).toBe(false);
    expect(isPopEligible({ ...intent, doNotDisplayHere: ['/urun/'] }, context)).toBe(false);
  });

  it('is not shown to discounted users, stored customers, or after turning off', () => {
    expect(
      isPopEligible(intent, { ...context, isLoggedIn: true, userAlreadyGotDiscount: true }),
    ).toBe(false);
    expect(isPopEligible(intent, { ...context, isLoggedIn: true })).toBe(true);
    expect(isPopEligible(intent, { ...context, hasStoredCustomerKey: true })).toBe(false);
    expect(isPopEligible(intent, { ...context, popsTurnedOff: true })).toBe(false);
  });

  it('needs a timer for an intent pop, none for an exit pop', () => {
    expect(isPopEligible({ ...intent, popTimer: undefined }, context)).toBe(false);
    expect(isPopEligible({ ...intent, popTimer: -1 }, context)).toBe(false);
    expect(isPopEligible(exit, context)).toBe(true);
    expect(isPopEligible({ ...exit, popType: 'other' as PopUp['popType'] }, context)).toBe(false);
  });

  it('selects a temporary pop first, else the first eligible, else none', () => {
    const campaign = {
      ...exit,
      isTemporary: true,
      startDateInMiliseconds: 0,
      endDateInMiliseconds: context.nowMs,
    };
    expect(selectPop([intent, campaign], context)).toBe(campaign);
    expect(selectPop([intent, exit], context)).toBe(intent);
    expect(selectPop([intent], { ...context, popsTurnedOff: true })).toBeNull();
  });
});

describe('pop-up timing', () => {
  it('opens an intent pop after its timer and arms an exit pop after 5 s', () => {
    expect(popTrigger(intent)).toEqual({ kind: 'intent', openAfterMs: 10_000 });
    expect(popTrigger({ ...intent, popTimer: undefined })).toEqual({
      kind: 'intent',
      openAfterMs: 0,
    });
    expect(popTrigger(exit)).toEqual({ kind: 'exit', armAfterMs: 5000 });
    expect(EXIT_POP_ARM_DELAY_MS).toBe(5000);
  });

  it('gives codes discountExpiry × 60 000 ms and turns pops off after a discount pop', () => {
    expect(popDiscountExpiryMs(15)).toBe(900_000);
    expect(shouldTurnOffPopsAfterClose(intent)).toBe(true);
    expect(shouldTurnOffPopsAfterClose(exit)).toBe(false);
  });
});
