import type { AdminProduct, updateSkuBody } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { skus } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { staleVersion } from '../errors';
import {
  type Actor,
  adminWriter,
  checkSkuCodesFree,
  namePriceWriter,
  recordStockSet,
  runProductWrite,
  skuColumns,
} from './run';

/**
 * Changes a SKU when nobody changed it since the admin loaded it. The stock field is the admin's
 * count: it is set under the row's lock (orders take stock with conditional updates on the same
 * row, so neither can drive it below zero) and recorded as a count activity.
 */
export async function updateAdminSku(
  db: Database,
  skuId: number,
  input: z.output<typeof updateSkuBody>,
  actor: Actor,
): Promise<AdminProduct> {
  await checkSkuCodesFree(db, [input.sku], skuId);
  return runProductWrite(db, () =>
    db.transaction(async (tx) => {
      await namePriceWriter(tx, adminWriter(actor));
      const [current] = await tx.select().from(skus).where(eq(skus.id, skuId)).for('update');
      if (!current) throw notFound('SKU bulunamadı.');
      if (current.version !== input.version) throw staleVersion();
      await tx
        .update(skus)
        .set({
          ...skuColumns(input),
          countInStock: input.countInStock,
          version: current.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(skus.id, skuId));
      await recordStockSet(
        tx,
        skuId,
        current.countInStock,
        input.countInStock,
        actor,
        'SKU düzenleme ekranından sayım',
      );
      return current.productId;
    }),
  );
}
