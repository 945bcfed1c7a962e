import { listFormSubmissionsRoute, submitFormRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { type FormsDeps, listFormSubmissions, submitForm } from './forms-service';

/** The application forms (anyone, with a captcha) and their list for the back office. */
export function registerFormRoutes(
  app: FastifyInstance,
  deps: FormsDeps,
  identity: IdentityDeps,
): void {
  registerRoute(app, submitFormRoute, async ({ params, body }, { request, reply }) => {
    const result = await submitForm(deps, params.kind, body, request.ip);
    reply.code(201);
    return result;
  });
  registerRoute(app, listFormSubmissionsRoute, async ({ query }, { request }) => {
    await requirePrincipal(identity, request, 'admin', { area: 'customer-service' });
    return listFormSubmissions(deps.db, query);
  });
}
