/**
 * The promotions area's front door: what other areas (and app.ts, http/, jobs/, seed/, tasks/,
 * bench/) may use. Inside the area, files import each other directly; from outside, only from
 * here (scripts/check-module-imports.mjs, run by `npm run lint`, refuses anything else).
 */
export {
  type CartCodes,
  type CodeUser,
  cartCodes,
  dropCode,
  enterCode,
  NO_CODES,
  orderCodeRefused,
  redeemCodes,
} from './cart-codes';
export { seedDemoPromotions } from './demo-promotions';
export { customerGotDiscount } from './discount-history';
export { giftLineOf, withCampaignGift } from './gift';
export { createPromotionServices, registerPromotionRoutes } from './routes';
export { storefrontPromotions } from './storefront';
export { claimSurpriseDiscount } from './surprise';
