import type { AdminProduct, updateProductBody } from '@carsi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { staleVersion } from '../errors';
import { checkSlugFree, productColumns, runProductWrite } from './run';

/** A product's own fields, when nobody changed them since the admin loaded it (its version). */
export async function updateAdminProduct(
  db: Database,
  id: number,
  input: z.output<typeof updateProductBody>,
): Promise<AdminProduct> {
  const columns = await productColumns(input);
  await checkSlugFree(db, columns.slug, id);
  return runProductWrite(db, async () => {
    const updated = await db
      .update(products)
      .set({ ...columns, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.version, input.version)))
      .returning({ id: products.id });
    if (updated.length === 0) {
      const [exists] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id));
      if (!exists) throw notFound('Ürün bulunamadı.');
      throw staleVersion();
    }
    return id;
  });
}
