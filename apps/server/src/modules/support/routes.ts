import {
  createSupportRequestRoute,
  mySupportRequestsRoute,
  orderSupportRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { AppError } from '../../http/errors';
import { type CustomerResolver, ownerOf } from '../orders/index';
import type { SupportService } from './support-service';

export function registerSupportRoutes(
  app: FastifyInstance,
  support: SupportService,
  customerOf: CustomerResolver,
): void {
  const owner = (request: FastifyRequest) => ownerOf(request, customerOf);
  registerRoute(app, createSupportRequestRoute, async ({ body }, { request }) => ({
    request: await support.create(body, await owner(request), request.ip),
  }));
  registerRoute(app, orderSupportRoute, async ({ params }, { request }) =>
    support.forOrder(params.id, await owner(request)),
  );
  registerRoute(app, mySupportRequestsRoute, async ({ query }, { request }) => {
    const { customerId, cartId } = await owner(request);
    if (!customerId) throw new AppError(401, 'UNAUTHORIZED', 'Lütfen giriş yapın.');
    return support.ofCustomer(customerId, cartId, query.pageNumber);
  });
}
