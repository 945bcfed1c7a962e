import {
  basketItemIdsOf,
  cancelLines,
  DomainError,
  formatTL,
  isOrderEditable,
  nothingLeft,
  PARTIAL_CANCEL_TEXTS,
} from '@carsi/domain';
import type { OrderItemSnapshot } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { factsOf } from '../order-facts';
import type { OrderRow } from '../order-view';
import { restoreStock } from '../stock';
import { CANCEL_TEXTS } from './cancel-whole';
import {
  conflict,
  type OperationRequest,
  ORDER_OPERATION_TEXTS,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

export interface CancelLinesInput {
  lines: { line: number; qty: number }[];
  reason: string;
}

/** A refused quantity names the field, as every 400 does. */
function badLines(error: DomainError): AppError {
  const status = error.code === 'ORDER_LINE_NOT_FOUND' ? 404 : 400;
  return new AppError(status, error.code, error.message, [
    { field: 'body.lines', message: error.message },
  ]);
}

/**
 * Cancel partially (also the shopper's /cancelorderpartially): some units of some lines.
 * The domain's cancelLines works out each line's share (never more than was paid for it); the
 * units go back on the shelf, the totals go down, and for a kept card charge each line's share
 * is refunded by iyzico's item refund. More than is left of a line → 400, nothing written.
 * Cancelling every unit left is refused: that is a whole cancel (which also returns shipping).
 */
export function cancelOrderLines(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: CancelLinesInput,
) {
  return runOrderOperation(deps, request, 'cancel-lines', async (tx, row, now) => {
    if (row.orderStatus === 'CANCELLED')
      throw conflict('ORDER_ALREADY_CANCELLED', ORDER_OPERATION_TEXTS.alreadyCancelled);
    const facts = factsOf(row);
    if (!isOrderEditable(facts.orderStatus))
      throw conflict('ORDER_NOT_CANCELLABLE', CANCEL_TEXTS.notCancellable);
    let result: ReturnType<typeof cancelLines<OrderItemSnapshot, OrderRow>>;
    try {
      result = cancelLines(row.items, row, input.lines);
    } catch (error) {
      if (error instanceof DomainError) throw badLines(error);
      throw error;
    }
    if (nothingLeft(result.items))
      throw new AppError(409, 'ORDER_CANCEL_ALL_LINES', PARTIAL_CANCEL_TEXTS.allLines);
    await restoreStock(
      tx,
      result.cancellations.map((c) => ({ ...row.items[c.line]!, qty: c.qty })),
    );
    const updated = await updateOrder(
      tx,
      row,
      {
        items: result.items,
        itemsPrice: result.money.itemsPrice,
        taxPrice: result.money.taxPrice,
        totalPrice: result.money.totalPrice,
      },
      now,
    );
    let after: (() => Promise<void>) | undefined;
    const units = result.cancellations.reduce((s, c) => s + c.qty, 0);
    const paidByCard = facts.paymentStatus === 'PAID' && row.paymentId !== null;
    if (paidByCard) {
      const ids = basketItemIdsOf(row.items);
      const recorded = await deps.refunds.recordLines(
        tx,
        row,
        result.cancellations
          .filter((c) => ids[c.line])
          .map((c) => ({ basketItemId: ids[c.line]!, line: c.line, qty: c.qty, amount: c.amount })),
      );
      // The shopper hears of it whoever cancelled; the order page lists the refund.
      const sms = deps.sms;
      after = async () => {
        await deps.refunds.refundLines(recorded);
        await sms?.('lines-cancelled', updated, { units, refund: result.amount, at: now });
      };
    }
    return {
      message: paidByCard
        ? `${units} adet ürün iptal edildi ve ${formatTL(result.amount)} kart iadesi başlatıldı.`
        : `${units} adet ürün iptal edildi, stoğa geri alındı.`,
      reason: input.reason,
      data: { cancellations: result.cancellations, amount: result.amount, refunded: paidByCard },
      ...(after ? { after } : {}),
    };
  });
}
