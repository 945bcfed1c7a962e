import {
  type SignInWithCodeInput,
  sendSignInCodeRoute,
  signInWithCodePostRoute,
  signInWithCodeRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { setSessionCookie } from '../sessions/cookies';
import { requestInfo } from '../sessions/request-info';
import { sendSignInCode, signInWithCode } from './service';

export function registerSignInRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, sendSignInCodeRoute, ({ body }, { request }) =>
    sendSignInCode(deps, body, request.ip),
  );

  async function signIn(
    input: SignInWithCodeInput,
    source: 'body' | 'query',
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const info = requestInfo(request, input.userType, deps.secureCookies);
    const { kind, expiresAtDate, ...result } = await signInWithCode(deps, input, info, source);
    setSessionCookie(reply, kind, result.token, expiresAtDate, deps.secureCookies);
    reply.header('cache-control', 'no-store');
    return result;
  }

  // The web app posts the code; the older GET still answers (its query string is never logged).
  registerRoute(app, signInWithCodePostRoute, ({ body }, { request, reply }) =>
    signIn(body, 'body', request, reply),
  );
  registerRoute(app, signInWithCodeRoute, ({ query }, { request, reply }) =>
    signIn(query, 'query', request, reply),
  );
}
