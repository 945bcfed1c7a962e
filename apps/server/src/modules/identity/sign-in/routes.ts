import { sendSignInCodeRoute, signInWithCodeRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { setSessionCookie } from '../sessions/cookies';
import { requestInfo } from '../sessions/request-info';
import { sendSignInCode, signInWithCode } from './service';

export function registerSignInRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, sendSignInCodeRoute, ({ body }, { request }) =>
    sendSignInCode(deps, body, request.ip),
  );

  registerRoute(app, signInWithCodeRoute, async ({ query }, { request, reply }) => {
    const info = requestInfo(request, query.userType, deps.secureCookies);
    const { kind, expiresAtDate, ...result } = await signInWithCode(deps, query, info);
    setSessionCookie(reply, kind, result.token, expiresAtDate, deps.secureCookies);
    reply.header('cache-control', 'no-store');
    return result;
  });
}
