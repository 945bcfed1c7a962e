/**
 * The wholesale area's front door: what other areas (and app.ts, http/, jobs/, seed/, tasks/,
 * bench/) may use. Inside the area, files import each other directly; from outside, only from
 * here (scripts/check-module-imports.mjs, run by `npm run lint`, refuses anything else).
 */
export { scheduleWholesaleCardHold } from './card-hold';
export { WHOLESALE_THREE_DS_CALLBACK_PATH, WholesaleCardPayments } from './card-payment';
export { seedDemoWholesale } from './demo-wholesale';
export { registerWholesaleRoutes, wholesaleCardCalls, wholesaleSkuPricing } from './routes';
