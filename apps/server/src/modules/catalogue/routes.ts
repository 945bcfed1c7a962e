import {
  campaignedProductDetailsRoute,
  campaignSkuPriceRoute,
  createQuestionRoute,
  createReviewRoute,
  homeCampaignRoute,
  lastMonthSalesRoute,
  listProductsRoute,
  listQuestionsRoute,
  listReviewsRoute,
  productDetailsRoute,
  shortLinkRoute,
  sideProductsRoute,
  skuDetailsRoute,
  skuPriceRoute,
  type WholesaleProductView,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { registerCachedRoute } from './cached-route';
import { campaignedProductDetails, homeCampaign, skuPrice } from './campaigns';
import { showsNoProduct } from './catalogue-cache';
import { type Catalogue, showsCards, showsGift } from './catalogue-service';
import { productDetails, skuDetails } from './product-details';
import { listProducts, productSummaries } from './product-list';
import { listQuestions } from './questions';
import { listReviews } from './reviews';
import { lastMonthSales } from './sales';
import { resolveShortLink } from './short-links';

/** The signed-in customer of a request, if any (identity module's optionalCustomer). */
export type CatalogueCustomerOf = (request: FastifyRequest) => Promise<{ id: string } | null>;

/**
 * A wholesale session's price of one SKU for skudetails (the wholesale token is optional
 * there): undefined without a wholesale session, null when the SKU is not sold wholesale.
 */
export type CatalogueWholesaleSkuOf = (
  request: FastifyRequest,
  productId: number,
  skuCode: string,
) => Promise<WholesaleProductView | null | undefined>;

/** `customerOf` lets a signed-in buyer's review or question be published without moderation. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  catalogue: Catalogue,
  customerOf?: CatalogueCustomerOf,
  wholesaleSkuOf?: CatalogueWholesaleSkuOf,
): void {
  const { db, cache } = catalogue;
  const value = async <T>(promise: Promise<T>) => ({ value: await promise });

  registerCachedRoute(
    app,
    listProductsRoute,
    cache,
    ({ query }) => value(listProducts(db, query)),
    {
      tags: () => ({ shows: showsCards }),
    },
  );
  const byId = { tags: ({ params }: { params: { id: number } }) => ({ detailsOf: params.id }) };
  const byProductId = {
    tags: ({ params }: { params: { productId: number } }) => ({ detailsOf: params.productId }),
  };
  const noProduct = { tags: () => ({ shows: showsNoProduct }) };
  registerCachedRoute(
    app,
    productDetailsRoute,
    cache,
    ({ params }) => value(productDetails(db, params.id)),
    byId,
  );
  registerCachedRoute(
    app,
    campaignedProductDetailsRoute,
    cache,
    ({ params }) => campaignedProductDetails(db, params.id),
    byId,
  );
  registerCachedRoute(app, homeCampaignRoute, cache, () => homeCampaign(db), {
    tags: () => ({ shows: showsGift }),
  });
  registerCachedRoute(
    app,
    skuPriceRoute,
    cache,
    ({ params }) => skuPrice(db, params.productId, params.skuId, { campaign: false }),
    byProductId,
  );
  registerCachedRoute(
    app,
    campaignSkuPriceRoute,
    cache,
    ({ params }) => skuPrice(db, params.productId, params.skuId, { campaign: true }),
    byProductId,
  );
  registerCachedRoute(
    app,
    sideProductsRoute,
    cache,
    async ({ query }) => ({
      value: { products: await productSummaries(db, query.sideProductIds) },
    }),
    { tags: () => ({ shows: showsCards }) },
  );
  registerCachedRoute(
    app,
    skuDetailsRoute,
    cache,
    ({ params }) => value(skuDetails(db, params.productId, params.skuCode)),
    {
      ...byProductId,
      personal: async ({ params }, request) => {
        const wholesale = await wholesaleSkuOf?.(request, params.productId, params.skuCode);
        if (wholesale === undefined) return undefined;
        const details = await skuDetails(db, params.productId, params.skuCode);
        return { value: details ? { ...details, wholesale } : null };
      },
    },
  );
  registerCachedRoute(
    app,
    shortLinkRoute,
    cache,
    ({ params }) => value(resolveShortLink(db, params.code)),
    { notFoundMessage: 'Bu kısa koda ait ürün bulunamadı.', ...noProduct },
  );
  registerCachedRoute(
    app,
    listReviewsRoute,
    cache,
    ({ params, query }) => value(listReviews(db, params.id, query.pageNumber)),
    noProduct,
  );
  registerCachedRoute(
    app,
    listQuestionsRoute,
    cache,
    ({ params, query }) => value(listQuestions(db, params.id, query.pageNumber)),
    noProduct,
  );

  // Sales change with every order, not with the catalogue: read each time, cached briefly by clients.
  registerRoute(app, lastMonthSalesRoute, async ({ query }, { reply }) => {
    const count = await lastMonthSales(db, query.productId, query.lastMonth);
    if (count === null) throw notFound('Ürün bulunamadı.');
    reply.header('cache-control', 'public, max-age=300');
    return { productId: query.productId, lastMonth: query.lastMonth, count };
  });

  registerRoute(app, createReviewRoute, async ({ params, body }, { request, reply }) => {
    const customer = (await customerOf?.(request)) ?? null;
    const result = await catalogue.addReview(params.id, body, request.ip, customer?.id ?? null);
    reply.code(201);
    return result;
  });
  registerRoute(app, createQuestionRoute, async ({ params, body }, { request, reply }) => {
    const customer = (await customerOf?.(request)) ?? null;
    const result = await catalogue.addQuestion(params.id, body, request.ip, customer?.id ?? null);
    reply.code(201);
    return result;
  });
}
