import type { Principal, WebLoadContext } from '@carsi/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { NetgsmSmsSender } from '../../integrations/netgsm/client';
import { ownSandboxUrl } from '../../integrations/own-sandbox';
import { SmsSendError, type SmsSender } from '../../integrations/sms-sender';
import { defineQueue, type JobQueue } from '../../jobs';
import { registerAdminRoutes } from './admins/routes';
import { adminOverview } from './admins/service';
import { registerCaptchaRoutes } from './captcha/routes';
import type { CustomerSessionHooks, IdentityDeps, NotifyAdmins } from './context';
import { registerCustomerRoutes } from './customers/routes';
import { getCustomerProfile } from './customers/service';
import { DatabaseCounterStore } from './rate-limits/database-store';
import { RateLimiter } from './rate-limits/limits';
import { RedisCounterStore } from './rate-limits/redis-store';
import type { CounterStore } from './rate-limits/store';
import { loadIdentityKeys } from './secrets';
import { principalForPage } from './sessions/request-auth';
import { registerSessionRoutes } from './sessions/routes';
import { pruneSessions } from './sessions/service';
import { registerSignInRoutes } from './sign-in/routes';
import { pruneCodes } from './sms-codes/service';
import { registerVisitorRoutes } from './visitors/routes';
import { registerWholesaleAccountRoutes } from './wholesale-accounts/routes';

export interface Identity {
  deps: IdentityDeps;
  registerRoutes(api: FastifyInstance): void;
  /** The signed-in person a page request carries (its guard's or area's cookie). */
  principalForPage(request: FastifyRequest): Promise<Principal | null>;
  /** WebLoadContext.identity, bound to one request's principal. */
  pageServices(principal: Principal | null): WebLoadContext['identity'];
  close(): Promise<void>;
}

/** Every ten minutes: expired sessions, SMS codes and (without Redis) rate-limit counters go. */
export const identityHousekeepingQueue = defineQueue({
  name: 'identity-housekeeping',
  retryLimit: 2,
  retryDelaySeconds: 60,
});

/** The sandbox SMS stand-in of this very server (see ownSandboxUrl). */
function ownSmsSandboxUrl(app: FastifyInstance): string {
  const base = ownSandboxUrl(app);
  if (!base) {
    throw new SmsSendError('the SMS stand-in is served by this server, which is not listening');
  }
  return `${base}/sms`;
}

function smsSender(config: Config, app: FastifyInstance): SmsSender {
  const netgsm = config.providers.netgsm;
  if (netgsm) return new NetgsmSmsSender(netgsm);
  // Sandbox mode: the real client, speaking Netgsm's wire format to the stand-in.
  return new NetgsmSmsSender({
    usercode: 'sandbox',
    password: 'sandbox',
    header: 'CARSI',
    baseUrl: () => ownSmsSandboxUrl(app),
  });
}

export async function createIdentity(options: {
  app: FastifyInstance;
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** Tests replace the SMS sender to act out provider failures. */
  sms?: SmsSender;
  customerSessionHooks?: CustomerSessionHooks;
  notifyAdmins: NotifyAdmins;
}): Promise<Identity> {
  const { app, config, db, log } = options;
  const keys = await loadIdentityKeys(db);
  const databaseStore = new DatabaseCounterStore(db);
  const store: CounterStore = config.redisUrl
    ? new RedisCounterStore(config.redisUrl, `carsi:${keys.namespace}`, log)
    : databaseStore;
  const deps: IdentityDeps = {
    db,
    limiter: new RateLimiter(store, {
      perIp: config.ipRateLimits,
      smsResendSeconds: config.smsResendSeconds,
    }),
    sms: options.sms ?? smsSender(config, app),
    keys,
    secureCookies: config.publicUrl.startsWith('https:'),
    publicOrigin: new URL(config.publicUrl).origin,
    log,
    customerSessionHooks: options.customerSessionHooks,
    notifyAdmins: options.notifyAdmins,
  };

  await options.jobs.work(identityHousekeepingQueue, async () => {
    await Promise.all([
      pruneSessions(db),
      pruneCodes(db),
      store === databaseStore ? databaseStore.prune() : null,
    ]);
  });
  await options.jobs.schedule(identityHousekeepingQueue, '*/10 * * * *');

  return {
    deps,
    registerRoutes(api) {
      registerCustomerRoutes(api, deps);
      registerSignInRoutes(api, deps);
      registerWholesaleAccountRoutes(api, deps);
      registerAdminRoutes(api, deps);
      registerSessionRoutes(api, deps);
      registerCaptchaRoutes(api, deps);
      registerVisitorRoutes(api, deps);
    },
    principalForPage: (request) => principalForPage(deps, request),
    pageServices: (principal) => ({
      customerProfile: async () =>
        principal?.kind === 'customer' ? getCustomerProfile(db, principal.id) : null,
      adminOverview: async () =>
        principal?.kind === 'admin' ? adminOverview(db, principal.id) : null,
    }),
    async close() {
      await store.close();
    },
  };
}

// What other areas may use besides createIdentity (this file is identity's front door).
export { adminCreateCommand, seedSandboxAdmin } from './admins/seed';
export { createActiveAdmin } from './admins/service';
export { actorLabel, adminNameOf } from './audit/actors';
export { verifyCaptcha } from './captcha/service';
export type { CustomerSessionHooks, IdentityDeps, NotifyAdmins } from './context';
export { fieldError, forbidden } from './errors';
export { phoneDigits } from './phone';
export { DatabaseCounterStore } from './rate-limits/database-store';
export { customerSessionOf } from './sessions/customer-session';
export {
  isSameOriginRequest,
  optionalCustomer,
  optionalPrincipal,
  requirePrincipal,
} from './sessions/request-auth';
export { createSession } from './sessions/service';
export { firstVisitOf, visitorIdFromRequest } from './visitors/first-visit';
export { VISITOR_COOKIE } from './visitors/routes';
