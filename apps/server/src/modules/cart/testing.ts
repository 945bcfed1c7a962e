/**
 * The cart area's test helpers, for other areas' tests only (production code never imports
 * this file): their own front door, so that index.ts carries no test code.
 */
export { signInCustomer, startMultiDeviceShop, testBrowser } from './test-browser';
export { seedTestCatalogue, startLandingCampaign, type TestCatalogue } from './test-catalogue';
export { type Method, testVisitor, untilCampaignSells } from './test-visitor';
