/**
 * Pricing, the cart's one way to prices: catalogue prices for each line (SKU records, landing
 * campaigns, time-limited discounts; catalogue/sku-prices.ts) and the promotions on a whole
 * cart (campaign gift, discount codes; priceCart). It reads the catalogue and promotions; they
 * never read the cart, so the three import no cycle. Other areas import only from here.
 */
export {
  firstSkuOfProduct,
  type LineCampaign,
  type LineOrigin,
  loadSkus,
  newLineFor,
  type PricedLine,
  type PricingMoment,
  priceLines,
  runningLandingCampaignOf,
  type SkuRecord,
} from '../catalogue/index';
export { type CartCodes, dropCode, enterCode, withCampaignGift } from '../promotions/index';
export { CartPrices, type CatalogueChanges } from './cart-prices';
export { type PricedCart, priceCart } from './price-cart';
