import {
  addOnQuoteRoute,
  claimSurpriseDiscountRoute,
  createAddOnOrderRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import type { CartService } from '../cart/index';
import { claimSurpriseDiscount } from '../promotions/index';
import { AddOnOrders } from './add-on-order';
import { type CustomerResolver, ownerOf } from './owner';

/** Add-on orders to a pending order and the surprise discount's server-side grant. */
export function registerAddOnRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    carts: CartService;
    customerOf: CustomerResolver;
    now?: (() => Date) | undefined;
  },
): void {
  const now = deps.now ?? (() => new Date());
  const addOns = new AddOnOrders(deps.db, now);
  registerRoute(app, addOnQuoteRoute, async (_input, { request }) =>
    addOns.quote(await ownerOf(request, deps.customerOf)),
  );
  registerRoute(app, createAddOnOrderRoute, async ({ body }, { request }) =>
    addOns.create(await ownerOf(request, deps.customerOf), body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );
  registerRoute(app, claimSurpriseDiscountRoute, async (_input, { request }) => {
    const owner = await ownerOf(request, deps.customerOf);
    const who = {
      cartId: owner.cartId,
      customerId: owner.customerId ?? null,
      visitorId: owner.visitorId ?? null,
    };
    const extraDiscount = await claimSurpriseDiscount(deps.db, who, now());
    const view = await deps.carts.view(who.cartId, who.customerId, who.visitorId);
    return { ...view, extraDiscount };
  });
}
