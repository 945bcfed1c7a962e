import type { FastifyRequest } from 'fastify';
import type { PrincipalKind } from '../../../db/schema';
import { readSessionCookie } from './cookies';
import { bearerToken } from './request-auth';

export interface RequestInfo {
  ip: string;
  userAgent?: string | undefined;
  /** The session token the caller already had (rotated away on sign-in). */
  currentToken?: string | undefined;
}

/** Who is asking, for rate limits, session records and rotation of the old session. */
export function requestInfo(
  request: FastifyRequest,
  kind: PrincipalKind,
  secureCookies: boolean,
): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    currentToken: bearerToken(request) || readSessionCookie(request, kind, secureCookies),
  };
}
