import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs';
import type { MarketplaceChannel } from './channels';
import type { Marketplace, MarketplaceCode } from './marketplace';
import type { ReferenceCache } from './reference-cache';
import type { MarketplaceSettingsStore } from './settings';

export interface MarketplacesDeps {
  db: Database;
  jobs: JobQueue;
  channels: MarketplaceChannel[];
  settings: MarketplaceSettingsStore;
  cache: ReferenceCache;
  /** The shop's public address: image URLs sent to marketplaces start with it. */
  publicUrl: string;
  /** Sandbox mode: loopback http image addresses pass the https check (the stand-ins take them). */
  sandbox: boolean;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

/**
 * What the marketplaces' work needs, the same for every marketplace (MarketplacesService builds
 * it once): the dependencies, the clock, a marketplace's channel and its client.
 */
export interface MarketplaceContext extends Omit<MarketplacesDeps, 'now'> {
  now: () => Date;
  /** The channel of `code`; not set up in this shop is an error. */
  channel(code: MarketplaceCode): MarketplaceChannel;
  /** The client for the stored settings, else the sandbox stand-in, else not configured. */
  client(code: MarketplaceCode): Promise<Marketplace>;
}
