import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes, buildOpenApiDocument, type WebLoadContext } from '@carsi/contract';
import { iyzicoSandbox, metaSandbox, s3Sandbox, sandboxPlugin, smsSandbox } from '@carsi/sandbox';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling, sendApiNotFound } from './http/errors';
import { inProcessApi } from './http/in-process-api';
import { loggerOptions } from './http/logging';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWeb, webBuildExists } from './http/web';
import { registerWriteLimit } from './http/write-limit';
import { createPaymentProvider, type PaymentProvider } from './integrations/iyzico';
import { createJobQueue } from './jobs';
import { registerJobRoutes } from './jobs/routes';
import { registerMetrics } from './metrics/serve';
import { registerAdminNotificationRoutes } from './modules/admin-notifications/routes';
import { AnalyticsEvents } from './modules/analytics/analytics-events';
import {
  metaClientFor,
  registerMetaPageViewRoute,
  workMetaPageViews,
} from './modules/analytics/meta-page-views';
import { cartIdFromRequest } from './modules/cart/cart-cookie';
import { CartService } from './modules/cart/cart-service';
import { cartSessionHooks } from './modules/cart/cart-sessions';
import { registerCartRoutes } from './modules/cart/routes';
import { Catalogue, type CatalogueOptions } from './modules/catalogue/catalogue-service';
import { registerCatalogueRoutes } from './modules/catalogue/routes';
import { registerSeoRoutes } from './modules/catalogue/seo-routes';
import { schedulePriceRiseJob } from './modules/catalogue-admin/price-rises';
import { registerCatalogueAdminRoutes } from './modules/catalogue-admin/routes';
import { loopbackOrigins } from './modules/checkout/callback-url';
import { CardPaymentService } from './modules/checkout/card-payment-service';
import { CardRefunds } from './modules/checkout/card-refunds';
import { CardReturnRefunds } from './modules/checkout/card-return-refunds';
import { registerCardPaymentRoutes, THREE_DS_CALLBACK_PATH } from './modules/checkout/routes';
import { registerCustomerServiceRoutes } from './modules/customer-service/routes';
import { registerFormRoutes } from './modules/forms/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { createIdentity } from './modules/identity';
import { verifyCaptcha } from './modules/identity/captcha/service';
import { customerSessionOf } from './modules/identity/sessions/customer-session';
import { optionalCustomer, optionalPrincipal } from './modules/identity/sessions/request-auth';
import { workSmsNotifications } from './modules/notifications/sms-notifications';
import { registerAddOnRoutes } from './modules/orders/add-on-routes';
import { registerAdminOrderRoutes } from './modules/orders/admin-routes';
import { joinGuestOrders } from './modules/orders/guest-orders';
import { CardLineRefunds } from './modules/orders/operations/card-line-refunds';
import { OrderService } from './modules/orders/order-service';
import { orderSmsNotifier } from './modules/orders/order-sms';
import { scheduleHoldRelease } from './modules/orders/release';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerShopperOrderChangeRoutes } from './modules/orders/shopper-change-routes';
import { purchaseForWeb } from './modules/orders/web-services';
import { createPromotionServices, registerPromotionRoutes } from './modules/promotions/routes';
import { storefrontPromotions } from './modules/promotions/storefront';
import { ReturnService } from './modules/returns/return-service';
import { registerReturnRoutes } from './modules/returns/routes';
import { registerStorefrontRoutes, storefrontPersonal } from './modules/storefront/personal-route';
import { registerSupportRoutes } from './modules/support/routes';
import { SupportService } from './modules/support/support-service';
import { supportForWeb } from './modules/support/web-services';
import { scheduleWholesaleCardHold } from './modules/wholesale/card-hold';
import {
  WHOLESALE_THREE_DS_CALLBACK_PATH,
  WholesaleCardPayments,
} from './modules/wholesale/card-payment';
import { registerWholesaleRoutes, wholesaleCardCalls } from './modules/wholesale/routes';
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

/** The shop's own origin is allowed as a form target even over http (sandbox 3-D Secure pages). */
const contentSecurityPolicy = (publicUrl: string) => ({
  directives: {
    defaultSrc: ["'self'"],
    // React Router's hydration data and Mantine's colour-scheme script are inline.
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    // 3-D Secure posts the shopper's browser to the bank's page and back.
    formAction: [
      "'self'",
      'https:',
      new URL(publicUrl).origin,
      // CSP host sources have no IPv6 literals: browsers reject `http://[::1]:port`.
      ...loopbackOrigins(publicUrl).filter((origin) => !origin.includes('[')),
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: null,
  },
});

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
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config.publicUrl),
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind TLS; a reverse proxy in production adds it.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
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
    ...catalogueOptions,
  });
  // Prometheus metrics (METRICS_PORT / METRICS_TOKEN), before the routes they measure.
  const caches = { catalogue: catalogue.cache, html: catalogue.htmlCache };
  registerMetrics(app, { config, database, jobs, caches });
  const carts = new CartService(database.db, clock);
  const identity = await createIdentity({
    app,
    config,
    db: database.db,
    log: app.log,
    jobs,
    customerSessionHooks: {
      ...cartSessionHooks(carts, app.log),
      // A guest's orders placed with this phone become the customer's (issue 17).
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

  // Uploaded product images: the uploads folder, or the S3 bucket when S3_* is set.
  const imageStore = await createImageStore(config);
  app.addHook('onClose', () => imageStore.close());
  const orderSms = orderSmsNotifier(jobs, config.publicUrl, app.log);
  const orders = new OrderService(database.db, clock, orderSms);
  const support = new SupportService(database.db);
  const payments = paymentProvider ?? createPaymentProvider(config, { logger: app.log });
  // Informational SMS (form confirmations, order notices) are jobs of their own.
  await workSmsNotifications(jobs, identity.deps.sms, app.log);
  // Card charges that must go back are retried as jobs until the provider confirms.
  const cardRefunds = new CardRefunds(database.db, payments, jobs);
  await cardRefunds.work();
  // Admin and shopper order operations (issue 13); item refunds of card payments retry as jobs.
  const lineRefunds = new CardLineRefunds(database.db, payments, jobs);
  await lineRefunds.work();
  const orderOperations = {
    db: database.db,
    cardRefunds,
    lineRefunds,
    now: clock ?? (() => new Date()),
    sms: orderSms,
  };
  const cardPayments = new CardPaymentService(
    database.db,
    payments,
    cardRefunds,
    `${config.publicUrl}${THREE_DS_CALLBACK_PATH}`,
    undefined,
    orderSms,
  );
  // Wholesale orders paid by card: the same provider and refunds (issue 15).
  const wholesaleCards = new WholesaleCardPayments(
    database.db,
    payments,
    cardRefunds,
    `${config.publicUrl}${WHOLESALE_THREE_DS_CALLBACK_PATH}`,
  );
  // Easy returns and their refunds: card refunds per line are jobs (issue 13).
  const returnsService = new ReturnService(database.db, jobs, {
    publicUrl: config.publicUrl,
    ...(clock ? { now: clock } : {}),
  });
  const returnRefunds = new CardReturnRefunds(database.db, payments, jobs, (key, outcome) =>
    returnsService.cardRefundSettled(key, outcome),
  );
  returnsService.useCardRefunds(returnRefunds);
  await returnRefunds.work();
  // Unpaid orders give their stock back after the payment hold (once across processes).
  await scheduleHoldRelease(jobs, database.db);
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
      registerCatalogueRoutes(api, catalogue, customerOf);
      // Back office II: taxonomy, products, SKUs, images, stock, bulk update (issue 14).
      await registerCatalogueAdminRoutes(api, {
        db: database.db,
        identity: identity.deps,
        jobs,
        uploadsDir: config.uploadsDir,
        imageStore,
        invalidateCatalogue: () => catalogue.cache.invalidate(),
        invalidateProducts: (ids) => catalogue.cache.invalidateShowing(ids),
      });
      registerSeoRoutes(api, catalogue, config.publicUrl);
      identity.registerRoutes(api);
      registerJobRoutes(api, jobs, identity.deps);
      // Back office: customers, customer service, notifications, home figures (issue 13).
      registerCustomerServiceRoutes(api, {
        db: database.db,
        jobs,
        identity: identity.deps,
        publicUrl: config.publicUrl,
        invalidateCatalogue: () => catalogue.cache.invalidate(),
      });
      registerAdminNotificationRoutes(api, database, identity.deps, clock);
      registerPromotionRoutes(api, promotionDeps, promotions);
      registerCartRoutes(api, {
        carts,
        customerOf: cartCustomerOf,
        analytics: new AnalyticsEvents(database.db, app.log),
        publicOrigin: new URL(config.publicUrl).origin,
      });
      // The header's greeting and cart count for pages from the shared HTML cache (issue 18).
      registerStorefrontRoutes(api, { db: database.db, carts, customerOf });
      registerOrderRoutes(api, orders, customerOf, adminOf);
      registerAddOnRoutes(api, { db: database.db, carts, customerOf, now: clock });
      registerShopperOrderChangeRoutes(api, orderOperations, customerOf);
      registerAdminOrderRoutes(api, orderOperations, identity.deps);
      registerCardPaymentRoutes(
        api,
        cardPayments,
        customerOf,
        wholesaleCardCalls(identity.deps, wholesaleCards),
      );
      registerSupportRoutes(api, support, customerOf);
      // The wholesale portal and its back office (issue 15).
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
        uploadsDir: config.uploadsDir,
      });
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
  const openApi = buildOpenApiDocument(apiRoutes, {
    title: 'Çarşı API',
    version: config.version,
    description:
      'JSON API of the Çarşı shop. Money is integer kuruş (1 TL = 100 kuruş). Errors share one shape: { message, code, errors? }.',
  });
  app.get('/api/openapi.json', async () => openApi);
  await app.register(async (docs) => {
    await docs.register(fastifySwagger, {
      mode: 'static',
      specification: { document: openApi as never },
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
  app.all('/api/*', async (request, reply) => sendApiNotFound(reply, request.method, request.url));

  if (config.sandbox) {
    await app.register(sandboxPlugin, {
      prefix: '/__sandbox',
      providers: [
        smsSandbox(),
        metaSandbox(),
        s3Sandbox(),
        ...(config.providers.iyzico ? [] : [iyzicoSandbox({ publicUrl: config.publicUrl })]),
      ],
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
                { db: database.db, carts },
                cartIdFromRequest(request),
                principal?.kind === 'customer' ? principal : null,
              ),
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
