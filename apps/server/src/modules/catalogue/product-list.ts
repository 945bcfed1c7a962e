import { PRODUCTS_PER_PAGE, type ProductListResponse } from '@carsi/contract';
import { isStockAvailable } from '@carsi/domain';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, products, skus } from '../../db/schema';

export interface ProductListQuery {
  keyword?: string | undefined;
  pageNumber: number;
}

/** Escapes LIKE wildcards so a shopper's `%` or `_` is matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of active products (two queries: the page and the count). */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const keyword = query.keyword?.trim();
  const where = and(
    eq(products.isActive, true),
    keyword ? ilike(products.name, likePattern(keyword)) : undefined,
  );
  const skuStock = db
    .select({
      productId: skus.productId,
      total: sql<number>`coalesce(sum(${skus.countInStock}), 0)::int`.as('total'),
    })
    .from(skus)
    .where(eq(skus.isActive, true))
    .groupBy(skus.productId)
    .as('sku_stock');

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        slug: products.slug,
        defaultPrice: products.defaultPrice,
        defaultPriceGap: products.defaultPriceGap,
        defaultVat: products.defaultVat,
        defaultImages: products.defaultImages,
        defaultCountInStock: products.defaultCountInStock,
        rating: products.rating,
        numReviews: products.numReviews,
        buyOneGetOneFree: products.buyOneGetOneFree,
        department: departments.name,
        skuStock: skuStock.total,
      })
      .from(products)
      .leftJoin(departments, eq(departments.id, products.departmentId))
      .leftJoin(skuStock, eq(skuStock.productId, products.id))
      .where(where)
      .orderBy(asc(products.id))
      .limit(PRODUCTS_PER_PAGE)
      .offset((query.pageNumber - 1) * PRODUCTS_PER_PAGE),
    db.select({ count: count() }).from(products).where(where),
  ]);

  const total = totals?.count ?? 0;
  return {
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)),
    count: total,
    products: rows.map((row) => ({
      _id: row.id,
      code: row.code,
      name: row.name,
      slug: row.slug,
      defaultPrice: row.defaultPrice,
      defaultPriceGap: row.defaultPriceGap,
      defaultVat: row.defaultVat,
      image: row.defaultImages[0] ?? null,
      rating: row.rating,
      numReviews: row.numReviews,
      inStock: isStockAvailable(row.defaultCountInStock, [row.skuStock ?? 0]),
      buyOneGetOneFree: row.buyOneGetOneFree,
      department: row.department,
    })),
  };
}
