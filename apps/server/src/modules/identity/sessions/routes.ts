import { currentSessionRoute, logoutRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { csrfRejected } from '../errors';
import { clearSessionCookie, readSessionCookie } from './cookies';
import { bearerToken, isSameOriginRequest, requirePrincipal } from './request-auth';
import { revokeSession } from './service';

export function registerSessionRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, logoutRoute, async ({ body }, { request, reply }) => {
    const bearer = bearerToken(request);
    if (bearer) {
      await revokeSession(deps.db, bearer);
    } else {
      const token = readSessionCookie(request, body.userType, deps.secureCookies);
      // Logout is a state change too: a foreign page must not be able to sign people out.
      if (token && !isSameOriginRequest(request, deps.publicOrigin)) throw csrfRejected();
      if (token) await revokeSession(deps.db, token);
      clearSessionCookie(reply, body.userType, deps.secureCookies);
      if (body.userType === 'customer') deps.customerSessionHooks?.signedOut(request, reply);
    }
    reply.header('cache-control', 'no-store');
    return { message: 'Çıkış yapıldı.' };
  });

  registerRoute(app, currentSessionRoute, async ({ query }, { request, reply }) => {
    const { principal, expiresAt } = await requirePrincipal(deps, request, query.userType);
    reply.header('cache-control', 'no-store');
    return {
      userType: query.userType,
      _id: principal.id,
      name: principal.displayName,
      role: principal.role ?? null,
      expiresAt: expiresAt.toISOString(),
    };
  });
}
