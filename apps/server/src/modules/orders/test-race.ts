import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, orders, skus } from '../../db/schema';
import { newCartId } from '../cart/index';
import { seedTestCatalogue } from '../cart/testing';
import { stockOf } from './stock';

/**
 * The oversell race: a SKU with 10 in stock and 200 carts holding one unit each.
 * Returns the cart ids and a probe of what the race left behind.
 */
export async function prepareStockRace(db: Database) {
  const catalogue = await seedTestCatalogue(db);
  await db
    .update(skus)
    .set({ countInStock: 10, maxPurchaseQty: 5 })
    .where(eq(skus.id, catalogue.sheet));
  const cartIds = Array.from({ length: 200 }, () => newCartId());
  await db.insert(carts).values(
    cartIds.map((id) => ({
      id,
      shareId: newCartId(),
      items: [{ indexId: 1, skuId: catalogue.sheet, qty: 1, free: false }],
    })),
  );
  return {
    cartIds,
    /** Units left of the SKU and the number of orders placed. */
    outcome: async () => ({
      stock: (await stockOf(db, [catalogue.sheet])).get(catalogue.sheet),
      placed: (await db.select({ id: orders.id }).from(orders).where(eq(orders.orderStatus, 'NEW')))
        .length,
    }),
  };
}
