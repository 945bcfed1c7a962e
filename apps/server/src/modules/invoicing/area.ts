import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs';
import type { IdentityDeps } from '../identity/index';
import type { SharedCounter } from '../marketplaces/index';
import { registerInvoiceAdminRoutes } from './admin-routes';
import { type CarrierIdentity, InvoiceChain } from './invoice-chain';
import type { InvoiceOrderKind } from './invoice-source';
import { InvoiceLimiter } from './limiter';
import { ParasutClient } from './parasut/client';
import { parasutSettings } from './settings';
import { scheduleInvoiceSweep } from './sweep-shipped';
import { DatabaseTokenStore, tokenBoxFromSecret } from './tokens';
import { registerViewInvoiceRoute } from './view-invoice';

/**
 * The carriers' names for the e-Arşiv shipment block. Their tax numbers belong in the carrier
 * settings, which do not hold them yet: until then the block goes without (to be filled from
 * the carriers' own invoices before going live).
 */
export const CARRIER_IDENTITIES: Record<string, CarrierIdentity> = {
  yurtici: { name: 'Yurtiçi Kargo', vkn: '' },
  ups: { name: 'UPS Kargo', vkn: '' },
};

export interface InvoicingAreaDeps {
  config: Pick<Config, 'providers' | 'host' | 'port' | 'sandbox' | 'dataDir' | 'publicUrl'>;
  db: Database;
  jobs: JobQueue;
  identity: IdentityDeps;
  /** The shared counter store the 10-per-10-s limit is counted in (every process). */
  counter: SharedCounter;
  customerOf: (request: FastifyRequest) => Promise<{ id: string } | null>;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

export interface InvoicingArea {
  /** Null in a real shop without Paraşüt settings: nothing is invoiced. */
  chain: InvoiceChain | null;
  /** The order left with the carrier: start its invoice (errors logged; the sweep retries). */
  orderShipped(kind: InvoiceOrderKind, orderId: string): Promise<void>;
  registerRoutes(api: FastifyInstance): void;
  work(): Promise<void>;
}

/** Invoicing through Paraşüt (or its stand-in in sandbox mode), built once in app.ts. */
export async function createInvoicingArea(deps: InvoicingAreaDeps): Promise<InvoicingArea> {
  const settings = await parasutSettings(deps.config);
  const chain = settings
    ? new InvoiceChain({
        db: deps.db,
        jobs: deps.jobs,
        provider: new ParasutClient({
          settings,
          tokens: new DatabaseTokenStore(
            deps.db,
            'parasut',
            settings.companyId,
            tokenBoxFromSecret(settings.clientSecret),
          ),
          limiter: new InvoiceLimiter(deps.counter),
        }),
        dataDir: deps.config.dataDir,
        publicUrl: deps.config.publicUrl,
        carriers: CARRIER_IDENTITIES,
        fallbackCarrier: CARRIER_IDENTITIES.yurtici!,
        ...(deps.now ? { now: deps.now } : {}),
        ...(deps.log ? { log: deps.log } : {}),
      })
    : null;
  return {
    chain,
    async orderShipped(kind, orderId) {
      if (!chain) return;
      try {
        await chain.orderShipped(kind, orderId);
      } catch (err) {
        // The shipment stands; the sweep starts the invoice within a minute.
        deps.log?.error({ err, orderId }, 'starting the invoice chain failed');
      }
    },
    registerRoutes(api) {
      registerInvoiceAdminRoutes(api, {
        db: deps.db,
        identity: deps.identity,
        chain,
        now: deps.now ?? (() => new Date()),
      });
      registerViewInvoiceRoute(api, {
        db: deps.db,
        dataDir: deps.config.dataDir,
        identity: deps.identity,
        customerOf: deps.customerOf,
      });
    },
    async work() {
      if (!chain) return;
      await chain.work();
      await scheduleInvoiceSweep(deps.jobs, deps.db, chain, deps.log);
    },
  };
}
