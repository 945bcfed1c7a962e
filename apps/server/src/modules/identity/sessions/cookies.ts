import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrincipalKind } from '../../../db/schema';

/**
 * One cookie per kind of principal, so a person can be a customer in the shop and an admin in
 * the back office at the same time, and signing out of one leaves the other alone. Over https
 * the names carry the __Host- prefix (Secure, path /, no Domain: no subdomain can set them).
 */
export function sessionCookieName(kind: PrincipalKind, secure: boolean): string {
  return `${secure ? '__Host-' : ''}carsi_${kind}`;
}

export function readSessionCookie(
  request: FastifyRequest,
  kind: PrincipalKind,
  secure: boolean,
): string | undefined {
  return request.cookies[sessionCookieName(kind, secure)] || undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  kind: PrincipalKind,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  reply.setCookie(sessionCookieName(kind, secure), token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, kind: PrincipalKind, secure: boolean) {
  reply.clearCookie(sessionCookieName(kind, secure), {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
  });
}
