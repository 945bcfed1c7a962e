import { type ApiRoute, adminEndpointAccessFor } from '@carsi/contract';
import type { FastifyRequest } from 'fastify';
import type { IdentityDeps } from '../modules/identity/index';
import { requirePrincipal } from '../modules/identity/index';

/** Checks who may call a contract endpoint before its input is read (see registerRoute). */
export type RouteGuard = (request: FastifyRequest, route: ApiRoute) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's route guard; registerRoute runs it on every contract endpoint. */
    routeGuard?: RouteGuard;
  }
}

/**
 * The guard every contract endpoint passes first: the route's `auth` (the kind of session) and,
 * for an admin endpoint, its area and action from the contract's adminEndpointAccess. A refused
 * caller gets 401/403 before any input check, so it learns nothing about the input; the
 * handler's own check of the same session costs no second lookup (requirePrincipal keeps it).
 * An admin endpoint not in the table is held to an admin session here and to its handler's own
 * area (the role × endpoint test fails until the table names it).
 */
export function routeGuard(identity: IdentityDeps): RouteGuard {
  return async (request, route) => {
    if (route.auth === 'public') return;
    if (route.auth !== 'admin') {
      await requirePrincipal(identity, request, route.auth);
      return;
    }
    const params = (request.params ?? {}) as Record<string, string>;
    const access = adminEndpointAccessFor(route.method, route.path, params);
    await requirePrincipal(identity, request, 'admin', access ?? {});
  };
}
