import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVkn } from '../identity/vkn';
import { earnFreeGoods, FREE_GOODS_OVER_ALLOCATION_MESSAGE, useFreeGoods } from './ledger';

describe('free-goods ledger', () => {
  it('carries over what is not used and never goes below zero', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.nat(2_000_000),
        (start, earned, used) => {
          const balance = earnFreeGoods(start, earned);
          if (used === 0) return;
          if (used > balance) {
            expect(() => useFreeGoods(balance, used)).toThrow(FREE_GOODS_OVER_ALLOCATION_MESSAGE);
          } else {
            const left = useFreeGoods(balance, used);
            expect(left).toBe(start + earned - used);
            expect(left).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('ignores an allocation that is not above zero', () => {
    expect(() => useFreeGoods(0, 1)).toThrow(FREE_GOODS_OVER_ALLOCATION_MESSAGE);
  });
});

describe('VKN (wholesale tax number)', () => {
  it('accepts exactly one check digit for any nine leading digits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (d) => {
        const head = d.join('');
        const valid = [...'0123456789'].filter((c) => isValidVkn(head + c));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('refuses anything but ten digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (!/^\s*\d{10}\s*$/.test(s)) expect(isValidVkn(s)).toBe(false);
      }),
    );
  });
});
