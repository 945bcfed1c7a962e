import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { wholesaleOrders } from '../../../db/schema';
import { wholesaleErrors } from '../errors';

/** The order's packing slip was printed (the admin list shows it). */
export async function markPrinted(db: Database, orderId: string) {
  const done = await db
    .update(wholesaleOrders)
    .set({ isPrinted: true, updatedAt: sql`now()` })
    .where(eq(wholesaleOrders.id, orderId))
    .returning({ id: wholesaleOrders.id });
  if (done.length === 0) throw wholesaleErrors.orderNotFound();
}
