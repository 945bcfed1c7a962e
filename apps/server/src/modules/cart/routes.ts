import {
  addToCartRoute,
  adoptCartRoute,
  clearCartRoute,
  getCartRoute,
  getSharedCartRoute,
  removeFromCartRoute,
  setCartQuantityRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { cartIdFromRequest, setCartCookie } from './cart-cookie';
import type { CartChange, CartService } from './cart-service';

/** Sends a changed cart, setting the cookie when the cart was just created. */
function reply(request: FastifyRequest, response: FastifyReply, change: CartChange) {
  if (change.id !== cartIdFromRequest(request)) setCartCookie(request, response, change.id);
  return change.view;
}

export function registerCartRoutes(app: FastifyInstance, carts: CartService): void {
  registerRoute(app, getCartRoute, async (_input, { request }) =>
    carts.view(cartIdFromRequest(request)),
  );
  registerRoute(app, getSharedCartRoute, async ({ params }) => carts.shared(params.id));
  registerRoute(app, adoptCartRoute, async ({ params }, { request, reply: res }) =>
    reply(request, res, await carts.adopt(params.id, cartIdFromRequest(request))),
  );
  registerRoute(app, addToCartRoute, async ({ body }, { request, reply: res }) =>
    reply(request, res, await carts.add(cartIdFromRequest(request), body)),
  );
  registerRoute(app, setCartQuantityRoute, async ({ params, body }, { request, reply: res }) =>
    reply(
      request,
      res,
      await carts.setQuantity(cartIdFromRequest(request), params.indexId, body.qty),
    ),
  );
  registerRoute(app, removeFromCartRoute, async ({ params }, { request, reply: res }) =>
    reply(request, res, await carts.remove(cartIdFromRequest(request), params.indexId)),
  );
  registerRoute(app, clearCartRoute, async (_input, { request, reply: res }) =>
    reply(request, res, await carts.clear(cartIdFromRequest(request))),
  );
}
