import { createSupportRequestBody, type SupportWebApi } from '@carsi/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../http/errors';
import { cartIdFromRequest } from '../cart/index';
import { asForm } from '../catalogue/index';
import type { SupportService } from './support-service';

/** WebLoadContext.support for one page request: bound to its customer and cart cookie. */
export function supportForWeb(
  support: SupportService,
  request: FastifyRequest,
  customerId: string | null,
): SupportWebApi {
  const owner = { cartId: cartIdFromRequest(request), customerId };
  return {
    order: async (orderId) => {
      if (!/^[\w-]{22}$/.test(orderId)) return null;
      try {
        return await support.forOrder(orderId, owner);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
    create: (input) =>
      asForm(async () => {
        const parsed = createSupportRequestBody.safeParse(input);
        if (!parsed.success) throw validationError('body', parsed.error);
        return { request: await support.create(parsed.data, owner, request.ip) };
      }),
    mine: async (pageNumber) => {
      if (!customerId) return null;
      const [orders, requests] = await Promise.all([
        support.ordersOfCustomer(customerId, owner.cartId),
        support.ofCustomer(customerId, owner.cartId, pageNumber),
      ]);
      return { orders, requests };
    },
  };
}
