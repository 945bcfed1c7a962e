import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time/clock';
import { isShownOnPath, isWithinSchedule, type PathTargeted, type Schedulable } from './targeting';

/** An intent pop opens when its timer runs out; an exit pop when the mouse leaves at the top. */
export type PopType = 'intentPop' | 'exitPop';

/** The fields of a pop-up that eligibility reads. */
export interface PopUp extends Schedulable, PathTargeted {
  popType: PopType;
  /** Seconds an intent pop counts down before opening. */
  popTimer?: number;
  /** The pop hands out a temporary discount code. */
  existDiscount?: boolean;
  /** Minutes the handed-out code stays valid. */
  discountExpiry?: number;
}

/** A pop is shown only after this many hours since the first visit. */
export const POP_MIN_HOURS_SINCE_FIRST_VISIT = 36;
/** The exit pop is armed 5 seconds after load. */
export const EXIT_POP_ARM_DELAY_MS = 5 * SECOND_MS;

/** Who is looking, where and when. */
export interface PopContext {
  path: string;
  nowMs: number;
  firstVisitTime: number;
  isLoggedIn: boolean;
  /** The logged-in user already received a discount. */
  userAlreadyGotDiscount: boolean;
  /** The browser holds a stored customer key (a returning customer). */
  hasStoredCustomerKey: boolean;
  /** popsTurnedOff: stored after closing a pop that carried a discount. */
  popsTurnedOff: boolean;
}

/**
 * Shown when active and in its window, allowed on the path, more than 36 hours since the first
 * visit, not turned off, not a logged-in user who already got a discount, no stored customer
 * key. An intent pop also needs a timer (seconds ≥ 0).
 */
export function isPopEligible(pop: PopUp, context: PopContext): boolean {
  if (!isWithinSchedule(pop, context.nowMs) || !isShownOnPath(pop, context.path)) return false;
  if (context.nowMs - context.firstVisitTime <= POP_MIN_HOURS_SINCE_FIRST_VISIT * HOUR_MS) {
    return false;
  }
  if (context.popsTurnedOff || context.hasStoredCustomerKey) return false;
  if (context.isLoggedIn && context.userAlreadyGotDiscount) return false;
  if (pop.popType === 'intentPop') return pop.popTimer !== undefined && pop.popTimer >= 0;
  return pop.popType === 'exitPop';
}

/** The first eligible pop, preferring a temporary (campaign) pop over a permanent one. */
export function selectPop<P extends PopUp>(pops: readonly P[], context: PopContext): P | null {
  const eligible = pops.filter((pop) => isPopEligible(pop, context));
  return eligible.find((pop) => pop.isTemporary) ?? eligible[0] ?? null;
}

/** When the pop opens: an intent pop after its timer; an exit pop is armed after 5 s. */
export type PopTrigger =
  | { kind: 'intent'; openAfterMs: number }
  | { kind: 'exit'; armAfterMs: number };

export function popTrigger(pop: PopUp): PopTrigger {
  if (pop.popType === 'exitPop') return { kind: 'exit', armAfterMs: EXIT_POP_ARM_DELAY_MS };
  return { kind: 'intent', openAfterMs: Math.max(0, pop.popTimer ?? 0) * SECOND_MS };
}

/** Validity of a pop's discount code: discountExpiry minutes × 60 000 ms. */
export function popDiscountExpiryMs(discountExpiryMinutes: number): number {
  return discountExpiryMinutes * MINUTE_MS;
}

/** After closing, pops are turned off for this browser when the closed pop carried a discount. */
export function shouldTurnOffPopsAfterClose(pop: Pick<PopUp, 'existDiscount'>): boolean {
  return pop.existDiscount === true;
}
