import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs';
import type { IdentityDeps } from '../identity';
import type { OrderOperationDeps } from '../orders';
import { type CarrierDirectory, carrierDirectory } from './carrier-directory';
import type { Carrier } from './carriers/carrier';
import { createCarriers } from './carriers/settings';
import { upsAreaResolver } from './carriers/ups/area-codes';
import { LabelService } from './labels/label-service';
import { ReturnShipments } from './return-shipments';
import { registerShippingRoutes } from './routes';
import { ShippingSettings } from './settings';
import { ShippingService } from './shipping-service';
import { ShipmentTracking, shipmentTrackingQueue, TRACKING_ACTOR } from './tracking';
import { registerUpsAreaRoutes } from './ups-area-routes';

export interface ShippingOptions {
  db: Database;
  jobs: JobQueue;
  identity: IdentityDeps;
  carriers: CarrierDirectory;
  /** The orders module's operation deps; shipping turns their own SMS off (it sends the link). */
  orderOperations: OrderOperationDeps;
  publicUrl: string;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

/** The shipping area, built once in app.ts: booking, labels, tracking, returns, settings. */
export function createShipping(options: ShippingOptions) {
  const now = options.now ?? (() => new Date());
  const { sms: _orderSms, ...orderOperations } = options.orderOperations;
  const logged = options.log ? { log: options.log } : {};
  const service = new ShippingService({
    db: options.db,
    carriers: options.carriers,
    now,
    ...logged,
  });
  const returns = new ReturnShipments({
    db: options.db,
    carriers: options.carriers,
    jobs: options.jobs,
    publicUrl: options.publicUrl,
    now,
    ...logged,
  });
  const tracking = new ShipmentTracking({
    db: options.db,
    service,
    orderOperations,
    jobs: options.jobs,
    publicUrl: options.publicUrl,
    now,
    ...logged,
  });
  const host = (() => {
    try {
      return new URL(options.publicUrl).host;
    } catch {
      return 'carsi';
    }
  })();
  const labels = new LabelService(options.db, options.carriers, now, { name: 'Çarşı', line: host });
  const settings = new ShippingSettings(options.db, options.carriers);
  const runTracking = async () => {
    const swept = await returns.sweep(TRACKING_ACTOR);
    const polled = await tracking.runDue();
    return { ...polled, returnsCreated: swept.created, returnsClosed: swept.closed };
  };
  return {
    service,
    tracking,
    returns,
    labels,
    settings,
    /** One tracking run and the returns sweep (the job, and the sandbox's "run now"). */
    runTracking,
    /**
     * Queues an approved return's parcel (code or label, texted to the shopper) at once: app.ts
     * hands this to the returns area as its approval listener. Never throws.
     */
    queueReturnShipment: (returnId: string) => returns.queueFor(returnId),
    /** Tracking every five minutes, once across processes (pg-boss schedule); return parcels. */
    async work() {
      await options.jobs.work(shipmentTrackingQueue, async () => {
        await runTracking();
      });
      await options.jobs.schedule(shipmentTrackingQueue, '*/5 * * * *');
      await returns.work();
    },
    registerRoutes(api: FastifyInstance) {
      registerShippingRoutes(api, {
        db: options.db,
        identity: options.identity,
        service,
        labels,
        returns,
        settings,
      });
    },
  };
}

export type Shipping = ReturnType<typeof createShipping>;

/** How this server reaches its own stand-ins: the port it listens on (tests listen on port 0). */
function selfOrigin(app: FastifyInstance, config: Pick<Config, 'host' | 'port'>): string {
  const address = app.server.address() as AddressInfo | string | null;
  const port = address && typeof address !== 'string' ? address.port : config.port;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The whole shipping area for app.ts: the carriers for this configuration (the real services,
 * or the stand-ins in sandbox mode), UPS's code table as its address resolver, and the area's
 * services and routes. UPS is the main carrier, Yurtiçi the rural (second) one.
 */
export async function createShippingArea(
  app: FastifyInstance,
  options: Omit<ShippingOptions, 'carriers'> & { config: Config },
) {
  const upsAreas = upsAreaResolver(options.db);
  const carriers = await createCarriers(options.config, {
    upsAreas,
    origin: () => selfOrigin(app, options.config),
    logger: app.log,
  });
  const available = [carriers.ups, carriers.yurtici].filter(
    (c): c is NonNullable<typeof c> => c !== null,
  ) as Carrier[];
  const directory = carrierDirectory(available, {
    main: carriers.ups ? 'ups' : undefined,
    rural: carriers.yurtici ? 'yurtici' : undefined,
    divisors: options.config.shipping.desiDivisor,
  });
  const shipping = createShipping({ ...options, carriers: directory });
  return {
    ...shipping,
    carriers: directory,
    upsAreas,
    registerRoutes(api: FastifyInstance) {
      shipping.registerRoutes(api);
      registerUpsAreaRoutes(api, {
        db: options.db,
        identity: options.identity,
        invalidate: () => upsAreas.invalidate(),
      });
    },
  };
}
