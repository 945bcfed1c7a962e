import type { ProductDetails, ProductSku, RatingCounts } from '@carsi/contract';
import { isStockAvailable, openingSku } from '@carsi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  departments,
  lowCategories,
  mainCategories,
  models,
  products,
  questions,
  reviews,
  scheduledPriceRises,
  skus,
  subCategories,
} from '../../db/schema';
import { lowestPricesBefore, struckPrice } from './before-prices';
import { outerProductId } from './product-summary';

/** Newest reviews shown on the product page itself. */
const NEWEST_REVIEWS = 3;

type SkuRow = typeof skus.$inferSelect;

export function toSku(row: SkuRow): ProductSku {
  return {
    _id: row.id,
    sku: row.sku,
    size: row.size,
    color: row.color,
    target: row.target,
    type: row.type,
    price: row.price,
    priceGap: row.priceGap,
    vat: row.vat,
    countInStock: row.countInStock,
    maxPurchaseQty: row.maxPurchaseQty,
    unit: row.unit,
    images: row.images,
    freeProductId: row.freeProductId,
    inStock: row.countInStock > 0,
  };
}

/** Published review counts per star, as a JSON object {"5": n, …} (missing stars → 0). */
export const ratingCountsJson = () => sql<Record<string, number> | null>`(
  select json_object_agg(r.rating, r.n) from (
    select ${reviews.rating} as rating, count(*)::int as n from ${reviews}
    where ${reviews.productId} = ${outerProductId} and ${reviews.isPublished}
    group by ${reviews.rating}) r)`;

export function toRatingCounts(json: Record<string, number> | null): RatingCounts {
  const get = (star: number) => Number(json?.[String(star)] ?? 0);
  return { 1: get(1), 2: get(2), 3: get(3), 4: get(4), 5: get(5) };
}

interface ReviewJson {
  id: number;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  verifiedPurchase: boolean;
}

/** PostgreSQL's JSON timestamps ("2025-01-02T03:04:05.123+00:00") as ISO strings in UTC. */
export const isoTime = (value: string | Date) => new Date(value).toISOString();

/**
 * The product page's data in two queries whatever the number of SKUs or reviews: the product
 * with its categories, rating counts, question count and newest reviews; then its SKUs.
 */
export async function productDetails(db: Database, id: number): Promise<ProductDetails | null> {
  const [row] = await db
    .select({
      product: products,
      department: { name: departments.name, slug: departments.slug },
      mainCategory: { name: mainCategories.name, slug: mainCategories.slug },
      subCategory: { name: subCategories.name, slug: subCategories.slug },
      lowCategory: { name: lowCategories.name, slug: lowCategories.slug },
      brand: brands.name,
      model: { code: models.code, name: models.name },
      ratingCounts: ratingCountsJson(),
      numQuestions: sql<number>`(select count(*)::int from ${questions}
        where ${questions.productId} = ${outerProductId} and ${questions.isPublished})`,
      newestReviews: sql<ReviewJson[] | null>`(select json_agg(x) from (
        select ${reviews.id} as id, ${reviews.authorName} as name, ${reviews.rating} as rating,
               ${reviews.comment} as comment, ${reviews.createdAt} as "createdAt",
               ${reviews.orderId} is not null as "verifiedPurchase"
        from ${reviews} where ${reviews.productId} = ${outerProductId} and ${reviews.isPublished}
        order by ${reviews.createdAt} desc, ${reviews.id} desc limit ${NEWEST_REVIEWS}) x)`,
      priceRise: sql<{ amount: number; at: string } | null>`(select json_build_object(
          'amount', ${scheduledPriceRises.amount}, 'at', ${scheduledPriceRises.applyAt})
        from ${scheduledPriceRises} where ${scheduledPriceRises.productId} = ${outerProductId}
          and ${scheduledPriceRises.appliedAt} is null and ${scheduledPriceRises.cancelledAt} is null
          and ${scheduledPriceRises.applyAt} > now())`,
    })
    .from(products)
    .leftJoin(departments, eq(departments.id, products.departmentId))
    .leftJoin(mainCategories, eq(mainCategories.id, products.mainCategoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(lowCategories, eq(lowCategories.id, products.lowCategoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(models, eq(models.id, products.modelId))
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  if (!row) return null;

  const skuRows = await db
    .select()
    .from(skus)
    .where(and(eq(skus.productId, id), eq(skus.isActive, true)))
    .orderBy(asc(skus.position), asc(skus.id));

  const p = row.product;
  // The price the page opens on, the one list cards show (product-summary.ts).
  const shownSku = openingSku(skuRows);
  const categories = [row.department, row.mainCategory, row.subCategory, row.lowCategory].flatMap(
    (c) => (c?.name && c.slug ? [{ name: c.name, slug: c.slug }] : []),
  );
  const discount =
    p.timeLimitedDiscountDuration && p.timeLimitedDiscountAmount
      ? {
          discountDuration: p.timeLimitedDiscountDuration,
          discountAmount: p.timeLimitedDiscountAmount,
        }
      : null;
  // A visitor's time-limited discount starts at the first visit, at the latest now: its
  // "before" price is the shelf price only when that is the lowest of the 30 days before now
  // (a price raised within them shows the discount without a strike-through).
  const lowest = discount
    ? await lowestPricesBefore(
        db,
        skuRows.map((s) => s.id),
        new Date(),
      )
    : new Map<number, number>();
  const withBefore = (row: SkuRow): ProductSku => ({
    ...toSku(row),
    beforePrice: discount
      ? struckPrice(row.price, Math.max(0, row.price - discount.discountAmount), lowest.get(row.id))
      : null,
  });
  return {
    _id: p.id,
    code: p.code,
    name: p.name,
    slug: p.slug,
    description: p.description,
    defaultPrice: shownSku?.price ?? p.defaultPrice,
    defaultPriceGap: shownSku?.priceGap ?? p.defaultPriceGap,
    defaultImages: p.defaultImages,
    defaultCountInStock: p.defaultCountInStock,
    productUnit: p.productUnit,
    defaultVat: p.defaultVat,
    rating: p.rating,
    numReviews: p.numReviews,
    ratingCounts: toRatingCounts(row.ratingCounts),
    numQuestions: row.numQuestions,
    reviews: (row.newestReviews ?? []).map((r) => ({
      _id: r.id,
      name: r.name,
      rating: r.rating,
      comment: r.comment,
      createdAt: isoTime(r.createdAt),
      verifiedPurchase: r.verifiedPurchase,
    })),
    buyOneGetOneFree: p.buyOneGetOneFree,
    refundGuarantee: p.refundGuarantee,
    timeLimitedDiscount: discount,
    inStock: isStockAvailable(
      p.defaultCountInStock,
      skuRows.map((s) => s.countInStock),
    ),
    categories,
    brand: row.brand,
    model: row.model?.code ? { code: row.model.code, name: row.model.name } : null,
    skus: skuRows.map(withBefore),
    sideProductIds: p.sideProductIds,
    userManualLink: p.userManualLink,
    safety: {
      manufacturer: p.manufacturer,
      importer: p.importer,
      safetyWarnings: p.safetyWarnings,
    },
    scheduledPriceRise: row.priceRise
      ? { amount: row.priceRise.amount, at: isoTime(row.priceRise.at) }
      : null,
  };
}

/** A product with only the SKU of the given code (skudetails: callers read `skus[0]`). */
export async function skuDetails(db: Database, productId: number, skuCode: string) {
  const [row] = await db
    .select({ product: products, sku: skus })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(skus.productId, productId),
        sql`lower(${skus.sku}) = lower(${skuCode})`,
        eq(skus.isActive, true),
        eq(products.isActive, true),
      ),
    );
  if (!row) return null;
  return {
    _id: row.product.id,
    name: row.product.name,
    slug: row.product.slug,
    productUnit: row.product.productUnit,
    buyOneGetOneFree: row.product.buyOneGetOneFree,
    refundGuarantee: row.product.refundGuarantee,
    skus: [toSku(row.sku)],
  };
}

/** One SKU of one product, the row price lookups start from. */
export async function findSku(db: Database, productId: number, skuId: number) {
  const [row] = await db
    .select({ sku: skus })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        eq(skus.id, skuId),
        eq(skus.productId, productId),
        eq(skus.isActive, true),
        eq(products.isActive, true),
      ),
    );
  return row?.sku ?? null;
}
