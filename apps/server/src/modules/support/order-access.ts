import { isOrderOwnedBy } from '@carsi/domain';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, customers, orders } from '../../db/schema';
import type { OrderOwner, OrderRow } from '../orders/index';

/**
 * Who may ask about an order: whoever may act on it (its customer, or the browser that placed
 * it), and for a guest order anyone holding its unguessable id — the guest's link. An order that
 * belongs to an account needs that account. Everything else looks like no order at all.
 */
export async function visibleOrder(
  db: Database,
  orderId: string,
  owner: OrderOwner,
): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  return isOrderOwnedBy(row, owner) || row.customerId === null ? row : null;
}

/**
 * The orders a signed-in customer's customer-service page covers: their own, plus guest orders
 * with the phone they proved at sign-in that were placed from one of their carts — a browser
 * they have signed in on (its cart became theirs) or the one this request comes from.
 */
export async function customerOrdersFilter(
  db: Database,
  customerId: string,
  cartId: string | null,
): Promise<SQL> {
  const own = eq(orders.customerId, customerId);
  const [customer] = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return own;
  const theirCarts = db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.customerId, customerId));
  const fromTheirBrowser = cartId
    ? or(eq(orders.cartId, cartId), inArray(orders.cartId, theirCarts))
    : inArray(orders.cartId, theirCarts);
  const guestOrderOfTheirs = and(
    isNull(orders.customerId),
    eq(orders.orderPhone, customer.phone),
    fromTheirBrowser,
  );
  return or(own, guestOrderOfTheirs) as SQL;
}
