import type { FastifyBaseLogger } from 'fastify';
import type { CustomerSessionHooks } from '../identity/index';
import { cartIdFromRequest, clearCartCookie, setCartCookie } from './cart-cookie';
import type { CartService } from './cart-service';

/**
 * The cart follows the customer: signing in merges this browser's cart into the
 * customer's one cart and points the cookie at it until the session ends; signing out leaves
 * the browser with no cart, so the next shopper at a shared computer starts afresh.
 */
export function cartSessionHooks(
  carts: CartService,
  log: FastifyBaseLogger,
  /** An https:// PUBLIC_URL: the cookie is Secure (cart-cookie.ts). */
  secureSite: boolean,
): CustomerSessionHooks {
  return {
    async signedIn(request, reply, customer) {
      try {
        const id = await carts.claim(cartIdFromRequest(request), customer.id);
        setCartCookie(request, reply, id, { secureSite, until: customer.sessionEndsAt });
      } catch (err) {
        // The sign-in stands; the next cart request claims the cart again.
        log.error({ err }, 'taking the cart over at sign-in failed');
      }
    },
    signedOut(request, reply) {
      clearCartCookie(request, reply, secureSite);
    },
    cartIdOf: cartIdFromRequest,
  };
}
