import { captchaChallengeRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { createCaptchaChallenge } from './service';

export function registerCaptchaRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, captchaChallengeRoute, async (_input, { reply }) => {
    reply.header('cache-control', 'no-store');
    return createCaptchaChallenge(deps);
  });
}
