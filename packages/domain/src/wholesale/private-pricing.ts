import type { Kurus } from '../money/kurus';
import { DAY_MS } from '../time/clock';

/** An account's special prices: an expiry instant and per-SKU prices. */
export interface PrivatePricing {
  /** Epoch ms after which the special prices no longer count. */
  expiry: number;
  skus: readonly { sku: string; price: Kurus }[];
}

/** Private pricing counts only while its expiry is in the future. */
export function isPrivatePricingActive(
  pricing: PrivatePricing | undefined,
  nowMs: number,
): boolean {
  return pricing !== undefined && pricing.expiry > nowMs;
}

/**
 * Days left, shown beside private prices: (expiry − now) / 86 400 000 ms, rounded up
 * so the last partial day still reads "1"; 0 once expired.
 */
export function privatePricingRemainingDays(pricing: PrivatePricing, nowMs: number): number {
  return isPrivatePricingActive(pricing, nowMs) ? Math.ceil((pricing.expiry - nowMs) / DAY_MS) : 0;
}

/** The price a reseller pays for a SKU: the private price while active, else the list price. */
export function effectiveWholesalePrice(
  listPrice: Kurus,
  sku: string,
  pricing: PrivatePricing | undefined,
  nowMs: number,
): Kurus {
  if (!isPrivatePricingActive(pricing, nowMs)) return listPrice;
  return pricing?.skus.find((entry) => entry.sku === sku)?.price ?? listPrice;
}
