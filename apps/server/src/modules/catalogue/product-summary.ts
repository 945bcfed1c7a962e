import type { ProductSummary } from '@carsi/contract';
import { isStockAvailable } from '@carsi/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { departments, products, skus } from '../../db/schema';
import type { StoredImage } from '../../db/schema/catalogue';

/**
 * The outer product's id inside a correlated subquery. Drizzle leaves column names unqualified
 * when a query reads one table, and an unqualified "id" inside the subquery would mean the
 * subquery's own table.
 */
export const outerProductId = sql.raw('"products"."id"');

/**
 * Stock of a product's active SKUs, as a correlated subquery (one index lookup per row); null
 * when it has none.
 */
export const skuStockTotal = sql<number | null>`(
  select sum(${skus.countInStock})::int from ${skus}
  where ${skus.productId} = ${outerProductId} and ${skus.isActive}
)`;

/**
 * A column of the SKU the card shows the product at (domain `openingSku`: the first active SKU
 * in stock by position, else the first active one), whose price the product page opens on and
 * the cart charges; the product's own default only for a product without active SKUs.
 */
const openingSkuColumn = (column: typeof skus.price | typeof skus.priceGap, fallback: SQL) =>
  sql<number>`coalesce((
    select ${column} from ${skus}
    where ${skus.productId} = ${outerProductId} and ${skus.isActive}
    order by ${skus.countInStock} > 0 desc, ${skus.position}, ${skus.id} limit 1
  ), ${fallback})`;

/** The columns a product card needs; select them `from(products)` joined with departments. */
export const summaryColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  slug: products.slug,
  defaultPrice: openingSkuColumn(skus.price, sql`${products.defaultPrice}`),
  defaultPriceGap: openingSkuColumn(skus.priceGap, sql`${products.defaultPriceGap}`),
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
    inStock: isStockAvailable(row.defaultCountInStock, row.skuStock === null ? [] : [row.skuStock]),
    buyOneGetOneFree: row.buyOneGetOneFree,
    department: row.department,
  };
}
