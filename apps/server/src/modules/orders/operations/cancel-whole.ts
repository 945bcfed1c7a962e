import {
  basketItemIdsOf,
  orderStatusMachine,
  SHIPPING_BASKET_ITEM,
  transitionOrder,
  transitionPayment,
} from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { factsOf } from '../order-facts';
import type { OrderLineRefund } from '../order-refunds';
import { releaseOrder } from '../release';
import { turkeyDateParts } from '../turkey-date';
import {
  conflict,
  type OperationRequest,
  ORDER_OPERATION_TEXTS,
  type OrderOperationDeps,
  runOrderOperation,
} from './run';

export const CANCEL_TEXTS = {
  notCancellable:
    'Kargoya verilmiş veya teslim edilmiş sipariş iptal edilemez; iade sürecini kullanın.',
} as const;

const sameTurkeyDay = (a: Date, b: Date) =>
  JSON.stringify(turkeyDateParts(a)) === JSON.stringify(turkeyDateParts(b));

/**
 * Cancel whole (also the shopper's /cancelorder): the order is CANCELLED through the
 * machine, its units go back on the shelf and its sale is removed. A kept card charge goes
 * back: iyzico's cancel on the day it was taken (and before any item refund), otherwise an item
 * refund of every line still paid for and of the shipping. A second cancel is a clear 409.
 */
export function cancelWhole(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { reason: string },
) {
  return runOrderOperation(deps, request, 'cancel', async (tx, row, now) => {
    if (row.orderStatus === 'CANCELLED')
      throw conflict('ORDER_ALREADY_CANCELLED', ORDER_OPERATION_TEXTS.alreadyCancelled);
    if (!orderStatusMachine.canTransition(factsOf(row).orderStatus, 'CANCELLED'))
      throw conflict('ORDER_NOT_CANCELLABLE', CANCEL_TEXTS.notCancellable);
    let facts = factsOf(row);
    let after: (() => Promise<void>) | undefined;
    let refund: Record<string, unknown> | undefined;
    if (facts.paymentStatus === 'PAID' && row.paymentId && row.paidPrice) {
      facts = transitionPayment(facts, 'REFUND_PENDING');
      const paidAt = row.paidAt ?? row.createdAt;
      if (!(await deps.refunds.hasLineRefunds(tx, row.id)) && sameTurkeyDay(paidAt, now)) {
        const charge = {
          paymentId: row.paymentId,
          orderId: row.id,
          amount: row.paidPrice,
          reason: 'order-cancelled' as const,
        };
        refund = { kind: 'cancel', amount: row.paidPrice };
        after = () => deps.refunds.refundCharge(charge);
      } else {
        const ids = basketItemIdsOf(row.items);
        const owed: OrderLineRefund[] = row.items.map((item, line) => ({
          basketItemId: ids[line] ?? '',
          line,
          qty: item.qty,
          amount: item.itemsTotalPrice - (item.discount ?? 0),
        }));
        if (row.shippingPrice > 0)
          owed.push({
            basketItemId: SHIPPING_BASKET_ITEM,
            line: null,
            qty: 0,
            amount: row.shippingPrice,
          });
        const recorded = await deps.refunds.recordLines(
          tx,
          row,
          owed.filter((r) => r.basketItemId !== ''),
        );
        refund = { kind: 'refund', amount: owed.reduce((s, r) => s + r.amount, 0) };
        after = () => deps.refunds.refundLines(recorded);
      }
      await tx
        .update(orders)
        .set({ paymentStatus: facts.paymentStatus })
        .where(eq(orders.id, row.id));
    }
    transitionOrder(facts, 'CANCELLED');
    await releaseOrder(
      tx,
      { ...row, paymentStatus: facts.paymentStatus },
      request.by.actor,
      input.reason,
      now,
    );
    return {
      message: refund
        ? 'Sipariş iptal edildi, ürünler stoğa geri alındı ve kart ödemesinin iadesi başlatıldı.'
        : 'Sipariş iptal edildi, ürünler stoğa geri alındı.',
      reason: input.reason,
      ...(refund ? { data: { refund } } : {}),
      ...(after ? { after } : {}),
    };
  });
}
