import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import type { IdentityDeps } from '../identity/index';
import type { MarketplaceChannel } from './channels';
import { hepsiburadaChannel } from './hepsiburada/channel';
import { registerHepsiburadaRoutes } from './hepsiburada/routes';
import { marketplacePollQueue, marketplaceSweepQueue, marketplaceUploadQueue } from './jobs';
import { MarketplaceLimiter, type SharedCounter } from './limiter';
import { ReferenceCache } from './reference-cache';
import { registerMarketplaceAdminRoutes, registerTrendyolRoutes } from './routes';
import { SecretBox } from './secrets';
import { MarketplacesService } from './service';
import { MarketplaceSettingsStore } from './settings';
import { trendyolChannel } from './trendyol/channel';

export interface MarketplacesAreaOptions {
  config: Pick<Config, 'sandbox' | 'host' | 'port' | 'publicUrl' | 'marketplaceSecretsKey'>;
  db: Database;
  jobs: JobQueue;
  identity: IdentityDeps;
  /** Counts shared by all processes (the identity area's Redis or database store). */
  counter: SharedCounter;
  now?: () => Date;
  log?: FastifyBaseLogger;
  /** How this server reaches its own stand-ins (tests listen on an ephemeral port). */
  origin?: () => string;
}

function selfOrigin(app: FastifyInstance, config: Pick<Config, 'host' | 'port'>): string {
  const address = app.server.address() as AddressInfo | string | null;
  const port = address && typeof address !== 'string' ? address.port : config.port;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The key the marketplace secrets are sealed with: MARKETPLACE_SECRETS_KEY; in sandbox mode
 * without it, one derived from a random secret kept in the database (a real shop must set it,
 * so that a copy of the database alone does not open the keys).
 */
function secretBoxLoader(db: Database, config: MarketplacesAreaOptions['config']) {
  let box: Promise<SecretBox> | null = null;
  return () => {
    box ??= (async () => {
      if (config.marketplaceSecretsKey) return SecretBox.fromConfig(config.marketplaceSecretsKey);
      if (!config.sandbox)
        throw new AppError(
          409,
          'MARKETPLACE_NOT_CONFIGURED',
          'Pazaryeri anahtarlarını saklamak için sunucuda MARKETPLACE_SECRETS_KEY ayarlanmalı.',
        );
      await db
        .insert(serverSecrets)
        .values({ name: 'marketplaces', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'marketplaces'));
      return SecretBox.derived(row!.value);
    })().catch((error) => {
      box = null;
      throw error;
    });
    return box;
  };
}

/**
 * The marketplaces area for app.ts: Trendyol (real, or its stand-in in sandbox mode), the shared
 * limiter, the reference cache, the upload and polling jobs, and the routes. Other marketplaces
 * add their channel with `addChannel` before routes are registered.
 */
export async function createMarketplacesArea(
  app: FastifyInstance,
  options: MarketplacesAreaOptions,
) {
  const limiter = new MarketplaceLimiter(options.counter);
  const origin = options.origin ?? (() => selfOrigin(app, options.config));
  let sandboxSeller: { sellerId: string; apiKey: string; apiSecret: string } | null = null;
  let hepsiburadaMerchant: { merchantId: string; serviceKey: string; userAgent: string } | null =
    null;
  if (options.config.sandbox) {
    const sandbox = await import('@carsi/sandbox');
    sandboxSeller = { ...sandbox.TRENDYOL_SANDBOX_CREDENTIALS };
    hepsiburadaMerchant = { ...sandbox.HEPSIBURADA_SANDBOX_CREDENTIALS };
  }
  const channels: MarketplaceChannel[] = [
    trendyolChannel({
      limiter,
      counter: options.counter,
      sandbox: sandboxSeller ? { ...sandboxSeller, origin } : null,
    }),
    hepsiburadaChannel({
      limiter,
      sandbox: hepsiburadaMerchant ? { ...hepsiburadaMerchant, origin } : null,
    }),
  ];
  const service = new MarketplacesService({
    db: options.db,
    jobs: options.jobs,
    channels,
    settings: new MarketplaceSettingsStore(options.db, secretBoxLoader(options.db, options.config)),
    cache: new ReferenceCache(options.db, options.now),
    publicUrl: options.config.publicUrl,
    sandbox: options.config.sandbox,
    ...(options.now ? { now: options.now } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    service,
    limiter,
    addChannel(channel: MarketplaceChannel) {
      channels.push(channel);
    },
    /** The upload and polling workers, and the sweep every ten minutes (once across processes). */
    async work() {
      await options.jobs.work(marketplaceUploadQueue, async (job) =>
        service.sendUpload(job.data.uploadId),
      );
      await options.jobs.work(marketplacePollQueue, async (job) => {
        await service.pollUpload(job.data.uploadId);
      });
      await options.jobs.work(marketplaceSweepQueue, async () => {
        for (const uploadId of await service.openUploads())
          await options.jobs.send(
            marketplacePollQueue,
            { uploadId },
            { singletonKey: `poll-${uploadId}` },
          );
      });
      await options.jobs.schedule(marketplaceSweepQueue, '*/10 * * * *');
    },
    registerRoutes(api: FastifyInstance) {
      const deps = { identity: options.identity, service };
      registerMarketplaceAdminRoutes(api, deps);
      registerTrendyolRoutes(api, deps);
      registerHepsiburadaRoutes(api, deps);
    },
  };
}

export type MarketplacesArea = Awaited<ReturnType<typeof createMarketplacesArea>>;
