/**
 * The marketplaces area's front door (Trendyol, Hepsiburada): the neutral `Marketplace`
 * interface each client implements, the shared limiter, retry, settings, reference cache,
 * checks, uploads and jobs. Other areas and app.ts import only from here.
 */
export {
  createMarketplacesArea,
  type MarketplacesArea,
  type MarketplacesAreaOptions,
} from './area';
export type { MarketplaceChannel } from './channels';
export { marketplaceErrorCodes, marketplaceErrors, marketplaceErrorToAppError } from './errors';
export { type MarketplaceRequest, marketplaceFetch } from './http';
export { marketplacePollQueue, marketplaceSweepQueue, marketplaceUploadQueue } from './jobs';
export { LocalCounter, MarketplaceLimiter, type RateLimit, type SharedCounter } from './limiter';
export * from './marketplace';
export type { MatchInput } from './match';
export { REFERENCE_TTL_MS, ReferenceCache } from './reference-cache';
export { type RetryOptions, withRetry } from './retry';
export { maskSecret, SecretBox } from './secrets';
export { MarketplacesService } from './service';
export { MarketplaceSettingsStore } from './settings';
export { TRENDYOL_SANDBOX_PATH, trendyolChannel } from './trendyol/channel';
export { TRENDYOL_PRODUCTION_URL, TRENDYOL_STAGE_URL, TrendyolClient } from './trendyol/client';
export type { UploadView } from './upload-results';
