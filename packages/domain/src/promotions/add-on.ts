import type { Kurus } from '../money/kurus';
import type { PendingOrderState } from '../orders/pending';

/**
 * The add-on (extra-order) discount: it applies to items added while an earlier
 * order is pending (YES) and not yet packed. An upsell add-on is discounted by
 * 5 × quantity — 5 TL per unit.
 */
export const ADD_ON_DISCOUNT_PER_UNIT_KURUS = 500;

/** 5 TL off per unit of an upsell add-on. */
export function upsellAddOnDiscount(qty: number): Kurus {
  if (!Number.isInteger(qty) || qty < 0) throw new RangeError(`quantity must be ≥ 0, got ${qty}`);
  return ADD_ON_DISCOUNT_PER_UNIT_KURUS * qty;
}

/** Whether the add-on discount applies: a pending (YES) main order that is not packed yet. */
export function isAddOnDiscountActive(pendingState: PendingOrderState, mainOrderPacked: boolean) {
  return pendingState === 'YES' && !mainOrderPacked;
}

/** The add-on discount for `qty` units added now (0 when it does not apply). */
export function addOnDiscount(
  pendingState: PendingOrderState,
  mainOrderPacked: boolean,
  qty: number,
): Kurus {
  return isAddOnDiscountActive(pendingState, mainOrderPacked) ? upsellAddOnDiscount(qty) : 0;
}
