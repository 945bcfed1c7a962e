import { assertKurus, type Kurus } from '../money/kurus';
import { splitVatIncluded } from '../money/vat';
import { lineAmounts, type RetailCartLine } from './line';

/** One line's money once a cart-wide discount (the surprise discount) is taken off. */
export interface DiscountedLineAmounts {
  /** The part of the discount this line carries; 0 for free lines. */
  discount: Kurus;
  /** VAT-included line total less its discount: what the shopper pays for the line. */
  gross: Kurus;
  /** VAT-excluded part of `gross`, at the line's own rate. */
  net: Kurus;
  /** The VAT `gross` contains: gross − net. */
  vat: Kurus;
}

/**
 * Spreads a discount taken off the VAT-included total over the paid lines, in proportion to
 * their VAT-included totals (largest remainder, ties to the earlier line), so the shares add up
 * to the discount exactly and no line carries more than its own total. The discount is capped
 * at the cart's total, as the payable amount never goes below 0. Each line's VAT is then split
 * out of its discounted total: a discount lowers the taxable amount of the goods it is taken
 * from, so each VAT rate keeps its own share.
 */
export function spreadCartDiscount(
  items: readonly RetailCartLine[],
  discount: Kurus,
): DiscountedLineAmounts[] {
  assertKurus(discount, 'discount');
  const grosses = items.map((line) => lineAmounts(line).gross);
  const total = grosses.reduce((sum, gross) => sum + gross, 0);
  const taken = BigInt(Math.min(Math.max(discount, 0), total));
  // Exact integer shares: products of two kuruş amounts can pass 2^53.
  const exact = grosses.map((gross) => taken * BigInt(gross));
  const shares = exact.map((part) => (total === 0 ? 0n : part / BigInt(total)));
  let left = taken - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((part, index) => ({ index, remainder: total === 0 ? 0n : part % BigInt(total) }))
    .filter((entry) => entry.remainder > 0n)
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return items.map((line, index) => {
    const share = Number(shares[index] ?? 0n);
    const { gross, net, vat } = splitVatIncluded((grosses[index] ?? 0) - share, line.vat);
    return { discount: share, gross, net, vat };
  });
}
