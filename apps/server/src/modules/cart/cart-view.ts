import type { CartView } from '@carsi/contract';
import {
  canCheckout,
  cartTotals,
  FREE_SHIPPING_THRESHOLD_KURUS,
  remainingForFreeShipping,
  STANDARD_SHIPPING_FEE_KURUS,
  shippingPriceFor,
} from '@carsi/domain';
import type { CartCodes, PricedLine } from '../pricing/index';
import { toCartLine } from './cart-pricing';

/**
 * Cart totals and shipping, all from the domain rules over catalogue-priced lines; `codes` are
 * the cart's discount codes as checked now (promotions/cart-codes.ts), taken off per line.
 */
export function buildCartView(
  id: string | null,
  lines: readonly PricedLine[],
  codes?: CartCodes,
  /** The surprise discount granted to the cart (promotions/surprise.ts); 0 when none. */
  surprise = 0,
): CartView {
  const empty = lines.length === 0;
  const totals = cartTotals(lines, empty ? 0 : surprise);
  const codeDiscount = codes?.applied.total ?? 0;
  const payableAmount = Math.max(0, totals.payableAmount - codeDiscount);
  return {
    id,
    items: lines.map((line, i) => toCartLine(line, codes?.applied.perLine[i] ?? 0)),
    discountCodes: (codes?.applied.codes ?? []).map((code, i) => ({
      code: code.code,
      description: codes?.descriptions[i] ?? '',
      amount: code.amount,
    })),
    codeNotices: (codes?.notices ?? []).map(({ code, message }) => ({ code, message })),
    codeDiscount,
    surpriceDiscount: totals.surpriceDiscount,
    payableAmount,
    totals: {
      // The units the shopper chose: the campaign gift rides along free and is not counted, so
      // the summary, the header badge and the server-rendered count (CartService.units) agree.
      totalQty: totals.totalQty - lines.reduce((n, line) => (line.gift ? n + line.qty : n), 0),
      totalAmountWithoutDiscount: totals.totalAmountWithoutDiscount,
      totalAmount: totals.totalAmount,
      taxPrice: totals.taxPrice,
      totalAmountWithVat: totals.totalAmountWithVat,
    },
    shippingPrice: empty ? 0 : shippingPriceFor(payableAmount, STANDARD_SHIPPING_FEE_KURUS),
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_KURUS,
    remainingForFreeShipping: remainingForFreeShipping(payableAmount),
    canCheckout: canCheckout(lines),
  };
}
