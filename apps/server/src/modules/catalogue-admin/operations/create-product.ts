import type { AdminProduct, createProductBody } from '@carsi/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { products, skus } from '../../../db/schema';
import {
  type Actor,
  adminWriter,
  checkSkuCodesFree,
  checkSlugFree,
  namePriceWriter,
  productColumns,
  recordStockSet,
  runProductWrite,
  skuColumns,
} from './run';

/** A new product with its SKUs; each SKU's opening stock is recorded as a count. */
export async function createAdminProduct(
  db: Database,
  input: z.output<typeof createProductBody>,
  actor: Actor,
): Promise<AdminProduct> {
  const columns = await productColumns(input);
  await checkSlugFree(db, columns.slug);
  await checkSkuCodesFree(
    db,
    input.skus.map((s) => s.sku),
  );
  return runProductWrite(db, () =>
    db.transaction(async (tx) => {
      await namePriceWriter(tx, adminWriter(actor));
      const [created] = await tx
        .insert(products)
        .values({ ...columns, defaultCountInStock: 0 })
        .returning({ id: products.id });
      for (const [position, sku] of input.skus.entries()) {
        const [row] = await tx
          .insert(skus)
          .values({
            ...skuColumns(sku),
            productId: created!.id,
            position,
            countInStock: sku.countInStock,
          })
          .returning({ id: skus.id });
        await recordStockSet(tx, row!.id, 0, sku.countInStock, actor, 'Yeni SKU: açılış stoğu');
      }
      return created!.id;
    }),
  );
}
