import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, orders } from '../../db/schema';
import { priceLines } from '../pricing/index';
import { newCartId } from './cart-cookie';
import { mergeLines } from './cart-lines';
import { toStored } from './cart-pricing';

const customerCartTaken = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint ?? pg.message ?? '').includes('carts_customer')) {
      return true;
    }
  }
  return false;
};

/**
 * The customer's one cart, for the browser whose cookie holds `visitorCartId` (a customer just
 * signed in there, or a signed-in request came without their cart). The visitor's anonymous
 * cart becomes the customer's when they have none; otherwise its lines are merged into theirs
 * (cartLines.mergeLines), its unpaid orders follow, and it is deleted. A cart of another
 * customer is never merged. Returns the id the cookie must hold from now on.
 */
export async function claimCustomerCart(
  db: Database,
  visitorCartId: string | null,
  customerId: string,
): Promise<string> {
  if (visitorCartId) {
    const [row] = await db
      .select({ customerId: carts.customerId })
      .from(carts)
      .where(eq(carts.id, visitorCartId));
    if (row?.customerId === customerId) return visitorCartId;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => claimIn(tx, visitorCartId, customerId));
    } catch (error) {
      // Two devices signing in at once, neither with a customer cart yet: one claim wins and
      // the other merges into it on its second try.
      if (attempt < 3 && customerCartTaken(error)) continue;
      throw error;
    }
  }
}

async function claimIn(tx: Database, visitorCartId: string | null, customerId: string) {
  const [own] = await tx.select().from(carts).where(eq(carts.customerId, customerId)).for('update');
  const [visitor] = visitorCartId
    ? await tx.select().from(carts).where(eq(carts.id, visitorCartId)).for('update')
    : [];
  const anonymous = visitor && visitor.customerId === null ? visitor : undefined;
  if (!own) {
    const id = anonymous?.id ?? newCartId();
    if (anonymous) {
      await tx.update(carts).set({ customerId }).where(eq(carts.id, id));
    } else {
      await tx.insert(carts).values({ id, shareId: newCartId(), customerId });
    }
    return id;
  }
  if (anonymous) {
    const merged =
      anonymous.items.length > 0
        ? mergeLines(await priceLines(tx, own.items), await priceLines(tx, anonymous.items))
        : undefined;
    // The customer's cart keeps the earlier first visit of the two (time-limited discounts).
    await tx
      .update(carts)
      .set({
        ...(merged ? { items: toStored(merged), updatedAt: sql`now()` } : {}),
        firstVisitAt: sql`least(${carts.firstVisitAt}, ${anonymous.firstVisitAt.toISOString()}::timestamptz)`,
      })
      .where(eq(carts.id, own.id));
    // Orders placed from this browser before signing in stay payable from it.
    await tx.update(orders).set({ cartId: own.id }).where(eq(orders.cartId, anonymous.id));
    await tx.delete(carts).where(eq(carts.id, anonymous.id));
  }
  return own.id;
}
