import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * A guest's orders join the customer's account when they sign in with the phone the orders
 * were placed with: the SMS code has just proved that phone. From then on the
 * orders are the customer's everywhere (/siparislerim, order details, customer service,
 * "Satın aldı" reviews). Orders of another account are never moved. Returns how many joined.
 */
export async function joinGuestOrders(
  db: Database,
  customerId: string,
  phone: string,
): Promise<number> {
  const joined = await db
    .update(orders)
    .set({ customerId, updatedAt: new Date() })
    .where(and(isNull(orders.customerId), eq(orders.orderPhone, phone)))
    .returning({ id: orders.id });
  return joined.length;
}
