import { type Principal, type StorefrontPersonal, storefrontPersonalRoute } from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import type { CartService } from '../cart/index';
import { cartIdFromRequest } from '../cart/index';
import type { OrderService } from '../orders/index';
import { customerGotDiscount } from '../promotions/index';

export interface StorefrontPersonalDeps {
  db: Database;
  carts: CartService;
  /** The unpaid-orders and pending-order banners of the visitor's cart. */
  orders: OrderService;
  /** The signed-in customer of a request (a wholesale or admin session is nobody here). */
  customerOf: (request: FastifyRequest) => Promise<Principal | null>;
}

/**
 * The header's parts for one visitor: their greeting, their cart's units, their discount
 * history, and the banners every storefront page shows (unpaid orders, the pending order).
 */
export async function storefrontPersonal(
  deps: Pick<StorefrontPersonalDeps, 'db' | 'carts' | 'orders'>,
  cartId: string | null,
  customer: Principal | null,
): Promise<StorefrontPersonal> {
  const [cartUnits, gotDiscount, banners] = await Promise.all([
    deps.carts.units(cartId, customer?.id ?? null),
    customer ? customerGotDiscount(deps.db, customer.id) : false,
    deps.orders.bannersOfCart(cartId, customer?.id ?? null),
  ]);
  return {
    customer: customer && { id: customer.id, displayName: customer.displayName },
    cartUnits,
    customerGotDiscount: gotDiscount,
    ...banners,
  };
}

/**
 * GET /api/storefront/personal: what a storefront page shows of its visitor. Catalogue pages
 * come from the shared HTML cache and ask for it after loading; the root loader reads it
 * in-process for the pages it renders for the visitor, so both show the same.
 */
export function registerStorefrontRoutes(api: FastifyInstance, deps: StorefrontPersonalDeps) {
  registerRoute(api, storefrontPersonalRoute, async (_input, { request, reply }) => {
    // Someone's greeting and cart must never sit in a shared cache.
    reply.header('cache-control', 'private, no-store');
    return storefrontPersonal(deps, cartIdFromRequest(request), await deps.customerOf(request));
  });
}
