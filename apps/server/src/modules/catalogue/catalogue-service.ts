import type {
  CatalogueWebApi,
  CreateReviewResponse,
  FormFailure,
  QuestionItem,
} from '@carsi/contract';
import { SHORT_CODE_LOOKUP_TIMEOUT_MS } from '@carsi/domain';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../http/errors';
import { HtmlCache } from '../../http/html-cache';
import { campaignedProductDetails, homeCampaign } from './campaigns';
import { CatalogueCache } from './catalogue-cache';
import { consumePostLimit, DEFAULT_POST_LIMIT, type PostLimit } from './post-limits';
import { productDetails } from './product-details';
import { listProducts, productSummaries } from './product-list';
import { createQuestion, listQuestions } from './questions';
import { createReview, listReviews } from './reviews';
import { lastMonthSales } from './sales';
import { resolveShortLink } from './short-links';

/** How long a product page's "sold in the last month" count is reused. */
const SALES_COUNT_MAX_AGE_MS = 5 * 60_000;

/** The NOTIFY channel the catalogue tables' triggers announce changes on. */
export const CATALOGUE_CHANNEL = 'carsi_catalogue';

/**
 * The products whose stock alone changed, from a notification 'stock:12,40' (migration 0034);
 * null for any other message (a table name: everything may have changed).
 */
export function stockChangeOf(payload: string): number[] | null {
  const match = /^stock:(\d+(?:,\d+)*)$/.exec(payload);
  return match?.[1] ? match[1].split(',').map(Number) : null;
}

export interface CatalogueOptions {
  postLimit?: PostLimit;
}

/**
 * The catalogue area: its cache (kept fresh by the database's change notifications) and the
 * operations both the JSON API and server rendering use.
 */
export class Catalogue {
  readonly cache = new CatalogueCache();
  /** Anonymous storefront pages are built from the catalogue: they go when it changes. */
  readonly htmlCache = new HtmlCache();
  readonly postLimit: PostLimit;
  /** The products each page's catalogue reads showed in detail (its cached HTML's tags). */
  private readonly detailsRead = new WeakMap<CatalogueWebApi, Set<number>>();

  constructor(
    readonly database: DatabaseHandle,
    options: CatalogueOptions = {},
  ) {
    this.postLimit = options.postLimit ?? DEFAULT_POST_LIMIT;
    this.cache.onInvalidate(() => this.htmlCache.invalidate());
    this.cache.onInvalidateProducts((ids) => this.htmlCache.invalidateProducts(ids));
    database.listen(
      CATALOGUE_CHANNEL,
      (payload) => {
        const stockOf = stockChangeOf(payload);
        if (stockOf) this.cache.invalidateProducts(stockOf);
        else this.cache.invalidate();
      },
      () => this.cache.invalidate(),
    );
  }

  /** The products a page rendered with `forWeb`'s answer showed in detail (product pages). */
  productsShownBy(api: CatalogueWebApi): readonly number[] {
    return [...(this.detailsRead.get(api) ?? [])];
  }

  get db() {
    return this.database.db;
  }

  /** Cached read for in-process callers (pages); same keys as the API's so both share entries. */
  async read<T>(
    key: string,
    load: () => Promise<{ value: T; expiresAt?: number | undefined }>,
    productId?: number,
  ) {
    return (await this.cache.remember(key, load, productId)).value;
  }

  /** `customerId`: the signed-in customer, whose review of a purchased line is published. */
  async addReview(
    productId: number,
    input: unknown,
    ip: string,
    customerId: string | null = null,
  ): Promise<CreateReviewResponse> {
    await consumePostLimit(this.db, 'review', ip, this.postLimit);
    const result = await createReview(this.db, productId, input, customerId);
    // The trigger's NOTIFY reaches every process; dropping here too makes this process's next
    // read (the page reloading after the post) fresh without waiting for it.
    this.cache.invalidate();
    return result;
  }

  async addQuestion(
    productId: number,
    input: unknown,
    ip: string,
    customerId: string | null = null,
  ) {
    await consumePostLimit(this.db, 'question', ip, this.postLimit);
    const result = await createQuestion(this.db, productId, input, customerId);
    this.cache.invalidate();
    return result;
  }

  /** The catalogue as server-rendered pages of one request see it. */
  forWeb(clientIp: string, customerId: string | null = null): CatalogueWebApi {
    const db = this.db;
    const keyed = (path: string, params: unknown, query: unknown = null) =>
      `${path}|${JSON.stringify(params)}|${JSON.stringify(query)}`;
    const shown = new Set<number>();
    const details = <T>(path: string, id: number, load: () => Promise<{ value: T }>) => {
      shown.add(id);
      return this.read(keyed(path, { id }), load, id);
    };
    const api: CatalogueWebApi = {
      listProducts: (query) =>
        this.read(
          keyed('/api/products/', null, {
            ...(query.keyword ? { keyword: query.keyword } : {}),
            pageNumber: query.pageNumber,
          }),
          async () => ({ value: await listProducts(db, query) }),
        ),
      productDetails: (id) =>
        details('/api/products/productdetails/:id', id, async () => ({
          value: await productDetails(db, id),
        })),
      campaignedProductDetails: (id) =>
        details('/api/products/campaignedproductdetails/:id', id, () =>
          campaignedProductDetails(db, id),
        ),
      homeCampaign: () =>
        this.read(keyed('/api/products/campaignedfreeproduct', null), () => homeCampaign(db)),
      sideProducts: async (ids) =>
        (
          await this.read(
            keyed('/api/products/sideproductslist/', null, { sideProductIds: ids }),
            async () => ({
              value: { products: await productSummaries(db, ids) },
            }),
          )
        ).products,
      reviews: (id, pageNumber) =>
        this.read(keyed('/api/products/:id/reviews', { id }, { pageNumber }), async () => ({
          value: await listReviews(db, id, pageNumber),
        })),
      questions: (id, pageNumber) =>
        this.read(keyed('/api/products/:id/questions', { id }, { pageNumber }), async () => ({
          value: await listQuestions(db, id, pageNumber),
        })),
      // The count may lag by a few minutes, like the cached pages that show it; a sale that
      // changes the product's stock drops it sooner.
      lastMonthSales: (id) =>
        this.read(
          keyed('/api/lastMonthSales/bringInLastMonthsSales', null, { productId: id }),
          async () => ({
            value: (await lastMonthSales(db, id, 1)) ?? 0,
            expiresAt: Date.now() + SALES_COUNT_MAX_AGE_MS,
          }),
          id,
        ),
      resolveShortLink: (code) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), SHORT_CODE_LOOKUP_TIMEOUT_MS);
        });
        const lookup = this.read(keyed('/api/products/shortcode/:code', { code }), async () => ({
          value: await resolveShortLink(db, code),
        }));
        return Promise.race([lookup, timeout]).finally(() => clearTimeout(timer));
      },
      createReview: (id, input) =>
        asForm(() => this.addReview(id, input, clientIp, customerId)) as Promise<
          ({ ok: true } & CreateReviewResponse) | FormFailure
        >,
      createQuestion: (id, input) =>
        asForm(() => this.addQuestion(id, input, clientIp, customerId)) as Promise<
          { ok: true; question: QuestionItem; published: boolean } | FormFailure
        >,
    };
    this.detailsRead.set(api, shown);
    return api;
  }
}

/** Runs a post; refusals (400/404/429) become a FormFailure the page shows by its fields. */
export async function asForm<T extends object>(run: () => Promise<T>) {
  try {
    return { ok: true as const, ...(await run()) };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.errors ?? []) {
      const name = issue.field.replace(/^body\./, '');
      fields[name] ??= issue.message;
    }
    return { ok: false as const, status: error.statusCode, message: error.message, fields };
  }
}
