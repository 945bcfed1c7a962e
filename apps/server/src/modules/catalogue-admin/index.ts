/**
 * The catalogue-admin area's front door: what other areas (and app.ts, http/, jobs/, seed/, tasks/,
 * bench/) may use. Inside the area, files import each other directly; from outside, only from
 * here (scripts/check-module-imports.mjs, run by `npm run lint`, refuses anything else).
 */
export { applyBulkUpdate, exportSheet, previewSheet } from './bulk-update';
export { seedDemoPriceHistory } from './demo-price-history';
export { seedDemoPriceRise } from './demo-price-rise';
export { seedDemoWarehouses } from './demo-stock';
export { schedulePriceRiseJob } from './price-rises';
export { missingSafetyFields, productSafetyOf } from './product-safety';
export { listAdminProducts, sanitizeDescription } from './products';
export { registerCatalogueAdminRoutes } from './routes';
