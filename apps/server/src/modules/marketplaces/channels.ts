import type { ListingCheckProfile, SafetyAttribute } from '@carsi/domain';
import type { Marketplace, MarketplaceCode, MarketplaceCredentials } from './marketplace';

/**
 * What the shared code needs to know of one marketplace besides its client: its limits for the
 * pre-upload check, its product-safety attributes, whether addresses are required, and how to
 * build a client from stored credentials (or for the sandbox stand-in).
 */
export interface MarketplaceChannel {
  code: MarketplaceCode;
  label: string;
  profile: ListingCheckProfile;
  safetyAttributes: SafetyAttribute[];
  addressesRequired: boolean;
  /** The marketplace's client for stored credentials. */
  create(credentials: MarketplaceCredentials): Marketplace;
  /** Sandbox mode: the stand-in's client and seller id; null in a real shop. */
  sandbox: { sellerId: string; create(): Marketplace } | null;
}
