import { assertKurus, type Kurus } from '../money/kurus';

/** Orders from 250 TL ship free. */
export const FREE_SHIPPING_THRESHOLD_KURUS = 25_000;

/** True when an order amount (VAT-included, after discounts) reaches the free-shipping line. */
export function qualifiesForFreeShipping(orderAmountKurus: Kurus): boolean {
  assertKurus(orderAmountKurus);
  return orderAmountKurus >= FREE_SHIPPING_THRESHOLD_KURUS;
}

/** Shipping charged for an order: the standard fee, or 0 from the free-shipping threshold. */
export function shippingPriceFor(orderAmountKurus: Kurus, standardFeeKurus: Kurus): Kurus {
  assertKurus(standardFeeKurus, 'standard fee');
  return qualifiesForFreeShipping(orderAmountKurus) ? 0 : standardFeeKurus;
}

/** How much more must be bought for free shipping (0 once reached), for a "X TL kaldı" hint. */
export function remainingForFreeShipping(orderAmountKurus: Kurus): Kurus {
  assertKurus(orderAmountKurus);
  return Math.max(0, FREE_SHIPPING_THRESHOLD_KURUS - orderAmountKurus);
}
