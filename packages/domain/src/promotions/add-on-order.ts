import { type DiscountedLineAmounts, spreadCartDiscount } from '../cart/discount';
import type { RetailCartLine } from '../cart/line';
import { cartTotals } from '../cart/totals';
import type { Kurus } from '../money/kurus';
import { upsellAddOnDiscount } from './add-on';

/** The money of an add-on order: its lines, less 5 TL per paid unit, no shipping. */
export interface AddOnOrderAmounts {
  /** VAT-included total of the lines at their cart prices. */
  itemsAmount: Kurus;
  /** 5 TL × paid units, never more than the lines cost. */
  discount: Kurus;
  /** What the add-on costs: itemsAmount − discount (no shipping, no cash-on-delivery fee). */
  amount: Kurus;
  /** Each line's share of the discount and its VAT split (spreadCartDiscount). */
  lines: DiscountedLineAmounts[];
  /** Σ net and Σ VAT of the lines: itemsPrice + taxPrice = amount. */
  itemsPrice: Kurus;
  taxPrice: Kurus;
}

/**
 * Prices a cart added to a pending main order: the add-on discount (5 × quantity of the paid
 * units) is spread over the paid lines in proportion to their totals, like the surprise discount,
 * so every order line carries its share and the card basket adds up to the amount.
 */
export function addOnOrderAmounts(lines: readonly RetailCartLine[]): AddOnOrderAmounts {
  const paidUnits = lines.reduce((n, line) => (line.price > 0 ? n + line.qty : n), 0);
  const itemsAmount = cartTotals(lines).totalAmountWithVat;
  const discount = Math.min(upsellAddOnDiscount(paidUnits), itemsAmount);
  const spread = spreadCartDiscount(lines, discount);
  return {
    itemsAmount,
    discount,
    amount: itemsAmount - discount,
    lines: spread,
    itemsPrice: spread.reduce((sum, line) => sum + line.net, 0),
    taxPrice: spread.reduce((sum, line) => sum + line.vat, 0),
  };
}
