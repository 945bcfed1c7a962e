import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The visitor's cart id lives in this httpOnly cookie (90 days). */
export const CART_COOKIE = 'carsi_cart';
const CART_ID = /^[A-Za-z0-9_-]{22}$/;

/** A random 128-bit id, base64url: unguessable, so it doubles as the share link. */
export function newCartId(): string {
  return randomBytes(16).toString('base64url');
}

/** The cart id of the request's cookie, when it is well-formed. */
export function cartIdFromRequest(request: FastifyRequest): string | null {
  const value = request.cookies?.[CART_COOKIE];
  return typeof value === 'string' && CART_ID.test(value) ? value : null;
}

/**
 * Secure when the shop is an https:// one (`secureSite`, from PUBLIC_URL, as the session
 * cookies): behind a proxy that ends TLS the request itself may look like http. A request that
 * came over TLS makes it Secure too.
 */
const secureFor = (request: FastifyRequest, secureSite: boolean) =>
  secureSite || request.protocol === 'https';

/**
 * Sets the cart cookie. A customer's cart cookie ends with their session (`until`), so a shared
 * computer left signed in does not keep showing their cart once the session is over.
 */
export function setCartCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  { secureSite, until }: { secureSite: boolean; until?: Date | undefined },
): void {
  reply.setCookie(CART_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(request, secureSite),
    ...(until ? { expires: until } : { maxAge: 90 * 24 * 60 * 60 }),
  });
}

/** Sign-out: the browser starts over with a new anonymous cart on its next add. */
export function clearCartCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secureSite: boolean,
): void {
  reply.clearCookie(CART_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(request, secureSite),
  });
}
