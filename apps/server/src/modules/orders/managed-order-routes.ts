import { createManagedOrderRoute, managedCustomerLookupRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import type { ManagedOrders } from './managed-orders';
import { idempotencyKeyOf } from './routes';

/** Phone orders (managed orders): area "orders", action orders.create. */
export function registerManagedOrderRoutes(
  api: FastifyInstance,
  managed: ManagedOrders,
  identity: IdentityDeps,
): void {
  const staff = { area: 'orders', action: 'orders.create' } as const;
  registerRoute(api, managedCustomerLookupRoute, async ({ query }, { request }) => {
    await requirePrincipal(identity, request, 'admin', staff);
    return managed.lookup(query.phone);
  });
  registerRoute(api, createManagedOrderRoute, async ({ body }, { request }) => {
    const { principal } = await requirePrincipal(identity, request, 'admin', staff);
    return managed.place(
      body,
      { adminId: principal.id, ip: request.ip, userAgent: request.headers['user-agent'] },
      idempotencyKeyOf(request),
    );
  });
}
