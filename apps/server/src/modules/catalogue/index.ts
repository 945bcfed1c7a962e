/**
 * The catalogue area's front door: what other areas (and app.ts, http/, jobs/, seed/, tasks/,
 * bench/) may use. Inside the area, files import each other directly; from outside, only from
 * here (scripts/check-module-imports.mjs, run by `npm run lint`, refuses anything else).
 */
export { lowestPricesBefore, priceHistoryBefore, struckPrice } from './before-prices';
export { isRunningCampaign, type LineCampaign, runningLandingCampaignOf } from './campaign-window';
export { campaignStart } from './campaigns';
export { asForm, Catalogue, type CatalogueOptions } from './catalogue-service';
export { seedDemoCampaigns } from './demo-campaigns';
export { consumePostLimit, type PostLimit } from './post-limits';
export { isoTime } from './product-details';
export { listProducts } from './product-list';
export { registerCatalogueRoutes } from './routes';
export { recordSales, type SoldLine } from './sales';
export { registerSeoRoutes } from './seo-routes';
export {
  campaignIdsOf,
  firstSkuOfProduct,
  type LineOrigin,
  loadSkus,
  newLineFor,
  type PricedLine,
  type PricingMoment,
  priceLines,
  priceStoredLines,
  type SkuRecord,
  sellableSku,
  skuColumns,
} from './sku-prices';
