import { assertKurus, type Kurus } from '../money/kurus';
import type { PendingOrderState } from '../orders/pending';
import { HOUR_MS } from '../time/clock';

/**
 * The surprise ("extra") discount pop-up (docs/decisions/promotions.md). It
 * is offered to a visitor whose pending state is NOTYET (no order yet), within 36 h of the first
 * visit, once, and never after the session's stop-discount flag is set.
 */

/** Hours after the first visit during which the surprise discount may be offered. */
export const SURPRISE_DISCOUNT_MAX_HOURS = 36;
/** The pop-up opens this long after page load. */
export const SURPRISE_DISCOUNT_POP_DELAY_MS = 2000;

/**
 * ceil(first item's unit price / 20), i.e. 5 % rounded up — in whole lira, as the spec's TL
 * arithmetic produces (a 299.90 TL item gives 15 TL). Returned in kuruş.
 */
export function surpriseDiscountAmount(firstItemUnitPriceKurus: Kurus): Kurus {
  assertKurus(firstItemUnitPriceKurus, 'unit price');
  if (firstItemUnitPriceKurus <= 0) return 0;
  return Math.ceil(firstItemUnitPriceKurus / 2000) * 100;
}

export interface SurpriseDiscountContext {
  pendingState: PendingOrderState;
  firstVisitTime: number;
  nowMs: number;
  /** extraDiscountShown: already shown to this visitor (locally or on the visitor record). */
  alreadyShown: boolean;
  /** The session's stopDiscount flag, set when the shopper removed a cart item. */
  stopDiscount: boolean;
}

/** Whether the surprise discount may be offered now. */
export function isSurpriseDiscountEligible(context: SurpriseDiscountContext): boolean {
  const elapsedMs = context.nowMs - context.firstVisitTime;
  return (
    context.pendingState === 'NOTYET' &&
    elapsedMs <= SURPRISE_DISCOUNT_MAX_HOURS * HOUR_MS &&
    !context.alreadyShown &&
    !context.stopDiscount
  );
}

/**
 * The surprise discount to offer, or null: eligible and the cart has a paid first item.
 * `firstItemUnitPrice` is the unit price of the cart's first line.
 */
export function surpriseDiscountOffer(
  context: SurpriseDiscountContext,
  firstItemUnitPrice: Kurus | undefined,
): Kurus | null {
  if (firstItemUnitPrice === undefined || !isSurpriseDiscountEligible(context)) return null;
  const amount = surpriseDiscountAmount(firstItemUnitPrice);
  return amount > 0 ? amount : null;
}
