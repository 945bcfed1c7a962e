import { turkeyHour } from './turkey';

/**
 * Header greeting by Turkey time: 04–06 morning, 06–12 good day, 12–18 afternoon,
 * 18–22 evening, otherwise night. Each range includes its start hour and excludes its end.
 */
export type GreetingPeriod = 'morning' | 'day' | 'afternoon' | 'evening' | 'night';

/** The Turkish greeting for each period (see docs/decisions/domain.md for the choice). */
export const GREETING_TEXTS: Readonly<Record<GreetingPeriod, string>> = {
  morning: 'Günaydın',
  day: 'İyi günler',
  afternoon: 'Tünaydın',
  evening: 'İyi akşamlar',
  night: 'İyi geceler',
};

/** Which greeting period an instant falls in, by the hour in Istanbul. */
export function greetingPeriod(epochMs: number): GreetingPeriod {
  const hour = turkeyHour(epochMs);
  if (hour >= 4 && hour < 6) return 'morning';
  if (hour >= 6 && hour < 12) return 'day';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}

/** The greeting phrase for an instant, e.g. "Günaydın" at 05:30 Istanbul time. */
export function greetingText(epochMs: number): string {
  return GREETING_TEXTS[greetingPeriod(epochMs)];
}
