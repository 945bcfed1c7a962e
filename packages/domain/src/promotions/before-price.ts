import { formatTL } from '../money/format';
import { assertKurus, type Kurus } from '../money/kurus';

/** How far back the "before" price of a discount looks: the lowest price of these days. */
export const BEFORE_PRICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One price a SKU had from `at` (epoch ms) until the next entry. */
export interface PriceHistoryEntry {
  price: Kurus;
  at: number;
}

/**
 * The lowest price a SKU had in the `days` before `start` (epoch ms), from its price history:
 * the price in effect when the window opened and every price set inside it up to `start`.
 * Null when the history holds no price at or before `start` (the shop has no evidence of what
 * the price was, so it shows no "before" price).
 */
export function lowestPriceBefore(
  history: readonly PriceHistoryEntry[],
  start: number,
  days: number = BEFORE_PRICE_DAYS,
): Kurus | null {
  const sorted = [...history].sort((a, b) => a.at - b.at);
  const end = start;
  const opens = end - days * DAY_MS;
  let lowest: Kurus | null = null;
  let inEffectAtOpen: Kurus | null = null;
  let inEffectSince = Number.NEGATIVE_INFINITY;
  for (const entry of sorted) {
    assertKurus(entry.price, 'price');
    if (entry.at > end) break;
    if (entry.at <= opens) {
      // Two prices set at the same instant: the lower one counts.
      inEffectAtOpen =
        entry.at === inEffectSince && inEffectAtOpen !== null
          ? Math.min(inEffectAtOpen, entry.price)
          : entry.price;
      inEffectSince = entry.at;
      continue;
    }
    lowest = lowest === null ? entry.price : Math.min(lowest, entry.price);
  }
  if (inEffectAtOpen !== null)
    lowest = lowest === null ? inEffectAtOpen : Math.min(lowest, inEffectAtOpen);
  return lowest;
}

/** Why a discount is shown without a struck-through "before" price. */
export type NoBeforePriceReason =
  /** The price it is discounted from is above the lowest price of the last 30 days. */
  | 'aboveLowest'
  /** The discounted price is not below that lowest price: nothing to strike through. */
  | 'notBelowLowest'
  /** The SKU's price history does not reach back to the discount's start. */
  | 'noHistory';

export type BeforePrice =
  | { show: true; price: Kurus }
  | { show: false; reason: NoBeforePriceReason; lowest: Kurus | null };

/**
 * The struck-through price of a discount, under the price-label rule: a "before" price is the
 * lowest price the SKU had in the 30 days before the discount started, never a typed figure.
 * `from` is the price the discount is taken from (the shelf price a campaign or a code takes its
 * percentage or amount off), `sale` what the shopper pays. When `from` is above that lowest
 * price (the shelf price was raised within the 30 days), the discount is shown without a
 * strike-through; otherwise the struck price is `from`, which then is that lowest price or
 * lower.
 */
export function beforePrice(input: {
  from: Kurus;
  sale: Kurus;
  lowest: Kurus | null;
}): BeforePrice {
  assertKurus(input.from, 'from');
  assertKurus(input.sale, 'sale');
  const { from, sale, lowest } = input;
  if (lowest === null) return { show: false, reason: 'noHistory', lowest };
  if (from > lowest) return { show: false, reason: 'aboveLowest', lowest };
  if (sale >= from) return { show: false, reason: 'notBelowLowest', lowest };
  return { show: true, price: from };
}

/** The back office's words for why a discount shows no "before" price. */
export function noBeforePriceText(reason: NoBeforePriceReason, lowest: Kurus | null): string {
  switch (reason) {
    case 'aboveLowest':
      return `Fiyat son ${BEFORE_PRICE_DAYS} günde yükseltildiği için indirim, üstü çizili eski fiyat olmadan gösteriliyor: yasaya göre "önceki fiyat" son ${BEFORE_PRICE_DAYS} günün en düşük fiyatı (${lowest === null ? '—' : formatTL(lowest)}) olabilir.`;
    case 'notBelowLowest':
      return `İndirimli fiyat son ${BEFORE_PRICE_DAYS} günün en düşük fiyatının altında değil; üstü çizili eski fiyat gösterilmiyor.`;
    case 'noHistory':
      return 'Bu SKU için fiyat geçmişi yok; üstü çizili eski fiyat gösterilmiyor.';
  }
}
