import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { WebLoadContext } from '@carsi/contract';
import { buildApiDocument } from '@carsi/contract/openapi-document';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerPrivateByDefault } from './http/cache-control';
import { trustProxyOption } from './http/client-ip';
import { registerErrorHandling, sendApiNotFound } from './http/errors';
import { inProcessApi } from './http/in-process-api';
import { loggerOptions } from './http/logging';
import { routeGuard } from './http/route-guard';
import { registerSecurityHeaders, shopSecurityHeaders } from './http/security-headers';
import { registerWeb, webBuildExists } from './http/web';
import { registerWriteLimit } from './http/write-limit';
import { createPaymentProvider, type PaymentProvider } from './integrations/iyzico';
import { createJobQueue } from './jobs';
import { registerJobRoutes } from './jobs/routes';
import { registerMetrics } from './metrics/serve';
import { notifyAdmins, registerAdminNotificationRoutes } from './modules/admin-notifications/index';
import {
  AnalyticsEvents,
  metaClientFor,
  registerMetaPageViewRoute,
  workMetaPageViews,
} from './modules/analytics/index';
import {
  CartService,
  cartIdFromRequest,
  cartSessionHooks,
  registerCartRoutes,
} from './modules/cart/index';
import {
  Catalogue,
  type CatalogueOptions,
  registerCatalogueRoutes,
  registerSeoRoutes,
} from './modules/catalogue/index';
import {
  registerCatalogueAdminRoutes,
  schedulePriceRiseJob,
} from './modules/catalogue-admin/index';
import {
  CardPaymentService,
  loopbackOrigins,
  registerCardPaymentRoutes,
  THREE_DS_CALLBACK_PATH,
} from './modules/checkout/index';
import { registerCustomerServiceRoutes } from './modules/customer-service/index';
import { registerFormRoutes } from './modules/forms/index';
import { registerHealthRoutes } from './modules/health/index';
import { createIdentity } from './modules/identity';
import {
  customerSessionOf,
  optionalCustomer,
  optionalPrincipal,
  verifyCaptcha,
} from './modules/identity/index';
import { createInvoicingArea } from './modules/invoicing/index';
import { createMarketplacesArea } from './modules/marketplaces/index';
import { workSmsNotifications } from './modules/notifications/index';
import {
  joinGuestOrders,
  ManagedOrders,
  OrderService,
  orderSmsNotifier,
  purchaseForWeb,
  registerAddOnRoutes,
  registerAdminOrderRoutes,
  registerManagedOrderRoutes,
  registerOrderRoutes,
  registerShopperOrderChangeRoutes,
  scheduleHoldRelease,
} from './modules/orders/index';
import { CartPrices } from './modules/pricing/index';
import {
  createPromotionServices,
  registerPromotionRoutes,
  storefrontPromotions,
} from './modules/promotions/index';
import { RefundService } from './modules/refunds';
import { registerReportRoutes, scheduleReportRollup } from './modules/reports/index';
import {
  ReturnPhotos,
  ReturnService,
  registerReturnRoutes,
  scheduleReturnPhotoCleanup,
  scheduleWithdrawalRefundAlerts,
} from './modules/returns/index';
import { readLegalFacts, registerSellerIdentityRoutes } from './modules/seller-identity/index';
import { createShippingArea } from './modules/shipping/index';
import { registerStorefrontRoutes, storefrontPersonal } from './modules/storefront/index';
import { registerSupportRoutes, SupportService, supportForWeb } from './modules/support/index';
import {
  registerWholesaleRoutes,
  scheduleWholesaleCardHold,
  WHOLESALE_THREE_DS_CALLBACK_PATH,
  WholesaleCardPayments,
  wholesaleCardCalls,
  wholesaleSkuPricing,
} from './modules/wholesale/index';
import { createImageStore, registerBucketUploads } from './storage';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** apps/web/build; when absent or not built, only the API is served. */
  webBuildDir?: string | undefined;
  /** Catalogue settings tests change (the review/question post limit). */
  catalogueOptions?: CatalogueOptions | undefined;
  /** Card payments; by default iyzico, or its stand-in when there are no credentials. */
  paymentProvider?: PaymentProvider | undefined;
  /** The clock carts and orders price by (time-limited discounts); tests move it. */
  clock?: (() => Date) | undefined;
  /** Run background jobs and schedules; tests turn it off and call `app.jobs.drain()`. */
  runJobs?: boolean | undefined;
}

/** Builds the whole server: JSON API, OpenAPI, sandbox stand-ins, uploads and the web app. */
export async function buildApp({
  config,
  database,
  webBuildDir,
  catalogueOptions,
  paymentProvider,
  clock,
  runJobs = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandling(app);
  const security = shopSecurityHeaders({
    // The shop's own origin is a form target even over http (sandbox 3-D Secure pages); CSP host
    // sources have no IPv6 literals (browsers reject `http://[::1]:port`).
    shopOrigins: [
      new URL(config.publicUrl).origin,
      ...loopbackOrigins(config.publicUrl).filter((origin) => !origin.includes('[')),
    ],
    sandbox: config.sandbox,
    // HSTS only makes sense behind TLS: with an https:// PUBLIC_URL.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  registerSecurityHeaders(app, security.headers);
  // gzip first: at the plugin's brotli quality (4) our pages and JSON come out no smaller (cart
  // page 8,962 bytes gzipped, 9,061 br), and each brotli stream cost more CPU and memory.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['gzip', 'br'] });
  await app.register(fastifyCookie);
  // Background work: pg-boss on PostgreSQL, the in-process runner on PGlite (jobs/index.ts).
  const jobs = await createJobQueue(database, { autoRun: runJobs, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const catalogue = new Catalogue(database, {
    cacheBytes: config.cacheMemoryMb * 1024 * 1024,
    // The review and question limit is per IP too: off with the other per-IP rules.
    ...(config.ipRateLimits ? {} : { postLimit: null }),
    ...catalogueOptions,
  });
  // Prometheus metrics (METRICS_PORT / METRICS_TOKEN), before the routes they measure.
  const caches = { catalogue: catalogue.cache, html: catalogue.htmlCache };
  registerMetrics(app, { config, database, jobs, caches });
  // Carts price from memory, dropped with the catalogue cache (pricing/cart-prices.ts).
  const carts = new CartService(
    database.db,
    clock,
    new CartPrices(database.db, { cached: true }).follow(catalogue.cache),
  );
  // Analytics events are written in batches off the request path; the rest on close.
  const analytics = new AnalyticsEvents(database.db, app.log);
  app.decorate('analytics', analytics);
  app.addHook('onClose', () => analytics.flush());
  const identity = await createIdentity({
    app,
    config,
    db: database.db,
    log: app.log,
    jobs,
    notifyAdmins: (notice) => notifyAdmins(database.db, notice),
    customerSessionHooks: {
      ...cartSessionHooks(carts, app.log, config.publicUrl.startsWith('https:')),
      // A guest's orders placed with this phone become the customer's.
      async phoneProven(customer) {
        try {
          await joinGuestOrders(database.db, customer.id, customer.phone);
        } catch (err) {
          // The sign-in stands; the next sign-in joins them.
          app.log.error({ err }, 'joining guest orders at sign-in failed');
        }
      },
    },
  });
  const cartCustomerOf = (request: FastifyRequest) => customerSessionOf(identity.deps, request);
  const customerOf = (request: FastifyRequest) => optionalCustomer(identity.deps, request);
  const adminOf = (request: FastifyRequest) => optionalPrincipal(identity.deps, request, 'admin');
  app.addHook('onClose', () => identity.close());
  // Who may call each contract endpoint, checked before its input (http/route-guard.ts).
  app.decorate('routeGuard', routeGuard(identity.deps));

  // Uploaded product images: the uploads folder, or the S3 bucket when S3_* is set.
  const imageStore = await createImageStore(config);
  app.addHook('onClose', () => imageStore.close());
  const orderSms = orderSmsNotifier(jobs, config.publicUrl, app.log);
  const orders = new OrderService(database.db, clock, orderSms);
  const support = new SupportService(database.db);
  const payments = paymentProvider ?? (await createPaymentProvider(config, { logger: app.log }));
  // Informational SMS (form confirmations, order notices) are jobs of their own.
  await workSmsNotifications(jobs, identity.deps.sms, app.log);
  // Every card refund (charges and lines; orders, returns, wholesale) retries as one job.
  const refunds = new RefundService(database.db, payments, jobs);
  await refunds.work();
  // Invoices through Paraşüt (its stand-in in sandbox mode): issued when an order ships.
  const invoicing = await createInvoicingArea({
    config,
    db: database.db,
    jobs,
    identity: identity.deps,
    counter: identity.deps.limiter.store,
    customerOf,
    ...(clock ? { now: clock } : {}),
    log: app.log,
  });
  await invoicing.work();
  // Admin and shopper order operations.
  const orderOperations = {
    db: database.db,
    refunds,
    now: clock ?? (() => new Date()),
    sms: orderSms,
    packingOpensHour: config.packingOpensHour,
    shipped: (order: { id: string }) => invoicing.orderShipped('retail', order.id),
  };
  const cardPayments = new CardPaymentService(
    database.db,
    payments,
    refunds,
    `${config.publicUrl}${THREE_DS_CALLBACK_PATH}`,
    undefined,
    orderSms,
  );
  // Wholesale orders paid by card: the same provider and refunds.
  const wholesaleCards = new WholesaleCardPayments(
    database.db,
    payments,
    refunds,
    `${config.publicUrl}${WHOLESALE_THREE_DS_CALLBACK_PATH}`,
  );
  // Easy returns and their refunds: card refunds per line are jobs.
  const returnPhotos = new ReturnPhotos(database.db, config.uploadsDir, clock);
  await scheduleReturnPhotoCleanup(jobs, returnPhotos);
  await scheduleWithdrawalRefundAlerts(jobs, database.db, clock);
  const returnsService = new ReturnService(database.db, jobs, {
    publicUrl: config.publicUrl,
    photos: returnPhotos,
    refunds,
    returnShipping: config.returnShipping,
    ...(clock ? { now: clock } : {}),
  });
  // Shipping: carriers (or their stand-ins), booking, labels, tracking job, return parcels.
  const shipping = await createShippingArea(app, {
    config,
    db: database.db,
    jobs,
    identity: identity.deps,
    orderOperations,
    publicUrl: config.publicUrl,
    ...(clock ? { now: clock } : {}),
    log: app.log,
  });
  await shipping.work();
  // An approved return's carrier code or label is made and texted at once, not at the next sweep.
  returnsService.onApproved(shipping.queueReturnShipment);
  // Marketplaces (Trendyol; Hepsiburada adds its channel): uploads and result polling as jobs.
  const marketplaces = await createMarketplacesArea(app, {
    config,
    db: database.db,
    jobs,
    identity: identity.deps,
    counter: identity.deps.limiter.store,
    ...(clock ? { now: clock } : {}),
    log: app.log,
  });
  await marketplaces.work();
  // Unpaid orders give their stock back after the payment hold (once across processes).
  await scheduleHoldRelease(jobs, database.db);
  // Sales reports: days whose orders or returns changed are rolled up again every minute.
  await scheduleReportRollup(jobs, database.db);
  await scheduleWholesaleCardHold(jobs, database.db);
  await schedulePriceRiseJob(jobs, database.db);
  // Meta Conversions API page views (consent-gated), sent as jobs.
  const metaClient = metaClientFor(config, app);
  if (metaClient) await workMetaPageViews(jobs, metaClient, app.log);
  // Discount codes, top bars, pop-ups, campaigns: the API's and the storefront pages' services.
  const promotionDeps = {
    db: database.db,
    identity: identity.deps,
    ...(clock ? { now: clock } : {}),
    invalidatePages: () => catalogue.cache.invalidate(),
  };
  const promotions = createPromotionServices(promotionDeps);
  // JSON API
  await app.register(
    async (api) => {
      // Answers with no cache policy of their own are kept by no one (personal data).
      registerPrivateByDefault(api);
      // Per-IP limit on API writes; before the routes so it covers every one of them.
      await registerWriteLimit(api, {
        perMinute: config.apiWritesPerMinute,
        redisUrl: config.redisUrl,
      });
      const counters = identity.deps.limiter.store;
      registerHealthRoutes(api, database, config, {
        redis: counters.kind === 'redis' ? () => counters.health() : undefined,
        jobs: () => jobs.health(),
      });
      registerCatalogueRoutes(
        api,
        catalogue,
        customerOf,
        wholesaleSkuPricing(identity.deps, database.db, clock ?? (() => new Date())),
      );
      // Back office: taxonomy, products, SKUs, images, stock, bulk update.
      await registerCatalogueAdminRoutes(api, {
        db: database.db,
        identity: identity.deps,
        jobs,
        uploadsDir: config.uploadsDir,
        imageStore,
        invalidateCatalogue: () => catalogue.cache.invalidate(),
        invalidateProducts: (ids) => catalogue.cache.invalidateShowing(ids),
        lowStockThreshold: config.lowStockThreshold,
      });
      registerSeoRoutes(api, catalogue, config.publicUrl);
      identity.registerRoutes(api);
      registerJobRoutes(api, jobs, identity.deps);
      // Back office: customers, customer service, notifications, home figures.
      registerCustomerServiceRoutes(api, {
        db: database.db,
        jobs,
        identity: identity.deps,
        publicUrl: config.publicUrl,
        invalidateCatalogue: () => catalogue.cache.invalidate(),
      });
      registerAdminNotificationRoutes(api, database, identity.deps, clock);
      registerReportRoutes(api, database.db, identity.deps, clock);
      registerSellerIdentityRoutes(api, {
        db: database.db,
        identity: identity.deps,
        invalidatePages: () => catalogue.cache.invalidate(),
      });
      registerPromotionRoutes(api, promotionDeps, promotions);
      registerCartRoutes(api, {
        carts,
        customerOf: cartCustomerOf,
        analytics,
        publicOrigin: new URL(config.publicUrl).origin,
      });
      // The header's greeting and cart count for pages from the shared HTML cache.
      registerStorefrontRoutes(api, { db: database.db, carts, orders, customerOf });
      registerOrderRoutes(api, orders, customerOf, adminOf);
      registerAddOnRoutes(api, { db: database.db, carts, customerOf, now: clock });
      registerShopperOrderChangeRoutes(api, orderOperations, customerOf);
      registerAdminOrderRoutes(api, orderOperations, identity.deps);
      // Phone orders taken by staff.
      registerManagedOrderRoutes(
        api,
        new ManagedOrders(database.db, carts, orders, jobs, config.publicUrl, clock),
        identity.deps,
      );
      registerCardPaymentRoutes(
        api,
        cardPayments,
        customerOf,
        wholesaleCardCalls(identity.deps, wholesaleCards),
      );
      registerSupportRoutes(api, support, customerOf);
      // The wholesale portal and its back office.
      registerWholesaleRoutes(api, {
        db: database.db,
        identity: identity.deps,
        receiptsDir: path.join(config.dataDir, 'receipts'),
        clock: clock ?? (() => new Date()),
        cards: wholesaleCards,
      });
      registerReturnRoutes(api, returnsService, {
        customerOf,
        identity: identity.deps,
        photos: returnPhotos,
      });
      shipping.registerRoutes(api);
      marketplaces.registerRoutes(api);
      invoicing.registerRoutes(api);
      registerMetaPageViewRoute(api, {
        jobs,
        enabled: metaClient !== null,
        publicOrigin: new URL(config.publicUrl).origin,
      });
      registerFormRoutes(
        api,
        {
          db: database.db,
          jobs,
          verifyCaptcha: (value) => verifyCaptcha(identity.deps, value),
        },
        identity.deps,
      );
    },
    { prefix: '' },
  );
  const openApi = buildApiDocument({ version: config.version, publicUrl: config.publicUrl });
  app.get('/api/openapi.json', async () => openApi);
  await app.register(async (docs) => {
    await docs.register(fastifySwagger, {
      mode: 'static',
      specification: { document: openApi as never },
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
  app.all('/api/*', async (request, reply) => sendApiNotFound(reply, request.method, request.url));

  // Sandbox mode only (config.ts, sandboxMode): never mounted in a shop with real providers,
  // which never loads @carsi/sandbox either (docs/decisions/production.md).
  if (config.sandbox) {
    const {
      hepsiburadaSandbox,
      iyzicoSandbox,
      metaSandbox,
      parasutSandbox,
      s3Sandbox,
      sandboxPlugin,
      smsSandbox,
      trendyolSandbox,
      upsSandbox,
      yurticiSandbox,
    } = await import('@carsi/sandbox');
    await app.register(async (sandbox) => {
      // The stand-ins' bank and hand-off pages submit themselves with inline scripts.
      sandbox.addHook('onRequest', (_request, reply, done) => {
        reply.header('content-security-policy', security.sandboxPolicy);
        done();
      });
      await sandbox.register(sandboxPlugin, {
        prefix: '/__sandbox',
        providers: [
          smsSandbox(),
          metaSandbox(),
          s3Sandbox(),
          iyzicoSandbox({ publicUrl: config.publicUrl }),
          upsSandbox({ publicUrl: config.publicUrl }),
          yurticiSandbox(),
          trendyolSandbox(),
          hepsiburadaSandbox(),
          parasutSandbox(),
        ],
      });
    });
  }

  mkdirSync(config.uploadsDir, { recursive: true });
  // Images in a bucket: /uploads/products/* comes from the store (disk files first).
  if (config.s3) registerBucketUploads(app, { store: imageStore, uploadsDir: config.uploadsDir });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    // Receipts once lived here; they are private now (wholesale/receipts.ts).
    // Originals of uploaded photos are private too (catalogue-admin/images.ts).
    allowedPath: (pathName) =>
      !pathName.startsWith('/receipts/') && !pathName.startsWith('/originals/'),
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  if (webBuildDir && webBuildExists(webBuildDir)) {
    await registerWeb(app, {
      buildDir: webBuildDir,
      mode: config.env,
      htmlCache: catalogue.htmlCache,
      contentSecurityPolicy: security.pagePolicy,
      productsShownBy: (context) => catalogue.productsShownBy(context.catalogue),
      loadContext: async (request, sharedPage): Promise<WebLoadContext> => {
        const principal = await identity.principalForPage(request);
        return {
          shop: { sandbox: config.sandbox, publicUrl: config.publicUrl, version: config.version },
          sharedPage,
          principal,
          identity: identity.pageServices(principal),
          catalogue: catalogue.forWeb(
            request.ip,
            principal?.kind === 'customer' ? principal.id : null,
          ),
          purchase: purchaseForWeb(
            carts,
            orders,
            request,
            principal?.kind === 'customer' ? principal.id : null,
          ),
          support: supportForWeb(
            support,
            request,
            principal?.kind === 'customer' ? principal.id : null,
          ),
          storefront: {
            promotions: () => storefrontPromotions(promotions, clock?.() ?? new Date()),
            personal: () =>
              storefrontPersonal(
                { db: database.db, carts, orders },
                cartIdFromRequest(request),
                principal?.kind === 'customer' ? principal : null,
              ),
            legal: () => readLegalFacts(database.db, config.returnShipping),
          },
          api: inProcessApi(app, request),
        };
      },
    });
  } else {
    app.setNotFoundHandler((request, reply) => sendApiNotFound(reply, request.method, request.url));
  }

  return app;
}
