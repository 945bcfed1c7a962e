import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, fixedClock, HOUR_MS, hoursBetween, MINUTE_MS, SECOND_MS } from './clock';
import { copyrightYears } from './copyright';
import { COUNTDOWN_TICK_MS, countdown } from './countdown';
import { GREETING_TEXTS, greetingPeriod, greetingText } from './greeting';
import {
  formatTurkeyClock,
  formatTurkeyDate,
  formatTurkeyDateTime,
  formatTurkeyDayMonth,
  isSameTurkeyDay,
  TURKEY_UTC_OFFSET_MS,
  turkeyDateTime,
  turkeyHour,
} from './turkey';

/** An instant given as Istanbul wall-clock time on 1 July 2024 (summer: still UTC+3). */
const istanbul = (hour: number, minute = 0) => Date.UTC(2024, 6, 1, hour - 3, minute);

describe('clock', () => {
  it('has a 86 400 000 ms day and reads a fixed instant', () => {
    expect(DAY_MS).toBe(86_400_000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(MINUTE_MS).toBe(60_000);
    expect(SECOND_MS).toBe(1000);
    expect(fixedClock(42)()).toBe(42);
    expect(hoursBetween(0, 90 * MINUTE_MS)).toBe(1.5);
  });
});

describe('Turkey time', () => {
  it('is UTC+3 all year, summer and winter', () => {
    expect(TURKEY_UTC_OFFSET_MS).toBe(3 * HOUR_MS);
    expect(turkeyHour(Date.UTC(2024, 0, 15, 9, 0))).toBe(12);
    expect(turkeyHour(Date.UTC(2024, 6, 15, 9, 0))).toBe(12);
  });

  it('rolls the calendar day at 21:00 UTC', () => {
    expect(turkeyDateTime(Date.UTC(2024, 11, 31, 21, 30, 15))).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 15,
      weekday: 3,
    });
  });

  it('rejects an invalid instant', () => {
    expect(() => turkeyDateTime(Number.NaN)).toThrow(RangeError);
    expect(() => formatTurkeyDate(Number.NaN)).toThrow(RangeError);
  });

  it("writes the long Turkish date and time, on Istanbul's calendar", () => {
    expect(formatTurkeyDate(Date.UTC(2026, 10, 21, 11, 5))).toBe('21 Kasım 2026');
    expect(formatTurkeyDate(Date.UTC(2025, 11, 31, 21, 0))).toBe('1 Ocak 2026');
    expect(formatTurkeyDateTime(Date.UTC(2026, 1, 3, 6, 7))).toBe('3 Şubat 2026 09:07');
    expect(formatTurkeyDayMonth(Date.UTC(2025, 11, 31, 21, 0))).toBe('1 Ocak');
    expect(formatTurkeyClock(Date.UTC(2025, 11, 31, 21, 0))).toBe('00:00');
  });

  it("tells whether two instants share a day on Istanbul's calendar, not UTC's", () => {
    // 23:59 and 00:00 in Istanbul, both on 31 December in UTC.
    const lastMinute = Date.UTC(2025, 11, 31, 20, 59);
    const midnight = Date.UTC(2025, 11, 31, 21, 0);
    expect(isSameTurkeyDay(lastMinute, midnight)).toBe(false);
    expect(isSameTurkeyDay(midnight - 1, lastMinute)).toBe(true);
    expect(isSameTurkeyDay(midnight, Date.UTC(2026, 0, 1, 20, 59))).toBe(true);
  });

  it('says what Intl says for Europe/Istanbul since the clocks stopped changing (Sept 2016)', () => {
    const istanbul = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('tr-TR', { ...options, timeZone: 'Europe/Istanbul' });
    const date = istanbul({ dateStyle: 'long' });
    const dateTime = istanbul({ dateStyle: 'long', timeStyle: 'short' });
    const dayMonth = istanbul({ day: 'numeric', month: 'long' });
    const clock = istanbul({ hour: '2-digit', minute: '2-digit' });
    const day = istanbul({ dateStyle: 'short' });
    const since2016 = fc.integer({ min: Date.UTC(2016, 8, 8), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(since2016, since2016, (ms, other) => {
        expect(formatTurkeyDate(ms)).toBe(date.format(ms));
        expect(formatTurkeyDateTime(ms)).toBe(dateTime.format(ms));
        expect(formatTurkeyDayMonth(ms)).toBe(dayMonth.format(ms));
        expect(formatTurkeyClock(ms)).toBe(clock.format(ms));
        expect(isSameTurkeyDay(ms, other)).toBe(day.format(ms) === day.format(other));
        expect(isSameTurkeyDay(ms, ms + 60_000 * (ms % 60))).toBe(
          day.format(ms) === day.format(ms + 60_000 * (ms % 60)),
        );
      }),
    );
  });
});

describe('greeting', () => {
  it('uses the spec periods by Istanbul hour, start inclusive', () => {
    expect(greetingPeriod(istanbul(3, 59))).toBe('night');
    expect(greetingPeriod(istanbul(4))).toBe('morning');
    expect(greetingPeriod(istanbul(5, 59))).toBe('morning');
    expect(greetingPeriod(istanbul(6))).toBe('day');
    expect(greetingPeriod(istanbul(11, 59))).toBe('day');
    expect(greetingPeriod(istanbul(12))).toBe('afternoon');
    expect(greetingPeriod(istanbul(17, 59))).toBe('afternoon');
    expect(greetingPeriod(istanbul(18))).toBe('evening');
    expect(greetingPeriod(istanbul(21, 59))).toBe('evening');
    expect(greetingPeriod(istanbul(22))).toBe('night');
    expect(greetingPeriod(istanbul(0))).toBe('night');
  });

  it('greets in Turkish', () => {
    expect(greetingText(istanbul(5))).toBe('Günaydın');
    expect(greetingText(istanbul(9))).toBe('İyi günler');
    expect(greetingText(istanbul(14))).toBe('Tünaydın');
    expect(greetingText(istanbul(19))).toBe('İyi akşamlar');
    expect(greetingText(istanbul(23))).toBe('İyi geceler');
    expect(Object.keys(GREETING_TEXTS)).toHaveLength(5);
  });
});

describe('countdown', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(countdown(DAY_MS + 2 * HOUR_MS + 3 * MINUTE_MS + 4 * SECOND_MS + 999)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('shows zeros when time is up or invalid', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdown(0)).toEqual(zero);
    expect(countdown(-5000)).toEqual(zero);
    expect(countdown(Number.NaN)).toEqual(zero);
  });

  it('recomposes to the remaining whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), (ms) => {
        const c = countdown(ms);
        const total =
          c.days * DAY_MS + c.hours * HOUR_MS + c.minutes * MINUTE_MS + c.seconds * SECOND_MS;
        expect(total).toBe(ms - (ms % SECOND_MS));
        expect(c.hours).toBeLessThan(24);
        expect(c.minutes).toBeLessThan(60);
        expect(c.seconds).toBeLessThan(60);
      }),
    );
  });
});

describe('copyright', () => {
  it('runs from 2016 to the current Turkish year', () => {
    expect(copyrightYears(Date.UTC(2025, 5, 1))).toBe('2016 - 2025');
    expect(copyrightYears(Date.UTC(2025, 11, 31, 21, 0))).toBe('2016 - 2026');
  });
});
