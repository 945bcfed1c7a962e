import { z } from 'zod';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { pageNumberQuery, paging } from './common';
import { productIdParams, ratingCountsSchema, reviewItem } from './products';

export const reviewListResponse = z.object({
  ...paging,
  count: z.number().int(),
  rating: z.number().describe('Average, one decimal'),
  numReviews: z.number().int(),
  ratingCounts: ratingCountsSchema,
  reviews: z.array(reviewItem),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

export const pageQuery = z.object({ pageNumber: pageNumberQuery }).strict();

export const listReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/:id/reviews',
  summary: 'Published reviews of a product, newest first',
  tag: 'reviews',
  auth: 'public',
  params: productIdParams,
  query: pageQuery,
  response: reviewListResponse,
});

const visitorName = z
  .string()
  .trim()
  .min(2, 'Adınız en az 2 karakter olmalı')
  .max(60, 'Adınız en çok 60 karakter olabilir');

export const createReviewBody = z
  .object({
    name: visitorName,
    rating: z.coerce
      .number({ error: 'Puan 1 ile 5 arasında bir tam sayı olmalı' })
      .int('Puan 1 ile 5 arasında bir tam sayı olmalı')
      .min(1, 'Puan 1 ile 5 arasında bir tam sayı olmalı')
      .max(5, 'Puan 1 ile 5 arasında bir tam sayı olmalı'),
    comment: multiline(
      z
        .string()
        .trim()
        .min(3, 'Yorumunuz en az 3 karakter olmalı')
        .max(2000, 'Yorumunuz en çok 2000 karakter olabilir'),
    ),
  })
  .strict();
export type CreateReviewInput = z.input<typeof createReviewBody>;

export const createReviewResponse = z.object({
  review: reviewItem,
  published: z
    .boolean()
    .describe(
      "true for a buyer's review of a purchased line (shown at once); false while it waits for moderation",
    ),
  rating: z.number(),
  numReviews: z.number().int(),
  ratingCounts: ratingCountsSchema,
});
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;

export const createReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/products/:id/reviews',
  summary:
    "Adds a review (rating 1–5). A signed-in buyer's review of a purchased line is published at once and updates the product's rating in the same transaction; anyone else's waits for moderation",
  tag: 'reviews',
  auth: 'public',
  params: productIdParams,
  body: createReviewBody,
  response: createReviewResponse,
});

export const questionItem = z.object({
  _id: z.number().int(),
  name: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type QuestionItem = z.infer<typeof questionItem>;

export const questionListResponse = z.object({
  ...paging,
  count: z.number().int(),
  questions: z.array(questionItem),
});
export type QuestionListResponse = z.infer<typeof questionListResponse>;

export const listQuestionsRoute = defineRoute({
  method: 'GET',
  path: '/api/products/:id/questions',
  summary: 'Questions about a product with their answers, newest first',
  tag: 'questions',
  auth: 'public',
  params: productIdParams,
  query: pageQuery,
  response: questionListResponse,
});

export const createQuestionBody = z
  .object({
    name: visitorName,
    question: multiline(
      z
        .string()
        .trim()
        .min(5, 'Sorunuz en az 5 karakter olmalı')
        .max(1000, 'Sorunuz en çok 1000 karakter olabilir'),
    ),
  })
  .strict();
export type CreateQuestionInput = z.input<typeof createQuestionBody>;

export const createQuestionRoute = defineRoute({
  method: 'POST',
  path: '/api/products/:id/questions',
  summary:
    "Asks a question about a product; the shop answers it later. A signed-in buyer's question is listed at once, anyone else's after moderation",
  tag: 'questions',
  auth: 'public',
  params: productIdParams,
  body: createQuestionBody,
  response: z.object({ question: questionItem, published: z.boolean() }),
});
