/**
 * The wholesale area's test helpers, for other areas' tests only (production code never imports
 * this file): their own front door, so that index.ts carries no test code.
 */
export { testReseller, testWholesaleSkus } from './test-support';
