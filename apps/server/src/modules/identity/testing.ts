/**
 * The identity area's test helpers, for other areas' tests only (production code never imports
 * this file): their own front door, so that index.ts carries no test code.
 */
export {
  adminBearer,
  captchaValue,
  lastCode,
  SHOP_ORIGIN,
  smsTo,
  startTestShop,
  type TestShop,
  testPhone,
} from './test-support';
