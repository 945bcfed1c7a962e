import type { ReturnView } from '@carsi/contract';
import {
  formatTL,
  paidForLine,
  RETURN_ERROR_CODES,
  RETURN_TEXTS,
  returnRefundRefusal,
} from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { orders, returns } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import { refundFacts } from '../return-view';
import {
  cardKey,
  type ReturnOperationDeps,
  refusal,
  returnSms,
  runReturnOperation,
  transition,
  viewOf,
} from './run';

/**
 * Sends the money back, once: a card return gets one refund per line through the job (the
 * return says REFUNDED when iyzico confirmed); a cash-on-delivery return is marked refunded
 * when accounting says the transfer to the shopper's IBAN was made. A second call — a double
 * click — finds the refund started and is refused with nothing written.
 */
export async function refundReturn(
  deps: ReturnOperationDeps,
  id: string,
  adminId: string,
): Promise<{ message: string; view: ReturnView }> {
  const outcome = await runReturnOperation(deps, { returnId: id }, async (tx, current, now) => {
    const refused = returnRefundRefusal(refundFacts(current));
    if (refused === 'notReceived')
      throw new AppError(409, 'RETURN_NOT_RECEIVED', RETURN_TEXTS.notReceived);
    if (refused) throw new AppError(409, RETURN_ERROR_CODES[refused], RETURN_TEXTS[refused]);
    const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId));
    if (!order) throw notFound('Sipariş bulunamadı.');
    if (current.refundChannel === 'bankTransfer') {
      const done = await transition(deps, tx, current, 'REFUNDED', {
        actor: `admin:${adminId}`,
        reason: 'IBAN’a havale yapıldı',
        set: { refundState: 'DONE', refundStartedAt: now, refundedAt: now },
      });
      return { row: done, result: { row: done, order, queued: false } };
    }
    const recorded = await deps.refunds.recordReturn(
      tx,
      cardKey(current.id),
      order,
      current.lines.map((line) => ({ index: line.index, amount: line.amount })),
      (index) => (order.items[index] ? paidForLine(order.items[index]) : 0),
    );
    if (!recorded) throw refusal('overPaid', RETURN_TEXTS.overPaid);
    const [started] = await tx
      .update(returns)
      .set({ refundState: 'PENDING', refundStartedAt: now, updatedAt: now })
      .where(eq(returns.id, current.id))
      .returning();
    return { row: started!, result: { row: started!, order, queued: true } };
  });
  if (outcome.queued) {
    await deps.refunds.refundReturn(cardKey(outcome.row.id));
    return {
      message: `${formatTL(outcome.row.refundAmount)} kart iadesi başlatıldı; ödeme kuruluşu onaylayınca müşteriye SMS gider.`,
      view: await viewOf(deps.db, outcome.row, deps.returnShipping),
    };
  }
  await returnSms(
    deps,
    outcome.order,
    outcome.row,
    `${outcome.row.code} kodlu iadeniz için ${formatTL(outcome.row.refundAmount)} IBAN'ınıza gönderildi.`,
    'refunded',
  );
  return {
    message: `${formatTL(outcome.row.refundAmount)} havale yapıldı olarak işaretlendi; müşteriye SMS gönderildi.`,
    view: await viewOf(deps.db, outcome.row, deps.returnShipping),
  };
}
