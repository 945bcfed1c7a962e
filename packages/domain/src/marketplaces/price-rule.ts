import { DomainError } from '../errors';

/**
 * How a marketplace's price is made from the shop's price: a percent or a fixed amount on top,
 * then rounded up to a price ending in ,90 or ,99 (or left as it is). Money is integer kuruş;
 * the percent is in basis points (1 250 = 12,5 %) so it stays an integer too.
 */
export const PRICE_RULE_KINDS = ['percent', 'amount'] as const;
export type PriceRuleKind = (typeof PRICE_RULE_KINDS)[number];

export const PRICE_ENDINGS = ['90', '99', 'none'] as const;
export type PriceEnding = (typeof PRICE_ENDINGS)[number];

export interface ChannelPriceRule {
  kind: PriceRuleKind;
  /** Basis points for `percent` (0–100 000 = up to 1 000 %), kuruş for `amount`. */
  value: number;
  ending: PriceEnding;
}

/** The highest percent a rule may add (1 000 %): a typo guard, not a business limit. */
export const MAX_PRICE_RULE_BASIS_POINTS = 100_000;
/** The highest fixed amount a rule may add (100 000 TL). */
export const MAX_PRICE_RULE_AMOUNT = 10_000_000;

export const NO_PRICE_RULE: ChannelPriceRule = { kind: 'percent', value: 0, ending: 'none' };

function assertRule(rule: ChannelPriceRule): void {
  const max = rule.kind === 'percent' ? MAX_PRICE_RULE_BASIS_POINTS : MAX_PRICE_RULE_AMOUNT;
  if (!Number.isSafeInteger(rule.value) || rule.value < 0 || rule.value > max)
    throw new DomainError('VALIDATION_FAILED', 'Fiyat kuralı geçersiz.');
}

/**
 * Rounds a kuruş price up to the nearest price whose kuruş part is the ending (12 345 → 12 390
 * for ,90; 12 391 → 12 399 for ,99; 12 391 → 12 490 for ,90). Never lowers a price and adds less
 * than one lira.
 */
export function roundToEnding(price: number, ending: PriceEnding): number {
  if (ending === 'none') return price;
  const cents = ending === '90' ? 90 : 99;
  const candidate = Math.floor(price / 100) * 100 + cents;
  return candidate >= price ? candidate : candidate + 100;
}

/** The marketplace price for a shop price (kuruş) under a channel's rule. */
export function channelPrice(shopPrice: number, rule: ChannelPriceRule): number {
  if (!Number.isSafeInteger(shopPrice) || shopPrice < 0)
    throw new DomainError('VALIDATION_FAILED', 'Fiyat geçersiz.');
  assertRule(rule);
  const added = rule.kind === 'percent' ? Math.ceil((shopPrice * rule.value) / 10_000) : rule.value;
  return roundToEnding(shopPrice + added, rule.ending);
}
