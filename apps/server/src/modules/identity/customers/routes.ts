import {
  authenticateCustomerRoute,
  sendCustomerCodeRoute,
  setUserScoreRoute,
  updateProfileRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { setSessionCookie } from '../sessions/cookies';
import { optionalCustomer, requirePrincipal } from '../sessions/request-auth';
import { requestInfo } from '../sessions/request-info';
import { visitorIdFromRequest } from '../visitors/first-visit';
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
    // Who is asking: the cart and visitor cookies, and the signed-in customer if any.
    const customer = await optionalCustomer(deps, request);
    const asker = {
      cartId: deps.customerSessionHooks?.cartIdOf?.(request) ?? null,
      customerId: customer?.id ?? null,
      visitorId: visitorIdFromRequest(request),
    };
    return setCustomerScore(deps, body, asker, request.ip);
  });
}
