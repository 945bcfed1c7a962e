import type { AdminNotificationKind } from '@carsi/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
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
  /** What other modules do when a customer signs in or out in a browser (the cart follows). */
  customerSessionHooks?: CustomerSessionHooks | undefined;
  /** Tells staff of a sign-up waiting for their approval (a new admin, a wholesale application). */
  notifyAdmins: NotifyAdmins;
}

/**
 * Stores a notice for the admins whose areas act on its kind. The admin-notifications area does
 * it and is handed in: that area signs its own requests in through identity, so identity may not
 * import it back.
 */
export type NotifyAdmins = (notice: {
  kind: AdminNotificationKind;
  /** Turkish, one line. */
  title: string;
  /** Turkish: what happened and what the admin should do. */
  body: string;
  data?: Record<string, unknown>;
}) => Promise<unknown>;

export interface CustomerSessionHooks {
  /** After a cookie sign-in; must not throw (a failure here never fails the sign-in). */
  signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    customer: { id: string; sessionEndsAt: Date },
  ): Promise<void>;
  /** On a cookie sign-out. */
  signedOut(request: FastifyRequest, reply: FastifyReply): void;
  /**
   * After any customer sign-in (cookie or Bearer), once the SMS code proved `phone`; must not
   * throw (a failure here never fails the sign-in).
   */
  phoneProven?(customer: { id: string; phone: string }): Promise<void>;
  /**
   * The cart the request's cookie names (the cart module reads its own cookie): a guest's order
   * is theirs through it, and a new visitor is recorded with it. Without hooks, no cart.
   */
  cartIdOf?(request: FastifyRequest): string | null;
}
