import { assertKurus, type Kurus } from '../money/kurus';
import { roundHalfUp } from '../money/rounding';

/**
 * A campaign's price for a shelf price (landing pages): `percent` % of it, half-up to the
 * kuruş. A price of 0 (no further-unit price) or 0 % (the home page's free gift) is 0; any other
 * campaign price is at least 1 kuruş, because a cart line at price 0 is a free line. The landing
 * page shows these prices and the cart charges them, so both call this one rule.
 */
export function campaignPrice(price: Kurus, percent: number): Kurus {
  assertKurus(price, 'price');
  if (price < 0) throw new RangeError(`price must not be negative, got ${price}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${percent}`);
  }
  if (price === 0 || percent === 0) return 0;
  return Math.max(1, roundHalfUp(price * percent, 100));
}
