import { createVisitorRoute, updateExtraDiscountShownRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/contract-route';
import type { IdentityDeps } from '../context';
import { optionalCustomer } from '../sessions/request-auth';
import { markExtraDiscountShown, recordVisitor } from './service';

/** First-party visitor cookie: readable by the page (it mirrors local storage), a year long. */
export const VISITOR_COOKIE = 'carsi_visitor';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function registerVisitorRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  registerRoute(app, createVisitorRoute, async ({ body }, { request, reply }) => {
    const customer = await optionalCustomer(deps, request);
    const resultData = await recordVisitor(
      deps,
      body,
      customer?.id ?? null,
      request.ip,
      deps.customerSessionHooks?.cartIdOf?.(request) ?? null,
    );
    reply.setCookie(VISITOR_COOKIE, resultData.visitorId, {
      path: '/',
      sameSite: 'lax',
      secure: deps.secureCookies,
      maxAge: YEAR_SECONDS,
    });
    return { resultData };
  });

  registerRoute(app, updateExtraDiscountShownRoute, async ({ body }, { request }) => ({
    resultData: await markExtraDiscountShown(deps, body.visitorId, request.ip),
  }));
}
