import {
  activateWholesaleRoute,
  deactivateWholesaleAccountRoute,
  listWholesaleApplicationsRoute,
  reactivateWholesaleAccountRoute,
  wholesaleAccountHistoryRoute,
  wholesaleSignUpRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import { readAuditHistory } from '../audit/history';
import type { IdentityDeps } from '../context';
import { requirePrincipal } from '../sessions/request-auth';
import {
  activateWholesale,
  applyForWholesale,
  deactivateWholesale,
  listPendingWholesale,
  reactivateWholesale,
} from './service';

export function registerWholesaleAccountRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  /** Deactivating an account is an account decision, like its type and prices. */
  const accountStaff = async (request: FastifyRequest) =>
    (
      await requirePrincipal(deps, request, 'admin', {
        area: 'wholesale',
        action: 'wholesale.accounts',
      })
    ).principal;

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

  registerRoute(app, deactivateWholesaleAccountRoute, async ({ params }, { request }) =>
    deactivateWholesale(deps.db, params.id, (await accountStaff(request)).id),
  );

  registerRoute(app, reactivateWholesaleAccountRoute, async ({ params }, { request }) =>
    reactivateWholesale(deps.db, params.id, (await accountStaff(request)).id),
  );

  registerRoute(app, wholesaleAccountHistoryRoute, async ({ params, query }, { request }) => {
    await requirePrincipal(deps, request, 'admin', { area: 'wholesale' });
    return readAuditHistory(
      deps.db,
      { subjectKind: 'wholesale-account', subjectId: params.id },
      query.page,
    );
  });
}
