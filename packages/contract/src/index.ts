import { addOnOrderRoutes } from './api/add-on-orders';
import { adminCatalogueRoutes } from './api/admin-catalogue';
import { customerServiceAdminRoutes } from './api/admin-customer-service';
import { adminNotificationRoutes } from './api/admin-notifications';
import { adminOrderRoutes, shopperOrderChangeRoutes } from './api/admin-orders';
import { campaignRoutes } from './api/campaigns';
import { cardPaymentRoutes } from './api/card-payment';
import { cartRoutes } from './api/cart';
import { formRoutes } from './api/forms';
import { healthLiveRoute, healthReadyRoute, healthRoute } from './api/health';
import { identityRoutes } from './api/identity';
import { invoiceAdminRoutes } from './api/invoices';
import { jobRoutes } from './api/jobs';
import {
  hepsiburadaRoutes,
  marketplaceAdminRoutes,
  trendyolRoutes,
} from './api/marketplaces/index';
import { metaRoutes } from './api/meta';
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
import { promotionRoutes } from './api/promotions';
import { reportRoutes } from './api/reports';
import { returnRoutes } from './api/returns';
import {
  createQuestionRoute,
  createReviewRoute,
  listQuestionsRoute,
  listReviewsRoute,
} from './api/reviews';
import { sellerIdentityRoutes } from './api/seller-identity';
import { shippingRoutes } from './api/shipping';
import { staffRoutes } from './api/staff';
import { storefrontPersonalRoute } from './api/storefront';
import { supportRoutes } from './api/support';
import { createVisitorRoute, updateExtraDiscountShownRoute } from './api/visitors';
import { wholesaleRoutes } from './api/wholesale';
import type { ApiRoute } from './define';

export * from './access';
export * from './api/add-on-orders';
export * from './api/admin-catalogue';
export * from './api/admin-customer-service';
export * from './api/admin-notifications';
export * from './api/admin-orders';
export * from './api/campaigns';
export * from './api/card-payment';
export * from './api/cart';
export * from './api/common';
export * from './api/forms';
export * from './api/health';
export * from './api/identity';
export * from './api/invoices';
export * from './api/jobs';
export * from './api/marketplaces/index';
export * from './api/meta';
export * from './api/orders';
export * from './api/products';
export * from './api/promotions';
export * from './api/reports';
export * from './api/returns';
export * from './api/reviews';
export * from './api/seller-identity';
export * from './api/shipping';
export * from './api/staff';
export * from './api/storefront';
export * from './api/support';
export * from './api/visitors';
export * from './api/wholesale';
export * from './catalogue-constants';
export * from './catalogue-web';
export * from './define';
export * from './endpoint-access';
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
  ...addOnOrderRoutes,
  ...shopperOrderChangeRoutes,
  ...adminOrderRoutes,
  ...cardPaymentRoutes,
  ...identityRoutes,
  ...staffRoutes,
  ...jobRoutes,
  ...invoiceAdminRoutes,
  ...customerServiceAdminRoutes,
  ...adminNotificationRoutes,
  ...supportRoutes,
  ...returnRoutes,
  ...shippingRoutes,
  ...formRoutes,
  ...promotionRoutes,
  ...campaignRoutes,
  createVisitorRoute,
  updateExtraDiscountShownRoute,
  storefrontPersonalRoute,
  ...wholesaleRoutes,
  ...metaRoutes,
  ...adminCatalogueRoutes,
  ...marketplaceAdminRoutes,
  ...trendyolRoutes,
  ...hepsiburadaRoutes,
  ...reportRoutes,
  ...sellerIdentityRoutes,
];
