import {
  type CreateReviewResponse,
  createReviewBody,
  REVIEWS_PER_PAGE,
  type ReviewItem,
  type ReviewListResponse,
} from '@carsi/contract';
import { averageRating } from '@carsi/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, reviews } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { isoTime, ratingCountsJson, toRatingCounts } from './product-details';

type ReviewRow = typeof reviews.$inferSelect;

const toItem = (row: ReviewRow): ReviewItem => ({
  _id: row.id,
  name: row.authorName,
  rating: row.rating,
  comment: row.comment,
  createdAt: isoTime(row.createdAt),
  verifiedPurchase: row.orderId !== null,
});

const pages = (total: number) => Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
const published = (productId: number) =>
  and(eq(reviews.productId, productId), eq(reviews.isPublished, true));

/** One page of a product's published reviews, newest first; null for an unknown product. */
export async function listReviews(
  db: Database,
  productId: number,
  pageNumber: number,
): Promise<ReviewListResponse | null> {
  const [[product], rows] = await Promise.all([
    db
      .select({
        rating: products.rating,
        numReviews: products.numReviews,
        counts: ratingCountsJson(),
      })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true))),
    db
      .select({ review: reviews, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(reviews)
      .where(published(productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((pageNumber - 1) * REVIEWS_PER_PAGE),
  ]);
  if (!product) return null;
  const total = rows[0]?.total ?? product.numReviews;
  return {
    page: pageNumber,
    pages: pages(total),
    count: total,
    rating: product.rating,
    numReviews: product.numReviews,
    ratingCounts: toRatingCounts(product.counts),
    reviews: rows.map((row) => toItem(row.review)),
  };
}

/** Rows of a raw query on PGlite and node-postgres alike (both answer `{ rows }`). */
async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<{ rows: T[] }> {
  return (await db.execute(query)) as unknown as { rows: T[] };
}

/**
 * The customer's first purchased line of this product that has no review yet: a line of an
 * order they paid for (card or cash on delivery) that was not cancelled. Free lines do not
 * count (nobody bought them). Null when there is none.
 */
export async function unreviewedPurchasedLine(
  db: Pick<Database, 'execute'>,
  customerId: string,
  productId: number,
): Promise<{ orderId: string; orderLine: number } | null> {
  const result = await rowsOf<{ order_id: string; order_line: number }>(
    db,
    sql`
    select o.id as order_id, (l.ord - 1)::int as order_line
    from orders o
    cross join lateral jsonb_array_elements(o.items) with ordinality as l(item, ord)
    where o.customer_id = ${customerId}
      and o.payment_status in ('PAID', 'CASH_ON_DELIVERY')
      and o.order_status <> 'CANCELLED'
      and (l.item->>'productId')::int = ${productId}
      and (l.item->>'price')::int > 0
      and not exists (
        select 1 from reviews r where r.order_id = o.id and r.order_line = (l.ord - 1)
      )
    order by o.created_at, l.ord
    limit 1`,
  );
  const row = result.rows[0];
  return row ? { orderId: row.order_id, orderLine: Number(row.order_line) } : null;
}

/** Whether the customer bought this product in an order that stands (paid, not cancelled). */
export async function hasBought(
  db: Pick<Database, 'execute'>,
  customerId: string,
  productId: number,
): Promise<boolean> {
  const result = await rowsOf<{ one: number }>(
    db,
    sql`
    select 1 as one from orders o
    where o.customer_id = ${customerId}
      and o.payment_status in ('PAID', 'CASH_ON_DELIVERY')
      and o.order_status <> 'CANCELLED'
      and exists (
        select 1 from jsonb_array_elements(o.items) item
        where (item->>'productId')::int = ${productId} and (item->>'price')::int > 0
      )
    limit 1`,
  );
  return result.rows.length > 0;
}

/**
 * Adds a review. A signed-in customer's review of a line they bought ("Satın aldı", one review
 * per purchased line) is published at once and the product's rating and numReviews are
 * recomputed in the same transaction, with the product row locked first so concurrent reviews
 * are counted one after the other. Anyone else's review is stored unpublished: it waits for
 * moderation and changes nothing the shop shows.
 */
export async function createReview(
  db: Database,
  productId: number,
  input: unknown,
  customerId: string | null = null,
): Promise<CreateReviewResponse> {
  const parsed = createReviewBody.safeParse(input ?? {});
  if (!parsed.success) throw validationError('body', parsed.error);
  const body = parsed.data;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        id: products.id,
        rating: products.rating,
        numReviews: products.numReviews,
        counts: ratingCountsJson(),
      })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true)))
      .for('update');
    if (!product) throw notFound('Ürün bulunamadı.');
    const line = customerId ? await unreviewedPurchasedLine(tx, customerId, productId) : null;
    const [row] = await tx
      .insert(reviews)
      .values({
        productId,
        authorName: body.name,
        rating: body.rating,
        comment: body.comment,
        isPublished: line !== null,
        customerId,
        orderId: line?.orderId ?? null,
        orderLine: line?.orderLine ?? null,
      })
      .returning();
    if (!row) throw new Error('review insert returned nothing');
    if (!line) {
      return {
        review: toItem(row),
        published: false,
        rating: product.rating,
        numReviews: product.numReviews,
        ratingCounts: toRatingCounts(product.counts),
      };
    }
    const perStar = await tx
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(published(productId))
      .groupBy(reviews.rating);
    const ratings = perStar.flatMap(({ rating, n }) => Array<number>(n).fill(rating));
    const rating = averageRating(ratings);
    await tx
      .update(products)
      .set({ rating, numReviews: ratings.length, updatedAt: new Date() })
      .where(eq(products.id, productId));
    const ratingCounts = toRatingCounts(
      Object.fromEntries(perStar.map(({ rating: star, n }) => [String(star), n])),
    );
    return {
      review: toItem(row),
      published: true,
      rating,
      numReviews: ratings.length,
      ratingCounts,
    };
  });
}
