import type {
  CampaignedProductDetails,
  HomeCampaign,
  ProductDetails,
  ProductListResponse,
  ProductSummary,
  ShortLinkTarget,
} from './api/products';
import type {
  CreateQuestionInput,
  CreateReviewInput,
  CreateReviewResponse,
  QuestionItem,
  QuestionListResponse,
  ReviewListResponse,
} from './api/reviews';

/** A refused form post, as the catalogue pages show it next to the fields. */
export interface FormFailure {
  ok: false;
  status: number;
  message: string;
  /** Field name (without `body.`) → message. */
  fields: Record<string, string>;
}

/**
 * The catalogue as server-rendered pages reach it (in process, same shapes as the JSON API).
 * Reads return null where the API answers 404.
 */
export interface CatalogueWebApi {
  listProducts(query: { keyword?: string; pageNumber: number }): Promise<ProductListResponse>;
  productDetails(id: number): Promise<ProductDetails | null>;
  campaignedProductDetails(id: number): Promise<CampaignedProductDetails | null>;
  homeCampaign(): Promise<HomeCampaign>;
  sideProducts(ids: readonly number[]): Promise<ProductSummary[]>;
  reviews(id: number, pageNumber: number): Promise<ReviewListResponse | null>;
  questions(id: number, pageNumber: number): Promise<QuestionListResponse | null>;
  lastMonthSales(id: number): Promise<number>;
  /** Short product code or model code → product page; null when unknown or too slow (1 s). */
  resolveShortLink(code: string): Promise<ShortLinkTarget | null>;
  /** Rate-limited per visitor IP; validation failures come back as a FormFailure. */
  createReview(
    id: number,
    input: Partial<Record<keyof CreateReviewInput, unknown>>,
  ): Promise<({ ok: true } & CreateReviewResponse) | FormFailure>;
  createQuestion(
    id: number,
    input: Partial<Record<keyof CreateQuestionInput, unknown>>,
  ): Promise<{ ok: true; question: QuestionItem; published: boolean } | FormFailure>;
}
