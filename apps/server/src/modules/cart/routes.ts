import {
  addToCartRoute,
  adoptCartRoute,
  applyDiscountCodeRoute,
  clearCartRoute,
  getCartRoute,
  getSharedCartRoute,
  removeDiscountCodeRoute,
  removeFromCartRoute,
  setCartQuantityRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import type { AnalyticsEvents } from '../analytics/index';
import { visitorIdFromRequest } from '../identity/index';
import { registerAddToCartForm } from './add-form-route';
import { cartIdFromRequest, setCartCookie } from './cart-cookie';
import type { CartService } from './cart-service';

/** The signed-in customer of a request and when their session ends (identity module). */
export type CartCustomerOf = (
  request: FastifyRequest,
) => Promise<{ id: string; sessionEndsAt: Date } | null>;

export interface CartRouteDeps {
  carts: CartService;
  customerOf: CartCustomerOf;
  analytics: AnalyticsEvents;
  /** The shop's origin, for the Origin check of the no-JavaScript add form. */
  publicOrigin?: string | undefined;
}

export function registerCartRoutes(app: FastifyInstance, deps: CartRouteDeps): void {
  const { carts, customerOf, analytics } = deps;

  /** The request's cart: a signed-in customer's own cart (claimed on the way), else the cookie's. */
  const cartOf = async (request: FastifyRequest) => {
    const customer = await customerOf(request);
    const cookie = cartIdFromRequest(request);
    const visitorId = visitorIdFromRequest(request);
    if (!customer) return { cartId: cookie, customer: null, customerId: null, visitorId };
    const cartId = await carts.claim(cookie, customer.id);
    return { cartId, customer, customerId: customer.id, visitorId };
  };
  type Owner = Awaited<ReturnType<typeof cartOf>>;

  /** Points the cookie at the cart in use when it does not already. */
  const keep = (request: FastifyRequest, reply: FastifyReply, owner: Owner, id: string | null) => {
    if (id && id !== cartIdFromRequest(request)) {
      setCartCookie(request, reply, id, {
        secureSite: deps.publicOrigin?.startsWith('https:') ?? false,
        until: owner.customer?.sessionEndsAt,
      });
    }
  };

  registerRoute(app, getCartRoute, async (_input, { request, reply }) => {
    const owner = await cartOf(request);
    keep(request, reply, owner, owner.cartId);
    return carts.view(owner.cartId, owner.customerId, owner.visitorId);
  });
  registerRoute(app, getSharedCartRoute, async ({ params }) => carts.shared(params.id));
  registerRoute(app, adoptCartRoute, async ({ params }, { request, reply }) => {
    const owner = await cartOf(request);
    const change = await carts.adopt(params.id, owner.cartId, owner.customerId, owner.visitorId);
    keep(request, reply, owner, change.id);
    return change.view;
  });
  const add = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: Parameters<CartService['add']>[1],
  ) => {
    const owner = await cartOf(request);
    const change = await carts.add(owner.cartId, body, owner.customerId, owner.visitorId);
    keep(request, reply, owner, change.id);
    // Held in memory and written in a batch after the answer (analytics/event-buffer.ts).
    analytics.addToCart({
      visitorId: owner.visitorId,
      cartRef: change.view.id,
      customerId: owner.customerId,
      skuId: change.added.skuId,
      sku: change.added.sku,
      qty: change.added.qty,
      value: change.added.value,
      currency: change.added.currency,
    });
    return { ...change.view, added: change.added };
  };
  registerRoute(app, addToCartRoute, async ({ body }, { request, reply }) =>
    add(request, reply, body),
  );
  // The same add for the product page's form, before its JavaScript runs.
  if (deps.publicOrigin) {
    registerAddToCartForm(app, deps.publicOrigin, async (request, reply, body) => {
      await add(request, reply, body);
    });
  }
  registerRoute(app, setCartQuantityRoute, async ({ params, body }, { request, reply }) => {
    const owner = await cartOf(request);
    const change = await carts.setQuantity(
      owner.cartId,
      params.indexId,
      body.qty,
      owner.customerId,
      owner.visitorId,
    );
    keep(request, reply, owner, change.id);
    return change.view;
  });
  registerRoute(app, removeFromCartRoute, async ({ params }, { request, reply }) => {
    const owner = await cartOf(request);
    const change = await carts.remove(
      owner.cartId,
      params.indexId,
      owner.customerId,
      owner.visitorId,
    );
    keep(request, reply, owner, change.id);
    return change.view;
  });
  registerRoute(app, clearCartRoute, async (_input, { request, reply }) => {
    const owner = await cartOf(request);
    const change = await carts.clear(owner.cartId, owner.customerId, owner.visitorId);
    keep(request, reply, owner, change.id);
    return change.view;
  });
  // Discount codes (promotions/cart-codes.ts): the server checks and applies them.
  registerRoute(app, applyDiscountCodeRoute, async ({ body }, { request, reply }) => {
    const owner = await cartOf(request);
    const change = await carts.applyCode(
      owner.cartId,
      body.code,
      owner.customerId,
      owner.visitorId,
    );
    keep(request, reply, owner, change.id);
    return change.view;
  });
  registerRoute(app, removeDiscountCodeRoute, async ({ params }, { request, reply }) => {
    const owner = await cartOf(request);
    const change = await carts.removeCode(
      owner.cartId,
      params.code,
      owner.customerId,
      owner.visitorId,
    );
    keep(request, reply, owner, change.id);
    return change.view;
  });
}
