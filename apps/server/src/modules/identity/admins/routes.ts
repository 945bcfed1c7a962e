import {
  adminSignUpRoute,
  approveAdminRoute,
  disableAdminRoute,
  enableAdminRoute,
  listPendingAdminsRoute,
  listStaffRoute,
  rejectAdminRoute,
  setAdminRoleRoute,
  staffHistoryRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import { readAuditHistory } from '../audit/history';
import type { IdentityDeps } from '../context';
import { requirePrincipal } from '../sessions/request-auth';
import { approveAdmin, listPendingAdmins, registerAdmin, rejectAdmin } from './service';
import { disableAdmin, enableAdmin, listStaff, setAdminRole } from './staff';

export function registerAdminRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  /** Approving and managing admins is the owner's alone (area `admins`). */
  const owner = async (request: FastifyRequest) =>
    (await requirePrincipal(deps, request, 'admin', { area: 'admins' })).principal;

  registerRoute(app, adminSignUpRoute, ({ body }, { request }) =>
    registerAdmin(deps, body, request.ip),
  );

  registerRoute(app, listPendingAdminsRoute, async (_input, { request }) => {
    await owner(request);
    return { admins: await listPendingAdmins(deps.db) };
  });

  registerRoute(app, approveAdminRoute, async ({ params, body }, { request }) =>
    approveAdmin(deps.db, params.id, body.role, (await owner(request)).id),
  );

  registerRoute(app, rejectAdminRoute, async ({ params }, { request }) =>
    rejectAdmin(deps.db, params.id, (await owner(request)).id),
  );

  registerRoute(app, listStaffRoute, async ({ query }, { request }) => {
    await owner(request);
    return listStaff(deps.db, query);
  });

  registerRoute(app, staffHistoryRoute, async ({ query }, { request }) => {
    await owner(request);
    return readAuditHistory(deps.db, { subjectKind: 'admin' }, query.page);
  });

  registerRoute(app, setAdminRoleRoute, async ({ params, body }, { request }) =>
    setAdminRole(deps.db, params.id, body.role, (await owner(request)).id),
  );

  registerRoute(app, disableAdminRoute, async ({ params }, { request }) =>
    disableAdmin(deps.db, params.id, (await owner(request)).id),
  );

  registerRoute(app, enableAdminRoute, async ({ params }, { request }) =>
    enableAdmin(deps.db, params.id, (await owner(request)).id),
  );
}
