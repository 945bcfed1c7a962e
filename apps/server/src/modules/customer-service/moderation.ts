import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminQuestionRow,
  type AdminReviewRow,
  type ModerationState,
} from '@carsi/contract';
import { averageRating } from '@carsi/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { products, questions, reviews } from '../../db/schema';
import { notFound } from '../../http/errors';
import { offsetOf, pagingOf } from './search';

/** The name answers are signed with on the product pages (the same as the demo answers). */
export const SHOP_ANSWERER = 'Çarşı Müşteri Hizmetleri';

type Table = typeof questions | typeof reviews;

const stateOf = (row: { isPublished: boolean; hiddenAt: Date | null }): ModerationState =>
  row.hiddenAt ? 'hidden' : row.isPublished ? 'published' : 'waiting';

function stateFilter(table: Table, state: ModerationState | undefined): SQL | undefined {
  if (state === 'hidden') return isNotNull(table.hiddenAt);
  if (state === 'published') return and(isNull(table.hiddenAt), eq(table.isPublished, true));
  if (state === 'waiting') return and(isNull(table.hiddenAt), eq(table.isPublished, false));
  return undefined;
}

type ListQuery = {
  q?: string | undefined;
  page: number;
  durum?: ModerationState | undefined;
  yanit?: 'bekleyen' | undefined;
};

const toQuestion = (row: typeof questions.$inferSelect, productName: string): AdminQuestionRow => ({
  _id: row.id,
  productId: row.productId,
  productName,
  name: row.authorName,
  question: row.question,
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  state: stateOf(row),
  createdAt: row.createdAt.toISOString(),
});

const toReview = (row: typeof reviews.$inferSelect, productName: string): AdminReviewRow => ({
  _id: row.id,
  productId: row.productId,
  productName,
  name: row.authorName,
  rating: row.rating,
  comment: row.comment,
  verifiedPurchase: row.orderId !== null,
  state: stateOf(row),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Visitor questions and reviews in the back office. Every change also drops this process's
 * catalogue cache (`invalidate`) so the product pages show it on the next request; the tables'
 * triggers tell the other processes.
 */
export class Moderation {
  constructor(
    private readonly db: Database,
    private readonly invalidate: () => void,
  ) {}

  async listQuestions(query: ListQuery) {
    const where = and(
      stateFilter(questions, query.durum),
      query.yanit === 'bekleyen' ? isNull(questions.answer) : undefined,
      query.q
        ? foldedContains(
            query.q,
            questions.question,
            questions.answer,
            questions.authorName,
            products.name,
          )
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ row: questions, productName: products.name })
        .from(questions)
        .innerJoin(products, eq(products.id, questions.productId))
        .where(where)
        .orderBy(
          sql`(${questions.answer} is null and ${questions.hiddenAt} is null) desc`,
          desc(questions.createdAt),
          desc(questions.id),
        )
        .limit(ADMIN_LIST_PAGE_SIZE)
        .offset(offsetOf(query.page)),
      this.db
        .select({ n: count() })
        .from(questions)
        .innerJoin(products, eq(products.id, questions.productId))
        .where(where),
    ]);
    return {
      questions: rows.map((r) => toQuestion(r.row, r.productName)),
      ...pagingOf(query.page, counted?.n ?? 0),
    };
  }

  private async question(id: number) {
    const [found] = await this.db
      .select({ row: questions, productName: products.name })
      .from(questions)
      .innerJoin(products, eq(products.id, questions.productId))
      .where(eq(questions.id, id));
    if (!found) throw notFound('Soru bulunamadı.');
    return toQuestion(found.row, found.productName);
  }

  /** Answers (or re-answers) a question and publishes it. */
  async answerQuestion(id: number, answer: string) {
    const [row] = await this.db
      .update(questions)
      .set({
        answer,
        answeredBy: SHOP_ANSWERER,
        answeredAt: new Date(),
        isPublished: true,
        hiddenAt: null,
      })
      .where(eq(questions.id, id))
      .returning({ id: questions.id });
    if (!row) throw notFound('Soru bulunamadı.');
    this.invalidate();
    return { message: 'Yanıt ürün sayfasında yayınlandı.', question: await this.question(id) };
  }

  async setQuestionVisible(id: number, visible: boolean) {
    const [row] = await this.db
      .update(questions)
      .set(
        visible
          ? { isPublished: true, hiddenAt: null }
          : { isPublished: false, hiddenAt: new Date() },
      )
      .where(eq(questions.id, id))
      .returning({ id: questions.id });
    if (!row) throw notFound('Soru bulunamadı.');
    this.invalidate();
    return {
      message: visible ? 'Soru yayınlandı.' : 'Soru gizlendi.',
      question: await this.question(id),
    };
  }

  async listReviews(query: ListQuery) {
    const where = and(
      stateFilter(reviews, query.durum),
      query.q
        ? foldedContains(query.q, reviews.comment, reviews.authorName, products.name)
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ row: reviews, productName: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(where)
        .orderBy(
          sql`(not ${reviews.isPublished} and ${reviews.hiddenAt} is null) desc`,
          desc(reviews.createdAt),
          desc(reviews.id),
        )
        .limit(ADMIN_LIST_PAGE_SIZE)
        .offset(offsetOf(query.page)),
      this.db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(where),
    ]);
    return {
      reviews: rows.map((r) => toReview(r.row, r.productName)),
      ...pagingOf(query.page, counted?.n ?? 0),
    };
  }

  /**
   * Approves or hides a review; the product's rating and review count are recomputed from the
   * published reviews in the same transaction, under the product's row lock (as a new review).
   */
  async setReviewVisible(id: number, visible: boolean) {
    const result = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ productId: reviews.productId })
        .from(reviews)
        .where(eq(reviews.id, id));
      if (!current) return null;
      await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, current.productId))
        .for('update');
      const [row] = await tx
        .update(reviews)
        .set(
          visible
            ? { isPublished: true, hiddenAt: null }
            : { isPublished: false, hiddenAt: new Date() },
        )
        .where(eq(reviews.id, id))
        .returning();
      const perStar = await tx
        .select({ rating: reviews.rating, n: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, current.productId), eq(reviews.isPublished, true)))
        .groupBy(reviews.rating);
      const ratings = perStar.flatMap(({ rating, n }) => Array<number>(n).fill(rating));
      const [product] = await tx
        .update(products)
        .set({ rating: averageRating(ratings), numReviews: ratings.length, updatedAt: new Date() })
        .where(eq(products.id, current.productId))
        .returning({ name: products.name });
      return toReview(row!, product!.name);
    });
    if (!result) throw notFound('Yorum bulunamadı.');
    this.invalidate();
    return { message: visible ? 'Yorum yayınlandı.' : 'Yorum gizlendi.', review: result };
  }
}
