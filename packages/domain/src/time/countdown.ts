import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './clock';

/** Days, hours, minutes and seconds shown by the countdown timer (ticks once a second). */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Countdown timer tick: once a second. */
export const COUNTDOWN_TICK_MS = SECOND_MS;

/**
 * Splits a remaining duration into whole days, hours, minutes and seconds. Partial seconds are
 * dropped (the timer never shows more time than is left); zero or negative means all zeros.
 */
export function countdown(remainingMs: number): Countdown {
  const ms = Number.isFinite(remainingMs) && remainingMs > 0 ? remainingMs : 0;
  return {
    days: Math.floor(ms / DAY_MS),
    hours: Math.floor((ms % DAY_MS) / HOUR_MS),
    minutes: Math.floor((ms % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((ms % MINUTE_MS) / SECOND_MS),
  };
}
