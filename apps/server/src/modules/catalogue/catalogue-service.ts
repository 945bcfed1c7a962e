import type {
  CatalogueWebApi,
  CreateReviewResponse,
  FormFailure,
  HomeCampaign,
  QuestionItem,
} from '@carsi/contract';
import { SHORT_CODE_LOOKUP_TIMEOUT_MS } from '@carsi/domain';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../http/errors';
import { HtmlCache, type ShownProducts } from '../../http/html-cache';
import { campaignedProductDetails, homeCampaign } from './campaigns';
import { type AnswerTags, CatalogueCache, showsNoProduct } from './catalogue-cache';
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
 * What a notification says changed: 'stock:12,40' those products' stock alone (migration 0034),
 * 'price:12,40' their prices (and maybe stock, migration 0035); null for any other message (a
 * table name: everything may have changed).
 */
export function catalogueChangeOf(
  payload: string,
): { kind: 'stock' | 'price'; productIds: number[] } | null {
  const match = /^(stock|price):(\d+(?:,\d+)*)$/.exec(payload);
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as 'stock' | 'price', productIds: match[2].split(',').map(Number) };
}

/** The products a list of cards shows (product lists, search, side products). */
export const showsCards = (value: { products: readonly { _id: number }[] } | null) =>
  value?.products.map((product) => product._id) ?? [];

/** The gift product the home page's campaign banner shows. */
export const showsGift = (value: HomeCampaign | null) =>
  value?.item ? [value.item.product._id] : [];

export interface CatalogueOptions {
  /** Reviews and questions per visitor IP; null: none (IP_RATE_LIMITS=off, end-to-end runs). */
  postLimit?: PostLimit | null;
  /** Memory for both caches (CACHE_MEMORY_MB): half the answers, half the pages (gzipped). */
  cacheBytes?: number;
}

const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The catalogue area: its cache (kept fresh by the database's change notifications) and the
 * operations both the JSON API and server rendering use.
 */
export class Catalogue {
  readonly cache: CatalogueCache;
  /** Anonymous storefront pages are built from the catalogue: they go when it changes. */
  readonly htmlCache: HtmlCache;
  readonly postLimit: PostLimit | null;
  /** What each page's catalogue reads showed (its cached HTML's tags). */
  private readonly shownByPage = new WeakMap<CatalogueWebApi, () => ShownProducts>();

  constructor(
    readonly database: DatabaseHandle,
    options: CatalogueOptions = {},
  ) {
    this.postLimit = options.postLimit === undefined ? DEFAULT_POST_LIMIT : options.postLimit;
    const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
    this.cache = new CatalogueCache(Math.round(cacheBytes / 2));
    this.htmlCache = new HtmlCache({ maxBytes: Math.round(cacheBytes / 2) });
    this.cache.onInvalidate(() => this.htmlCache.invalidate());
    this.cache.onInvalidateProducts((ids) => this.htmlCache.invalidateProducts(ids));
    this.cache.onInvalidateShowing((ids) => this.htmlCache.invalidateShowing(ids));
    database.listen(
      CATALOGUE_CHANNEL,
      (payload) => {
        const change = catalogueChangeOf(payload);
        if (change?.kind === 'stock') this.cache.invalidateProducts(change.productIds);
        else if (change?.kind === 'price') this.cache.invalidateShowing(change.productIds);
        else this.cache.invalidate();
      },
      () => this.cache.invalidate(),
    );
  }

  /** The products a page rendered with `forWeb`'s answer showed; unknown: any product. */
  productsShownBy(api: CatalogueWebApi): ShownProducts {
    return this.shownByPage.get(api)?.() ?? { inDetail: [], all: null };
  }

  get db() {
    return this.database.db;
  }

  /** `customerId`: the signed-in customer, whose review of a purchased line is published. */
  async addReview(
    productId: number,
    input: unknown,
    ip: string,
    customerId: string | null = null,
  ): Promise<CreateReviewResponse> {
    if (this.postLimit) await consumePostLimit(this.db, 'review', ip, this.postLimit);
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
    if (this.postLimit) await consumePostLimit(this.db, 'question', ip, this.postLimit);
    const result = await createQuestion(this.db, productId, input, customerId);
    this.cache.invalidate();
    return result;
  }

  /** The catalogue as server-rendered pages of one request see it. */
  forWeb(clientIp: string, customerId: string | null = null): CatalogueWebApi {
    const db = this.db;
    const keyed = (path: string, params: unknown, query: unknown = null) =>
      `${path}|${JSON.stringify(params)}|${JSON.stringify(query)}`;
    // What this page's reads showed: the tags its cached HTML is dropped by.
    const inDetail = new Set<number>();
    const all = new Set<number>();
    let anyProduct = false;
    // Same keys as the API's, so pages and the API share entries.
    const read = async <T>(
      key: string,
      load: () => Promise<{ value: T; expiresAt?: number | undefined }>,
      tags: AnswerTags<T> = {},
    ) => {
      const { value, shown } = await this.cache.remember(key, load, tags);
      for (const id of shown.inDetail) inDetail.add(id);
      if (shown.all === null) anyProduct = true;
      else for (const id of shown.all) all.add(id);
      return value;
    };
    const details = <T>(path: string, id: number, load: () => Promise<{ value: T }>) =>
      read(keyed(path, { id }), load, { detailsOf: id });
    const api: CatalogueWebApi = {
      listProducts: (query) =>
        read(
          keyed('/api/products/', null, {
            ...(query.keyword ? { keyword: query.keyword } : {}),
            pageNumber: query.pageNumber,
          }),
          async () => ({ value: await listProducts(db, query) }),
          { shows: showsCards },
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
        read(keyed('/api/products/campaignedfreeproduct', null), () => homeCampaign(db), {
          shows: showsGift,
        }),
      sideProducts: async (ids) =>
        (
          await read(
            keyed('/api/products/sideproductslist/', null, { sideProductIds: ids }),
            async () => ({
              value: { products: await productSummaries(db, ids) },
            }),
            { shows: showsCards },
          )
        ).products,
      reviews: (id, pageNumber) =>
        read(
          keyed('/api/products/:id/reviews', { id }, { pageNumber }),
          async () => ({ value: await listReviews(db, id, pageNumber) }),
          { shows: showsNoProduct },
        ),
      questions: (id, pageNumber) =>
        read(
          keyed('/api/products/:id/questions', { id }, { pageNumber }),
          async () => ({ value: await listQuestions(db, id, pageNumber) }),
          { shows: showsNoProduct },
        ),
      // The count may lag by a few minutes, like the cached pages that show it; a sale that
      // changes the product's stock drops it sooner.
      lastMonthSales: (id) =>
        read(
          keyed('/api/lastMonthSales/bringInLastMonthsSales', null, { productId: id }),
          async () => ({
            value: (await lastMonthSales(db, id, 1)) ?? 0,
            expiresAt: Date.now() + SALES_COUNT_MAX_AGE_MS,
          }),
          { detailsOf: id },
        ),
      resolveShortLink: (code) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), SHORT_CODE_LOOKUP_TIMEOUT_MS);
        });
        const lookup = read(
          keyed('/api/products/shortcode/:code', { code }),
          async () => ({ value: await resolveShortLink(db, code) }),
          { shows: showsNoProduct },
        );
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
    this.shownByPage.set(api, () => ({
      inDetail: [...inDetail],
      all: anyProduct ? null : [...all],
    }));
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
