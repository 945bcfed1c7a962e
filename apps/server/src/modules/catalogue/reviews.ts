import {
  type CreateReviewResponse,
  createReviewBody,
  REVIEWS_PER_PAGE,
  type ReviewItem,
  type ReviewListResponse,
} from '@carsi/contract';
import { averageRating } from '@carsi/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
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

/**
 * Adds a review and recomputes the product's rating and numReviews in the same transaction.
 * The product row is locked first, so concurrent reviews are counted one after the other.
 */
export async function createReview(
  db: Database,
  productId: number,
  input: unknown,
): Promise<CreateReviewResponse> {
  const parsed = createReviewBody.safeParse(input ?? {});
  if (!parsed.success) throw validationError('body', parsed.error);
  const body = parsed.data;
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true)))
      .for('update');
    if (!product) throw notFound('Ürün bulunamadı.');
    const [row] = await tx
      .insert(reviews)
      .values({ productId, authorName: body.name, rating: body.rating, comment: body.comment })
      .returning();
    if (!row) throw new Error('review insert returned nothing');
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
    return { review: toItem(row), rating, numReviews: ratings.length, ratingCounts };
  });
}
