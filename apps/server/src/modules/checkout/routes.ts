import { initiateThreeDsRoute, installmentPlanRoute, isWholesaleOrderId } from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { type CustomerResolver, ownerOf } from '../orders/index';
import type { CardPaymentService } from './card-payment-service';

/** Path the bank's 3-D Secure form posts back to. */
export const THREE_DS_CALLBACK_PATH = '/api/iyzico/callback';

/**
 * The same two calls with the wholesale token for a wholesale order (its id is a UUID): the
 * wholesale module answers them (modules/wholesale/card-payment.ts).
 */
export interface WholesaleCardCalls {
  installmentPlan(
    request: FastifyRequest,
    body: { orderId: string; binNumber: string },
  ): Promise<Awaited<ReturnType<CardPaymentService['installmentPlan']>>>;
  initiate(
    request: FastifyRequest,
    body: {
      orderId: string;
      card: Parameters<CardPaymentService['initiate']>[0]['card'];
      installment: number;
    },
  ): Promise<{ htmlContent: string }>;
}

export function registerCardPaymentRoutes(
  app: FastifyInstance,
  payments: CardPaymentService,
  customerOf: CustomerResolver,
  wholesale?: WholesaleCardCalls,
): void {
  registerRoute(app, installmentPlanRoute, async ({ body }, { request }) =>
    wholesale && isWholesaleOrderId(body.orderId)
      ? wholesale.installmentPlan(request, body)
      : payments.installmentPlan(body.orderId, await ownerOf(request, customerOf), body.binNumber),
  );
  registerRoute(app, initiateThreeDsRoute, async ({ body }, { request }) =>
    wholesale && isWholesaleOrderId(body.orderId)
      ? wholesale.initiate(request, body)
      : payments.initiate({
          orderId: body.orderId,
          owner: await ownerOf(request, customerOf),
          card: body.card,
          installment: body.installment,
          ip: request.ip,
          origin: `${request.protocol}://${request.host}`,
        }),
  );
  // The bank posts an HTML form here from the shopper's browser; the answer sends it on to the
  // payment-result page. It is not part of the JSON contract.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(THREE_DS_CALLBACK_PATH, async (request, reply) => {
      const outcome = await payments.complete(request.body);
      const query = new URLSearchParams({ durum: outcome.ok ? 'basarili' : 'hata' });
      if (outcome.orderId) query.set('siparis', outcome.orderId);
      if (outcome.reason) query.set('neden', outcome.reason);
      return reply.redirect(`/odeme-sonucu?${query}`, 303);
    });
  });
}
