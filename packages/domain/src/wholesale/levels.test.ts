import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPlaceWholesaleOrder,
  earnedExtraGoodsPercent,
  extraGoodsBonus,
  isMinimumReached,
  levelProgress,
  orderMinimumMessage,
  type PurchaseLimits,
  reachedLevel,
} from './levels';

const limits: PurchaseLimits = {
  purchaseLevelOne: { amount: 500_000, extraGoods: 0 },
  purchaseLevelTwo: { amount: 1_000_000, extraGoods: 3 },
  purchaseLevelThree: { amount: 2_000_000, extraGoods: 5 },
};

describe('wholesale levels', () => {
  it('finds the highest level reached by the VAT-excluded total', () => {
    expect(reachedLevel(499_999, limits)).toBe(0);
    expect(reachedLevel(500_000, limits)).toBe(1);
    expect(reachedLevel(1_500_000, limits)).toBe(2);
    expect(reachedLevel(2_000_000, limits)).toBe(3);
    expect(isMinimumReached(499_999, limits)).toBe(false);
    expect(isMinimumReached(500_000, limits)).toBe(true);
  });

  it('earns the extra-goods bonus only at levels two and three', () => {
    const generousOne = { ...limits, purchaseLevelOne: { amount: 500_000, extraGoods: 1 } };
    expect(earnedExtraGoodsPercent(600_000, generousOne)).toBe(0);
    expect(extraGoodsBonus(1_000_000, limits)).toBe(30_000);
    expect(extraGoodsBonus(1_234_567, limits)).toBe(37_037); // 37037.01
    expect(extraGoodsBonus(2_500_000, limits)).toBe(125_000);
    expect(extraGoodsBonus(499_999, limits)).toBe(0);
  });

  it('reports progress per level', () => {
    expect(levelProgress(750_000, limits)).toEqual([
      { level: 1, amount: 500_000, extraGoods: 0, reached: true, percent: 100, remaining: 0 },
      {
        level: 2,
        amount: 1_000_000,
        extraGoods: 3,
        reached: false,
        percent: 75,
        remaining: 250_000,
      },
      {
        level: 3,
        amount: 2_000_000,
        extraGoods: 5,
        reached: false,
        percent: 37,
        remaining: 1_250_000,
      },
    ]);
    const free = { ...limits, purchaseLevelOne: { amount: 0, extraGoods: 0 } };
    expect(levelProgress(0, free)[0]).toMatchObject({ reached: true, percent: 100 });
  });

  it('progress stays within 0–100 and is monotonic in the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5e6 }), fc.integer({ min: 0, max: 5e6 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = levelProgress(lo, limits);
        const high = levelProgress(hi, limits);
        low.forEach((p, i) => {
          expect(p.percent).toBeGreaterThanOrEqual(0);
          expect(p.percent).toBeLessThanOrEqual(100);
          expect(high[i]?.percent).toBeGreaterThanOrEqual(p.percent);
        });
      }),
    );
  });
});

describe('order minimum message', () => {
  it('asks for the missing amount below level one', () => {
    expect(orderMinimumMessage(400_000, limits)).toBe(
      'Sipariş oluşturmak için sepete en az 1000.00 TL tutarında daha ürün ekleyiniz.',
    );
  });

  it('uses the "%{n} mal fazlası kazanmak" variant below levels two and three', () => {
    expect(orderMinimumMessage(750_050, limits)).toBe(
      '%3 mal fazlası kazanmak için sepete en az 2499.50 TL tutarında daha ürün ekleyiniz.',
    );
    expect(orderMinimumMessage(1_500_000, limits)).toBe(
      '%5 mal fazlası kazanmak için sepete en az 5000.00 TL tutarında daha ürün ekleyiniz.',
    );
  });

  it('says nothing once level three is reached', () => {
    expect(orderMinimumMessage(2_000_000, limits)).toBeNull();
  });
});

describe('placing an order', () => {
  it('needs lines reaching level one; a free-goods allocation does not waive the minimum', () => {
    expect(canPlaceWholesaleOrder(500_000, limits, 1)).toBe(true);
    expect(canPlaceWholesaleOrder(100, limits, 1)).toBe(false);
    expect(canPlaceWholesaleOrder(500_000, limits, 0)).toBe(false);
  });
});
