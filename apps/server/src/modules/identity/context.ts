import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SmsSender } from '../../integrations/sms-sender';
import type { RateLimiter } from './rate-limits/limits';
import type { IdentityKeys } from './secrets';

/** What every identity use case needs; built once per server in ./index.ts. */
export interface IdentityDeps {
  db: Database;
  limiter: RateLimiter;
  sms: SmsSender;
  keys: IdentityKeys;
  /** Cookies get Secure (and the __Host- prefix) when the shop is served over https. */
  secureCookies: boolean;
  /** Origin of PUBLIC_URL: state-changing cookie requests must come from it (CSRF). */
  publicOrigin: string;
  log: FastifyBaseLogger;
}
