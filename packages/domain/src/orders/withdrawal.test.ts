import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/clock';
import { isSameTurkeyDay, turkeyDateTime } from '../time/turkey';
import {
  isDeliveryLate,
  isWithinWithdrawal,
  refundDeadlineState,
  turkeyDayStart,
  turkeyDaysBetween,
  withdrawalEndsAt,
  withdrawalRefundDueAt,
} from './withdrawal';

// 2020-01-01 … 2035-01-01: instants a shop meets.
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
const offset = fc.integer({ min: 0, max: 40 * DAY_MS });

describe('withdrawal within 14 days of delivery (property)', () => {
  it('is open exactly until the end of the 14th Istanbul day after delivery', () => {
    fc.assert(
      fc.property(instant, offset, (deliveredAt, after) => {
        const now = deliveredAt + after;
        const days = turkeyDaysBetween(deliveredAt, now);
        expect(isWithinWithdrawal(deliveredAt, now)).toBe(days <= 14);
      }),
    );
  });

  it('ends at an Istanbul midnight, between 14 and 15 days after delivery', () => {
    fc.assert(
      fc.property(instant, (deliveredAt) => {
        const end = withdrawalEndsAt(deliveredAt);
        const t = turkeyDateTime(end);
        expect([t.hour, t.minute, t.second]).toEqual([0, 0, 0]);
        expect(end - deliveredAt).toBeGreaterThan(14 * DAY_MS);
        expect(end - deliveredAt).toBeLessThanOrEqual(15 * DAY_MS);
        expect(isWithinWithdrawal(deliveredAt, end - 1)).toBe(true);
        expect(isWithinWithdrawal(deliveredAt, end)).toBe(false);
      }),
    );
  });

  it('is closed before delivery', () => {
    expect(isWithinWithdrawal(null, Date.UTC(2026, 0, 1))).toBe(false);
  });

  it('a parcel delivered 23:30 on 1 March (Istanbul) may be withdrawn until 15 March ends', () => {
    const delivered = Date.UTC(2026, 2, 1, 20, 30); // 23:30 in Istanbul
    expect(isWithinWithdrawal(delivered, Date.UTC(2026, 2, 15, 20, 59))).toBe(true);
    expect(isWithinWithdrawal(delivered, Date.UTC(2026, 2, 15, 21, 0))).toBe(false);
  });
});

describe('refund due within 14 days of the withdrawal (property)', () => {
  it('warns from day 10 and is late after day 14', () => {
    fc.assert(
      fc.property(instant, offset, (noticeAt, after) => {
        const now = noticeAt + after;
        const days = turkeyDaysBetween(noticeAt, now);
        const state = refundDeadlineState(withdrawalRefundDueAt(noticeAt), now);
        expect(state).toBe(days > 14 ? 'late' : days >= 10 ? 'warn' : 'ok');
      }),
    );
  });
});

describe('delivery flagged from day 20 of the order (property)', () => {
  it('flags an order exactly when 20 or more Istanbul days have begun since it', () => {
    fc.assert(
      fc.property(instant, offset, (orderedAt, after) => {
        const now = orderedAt + after;
        expect(isDeliveryLate(orderedAt, now)).toBe(turkeyDaysBetween(orderedAt, now) >= 20);
      }),
    );
  });

  it('day starts are Istanbul midnights on the same day', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const start = turkeyDayStart(at);
        expect(isSameTurkeyDay(start, at)).toBe(true);
        expect(turkeyDateTime(start).hour).toBe(0);
      }),
    );
  });
});
