import type { AdminProduct } from '@carsi/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { products, skus } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import {
  type Actor,
  adminWriter,
  checkSkuCodesFree,
  namePriceWriter,
  recordStockSet,
  runProductWrite,
  type SkuFields,
  skuColumns,
} from './run';

/** A new SKU at the end of the product's list (the product row locked for its position). */
export async function addAdminSku(
  db: Database,
  productId: number,
  input: SkuFields,
  actor: Actor,
): Promise<AdminProduct> {
  await checkSkuCodesFree(db, [input.sku], -1);
  return runProductWrite(db, () =>
    db.transaction(async (tx) => {
      await namePriceWriter(tx, adminWriter(actor));
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!product) throw notFound('Ürün bulunamadı.');
      const positions = (await tx.execute(
        sql`select coalesce(max(position), -1)::int as p from skus where product_id = ${productId}`,
      )) as unknown as { rows: Array<{ p: number }> };
      const [row] = await tx
        .insert(skus)
        .values({
          ...skuColumns(input),
          productId,
          position: (positions.rows[0]?.p ?? -1) + 1,
          countInStock: input.countInStock,
        })
        .returning({ id: skus.id });
      await recordStockSet(tx, row!.id, 0, input.countInStock, actor, 'Yeni SKU: açılış stoğu');
      return productId;
    }),
  );
}
