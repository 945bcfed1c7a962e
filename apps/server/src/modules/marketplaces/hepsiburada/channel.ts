import type { MarketplaceChannel } from '../channels';
import type { MarketplaceLimiter } from '../limiter';
import type { MarketplaceCredentials } from '../marketplace';
import {
  HEPSIBURADA_PRODUCTION_HOSTS,
  HEPSIBURADA_TEST_HOSTS,
  HepsiburadaClient,
  type HepsiburadaHosts,
} from './client';

/** Where the Hepsiburada stand-in lives inside this server; its three hosts are path prefixes. */
export const HEPSIBURADA_SANDBOX_PATH = '/__sandbox/hepsiburada';

export const hepsiburadaSandboxHosts = (origin: string): HepsiburadaHosts => ({
  catalogue: `${origin}${HEPSIBURADA_SANDBOX_PATH}/mpop`,
  listing: `${origin}${HEPSIBURADA_SANDBOX_PATH}/listing-external`,
  orders: `${origin}${HEPSIBURADA_SANDBOX_PATH}/oms-external`,
});

/** The manufacturer information Hepsiburada's home-textile categories ask for. */
export const HEPSIBURADA_SAFETY_ATTRIBUTES = [{ id: 'uretici_bilgisi', label: 'Üretici bilgisi' }];

export interface HepsiburadaChannelOptions {
  limiter: MarketplaceLimiter;
  /** Sandbox mode: the stand-in's merchant and this server's own origin. */
  sandbox: {
    merchantId: string;
    serviceKey: string;
    userAgent: string;
    origin: () => string;
  } | null;
  timeoutMs?: number;
}

/**
 * Hepsiburada's settings map onto the shared ones: seller id = merchant id, API secret = the
 * service key, API key = the integrator's developer user name (sent as User-Agent unless a
 * separate User-Agent is stored).
 */
export function hepsiburadaChannel(options: HepsiburadaChannelOptions): MarketplaceChannel {
  const common = {
    limiter: options.limiter,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  const sandbox = options.sandbox;
  return {
    code: 'hepsiburada',
    label: 'Hepsiburada',
    profile: {
      titleMax: 200,
      descriptionMax: 65_000,
      maxImages: 5,
      minImageWidth: 500,
      minImageHeight: 500,
      requireHttps: true,
    },
    safetyAttributes: HEPSIBURADA_SAFETY_ATTRIBUTES,
    addressesRequired: false,
    create(credentials: MarketplaceCredentials) {
      return new HepsiburadaClient({
        hosts:
          credentials.environment === 'production'
            ? HEPSIBURADA_PRODUCTION_HOSTS
            : HEPSIBURADA_TEST_HOSTS,
        merchantId: credentials.sellerId,
        serviceKey: credentials.apiSecret,
        userAgent: credentials.userAgent?.trim() || credentials.apiKey,
        ...common,
      });
    },
    sandbox: sandbox
      ? {
          sellerId: sandbox.merchantId,
          create: () =>
            new HepsiburadaClient({
              hosts: () => hepsiburadaSandboxHosts(sandbox.origin()),
              merchantId: sandbox.merchantId,
              serviceKey: sandbox.serviceKey,
              userAgent: sandbox.userAgent,
              ...common,
            }),
        }
      : null,
  };
}
