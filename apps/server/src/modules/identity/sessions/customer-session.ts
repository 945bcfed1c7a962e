import type { FastifyRequest } from 'fastify';
import type { IdentityDeps } from '../context';
import { readSessionCookie } from './cookies';
import { isSameOriginRequest } from './request-auth';
import { resolveSession } from './service';

/**
 * The signed-in customer of a browser request and when the session ends, from the cookie
 * alone (one query). Null when signed out, expired, or a state change without the shop's
 * Origin: such a request is treated as anonymous.
 */
export async function customerSessionOf(
  deps: IdentityDeps,
  request: FastifyRequest,
): Promise<{ id: string; sessionEndsAt: Date } | null> {
  const token = readSessionCookie(request, 'customer', deps.secureCookies);
  if (!token || !isSameOriginRequest(request, deps.publicOrigin)) return null;
  const session = await resolveSession(deps.db, token);
  if (session.status !== 'valid' || session.kind !== 'customer') return null;
  return { id: session.principalId, sessionEndsAt: session.expiresAt };
}
