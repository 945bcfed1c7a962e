/**
 * The orders area's test helpers, for other areas' tests only (production code never imports
 * this file): their own front door, so that index.ts carries no test code.
 */
export { orderBody } from './test-order';
export { type OrderTestShop, startOrderTestShop } from './test-order-shop';
export { prepareStockRace } from './test-race';
export { type ServerProcess, startServerProcess } from './test-server-process';
