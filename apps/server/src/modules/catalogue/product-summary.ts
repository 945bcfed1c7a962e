import type { ProductSummary } from '@carsi/contract';
import { isStockAvailable } from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import { departments, products, skus } from '../../db/schema';
import type { StoredImage } from '../../db/schema/catalogue';

/**
 * The outer product's id inside a correlated subquery. Drizzle leaves column names unqualified
 * when a query reads one table, and an unqualified "id" inside the subquery would mean the
 * subquery's own table.
 */
export const outerProductId = sql.raw('"products"."id"');

/** Stock of a product's active SKUs, as a correlated subquery (one index lookup per row). */
export const skuStockTotal = sql<number>`coalesce((
  select sum(${skus.countInStock}) from ${skus}
  where ${skus.productId} = ${outerProductId} and ${skus.isActive}
), 0)::int`;

/** The columns a product card needs; select them `from(products)` joined with departments. */
export const summaryColumns = {
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
  skuStock: skuStockTotal,
};

export const departmentJoin = eq(departments.id, products.departmentId);

export interface SummaryRow {
  id: number;
  code: string;
  name: string;
  slug: string;
  defaultPrice: number;
  defaultPriceGap: number;
  defaultVat: number;
  defaultImages: StoredImage[];
  defaultCountInStock: number;
  rating: number;
  numReviews: number;
  buyOneGetOneFree: boolean;
  department: string | null;
  skuStock: number | null;
}

export function toSummary(row: SummaryRow): ProductSummary {
  return {
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
  };
}
