import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { apiRoutes, buildOpenApiDocument, type WebLoadContext } from '@carsi/contract';
import { iyzicoSandbox, sandboxPlugin, smsSandbox } from '@carsi/sandbox';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling, sendApiNotFound } from './http/errors';
import { redactUrl } from './http/redact';
import { registerWeb, webBuildExists } from './http/web';
import { createPaymentProvider, type PaymentProvider } from './integrations/iyzico';
import { AnalyticsEvents } from './modules/analytics/analytics-events';
import { CartService } from './modules/cart/cart-service';
import { cartSessionHooks } from './modules/cart/cart-sessions';
import { registerCartRoutes } from './modules/cart/routes';
import { Catalogue, type CatalogueOptions } from './modules/catalogue/catalogue-service';
import { registerCatalogueRoutes } from './modules/catalogue/routes';
import { registerSeoRoutes } from './modules/catalogue/seo-routes';
import { CardPaymentService } from './modules/checkout/card-payment-service';
import { registerCardPaymentRoutes, THREE_DS_CALLBACK_PATH } from './modules/checkout/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { createIdentity } from './modules/identity';
import { customerSessionOf } from './modules/identity/sessions/customer-session';
import { optionalCustomer } from './modules/identity/sessions/request-auth';
import { OrderService } from './modules/orders/order-service';
import { startHoldReleaseJob } from './modules/orders/release';
import { registerOrderRoutes } from './modules/orders/routes';
import { purchaseForWeb } from './modules/orders/web-services';
import { registerSupportRoutes } from './modules/support/routes';
import { SupportService } from './modules/support/support-service';
import { supportForWeb } from './modules/support/web-services';

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
    formAction: ["'self'", 'https:', new URL(publicUrl).origin],
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
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              req: (req: FastifyRequest) => ({
                id: req.id,
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await app.register(fastifHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config.publicUrl),
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind TLS; a reverse proxy in production adds it.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  const carts = new CartService(database.db, clock);
  const identity = await createIdentity({
    app,
    config,
    db: database.db,
    log: app.log,
    customerSessionHooks: cartSessionHooks(carts, app.log),
  });
  const cartCustomerOf = (request: FastifyRequest) => customerSessionOf(identity.deps, request);
  const customerOf = (request: FastifyRequest) => optionalCustomer(identity.deps, request);
  app.addHook('onClose', () => identity.close());

  const catalogue = new Catalogue(database, catalogueOptions);
  const orders = new OrderService(database.db, clock);
  const support = new SupportService(database.db);
  const cardPayments = new CardPaymentService(
    database.db,
    paymentProvider ?? createPaymentProvider(config, { logger: app.log }),
    `${config.publicUrl}${THREE_DS_CALLBACK_PATH}`,
  );
  // Unpaid orders give their stock back after the payment hold (safe in several processes).
  const stopHoldRelease = startHoldReleaseJob(database.db, (err) =>
    app.log.error({ err }, 'releasing expired payment holds failed'),
  );
  app.addHook('onClose', async () => stopHoldRelease());
  // JSON API
  await app.register(
    async (api) => {
      registerHealthRoutes(api, database, config);
      registerCatalogueRoutes(api, catalogue);
      registerSeoRoutes(api, catalogue, config.publicUrl);
      identity.registerRoutes(api);
      registerCartRoutes(api, {
        carts,
        customerOf: cartCustomerOf,
        analytics: new AnalyticsEvents(database.db, app.log),
      });
      registerOrderRoutes(api, orders, customerOf);
      registerCardPaymentRoutes(api, cardPayments, customerOf);
      registerSupportRoutes(api, support, customerOf);
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
        ...(config.providers.iyzico ? [] : [iyzicoSandbox({ publicUrl: config.publicUrl })]),
      ],
    });
  }

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  if (webBuildDir && webBuildExists(webBuildDir)) {
    await registerWeb(app, {
      buildDir: webBuildDir,
      mode: config.env,
      htmlCache: catalogue.htmlCache,
      loadContext: async (request): Promise<WebLoadContext> => {
        const principal = await identity.principalForPage(request);
        return {
          shop: { sandbox: config.sandbox, publicUrl: config.publicUrl, version: config.version },
          principal,
          identity: identity.pageServices(principal),
          catalogue: catalogue.forWeb(request.ip),
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
        };
      },
    });
  } else {
    app.setNotFoundHandler((request, reply) => sendApiNotFound(reply, request.method, request.url));
  }

  return app;
}
