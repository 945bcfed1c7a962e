import {
  activateWholesaleRoute,
  listWholesaleApplicationsRoute,
  wholesaleSignUpRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { requirePrincipal } from '../sessions/request-auth';
import { activateWholesale, applyForWholesale, listPendingWholesale } from './service';

export function registerWholesaleAccountRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, wholesaleSignUpRoute, ({ body }, { request }) =>
    applyForWholesale(deps, body, request.ip),
  );

  registerRoute(app, listWholesaleApplicationsRoute, async (_input, { request }) => {
    await requirePrincipal(deps, request, 'admin', { area: 'wholesale-applications' });
    return { applications: await listPendingWholesale(deps.db) };
  });

  registerRoute(app, activateWholesaleRoute, async ({ params, body }, { request }) => {
    const { principal } = await requirePrincipal(deps, request, 'admin', {
      area: 'wholesale-applications',
    });
    return activateWholesale(deps.db, params.id, body.accountType, principal.id);
  });
}
