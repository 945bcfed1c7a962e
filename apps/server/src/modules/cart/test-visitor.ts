import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CART_COOKIE } from './cart-cookie';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A test shopper: keeps the cart cookie between requests like a browser does. */
export function testVisitor(app: FastifyInstance) {
  let cookie: string | undefined;
  const call = async (
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(cookie ? { cookies: { [CART_COOKIE]: cookie } } : {}),
    });
    const set = response.cookies.find((c) => c.name === CART_COOKIE);
    if (set) cookie = set.value;
    return response;
  };
  return { call, cookie: () => cookie };
}
