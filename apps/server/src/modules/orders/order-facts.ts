import { type OrderFacts, orderStatusOf, paymentStatusOf } from '@carsi/domain';
import type { SoldLine } from '../catalogue/index';
import type { OrderRow } from './order-view';

/** What the domain's order rules (payable, pending, guards) need to know about a stored order. */
export function factsOf(
  row: Pick<OrderRow, 'orderStatus' | 'paymentStatus' | 'stockReleasedAt'>,
): OrderFacts {
  return {
    orderStatus: orderStatusOf(row.orderStatus),
    paymentStatus: paymentStatusOf(row.paymentStatus),
    stockReleased: row.stockReleasedAt !== null,
  };
}

/** The paid lines of an order as the sales counts record them (free lines are not sales). */
export function soldLinesOf(row: Pick<OrderRow, 'items'>): SoldLine[] {
  return row.items
    .filter((item) => item.price > 0)
    .map((item) => ({ productId: item.productId, skuId: item.skuId, quantity: item.qty }));
}
