import type { ReturnableOrder } from '@carsi/contract';
import {
  DEFAULT_RETURN_SHIPPING,
  paidForLine,
  type RefundStatus,
  type ReturnShippingTerms,
  returnDeadline,
  returnHoldsUnits,
  returnShippingText,
  withdrawalEndsAt,
} from '@carsi/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderStatusChanges, products, returns } from '../../../db/schema';
import type { OrderRow } from '../../orders/index';
import { summaryOf } from './run';

/**
 * What a return of this order is priced against: each line's guarantee (from its product), the
 * units earlier open returns already hold, those returns, and when the order was delivered.
 */
export async function returnFactsOf(tx: Database, order: OrderRow) {
  const productIds = [...new Set(order.items.map((item) => item.productId))];
  const [guarantees, earlier, delivered] = await Promise.all([
    productIds.length > 0
      ? tx
          .select({ id: products.id, days: products.refundGuarantee })
          .from(products)
          .where(inArray(products.id, productIds))
      : Promise.resolve([]),
    tx.select().from(returns).where(eq(returns.orderId, order.id)).orderBy(asc(returns.createdAt)),
    order.deliveredAt
      ? Promise.resolve([{ at: order.deliveredAt }])
      : tx
          .select({ at: orderStatusChanges.at })
          .from(orderStatusChanges)
          .where(
            and(
              eq(orderStatusChanges.orderId, order.id),
              eq(orderStatusChanges.toStatus, 'DELIVERED'),
            ),
          )
          .orderBy(desc(orderStatusChanges.at))
          .limit(1),
  ]);
  const days = new Map(guarantees.map((g) => [g.id, g.days]));
  const returnedBefore = order.items.map(() => 0);
  for (const r of earlier) {
    if (!returnHoldsUnits(r.status as RefundStatus)) continue;
    for (const line of r.lines)
      returnedBefore[line.index] = (returnedBefore[line.index] ?? 0) + line.qty;
  }
  return {
    lines: order.items.map((item) => ({ ...item, refundGuarantee: days.get(item.productId) })),
    returnedBefore,
    returns: earlier,
    deliveredAt: order.orderStatus === 'DELIVERED' ? (delivered[0]?.at ?? null) : null,
  };
}

/** The order as the return form shows it: each line's returnable units and its deadline. */
export async function returnableOf(
  tx: Database,
  order: OrderRow,
  now: () => Date,
  shipping: ReturnShippingTerms = DEFAULT_RETURN_SHIPPING,
): Promise<ReturnableOrder> {
  const facts = await returnFactsOf(tx, order);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderTime: order.createdAt.toISOString(),
    deliveredAt: facts.deliveredAt?.toISOString() ?? null,
    refundChannel: order.paymentStatus === 'PAID' ? 'card' : 'bankTransfer',
    lines: facts.lines.map((line, index) => {
      const until = facts.deliveredAt ? returnDeadline(facts.deliveredAt.getTime(), line) : null;
      const open = until !== null && now().getTime() <= until && paidForLine(line) > 0;
      return {
        index,
        name: line.name,
        size: line.size,
        color: line.color,
        image: line.image,
        qty: line.qty,
        returnableQty: open ? Math.max(0, line.qty - (facts.returnedBefore[index] ?? 0)) : 0,
        paid: paidForLine(line),
        returnUntil: until === null ? null : new Date(until).toISOString(),
      };
    }),
    returns: facts.returns.map(summaryOf),
    withdrawalUntil: facts.deliveredAt
      ? new Date(withdrawalEndsAt(facts.deliveredAt.getTime())).toISOString()
      : null,
    returnShipping: returnShippingText(shipping),
  };
}
