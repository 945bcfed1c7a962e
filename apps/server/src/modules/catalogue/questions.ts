import {
  createQuestionBody,
  type QuestionItem,
  type QuestionListResponse,
  REVIEWS_PER_PAGE,
} from '@carsi/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, questions } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { isoTime } from './product-details';
import { hasBought } from './reviews';

type QuestionRow = typeof questions.$inferSelect;

const toItem = (row: QuestionRow): QuestionItem => ({
  _id: row.id,
  name: row.authorName,
  question: row.question,
  answer: row.answer,
  answeredBy: row.answeredBy,
  answeredAt: row.answeredAt ? isoTime(row.answeredAt) : null,
  createdAt: isoTime(row.createdAt),
});

/** One page of a product's questions (answered or waiting), newest first. */
export async function listQuestions(
  db: Database,
  productId: number,
  pageNumber: number,
): Promise<QuestionListResponse | null> {
  const [[product], rows] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true))),
    db
      .select({ question: questions, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(questions)
      .where(and(eq(questions.productId, productId), eq(questions.isPublished, true)))
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((pageNumber - 1) * REVIEWS_PER_PAGE),
  ]);
  if (!product) return null;
  const total = rows[0]?.total ?? 0;
  return {
    page: pageNumber,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
    count: total,
    questions: rows.map((row) => toItem(row.question)),
  };
}

/**
 * Stores a visitor's question; the answer fields stay empty until the shop answers. A signed-in
 * customer who bought the product is listed at once; anyone else's question waits for
 * moderation.
 */
export async function createQuestion(
  db: Database,
  productId: number,
  input: unknown,
  customerId: string | null = null,
): Promise<{ question: QuestionItem; published: boolean }> {
  const parsed = createQuestionBody.safeParse(input ?? {});
  if (!parsed.success) throw validationError('body', parsed.error);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Ürün bulunamadı.');
  const published = customerId ? await hasBought(db, customerId, productId) : false;
  const [row] = await db
    .insert(questions)
    .values({
      productId,
      authorName: parsed.data.name,
      question: parsed.data.question,
      isPublished: published,
      customerId,
    })
    .returning();
  if (!row) throw new Error('question insert returned nothing');
  return { question: toItem(row), published };
}
