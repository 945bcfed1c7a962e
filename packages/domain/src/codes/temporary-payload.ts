import { assertKurus, type Kurus } from '../money/kurus';
import { MINUTE_MS } from '../time/clock';
import { temporaryDiscountCode } from './discount-codes';
import type { RandomSource } from './random';

/** The record a pop-up creates when it hands out a temporary code. */
export interface TemporaryDiscountCodePayload {
  discountCode: string;
  discountAmount: Kurus;
  /** ISO-8601 UTC instant the code stops working. */
  discountExpiryDate: string;
  discountExpiryInMiliseconds: number;
  useDiscountCodeXTimes: number;
  remainingDiscountCodeXTimes: number;
  discountType: 'Temporary';
  isDuplicateAllowed: boolean;
}

export interface TemporaryCodeRequest {
  /** Code prefix: the product (or campaign) the pop-up is about. */
  prefix: string;
  discountAmount: Kurus;
  /** Pop-up's discountExpiry, in minutes (× 60 000 ms). */
  discountExpiryMinutes: number;
  /** Pop-up's useDiscountXtimes. */
  useTimes: number;
  nowMs: number;
  random: RandomSource;
}

/**
 * Builds a temporary code from a pop-up's settings: expiry = now + minutes × 60 000 ms, all uses
 * still remaining, and no stacking with another code (isDuplicateAllowed false).
 */
export function temporaryDiscountCodePayload(
  request: TemporaryCodeRequest,
): TemporaryDiscountCodePayload {
  const { prefix, discountAmount, discountExpiryMinutes, useTimes, nowMs, random } = request;
  assertKurus(discountAmount, 'discount amount');
  if (!(discountExpiryMinutes > 0)) throw new RangeError('discount expiry must be > 0 minutes');
  if (!Number.isInteger(useTimes) || useTimes < 1) throw new RangeError('use count must be ≥ 1');
  const expiry = nowMs + discountExpiryMinutes * MINUTE_MS;
  return {
    discountCode: temporaryDiscountCode(prefix, nowMs, random),
    discountAmount,
    discountExpiryDate: new Date(expiry).toISOString(),
    discountExpiryInMiliseconds: expiry,
    useDiscountCodeXTimes: useTimes,
    remainingDiscountCodeXTimes: useTimes,
    discountType: 'Temporary',
    isDuplicateAllowed: false,
  };
}
