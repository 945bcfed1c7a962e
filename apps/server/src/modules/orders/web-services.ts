import type { PurchaseWebApi } from '@carsi/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { CartService } from '../cart/index';
import { cartIdFromRequest } from '../cart/index';
import { visitorIdFromRequest } from '../identity/index';
import { orderForReader } from './order-privacy';
import type { OrderService } from './order-service';
import { toOrderListItem, toOrderSummary } from './order-view';

/** WebLoadContext.purchase for one page request: everything is bound to its cart cookie. */
export function purchaseForWeb(
  carts: CartService,
  orders: OrderService,
  request: FastifyRequest,
  customerId: string | null,
): PurchaseWebApi {
  const cartId = cartIdFromRequest(request);
  const visitorId = visitorIdFromRequest(request);
  const owner = { cartId, customerId, visitorId };
  return {
    cart: () => carts.view(cartId, customerId, visitorId),
    sharedCart: async (shareId) => {
      if (!/^[\w-]{22}$/.test(shareId)) return null;
      try {
        return await carts.shared(shareId);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
    order: async (orderId) => {
      const found = /^[\w-]{22}$/.test(orderId) ? await orders.find(orderId, owner) : null;
      // Storefront pages carry no admin session: the owner sees it all, anyone else masked.
      return found && { ...found, order: orderForReader(found, { adminRole: null }) };
    },
    unpaidOrders: async () => (await orders.unpaidOfCart(cartId)).map(toOrderSummary),
    myOrders: async () =>
      customerId ? (await orders.ofCustomer(customerId)).map(toOrderListItem) : [],
  };
}
