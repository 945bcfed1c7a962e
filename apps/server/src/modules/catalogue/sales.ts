import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productSales, products } from '../../db/schema';
import { outerProductId } from './product-summary';

/** Units of a product sold in the last `months` months; null for an unknown product. */
export async function lastMonthSales(
  db: Database,
  productId: number,
  months: number,
): Promise<number | null> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce((
        select sum(${productSales.quantity}) from ${productSales}
        where ${productSales.productId} = ${outerProductId}
          and ${productSales.soldAt} >= now() - make_interval(months => ${months}::int)
      ), 0)::int`,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row ? row.count : null;
}

export interface SoldLine {
  productId: number;
  skuId: number;
  quantity: number;
}

/**
 * Records the lines of a confirmed order for the sales counts (for the orders module). A line
 * already recorded for the same order and SKU is left as it is, so a retried call is harmless.
 */
export async function recordSales(
  db: Pick<Database, 'insert'>,
  orderRef: string,
  lines: readonly SoldLine[],
  soldAt = new Date(),
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(productSales)
    .values(lines.map((line) => ({ ...line, orderRef, soldAt })))
    .onConflictDoNothing({ target: [productSales.orderRef, productSales.skuId] });
}
