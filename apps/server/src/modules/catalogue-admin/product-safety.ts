import type { ProductSafety } from '@carsi/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

/**
 * The safety information of each product of `productIds` (maker, importer or authorised
 * representative, usage and safety warnings; '' where not given), in one query — for the
 * marketplace uploads, which require it.
 */
export async function productSafetyOf(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, ProductSafety>> {
  const result = new Map<number, ProductSafety>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      id: products.id,
      manufacturer: products.manufacturer,
      importer: products.importer,
      safetyWarnings: products.safetyWarnings,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  for (const { id, ...safety } of rows) result.set(id, safety);
  return result;
}

/** What a marketplace needs before it takes a product: the names of the missing fields. */
export function missingSafetyFields(safety: ProductSafety): Array<keyof ProductSafety> {
  const missing: Array<keyof ProductSafety> = [];
  if (safety.manufacturer.trim() === '') missing.push('manufacturer');
  if (safety.safetyWarnings.trim() === '') missing.push('safetyWarnings');
  return missing;
}
