import type { Principal } from '@carsi/contract';
import type { FastifyRequest } from 'fastify';
import { cartIdFromRequest } from '../cart/index';
import { visitorIdFromRequest } from '../identity/index';
import type { OrderOwner } from './order-service';

/** The signed-in customer behind an API request, if any (identity module). */
export type CustomerResolver = (request: FastifyRequest) => Promise<Principal | null>;
/** The signed-in admin behind an API request, if any: each role reads orders as access.ts says. */
export type AdminResolver = (request: FastifyRequest) => Promise<Principal | null>;

/** Who is asking: the cart and visitor cookies, and the signed-in customer when there is one. */
export async function ownerOf(
  request: FastifyRequest,
  customerOf: CustomerResolver,
): Promise<OrderOwner> {
  const customer = await customerOf(request);
  return {
    cartId: cartIdFromRequest(request),
    customerId: customer?.id ?? null,
    visitorId: visitorIdFromRequest(request),
  };
}
