import { assertKurus, type Kurus } from '../money/kurus';
import { lineAmounts, type RetailCartLine } from './line';

/**
 * Retail cart totals, with the field names clients already read — including the spelling
 * "surpriceDiscount". All sums are of per-line amounts, so totals always equal the sum
 * of their lines, and the VAT-included total is exactly the sum of the shelf prices.
 */
export interface CartTotals {
  /** Units in the cart, free units included ("Toplam Ürün"). */
  totalQty: number;
  /** VAT-excluded, before time-limited discounts: Σ line undiscountedNet. */
  totalAmountWithoutDiscount: Kurus;
  /** VAT-excluded, at current prices ("Tutar KDV Hariç"): Σ line net. */
  totalAmount: Kurus;
  /** The surprise discount taken off the VAT-included total. */
  surpriceDiscount: Kurus;
  /** Σ line VAT, each the VAT its VAT-included line total contains (see docs/decisions/domain.md). */
  taxPrice: Kurus;
  /** Σ line gross = totalAmount + taxPrice ("Tutar KDV Dahil"): the shelf prices added up. */
  totalAmountWithVat: Kurus;
  /** What the shopper pays for the goods: VAT-included total less the surprise discount, ≥ 0. */
  payableAmount: Kurus;
}

/** Totals of a retail cart; `surpriceDiscount` comes from the visitor's session (0 if none). */
export function cartTotals(
  items: readonly RetailCartLine[],
  surpriceDiscount: Kurus = 0,
): CartTotals {
  assertKurus(surpriceDiscount, 'surprise discount');
  let totalQty = 0;
  let totalAmountWithoutDiscount = 0;
  let totalAmount = 0;
  let taxPrice = 0;
  let totalAmountWithVat = 0;
  for (const line of items) {
    const amounts = lineAmounts(line);
    totalQty += amounts.qty;
    totalAmountWithoutDiscount += amounts.undiscountedNet;
    totalAmount += amounts.net;
    taxPrice += amounts.vat;
    totalAmountWithVat += amounts.gross;
  }
  return {
    totalQty,
    totalAmountWithoutDiscount,
    totalAmount,
    surpriceDiscount,
    taxPrice,
    totalAmountWithVat,
    payableAmount: Math.max(0, totalAmountWithVat - surpriceDiscount),
  };
}

/** Checkout is disabled on an empty cart. */
export function canCheckout(items: readonly RetailCartLine[]): boolean {
  return items.length > 0;
}

/** The empty-cart message, verbatim. */
export const EMPTY_CART_TEXT = 'Alışveriş sepetiniz boş';
