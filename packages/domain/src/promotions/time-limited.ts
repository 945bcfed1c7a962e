import type { RetailCartLine } from '../cart/line';
import type { Kurus } from '../money/kurus';
import { HOUR_MS } from '../time/clock';

/** Shown on cart items once their limited-time discount has run out, verbatim. */
export const DISCOUNT_EXPIRED_TEXT = 'İndirim Süresi Sona Erdi';

export interface TimeLimitedDiscountStatus {
  /** firstVisitTime + duration hours is still in the future. */
  valid: boolean;
  /** Milliseconds left; 0 once invalid. */
  remainingMs: number;
  /** The instant the discount ends. */
  endsAt: number;
}

/**
 * A time-limited discount is valid while first-visit time plus discountDuration hours
 * is in the future; otherwise it is invalid with 0 remaining.
 */
export function timeLimitedDiscountStatus(
  firstVisitTime: number,
  discountDurationHours: number,
  nowMs: number,
): TimeLimitedDiscountStatus {
  const endsAt = firstVisitTime + discountDurationHours * HOUR_MS;
  const valid = endsAt > nowMs;
  return { valid, remainingMs: valid ? endsAt - nowMs : 0, endsAt };
}

/**
 * The unit price a line's product has for this visitor right now: priceForOne less the
 * discount while it is valid, priceForOne otherwise. A discount that would take the price to
 * 0 or below is treated as misconfigured and ignored, because price 0 means "free item".
 */
export function timeLimitedUnitPrice(
  priceForOne: Kurus,
  discount: RetailCartLine['timeLimitedDiscount'],
  firstVisitTime: number,
  nowMs: number,
): Kurus {
  if (discount === undefined) return priceForOne;
  const { valid } = timeLimitedDiscountStatus(firstVisitTime, discount.discountDuration, nowMs);
  const discounted = priceForOne - discount.discountAmount;
  return valid && discount.discountAmount > 0 && discounted > 0 ? discounted : priceForOne;
}

/**
 * Recomputes the prices of a cart's time-limited lines: on expiry prices return to
 * their undiscounted amounts and the cart is recomputed. Free lines stay free. `changed` tells
 * the caller whether to save the cart and show {@link DISCOUNT_EXPIRED_TEXT}.
 */
export function repriceTimeLimitedLines<L extends RetailCartLine>(
  items: readonly L[],
  firstVisitTime: number,
  nowMs: number,
): { items: L[]; changed: boolean } {
  let changed = false;
  const repriced = items.map((line) => {
    if (line.price === 0 || line.timeLimitedDiscount === undefined) return line;
    const price = timeLimitedUnitPrice(
      line.priceForOne,
      line.timeLimitedDiscount,
      firstVisitTime,
      nowMs,
    );
    if (price === line.price) return line;
    changed = true;
    return { ...line, price };
  });
  return { items: repriced, changed };
}
