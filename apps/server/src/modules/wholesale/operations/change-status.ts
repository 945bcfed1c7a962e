import {
  assertWholesaleOrderTransition,
  type WholesaleOrderStatus,
  wholesaleStatusRefusal,
} from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { wholesaleFreeGoodsLedger, wholesaleOrders, wholesaleProfiles } from '../../../db/schema';
import { restoreStock } from '../../orders/index';
import { wholesaleErrors } from '../errors';
import { adminOrder } from '../order-queries';
import { lockOrder, lockProfile, statusEvent, statusOf } from './run';

/**
 * A status change through the domain's machine. Approving a bank-transfer order needs its
 * receipt; cancelling puts the stock back and reverses the order's free-goods movements as far
 * as the balance allows. With `onlyFrom`, an order no longer in that status (checked under the
 * row lock) is left as it is.
 */
export async function changeStatus(
  db: Database,
  id: string,
  to: WholesaleOrderStatus,
  by: {
    kind: 'admin' | 'customer' | 'system';
    id: string;
    accountId?: string;
    note?: string | undefined;
  },
  onlyFrom?: WholesaleOrderStatus,
) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order || (by.accountId && order.accountId !== by.accountId)) {
      throw wholesaleErrors.orderNotFound();
    }
    const from = statusOf(order);
    if (onlyFrom && from !== onlyFrom) return;
    // A card order is approved by the provider's confirmed charge only (card-payment.ts).
    const refusal = wholesaleStatusRefusal(
      { status: from, hasReceipt: order.documentUrl !== null },
      to,
      by.kind === 'admin' ? 'staff' : 'customer',
    );
    if (refusal === 'transition') assertWholesaleOrderTransition(from, to);
    if (refusal === 'cardPaymentRequired') throw wholesaleErrors.cardPaymentRequired();
    if (refusal === 'receiptRequired') throw wholesaleErrors.receiptRequired();
    if (to === 'CANCELLED') {
      await restoreStock(tx as Database, [
        ...order.items.map((l) => ({ skuId: l.skuId, qty: l.qty, name: l.name })),
        ...order.freeItems.map((l) => ({ skuId: l.skuId, qty: l.qty, name: l.name })),
      ]);
      const profile = await lockProfile(tx, order.accountId);
      if (profile) {
        const change = order.freeGoodsUsed - order.freeGoodsEarned;
        const balance = Math.max(0, profile.freeGoodsAllocation + change);
        if (balance !== profile.freeGoodsAllocation) {
          await tx.insert(wholesaleFreeGoodsLedger).values({
            accountId: order.accountId,
            orderId: order.id,
            kind: 'adjusted',
            amount: balance - profile.freeGoodsAllocation,
            balanceAfter: balance,
          });
          await tx
            .update(wholesaleProfiles)
            .set({ freeGoodsAllocation: balance, updatedAt: sql`now()` })
            .where(eq(wholesaleProfiles.accountId, order.accountId));
        }
      }
    }
    await tx
      .update(wholesaleOrders)
      .set({
        status: to,
        statusHistory: [...order.statusHistory, statusEvent(to, by.kind, by.id, by.note)],
        updatedAt: sql`now()`,
      })
      .where(eq(wholesaleOrders.id, id));
  });
  return adminOrder(db, id);
}
