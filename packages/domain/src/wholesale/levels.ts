import { formatTL } from '../money/format';
import { assertKurus, type Kurus, percentOf } from '../money/kurus';

/**
 * Wholesale purchase levels. Level one is the minimum order; reaching
 * level two or three earns that level's extra-goods percent as a free-goods bonus. All amounts
 * are VAT-excluded kuruş.
 */
export interface PurchaseLevel {
  amount: Kurus;
  /** Extra goods (mal fazlası) percent earned at this level. */
  extraGoods: number;
}

/** An account's limits, as stored on the reseller. */
export interface PurchaseLimits {
  purchaseLevelOne: PurchaseLevel;
  purchaseLevelTwo: PurchaseLevel;
  purchaseLevelThree: PurchaseLevel;
}

export type LevelNumber = 1 | 2 | 3;

function levels(limits: PurchaseLimits): [PurchaseLevel, PurchaseLevel, PurchaseLevel] {
  return [limits.purchaseLevelOne, limits.purchaseLevelTwo, limits.purchaseLevelThree];
}

/** The highest level whose amount the VAT-excluded total reaches; 0 below the minimum. */
export function reachedLevel(netTotal: Kurus, limits: PurchaseLimits): 0 | LevelNumber {
  assertKurus(netTotal, 'cart total');
  let reached: 0 | LevelNumber = 0;
  levels(limits).forEach((level, i) => {
    if (netTotal >= level.amount) reached = (i + 1) as LevelNumber;
  });
  return reached;
}

/** The minimum is reached when the VAT-excluded total is at least level one's amount. */
export function isMinimumReached(netTotal: Kurus, limits: PurchaseLimits): boolean {
  return reachedLevel(netTotal, limits) >= 1;
}

/** Extra-goods percent earned by a total: level two's or three's; level one earns none. */
export function earnedExtraGoodsPercent(netTotal: Kurus, limits: PurchaseLimits): number {
  const level = reachedLevel(netTotal, limits);
  return level >= 2 ? levels(limits)[level - 1]!.extraGoods : 0;
}

/** Bonus = VAT-excluded total × extraGoods percent / 100, rounded half-up. */
export function extraGoodsBonus(netTotal: Kurus, limits: PurchaseLimits): Kurus {
  return percentOf(netTotal, earnedExtraGoodsPercent(netTotal, limits));
}

/** One progress bar per level: how full it is, 0–100 %. */
export interface LevelProgress {
  level: LevelNumber;
  amount: Kurus;
  extraGoods: number;
  reached: boolean;
  /** Percent of this level's amount covered, capped at 100, floored to a whole number. */
  percent: number;
  /** Kuruş still needed for this level (0 once reached). */
  remaining: Kurus;
}

export function levelProgress(netTotal: Kurus, limits: PurchaseLimits): LevelProgress[] {
  assertKurus(netTotal, 'cart total');
  return levels(limits).map((level, i) => {
    const reached = netTotal >= level.amount;
    const percent =
      level.amount <= 0
        ? 100
        : Math.min(100, Math.floor((Math.max(0, netTotal) * 100) / level.amount));
    return {
      level: (i + 1) as LevelNumber,
      amount: level.amount,
      extraGoods: level.extraGoods,
      reached,
      percent,
      remaining: reached ? 0 : level.amount - netTotal,
    };
  });
}

/**
 * The hint under the wholesale cart, verbatim: below level one, "Sipariş oluşturmak
 * için sepete en az {amount} TL tutarında daha ürün ekleyiniz."; below level two or three, the
 * extra-goods variant where "Sipariş oluşturmak" becomes "%{n} mal fazlası kazanmak"; null once
 * level three is reached. {amount} is the missing amount, formatted like every amount.
 */
export function orderMinimumMessage(netTotal: Kurus, limits: PurchaseLimits): string | null {
  const next = levelProgress(netTotal, limits).find((progress) => !progress.reached);
  if (next === undefined) return null;
  const goal = next.level === 1 ? 'Sipariş oluşturmak' : `%${next.extraGoods} mal fazlası kazanmak`;
  return `${goal} için sepete en az ${formatTL(next.remaining)} tutarında daha ürün ekleyiniz.`;
}

/**
 * An order may be placed from a cart with lines whose VAT-excluded total reaches level one; a
 * free-goods allocation does not waive the minimum (it is spent on an order afterwards).
 */
export function canPlaceWholesaleOrder(
  netTotal: Kurus,
  limits: PurchaseLimits,
  lineCount: number,
): boolean {
  return lineCount > 0 && isMinimumReached(netTotal, limits);
}
