import { assertKurus, type Kurus } from './kurus';
import { roundHalfUp } from './rounding';

/**
 * VAT (KDV) helpers. Rates are per SKU, in percent (Turkey uses 0, 1, 10 and 20; older 8 and 18
 * still appear on historical orders). Retail prices are VAT-included shelf prices, so a retail
 * line's VAT is split out of its total ({@link splitVatIncluded}); wholesale prices are
 * VAT-excluded B2B prices, whose VAT is added ({@link vatAmount}).
 */

/** The shop's fixed error text, kept verbatim (its missing closing quote included). */
export const VAT_TYPE_ERROR_MESSAGE = 'type parameter has to be either "included" or "excluded';

/** What the amount handed to {@link convertVat} already is: VAT-included or VAT-excluded. */
export type VatType = 'included' | 'excluded';

function assertRate(ratePercent: number): void {
  if (!Number.isFinite(ratePercent) || ratePercent < 0) {
    throw new RangeError(`VAT rate must be a percentage ≥ 0, got ${ratePercent}`);
  }
}

/** VAT due on a VAT-excluded amount, rounded half-up to the kuruş. */
export function vatAmount(kurus: Kurus, ratePercent: number): Kurus {
  assertKurus(kurus);
  assertRate(ratePercent);
  return roundHalfUp(kurus * ratePercent, 100);
}

/** VAT-excluded → VAT-included: net plus its rounded VAT, so gross − net is exactly the VAT. */
export function addVat(netKurus: Kurus, ratePercent: number): Kurus {
  return netKurus + vatAmount(netKurus, ratePercent);
}

/** VAT-included → VAT-excluded: gross × 100 / (100 + rate), rounded half-up. */
export function removeVat(grossKurus: Kurus, ratePercent: number): Kurus {
  assertKurus(grossKurus);
  assertRate(ratePercent);
  return roundHalfUp(grossKurus * 100, 100 + ratePercent);
}

/** Splits a VAT-included amount so that net + vat === gross to the kuruş (nothing is lost). */
export function splitVatIncluded(
  grossKurus: Kurus,
  ratePercent: number,
): { net: Kurus; vat: Kurus; gross: Kurus } {
  const net = removeVat(grossKurus, ratePercent);
  return { net, vat: grossKurus - net, gross: grossKurus };
}

/**
 * The spec's VAT conversion helper. `type` says what the given amount already is:
 * - `'excluded'`: the amount is VAT-excluded → returns the VAT-included amount
 *   (`convertVat(10000, 20, 'excluded')` → 12000);
 * - `'included'`: the amount is VAT-included → returns the VAT-excluded amount
 *   (`convertVat(12000, 20, 'included')` → 10000).
 * Anything else throws `Error(VAT_TYPE_ERROR_MESSAGE)`. Excluded → included → excluded always
 * returns the start amount; included → excluded → included may move by at most 1 kuruş for
 * rates up to 100 %, which is why totals keep the VAT-included figure when they have one.
 */
export function convertVat(kurus: Kurus, ratePercent: number, type: VatType): Kurus {
  if (type === 'excluded') return addVat(kurus, ratePercent);
  if (type === 'included') return removeVat(kurus, ratePercent);
  throw new Error(VAT_TYPE_ERROR_MESSAGE);
}
