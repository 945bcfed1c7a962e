import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChannelPriceRule,
  channelPrice,
  MAX_PRICE_RULE_AMOUNT,
  MAX_PRICE_RULE_BASIS_POINTS,
  PRICE_ENDINGS,
  roundToEnding,
} from './price-rule';

const price = fc.integer({ min: 0, max: 100_000_000 });
const ending = fc.constantFrom(...PRICE_ENDINGS);
const rule: fc.Arbitrary<ChannelPriceRule> = fc.oneof(
  fc.record({
    kind: fc.constant('percent' as const),
    value: fc.integer({ min: 0, max: MAX_PRICE_RULE_BASIS_POINTS }),
    ending,
  }),
  fc.record({
    kind: fc.constant('amount' as const),
    value: fc.integer({ min: 0, max: MAX_PRICE_RULE_AMOUNT }),
    ending,
  }),
);

describe('roundToEnding', () => {
  it('rounds up to the ending', () => {
    expect(roundToEnding(12_345, '90')).toBe(12_390);
    expect(roundToEnding(12_391, '90')).toBe(12_490);
    expect(roundToEnding(12_390, '90')).toBe(12_390);
    expect(roundToEnding(12_391, '99')).toBe(12_399);
    expect(roundToEnding(12_300, 'none')).toBe(12_300);
  });

  it('never lowers a price, adds less than a lira and ends as asked', () => {
    fc.assert(
      fc.property(price, ending, (p, e) => {
        const rounded = roundToEnding(p, e);
        expect(rounded).toBeGreaterThanOrEqual(p);
        expect(rounded - p).toBeLessThan(100);
        if (e !== 'none') expect(rounded % 100).toBe(Number(e));
      }),
    );
  });
});

describe('channelPrice', () => {
  it('adds a percent or an amount, then rounds', () => {
    expect(channelPrice(100_000, { kind: 'percent', value: 1_500, ending: '90' })).toBe(115_090);
    expect(channelPrice(100_000, { kind: 'percent', value: 1_500, ending: 'none' })).toBe(115_000);
    expect(channelPrice(49_990, { kind: 'amount', value: 5_000, ending: '99' })).toBe(54_999);
  });

  it('is never below the shop price and is an integer kuruş', () => {
    fc.assert(
      fc.property(price, rule, (p, r) => {
        const result = channelPrice(p, r);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('never makes a dearer shop price cheaper on the marketplace', () => {
    fc.assert(
      fc.property(price, price, rule, (a, b, r) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(channelPrice(low, r)).toBeLessThanOrEqual(channelPrice(high, r));
      }),
    );
  });

  it('adds at least the rule and less than a lira more than it', () => {
    fc.assert(
      fc.property(price, rule, (p, r) => {
        const added = r.kind === 'percent' ? Math.ceil((p * r.value) / 10_000) : r.value;
        const result = channelPrice(p, r);
        expect(result - p).toBeGreaterThanOrEqual(added);
        expect(result - p - added).toBeLessThan(100);
      }),
    );
  });

  it('refuses a negative or out-of-range rule', () => {
    expect(() => channelPrice(100, { kind: 'amount', value: -1, ending: 'none' })).toThrow();
    expect(() =>
      channelPrice(100, { kind: 'percent', value: MAX_PRICE_RULE_BASIS_POINTS + 1, ending: '90' }),
    ).toThrow();
    expect(() => channelPrice(-5, { kind: 'amount', value: 0, ending: 'none' })).toThrow();
  });
});
