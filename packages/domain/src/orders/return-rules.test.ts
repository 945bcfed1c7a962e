import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { isValidTrIban, maskIban, trIbanCheckDigits } from '../identity/iban';
import { DAY_MS } from '../time/clock';
import { REFUND_REASONS } from './refund-rules';
import {
  assertRefundReason,
  formatReturnCode,
  isReturnCancellable,
  priceReturn,
  refundForUnits,
} from './return-rules';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('Turkish IBAN (property)', () => {
  it('every BBAN with its computed check digits is valid, grouped or not', () => {
    fc.assert(
      fc.property(digits(22), (bban) => {
        const iban = `TR${trIbanCheckDigits(bban)}${bban}`;
        expect(isValidTrIban(iban)).toBe(true);
        expect(isValidTrIban(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toBe(true);
      }),
    );
  });

  it('changing any one digit breaks the check', () => {
    fc.assert(
      fc.property(
        digits(22),
        fc.integer({ min: 2, max: 25 }),
        fc.integer({ min: 1, max: 9 }),
        (bban, at, plus) => {
          const iban = `TR${trIbanCheckDigits(bban)}${bban}`;
          const changed = (Number(iban[at]) + plus) % 10;
          const wrong = `${iban.slice(0, at)}${changed}${iban.slice(at + 1)}`;
          expect(isValidTrIban(wrong)).toBe(false);
        },
      ),
    );
  });

  it('refuses other countries and lengths; masks all but bank prefix and last four', () => {
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
    expect(maskIban('TR330006100519786457841326')).toBe('TR33 00** **** **** **** **13 26');
    fc.assert(
      fc.property(digits(22), (bban) => {
        const masked = maskIban(`TR${trIbanCheckDigits(bban)}${bban}`);
        expect(masked.replace(/\s/g, '').slice(6, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('refund amounts (property)', () => {
  const line = fc
    .record({
      qty: fc.integer({ min: 1, max: 50 }),
      itemsTotalPrice: fc.integer({ min: 1, max: 10_000_000 }),
      discount: fc.integer({ min: 0, max: 1_000_000 }),
    })
    .filter((l) => l.discount < l.itemsTotalPrice);

  it('however the units are split across returns, they add up to exactly what was paid', () => {
    fc.assert(
      fc.property(line, fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }), (l, cuts) => {
        let from = 0;
        let total = 0;
        for (const cut of cuts) {
          const units = Math.min(cut, l.qty - from);
          if (units <= 0) break;
          const amount = refundForUnits(l, from, units);
          expect(amount).toBeGreaterThanOrEqual(0);
          total += amount;
          from += units;
        }
        total += refundForUnits(l, from, l.qty - from);
        expect(total).toBe(l.itemsTotalPrice - l.discount);
      }),
    );
  });

  it('a unit is never worth more than its share rounded up, nor the units above what was paid', () => {
    fc.assert(
      fc.property(
        line,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (l, from, units) => {
          const paid = l.itemsTotalPrice - l.discount;
          const amount = refundForUnits(l, from, units);
          expect(amount).toBeLessThanOrEqual(paid);
          expect(amount).toBeLessThanOrEqual(Math.ceil((paid * Math.max(0, units)) / l.qty));
        },
      ),
    );
  });

  it('priceReturn never prices more units than are left, so never more than was paid', () => {
    fc.assert(
      fc.property(
        line,
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 60 }),
        (l, before, qty) => {
          const returned = Math.min(before, l.qty);
          const start = { startedAt: 0, now: DAY_MS };
          if (qty > l.qty - returned) {
            expect(() => priceReturn([l], [returned], [{ index: 0, qty }], start)).toThrow(
              DomainError,
            );
          } else {
            const [priced] = priceReturn([l], [returned], [{ index: 0, qty }], start);
            expect(priced!.amount).toBe(refundForUnits(l, returned, qty));
          }
        },
      ),
    );
  });
});

describe('return rules', () => {
  const sheet = { qty: 2, itemsTotalPrice: 80_000, refundGuarantee: undefined };
  it('refuses an undelivered order, an expired guarantee, an unknown line, a free line', () => {
    expect(() =>
      priceReturn([sheet], [0], [{ index: 0, qty: 1 }], { startedAt: null, now: 0 }),
    ).toThrow('teslim edilmiş');
    const late = { startedAt: 0, now: 90 * DAY_MS + 1 };
    expect(() => priceReturn([sheet], [0], [{ index: 0, qty: 1 }], late)).toThrow('90 günlük');
    expect(
      priceReturn([sheet], [0], [{ index: 0, qty: 1 }], { startedAt: 0, now: 90 * DAY_MS }),
    ).toEqual([{ index: 0, qty: 1, amount: 40_000 }]);
    expect(() =>
      priceReturn([{ ...sheet, refundGuarantee: 14 }], [0], [{ index: 0, qty: 1 }], {
        startedAt: 0,
        now: 15 * DAY_MS,
      }),
    ).toThrow('14 günlük');
    expect(() =>
      priceReturn([sheet], [0], [{ index: 3, qty: 1 }], { startedAt: 0, now: 0 }),
    ).toThrow('Siparişte bu ürün yok');
    expect(() =>
      priceReturn([{ qty: 1, itemsTotalPrice: 0 }], [0], [{ index: 0, qty: 1 }], {
        startedAt: 0,
        now: 0,
      }),
    ).toThrow('Siparişte bu ürün yok');
    expect(() =>
      priceReturn([sheet], [2], [{ index: 0, qty: 1 }], { startedAt: 0, now: 0 }),
    ).toThrow('zaten iade');
    expect(
      priceReturn([sheet], [0], [{ index: 0, qty: 1 }], { startedAt: null, now: 0, ignore: true }),
    ).toHaveLength(1);
  });

  it('knows the ten reasons word for word, codes and cancellable states', () => {
    for (const reason of REFUND_REASONS) expect(() => assertRefundReason(reason)).not.toThrow();
    expect(() => assertRefundReason('vazgeçtim')).toThrow('iade nedeni');
    expect(formatReturnCode('48217730')).toBe('IA-4821-7730');
    expect(isReturnCancellable('APPROVED')).toBe(true);
    expect(isReturnCancellable('IN_TRANSIT')).toBe(false);
  });
});
