import {
  type AdminAction,
  type AdminRole,
  guardForPath,
  type Principal,
  roleCanDo,
  roleCanUseArea,
} from '@carsi/contract';
import { areaForPath } from '@carsi/contract/pages';
import type { FastifyRequest } from 'fastify';
import type { PrincipalKind } from '../../../db/schema';
import type { IdentityDeps } from '../context';
import { csrfRejected, forbidden, notSignedIn, sessionExpired } from '../errors';
import { readSessionCookie } from './cookies';
import { loadPrincipal } from './principals';
import { resolveSession } from './service';

export interface Authenticated {
  principal: Principal;
  /** The token that authenticated the request. */
  token: string;
  source: 'bearer' | 'cookie';
  expiresAt: Date;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `Authorization: Bearer <token>`; undefined when there is no such header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * CSRF defence for cookie sessions: a state-changing request must carry an Origin (or, failing
 * that, a Referer) of the shop itself. Browsers always send Origin on POST/PUT/DELETE; SameSite
 * Lax already keeps the cookie off cross-site posts, this is the second lock.
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin || origin === 'null') return false;
  const own = `${request.protocol}://${request.host}`;
  return origin === publicOrigin || origin === own;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Sessions already resolved for a request (the route guard's, then the handler's own check). */
const resolved = new WeakMap<FastifyRequest, Map<PrincipalKind, Authenticated>>();

/**
 * The signed-in `kind` behind a request, from the Bearer token (API clients) or that kind's
 * cookie (the web app). Wrong kind of token → 403; expired → 401 with the kind's message;
 * cookie without the shop's Origin on a state change → 403. `area` and `action` add the admin
 * role checks. The session is resolved once per request, however often it is asked for.
 */
export async function requirePrincipal(
  deps: IdentityDeps,
  request: FastifyRequest,
  kind: PrincipalKind,
  options: { area?: string; action?: AdminAction } = {},
): Promise<Authenticated> {
  const known = resolved.get(request)?.get(kind);
  const authenticated = known ?? (await authenticate(deps, request, kind));
  if (!known) resolved.set(request, (resolved.get(request) ?? new Map()).set(kind, authenticated));
  const { principal } = authenticated;
  if (options.area && !roleCanUseArea(principal.role as AdminRole, options.area)) {
    throw forbidden();
  }
  if (options.action && !roleCanDo(principal.role as AdminRole, options.action)) {
    throw forbidden();
  }
  return authenticated;
}

async function authenticate(
  deps: IdentityDeps,
  request: FastifyRequest,
  kind: PrincipalKind,
): Promise<Authenticated> {
  const bearer = bearerToken(request);
  const source = bearer !== undefined ? 'bearer' : 'cookie';
  const token = bearer ?? readSessionCookie(request, kind, deps.secureCookies);
  if (!token) throw notSignedIn();

  const session = await resolveSession(deps.db, token);
  if (session.status === 'invalid') throw notSignedIn();
  if (session.status === 'expired') {
    if (session.kind !== kind) throw forbidden();
    throw sessionExpired(kind);
  }
  if (session.kind !== kind) throw forbidden();
  if (source === 'cookie' && !isSameOriginRequest(request, deps.publicOrigin)) {
    throw csrfRejected();
  }
  const principal = await loadPrincipal(deps.db, kind, session.principalId);
  if (!principal) throw notSignedIn();
  return { principal, token, source, expiresAt: session.expiresAt };
}

/**
 * The signed-in `kind` when there is one, for endpoints anyone may call (scores, visitor records,
 * an order's link). A bad or foreign token, or a cookie without the shop's Origin, is anonymous.
 */
export async function optionalPrincipal(
  deps: IdentityDeps,
  request: FastifyRequest,
  kind: PrincipalKind,
): Promise<Principal | null> {
  const known = resolved.get(request)?.get(kind);
  if (known) return known.principal;
  const bearer = bearerToken(request);
  const token = bearer || readSessionCookie(request, kind, deps.secureCookies);
  if (!token) return null;
  if (!bearer && !isSameOriginRequest(request, deps.publicOrigin)) return null;
  const session = await resolveSession(deps.db, token);
  if (session.status !== 'valid' || session.kind !== kind) return null;
  return loadPrincipal(deps.db, kind, session.principalId);
}

export const optionalCustomer = (deps: IdentityDeps, request: FastifyRequest) =>
  optionalPrincipal(deps, request, 'customer');

/** Which cookie a page reads: its guard's kind, else the kind of the area's shell. */
export function pageKind(pathname: string): PrincipalKind {
  const guard = guardForPath(pathname);
  if (guard !== 'none') return guard;
  const area = areaForPath(pathname);
  return area === 'admin' ? 'admin' : area === 'toptan' ? 'wholesale' : 'customer';
}

/** The principal a server-rendered page sees (null when not signed in or expired). */
export async function principalForPage(
  deps: IdentityDeps,
  request: FastifyRequest,
): Promise<Principal | null> {
  const pathname = request.url.split('?')[0] ?? '/';
  const kind = pageKind(pathname);
  const token = readSessionCookie(request, kind, deps.secureCookies);
  if (!token) return null;
  const session = await resolveSession(deps.db, token);
  if (session.status !== 'valid' || session.kind !== kind) return null;
  return loadPrincipal(deps.db, kind, session.principalId);
}
