import { formatTL } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { returns } from '../../../db/schema';
import { orderOf, type ReturnOperationDeps, returnSms, transition } from './run';

/**
 * The card refund job's verdict for a return (key `return:<id>`): confirmed makes it REFUNDED
 * and tells the shopper; failed marks the refund FAILED for staff to retry. A return no longer
 * RECEIVED (already settled) is left as it is.
 */
export async function cardRefundSettled(
  deps: ReturnOperationDeps,
  key: string,
  outcome: 'REFUNDED' | 'FAILED',
): Promise<void> {
  const id = key.startsWith('return:') ? key.slice('return:'.length) : null;
  if (!id) return;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (current?.status !== 'RECEIVED') return null;
    if (outcome === 'FAILED') {
      await tx
        .update(returns)
        .set({ refundState: 'FAILED', updatedAt: deps.now() })
        .where(eq(returns.id, id));
      return null;
    }
    const now = deps.now();
    return transition(deps, tx, current, 'REFUNDED', {
      actor: 'system:card-return-refund',
      reason: 'Kart iadesi ödeme kuruluşunca onaylandı',
      set: { refundState: 'DONE', refundedAt: now },
    });
  });
  if (!row) return;
  const order = await orderOf(deps.db, row.orderId);
  await returnSms(
    deps,
    order,
    row,
    `${row.code} kodlu iadeniz için ${formatTL(row.refundAmount)} kartınıza iade edildi; bankanıza bağlı olarak birkaç iş günü içinde hesabınıza yansır.`,
    'refunded',
  );
}
