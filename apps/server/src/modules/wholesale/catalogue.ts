import { imageUrl, type WholesaleProductView } from '@carsi/contract';
import {
  effectiveWholesalePrice,
  isPrivatePricingActive,
  type PrivatePricing,
  privatePricingRemainingDays,
  truncateWholesaleName,
  vatAmount,
} from '@carsi/domain';
import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { mainCategories, products, skus, wholesalePackSizes } from '../../db/schema';
import { type ProfileRow, privatePricingOf } from './account';

const PAGE_SIZE = 24;
export const PREPARING_NOTICE = 'Bu kategorideki ürünler toptan satış için hazırlanıyor.';

const skuColumns = {
  skuId: skus.id,
  sku: skus.sku,
  productId: products.id,
  productName: products.name,
  size: skus.size,
  color: skus.color,
  productUnit: products.productUnit,
  wholesalePrice: skus.wholesalePrice,
  vat: skus.vat,
  countInStock: skus.countInStock,
  buyOneGetOneFree: products.buyOneGetOneFree,
  skuImages: skus.images,
  productImages: products.defaultImages,
  categoryId: products.mainCategoryId,
  packSize: sql<number>`coalesce(${wholesalePackSizes.packSize}, 1)`,
};
type SkuRow = {
  skuId: number;
  sku: string;
  productId: number;
  productName: string;
  size: string;
  color: string;
  productUnit: string;
  wholesalePrice: number | null;
  vat: number;
  countInStock: number;
  buyOneGetOneFree: boolean;
  skuImages: { key: string }[];
  productImages: { key: string }[];
  categoryId: number | null;
  packSize: number;
};

const variantName = (row: SkuRow) =>
  [row.productName, row.size, row.color].filter((part) => part && part !== 'Pass').join(' ');

/**
 * A SKU at this account's price: the private price while the private pricing has not expired,
 * else the SKU's wholesale price (VAT excluded). Null when it has neither (not sold wholesale).
 */
export function priceRow(
  row: SkuRow,
  pricing: PrivatePricing | undefined,
  now: number,
): WholesaleProductView | null {
  const privateEntry = isPrivatePricingActive(pricing, now)
    ? pricing?.skus.find((entry) => entry.sku === row.sku)
    : undefined;
  const listPrice = row.wholesalePrice;
  if (listPrice === null && privateEntry === undefined) return null;
  const price = effectiveWholesalePrice(listPrice ?? 0, row.sku, pricing, now);
  if (price <= 0) return null;
  const image = row.skuImages[0] ?? row.productImages[0];
  const name = variantName(row);
  return {
    skuId: row.skuId,
    sku: row.sku,
    productId: row.productId,
    name,
    shortName: truncateWholesaleName(name),
    image: image ? imageUrl(image, 320) : null,
    size: row.size,
    color: row.color,
    productUnit: row.productUnit,
    price,
    listPrice: listPrice ?? price,
    privatePrice: privateEntry !== undefined,
    vat: row.vat,
    priceWithVat: price + vatAmount(price, row.vat),
    countInStock: row.countInStock,
    buyOneGetOneFree: row.buyOneGetOneFree,
    categoryId: row.categoryId,
    packSize: row.packSize,
  };
}

const sellable = (pricing: PrivatePricing | undefined, now: number): SQL => {
  const privateSkus =
    isPrivatePricingActive(pricing, now) && pricing ? pricing.skus.map((e) => e.sku) : [];
  const listed = and(eq(products.isActive, true), eq(skus.isActive, true)) as SQL;
  return and(
    listed,
    privateSkus.length > 0
      ? (or(isNotNull(skus.wholesalePrice), inArray(skus.sku, privateSkus)) as SQL)
      : isNotNull(skus.wholesalePrice),
  ) as SQL;
};

/** Priced SKUs by id (cart and orders); unknown or unsellable ids are missing from the map. */
export async function pricedSkus(
  db: Database,
  profile: ProfileRow,
  skuIds: number[],
  now: number,
): Promise<Map<number, WholesaleProductView>> {
  if (skuIds.length === 0) return new Map();
  const pricing = privatePricingOf(profile);
  const rows = (await db
    .select(skuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(wholesalePackSizes, eq(wholesalePackSizes.productId, products.id))
    .where(and(inArray(skus.id, skuIds), sellable(pricing, now)))) as SkuRow[];
  const out = new Map<number, WholesaleProductView>();
  for (const row of rows) {
    const priced = priceRow(row, pricing, now);
    if (priced) out.set(row.skuId, priced);
  }
  return out;
}

export async function productsList(
  db: Database,
  profile: ProfileRow,
  query: { keyword?: string | undefined; pageNumber: number; category?: number | undefined },
  now: number,
) {
  const pricing = privatePricingOf(profile);
  const filters: SQL[] = [sellable(pricing, now)];
  if (query.keyword) {
    filters.push(foldedContains(query.keyword, products.name, skus.sku));
  }
  if (query.category) filters.push(eq(products.mainCategoryId, query.category));
  const where = and(...filters);
  const [total] = await db
    .select({ n: count() })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(where);
  const rows = (await db
    .select(skuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(wholesalePackSizes, eq(wholesalePackSizes.productId, products.id))
    .where(where)
    .orderBy(asc(products.id), asc(skus.position), asc(skus.id))
    .limit(PAGE_SIZE)
    .offset((query.pageNumber - 1) * PAGE_SIZE)) as SkuRow[];
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE));
  return {
    products: rows.flatMap((row) => priceRow(row, pricing, now) ?? []),
    privatePricing: {
      active: isPrivatePricingActive(pricing, now),
      remainingDays: pricing ? privatePricingRemainingDays(pricing, now) : 0,
    },
    page: Math.min(query.pageNumber, pages),
    pages,
  };
}

/** Main categories with how many wholesale SKUs each has; an empty one is "preparing". */
export async function categories(db: Database) {
  const rows = await db
    .select({
      id: mainCategories.id,
      name: mainCategories.name,
      productCount: sql<number>`count(${skus.id}) filter (where ${skus.wholesalePrice} is not null and ${skus.isActive} and ${products.isActive})::int`,
    })
    .from(mainCategories)
    .leftJoin(products, eq(products.mainCategoryId, mainCategories.id))
    .leftJoin(skus, eq(skus.productId, products.id))
    .groupBy(mainCategories.id, mainCategories.name)
    .orderBy(asc(mainCategories.name));
  return {
    categories: rows.map((row) => ({ ...row, preparing: row.productCount === 0 })),
    preparingNotice: PREPARING_NOTICE,
  };
}

/** One SKU of a product by its code, at this account's price (null: not sold wholesale). */
export async function pricedSkuByCode(
  db: Database,
  profile: ProfileRow,
  productId: number,
  skuCode: string,
  now: number,
): Promise<WholesaleProductView | null> {
  const pricing = privatePricingOf(profile);
  const [row] = (await db
    .select(skuColumns)
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(wholesalePackSizes, eq(wholesalePackSizes.productId, products.id))
    .where(
      and(
        eq(skus.productId, productId),
        sql`lower(${skus.sku}) = lower(${skuCode})`,
        sellable(pricing, now),
      ),
    )) as SkuRow[];
  return row ? priceRow(row, pricing, now) : null;
}
