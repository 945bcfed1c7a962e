import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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

/**
 * Waits until the server sells `skuId` through its landing campaign: a campaign written straight
 * to the database reaches the cart's cached prices through the catalogue tables' NOTIFY, which on
 * PostgreSQL arrives on its own connection a moment later. Each try is a new visitor's add of one
 * unit (a refused one writes nothing).
 */
export async function untilCampaignSells(app: FastifyInstance, skuId: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (await testVisitor(app).call('POST', '/api/cart/items', { skuId, qty: 1, campaign: true }))
          .statusCode,
      { timeout: 5_000, interval: 50 },
    )
    .toBe(200);
}
