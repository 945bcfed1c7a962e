import type { MarketplaceChannel } from '../channels';
import type { MarketplaceLimiter, SharedCounter } from '../limiter';
import type { MarketplaceCredentials } from '../marketplace';
import { TRENDYOL_PRODUCTION_URL, TRENDYOL_STAGE_URL, TrendyolClient } from './client';

/** Where the Trendyol stand-in lives inside this server (sandbox prefix + provider + base path). */
export const TRENDYOL_SANDBOX_PATH = '/__sandbox/trendyol/integration';

/** Trendyol's product-safety attributes (since March 2025): manufacturer, importer, warnings. */
export const TRENDYOL_SAFETY_ATTRIBUTES = [
  { id: '1198', label: 'Üretici bilgisi' },
  { id: '1216', label: 'İthalatçı / yetkili temsilci' },
  { id: '1116', label: 'Kullanım uyarıları' },
];

export interface TrendyolChannelOptions {
  limiter: MarketplaceLimiter;
  counter: SharedCounter;
  /** Sandbox mode: the stand-in's seller and this server's own origin. */
  sandbox: { sellerId: string; apiKey: string; apiSecret: string; origin: () => string } | null;
  timeoutMs?: number;
}

export function trendyolChannel(options: TrendyolChannelOptions): MarketplaceChannel {
  const common = {
    limiter: options.limiter,
    sentBodies: options.counter,
    // Short in-process retries (a staff screen waits on them); the upload and polling jobs
    // retry again later through pg-boss.
    retry: { attempts: 3, baseDelayMs: 250, maxDelayMs: 2_000 },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  const sandbox = options.sandbox;
  return {
    code: 'trendyol',
    label: 'Trendyol',
    profile: {
      titleMax: 100,
      descriptionMax: 30_000,
      maxImages: 8,
      // Trendyol asks for 1200×1800; the shop stores variants up to 960 px wide, so the check
      // holds images to a smaller floor it can meet (see docs/decisions/marketplaces.md).
      minImageWidth: 600,
      minImageHeight: 600,
      requireHttps: true,
    },
    safetyAttributes: TRENDYOL_SAFETY_ATTRIBUTES,
    addressesRequired: true,
    create(credentials: MarketplaceCredentials) {
      return new TrendyolClient({
        baseUrl:
          credentials.environment === 'production' ? TRENDYOL_PRODUCTION_URL : TRENDYOL_STAGE_URL,
        sellerId: credentials.sellerId,
        apiKey: credentials.apiKey,
        apiSecret: credentials.apiSecret,
        ...common,
      });
    },
    sandbox: sandbox
      ? {
          sellerId: sandbox.sellerId,
          create: () =>
            new TrendyolClient({
              baseUrl: () => `${sandbox.origin()}${TRENDYOL_SANDBOX_PATH}`,
              sellerId: sandbox.sellerId,
              apiKey: sandbox.apiKey,
              apiSecret: sandbox.apiSecret,
              ...common,
            }),
        }
      : null,
  };
}
