import { isOrderOwnedBy, normalizeTrMobile, RETURN_TEXTS, type RefundStatus } from '@carsi/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { orderEvents, orders, returns } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import { consumePostLimit } from '../../catalogue/index';
import type { OrderOwner } from '../../orders/index';
import { toReturnView } from '../return-view';
import {
  CLOSED,
  checkIban,
  HOUR,
  noReturn,
  type ReturnOperationDeps,
  refusal,
  summaryOf,
} from './run';

const ibanProofMissing = () => new AppError(403, 'RETURN_NOT_YOURS', RETURN_TEXTS.ibanProof);

/**
 * PUT /api/orders/refundiban: the IBAN of the order's open bank-transfer returns. The refund
 * SMS links to /iade-bilgileri/{returnId}: whoever holds that link sets the IBAN of that
 * return; the order's owner, or a guest who gives the order's delivery phone (as the easy
 * return's lookup asks), sets it for all of the order's open returns. Recorded in the order's
 * history.
 */
export async function setReturnIban(
  deps: ReturnOperationDeps,
  input: {
    orderId: string;
    iban: string;
    returnId?: string | undefined;
    phone?: string | undefined;
  },
  owner: OrderOwner,
  ip: string,
) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw notFound('Sipariş bulunamadı.');
  if (!input.returnId && !isOrderOwnedBy(order, owner)) {
    if (!input.phone) throw ibanProofMissing();
    await consumePostLimit(deps.db, 'return-lookup', ip, { max: 20, windowMs: HOUR });
    if (normalizeTrMobile(input.phone) !== order.orderPhone) throw ibanProofMissing();
  }
  const normal = checkIban(input.iban);
  const scope = and(
    eq(returns.orderId, order.id),
    ...(input.returnId ? [eq(returns.id, input.returnId)] : []),
  );
  const mine = await deps.db.select().from(returns).where(scope);
  if (input.returnId && mine.length === 0) throw noReturn();
  const open = mine.filter((r) => !CLOSED.includes(r.status as RefundStatus));
  if (open.length === 0) throw refusal('noOpenReturn', RETURN_TEXTS.noOpenReturn);
  if (open.every((r) => r.refundChannel === 'card'))
    throw refusal('ibanNotNeeded', RETURN_TEXTS.ibanNotNeeded);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(returns)
      .set({ iban: normal, updatedAt: now })
      .where(
        and(scope, notInArray(returns.status, CLOSED), eq(returns.refundChannel, 'bankTransfer')),
      )
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      action: 'return-iban-set',
      actor: owner.customerId ? `customer:${owner.customerId}` : 'guest',
      data: { returns: rows.map((r) => r.code) },
      message: `İade IBAN'ı kaydedildi (${rows.map((r) => r.code).join(', ')}).`,
      at: now,
    });
    return rows;
  });
  return {
    message: 'IBAN bilginiz kaydedildi; iadeniz bu hesaba yapılacak.',
    iban: toReturnView(updated[0]!, order, []).iban!,
    returns: updated.map((r) => summaryOf(r)),
  };
}
