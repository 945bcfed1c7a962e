import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderItemSnapshot, skus } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Units per SKU, summed over lines (a BOGO pair is two lines of one SKU), in SKU id order. */
export function unitsPerSku(items: readonly Pick<OrderItemSnapshot, 'skuId' | 'qty' | 'name'>[]) {
  const units = new Map<number, { qty: number; name: string }>();
  for (const item of items) {
    const entry = units.get(item.skuId);
    units.set(item.skuId, { qty: (entry?.qty ?? 0) + item.qty, name: item.name });
  }
  // Id order: two orders touching the same SKUs always lock them in the same order.
  return [...units.entries()].sort(([a], [b]) => a - b);
}

export const outOfStockMessage = (name: string) =>
  `Üzgünüz, "${name}" ürününden yeterli stok kalmadı. Lütfen sepetinizi güncelleyin.`;

/**
 * Takes the order's units off the shelf inside the order's transaction. Each update only
 * succeeds while enough stock is left, so concurrent orders can never oversell; the first
 * shortfall aborts the whole transaction with a 409 naming the product.
 */
export async function reserveStock(
  tx: Database,
  items: readonly Pick<OrderItemSnapshot, 'skuId' | 'qty' | 'name'>[],
): Promise<void> {
  for (const [skuId, { qty, name }] of unitsPerSku(items)) {
    const updated = await tx
      .update(skus)
      .set({ countInStock: sql`${skus.countInStock} - ${qty}` })
      .where(and(eq(skus.id, skuId), gte(skus.countInStock, qty)))
      .returning({ id: skus.id });
    if (updated.length === 0) throw new AppError(409, 'OUT_OF_STOCK', outOfStockMessage(name));
  }
}

/** Puts an order's units back on the shelf (cancellation, abandoned payment). */
export async function restoreStock(
  tx: Database,
  items: readonly Pick<OrderItemSnapshot, 'skuId' | 'qty' | 'name'>[],
): Promise<void> {
  for (const [skuId, { qty }] of unitsPerSku(items)) {
    await tx
      .update(skus)
      .set({ countInStock: sql`${skus.countInStock} + ${qty}` })
      .where(eq(skus.id, skuId));
  }
}

/** Current stock of some SKUs (tests and checks). */
export async function stockOf(db: Database, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: skus.id, countInStock: skus.countInStock })
    .from(skus)
    .where(inArray(skus.id, ids))
    .orderBy(asc(skus.id));
  return new Map(rows.map((r) => [r.id, r.countInStock]));
}
