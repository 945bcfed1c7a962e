import type { WholesaleOrderStatus } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type WholesaleStatusEvent, wholesaleOrders, wholesaleProfiles } from '../../../db/schema';
import type { ProfileRow } from '../account';

/**
 * What the wholesale order operations share. Each one is one transaction holding the rows it
 * changes (the account's profile row for its cart and free-goods balance, the order's row for
 * its status): a second tab or a second admin waits and then sees what the first did. Every
 * status change and receipt is recorded in the order's statusHistory (who, when, why).
 */
export type OrderRow = typeof wholesaleOrders.$inferSelect;

export const statusOf = (row: OrderRow) => row.status as WholesaleOrderStatus;

/** One entry of an order's statusHistory. */
export const statusEvent = (
  status: string,
  by: WholesaleStatusEvent['by'],
  byId?: string,
  note?: string,
): WholesaleStatusEvent => ({
  status,
  at: new Date().toISOString(),
  by,
  ...(byId ? { byId } : {}),
  ...(note ? { note } : {}),
});

/** The account's profile row, locked until the transaction ends (undefined when missing). */
export async function lockProfile(tx: Database, accountId: string) {
  const [profile] = (await tx
    .select()
    .from(wholesaleProfiles)
    .where(eq(wholesaleProfiles.accountId, accountId))
    .for('update')) as ProfileRow[];
  return profile;
}

/** The order's row, locked until the transaction ends (undefined when missing). */
export async function lockOrder(tx: Database, id: string) {
  const [order] = await tx
    .select()
    .from(wholesaleOrders)
    .where(eq(wholesaleOrders.id, id))
    .for('update');
  return order;
}
