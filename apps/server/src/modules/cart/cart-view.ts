import type { CartView } from '@carsi/contract';
import {
  canCheckout,
  cartTotals,
  FREE_SHIPPING_THRESHOLD_KURUS,
  remainingForFreeShipping,
  STANDARD_SHIPPING_FEE_KURUS,
  shippingPriceFor,
} from '@carsi/domain';
import { type PricedLine, toCartLine } from './cart-pricing';

/** Cart totals and shipping, all from the domain rules over catalogue-priced lines. */
export function buildCartView(id: string | null, lines: readonly PricedLine[]): CartView {
  const totals = cartTotals(lines);
  const empty = lines.length === 0;
  return {
    id,
    items: lines.map(toCartLine),
    totals: {
      totalQty: totals.totalQty,
      totalAmountWithoutDiscount: totals.totalAmountWithoutDiscount,
      totalAmount: totals.totalAmount,
      taxPrice: totals.taxPrice,
      totalAmountWithVat: totals.totalAmountWithVat,
    },
    shippingPrice: empty ? 0 : shippingPriceFor(totals.payableAmount, STANDARD_SHIPPING_FEE_KURUS),
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_KURUS,
    remainingForFreeShipping: remainingForFreeShipping(totals.payableAmount),
    canCheckout: canCheckout(lines),
  };
}
