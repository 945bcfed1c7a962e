import { cardPaymentRoutes } from './api/card-payment';
import { cartRoutes } from './api/cart';
import { formRoutes } from './api/forms';
import { healthLiveRoute, healthReadyRoute, healthRoute } from './api/health';
import { identityRoutes } from './api/identity';
import { jobRoutes } from './api/jobs';
import { orderRoutes } from './api/orders';
import {
  campaignedProductDetailsRoute,
  campaignSkuPriceRoute,
  homeCampaignRoute,
  lastMonthSalesRoute,
  listProductsRoute,
  productDetailsRoute,
  shortLinkRoute,
  sideProductsRoute,
  skuDetailsRoute,
  skuPriceRoute,
} from './api/products';
import {
  createQuestionRoute,
  createReviewRoute,
  listQuestionsRoute,
  listReviewsRoute,
} from './api/reviews';
import { supportRoutes } from './api/support';
import { createVisitorRoute, updateExtraDiscountShownRoute } from './api/visitors';
import type { ApiRoute } from './define';

export * from './access';
export * from './api/card-payment';
export * from './api/cart';
export * from './api/common';
export * from './api/forms';
export * from './api/health';
export * from './api/identity';
export * from './api/jobs';
export * from './api/orders';
export * from './api/products';
export * from './api/reviews';
export * from './api/support';
export * from './api/visitors';
export * from './catalogue-constants';
export * from './catalogue-web';
export * from './define';
export * from './errors';
export * from './images';
export * from './openapi';
export * from './pages';
export * from './text-input';
export * from './web-context';

/** Every endpoint of the JSON API, in the order the OpenAPI document lists them. */
export const apiRoutes: readonly ApiRoute[] = [
  healthRoute,
  healthLiveRoute,
  healthReadyRoute,
  listProductsRoute,
  productDetailsRoute,
  campaignedProductDetailsRoute,
  homeCampaignRoute,
  skuPriceRoute,
  campaignSkuPriceRoute,
  sideProductsRoute,
  skuDetailsRoute,
  shortLinkRoute,
  lastMonthSalesRoute,
  listReviewsRoute,
  createReviewRoute,
  listQuestionsRoute,
  createQuestionRoute,
  ...cartRoutes,
  ...orderRoutes,
  ...cardPaymentRoutes,
  ...identityRoutes,
  ...jobRoutes,
  ...supportRoutes,
  ...formRoutes,
  createVisitorRoute,
  updateExtraDiscountShownRoute,
];
