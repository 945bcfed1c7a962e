/**
 * Time is injected, never read from a global inside a rule: callers own a `Clock` (the server
 * passes `Date.now`, tests pass a fixed instant) and hand its reading to the rules as `now`.
 */
export type Clock = () => number;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** 86 400 000 ms, the day length private pricing counts its remaining days in. */
export const DAY_MS = 24 * HOUR_MS;

/** A clock that always reads the same instant, for tests and for replaying a decision. */
export function fixedClock(epochMs: number): Clock {
  return () => epochMs;
}

/** Whole and fractional hours elapsed from `sinceMs` to `nowMs` (negative if in the future). */
export function hoursBetween(sinceMs: number, nowMs: number): number {
  return (nowMs - sinceMs) / HOUR_MS;
}
