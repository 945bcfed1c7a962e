import {
  authenticateCustomerRoute,
  sendCustomerCodeRoute,
  setUserScoreRoute,
  updateProfileRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import { ownerOf } from '../../orders/owner';
import type { IdentityDeps } from '../context';
import { setSessionCookie } from '../sessions/cookies';
import { optionalCustomer, requirePrincipal } from '../sessions/request-auth';
import { requestInfo } from '../sessions/request-info';
import {
  authenticateCustomer,
  sendCustomerCode,
  setCustomerScore,
  updateCustomerProfile,
} from './service';

export function registerCustomerRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, sendCustomerCodeRoute, ({ body }, { request }) =>
    sendCustomerCode(deps, body.phone, request.ip),
  );

  registerRoute(app, authenticateCustomerRoute, async ({ body }, { request, reply }) => {
    const info = requestInfo(request, 'customer', deps.secureCookies);
    const { expiresAt, ...user } = await authenticateCustomer(deps, body.credentials, info);
    setSessionCookie(reply, 'customer', user.token, expiresAt, deps.secureCookies);
    await deps.customerSessionHooks?.signedIn(request, reply, {
      id: user._id,
      sessionEndsAt: expiresAt,
    });
    reply.header('cache-control', 'no-store');
    return user;
  });

  registerRoute(app, updateProfileRoute, async ({ body }, { request }) => {
    const { principal } = await requirePrincipal(deps, request, 'customer');
    return updateCustomerProfile(deps.db, principal.id, body);
  });

  registerRoute(app, setUserScoreRoute, async ({ body }, { request }) => {
    const asker = await ownerOf(request, (r) => optionalCustomer(deps, r));
    return setCustomerScore(deps, body, asker, request.ip);
  });
}
