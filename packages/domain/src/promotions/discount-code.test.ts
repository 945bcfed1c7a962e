import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscountCodes,
  type CodeLine,
  checkDiscountCode,
  checkStacking,
  codeDiscountAmount,
  codeRefusalText,
  type DiscountCodeRule,
  matchCode,
  splitByWeight,
} from './discount-code';

const rule = (overrides: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  code: 'hata20',
  kind: 'amount',
  value: 2000,
  minimumCart: 0,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usedCount: 0,
  usesPerPhone: null,
  productIds: [],
  departmentIds: [],
  isDuplicateAllowed: false,
  isActive: true,
  ...overrides,
});

const line = (gross: number, productId = 1, departmentId: number | null = 1): CodeLine => ({
  gross,
  productId,
  departmentId,
});

const now = Date.UTC(2026, 0, 10);
const ctx = { nowMs: now, cartTotal: 50000, usesByPhone: 0 };

const lineArb = fc.record({
  gross: fc.integer({ min: 0, max: 5_000_000 }),
  productId: fc.integer({ min: 1, max: 4 }),
  departmentId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
});
const ruleArb = fc.record({
  code: fc.string({ minLength: 1, maxLength: 6 }),
  kind: fc.constantFrom('amount' as const, 'percent' as const),
  value: fc.integer({ min: 0, max: 10_000_000 }),
  productIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  departmentIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
});

describe('matchCode', () => {
  const stored = [rule(), rule({ code: 'YAZ50' })];
  it('matches exactly, refuses a case-only mismatch on its own and an unknown code', () => {
    expect(matchCode(' hata20 ', stored)).toEqual({ rule: stored[0] });
    expect(matchCode('HATA20', stored)).toEqual({ refusal: 'WRONG_CASE' });
    expect(matchCode('yaz50', stored)).toEqual({ refusal: 'WRONG_CASE' });
    expect(matchCode('hata21', stored)).toEqual({ refusal: 'UNKNOWN' });
  });
});

describe('checkDiscountCode', () => {
  const lines = [line(50000)];
  it('accepts a valid code', () => {
    expect(checkDiscountCode(rule(), lines, ctx)).toBeNull();
  });
  it('refuses inactive, early, expired, used-up, used-by-phone, below-minimum and foreign lines', () => {
    expect(checkDiscountCode(rule({ isActive: false }), lines, ctx)).toBe('INACTIVE');
    expect(checkDiscountCode(rule({ startsAt: now + 1 }), lines, ctx)).toBe('NOT_STARTED');
    expect(checkDiscountCode(rule({ endsAt: now - 1 }), lines, ctx)).toBe('EXPIRED');
    expect(checkDiscountCode(rule({ endsAt: now }), lines, ctx)).toBeNull();
    expect(checkDiscountCode(rule({ totalUses: 3, usedCount: 3 }), lines, ctx)).toBe('USED_UP');
    expect(checkDiscountCode(rule({ totalUses: 3, usedCount: 2 }), lines, ctx)).toBeNull();
    expect(checkDiscountCode(rule({ usesPerPhone: 1 }), lines, { ...ctx, usesByPhone: 1 })).toBe(
      'USED_BY_PHONE',
    );
    expect(checkDiscountCode(rule({ minimumCart: 50001 }), lines, ctx)).toBe('BELOW_MINIMUM');
    expect(checkDiscountCode(rule({ productIds: [9] }), lines, ctx)).toBe('NOT_APPLICABLE');
    expect(checkDiscountCode(rule({ departmentIds: [1] }), lines, ctx)).toBeNull();
  });
  it('says each refusal in Turkish', () => {
    expect(codeRefusalText('BELOW_MINIMUM', { minimumCart: 15000 })).toContain('150.00 TL');
    expect(codeRefusalText('USED_UP')).toBe('Bu indirim kodunun kullanım hakkı doldu.');
  });
});

describe('checkStacking', () => {
  it('lets only stackable codes sit together, and a code only once', () => {
    const a = { code: 'a', isDuplicateAllowed: true };
    const b = { code: 'b', isDuplicateAllowed: true };
    const solo = { code: 's', isDuplicateAllowed: false };
    expect(checkStacking(a, [])).toBeNull();
    expect(checkStacking(solo, [])).toBeNull();
    expect(checkStacking(b, [a])).toBeNull();
    expect(checkStacking(a, [a])).toBe('ALREADY_APPLIED');
    expect(checkStacking(solo, [a])).toBe('NOT_STACKABLE');
    expect(checkStacking(a, [solo])).toBe('NOT_STACKABLE');
  });
});

describe('codeDiscountAmount and applyDiscountCodes', () => {
  it('takes 20 TL, or 10 %, off and only from covered lines', () => {
    expect(codeDiscountAmount(rule(), 1500)).toBe(1500);
    expect(codeDiscountAmount(rule({ kind: 'percent', value: 10 }), 29995)).toBe(3000);
    const applied = applyDiscountCodes(
      [line(30000, 1), line(10000, 2), line(0, 3)],
      [rule({ productIds: [1, 3] })],
    );
    expect(applied.perLine).toEqual([2000, 0, 0]);
    expect(applied.total).toBe(2000);
  });

  it('spreads a whole-cart code by line totals, the earlier line taking a tie', () => {
    expect(splitByWeight([100, 100], 1)).toEqual([1, 0]);
    expect(applyDiscountCodes([line(29990), line(10000)], [rule({ value: 1500 })]).perLine).toEqual(
      [1125, 375],
    );
  });

  it('property: no discount exceeds what the covered lines are worth; splits sum exactly', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.array(ruleArb, { maxLength: 3 }),
        (lines, rules) => {
          const applied = applyDiscountCodes(lines, rules);
          let left = lines.map((l) => l.gross);
          for (const code of applied.codes) {
            expect(code.perLine.reduce((s, d) => s + d, 0)).toBe(code.amount);
            code.perLine.forEach((share, i) => {
              expect(share).toBeGreaterThanOrEqual(0);
              expect(share).toBeLessThanOrEqual(left[i]!);
            });
            left = left.map((l, i) => l - code.perLine[i]!);
          }
          const eligibleOf = (r: (typeof rules)[number]) =>
            lines.reduce(
              (s, l) =>
                s +
                ((r.productIds.length === 0 && r.departmentIds.length === 0) ||
                r.productIds.includes(l.productId) ||
                (l.departmentId !== null && r.departmentIds.includes(l.departmentId))
                  ? l.gross
                  : 0),
              0,
            );
          rules.forEach((r, k) => {
            expect(applied.codes[k]!.amount).toBeLessThanOrEqual(eligibleOf(r));
          });
          expect(applied.perLine.reduce((s, d) => s + d, 0)).toBe(applied.total);
          applied.perLine.forEach((d, i) => {
            expect(d).toBeLessThanOrEqual(lines[i]!.gross);
          });
        },
      ),
    );
  });

  it('property: splitByWeight sums to the capped amount and never passes a weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (weights, amount) => {
          const shares = splitByWeight(weights, amount);
          const total = weights.reduce((s, w) => s + w, 0);
          expect(shares.reduce((s, d) => s + d, 0)).toBe(Math.min(amount, total));
          shares.forEach((share, i) => {
            expect(share).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
