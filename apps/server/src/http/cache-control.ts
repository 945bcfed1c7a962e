import type { FastifyInstance } from 'fastify';

/** What no browser, proxy or back-button copy may keep: answers and pages with personal data. */
export const NO_STORE = 'private, no-store';

/**
 * API answers are private unless their route says otherwise: one without a Cache-Control of its
 * own goes out `private, no-store` (orders, addresses, profiles, admin lists and exports, errors).
 * The public catalogue answers set their own (`public, max-age`, revalidation). Register it in
 * the API scope before its routes.
 */
export function registerPrivateByDefault(api: FastifyInstance): void {
  api.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
}
