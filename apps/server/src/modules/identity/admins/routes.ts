import {
  adminSignUpRoute,
  approveAdminRoute,
  listPendingAdminsRoute,
  rejectAdminRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { requirePrincipal } from '../sessions/request-auth';
import { approveAdmin, listPendingAdmins, registerAdmin, rejectAdmin } from './service';

export function registerAdminRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, adminSignUpRoute, ({ body }, { request }) =>
    registerAdmin(deps, body, request.ip),
  );

  registerRoute(app, listPendingAdminsRoute, async (_input, { request }) => {
    await requirePrincipal(deps, request, 'admin', { area: 'admins' });
    return { admins: await listPendingAdmins(deps.db) };
  });

  registerRoute(app, approveAdminRoute, async ({ params, body }, { request }) => {
    const { principal } = await requirePrincipal(deps, request, 'admin', { area: 'admins' });
    return approveAdmin(deps.db, params.id, body.role, principal.id);
  });

  registerRoute(app, rejectAdminRoute, async ({ params }, { request }) => {
    const { principal } = await requirePrincipal(deps, request, 'admin', { area: 'admins' });
    return rejectAdmin(deps.db, params.id, principal.id);
  });
}
