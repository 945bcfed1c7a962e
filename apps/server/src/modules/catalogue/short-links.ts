import { productPath, type ShortLinkTarget } from '@carsi/contract';
import { isShortProductCode } from '@carsi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { models, products } from '../../db/schema';

/**
 * `/{code}`: a 3–4 letter product short code first; otherwise a model code (`/lina`, `/papatya`),
 * which opens the first listed product of that model. Unknown → null (the 404 page).
 */
export async function resolveShortLink(
  db: Database,
  code: string,
): Promise<ShortLinkTarget | null> {
  const wanted = code.trim().toLowerCase();
  if (isShortProductCode(wanted)) {
    const [product] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(sql`lower(${products.code}) = ${wanted}`, eq(products.isActive, true)));
    if (product) {
      return {
        kind: 'product',
        productId: product.id,
        path: productPath({ ...product, _id: product.id }),
      };
    }
  }
  const [modelProduct] = await db
    .select({ id: products.id, slug: products.slug })
    .from(models)
    .innerJoin(products, eq(products.modelId, models.id))
    .where(and(sql`lower(${models.code}) = ${wanted}`, eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!modelProduct) return null;
  return {
    kind: 'model',
    productId: modelProduct.id,
    path: productPath({ ...modelProduct, _id: modelProduct.id }),
  };
}
