import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { lastCode, SHOP_ORIGIN, startTestShop, type TestShop } from '../identity/testing';
import type { Method } from './test-visitor';

/**
 * A test browser: keeps every cookie the server sets (and drops cleared ones) and sends the
 * shop's Origin on state changes, like a real browser on the shop's own pages.
 */
export function testBrowser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const call = async (method: Method, url: string, payload?: unknown) => {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      headers: method === 'GET' ? {} : { origin: SHOP_ORIGIN },
      cookies: Object.fromEntries(jar),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const cleared =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (cleared || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };
  return { call, cookie: (name: string) => jar.get(name), jar };
}

/**
 * A shop for tests where one customer signs in on several browsers: its rate-limit counters stay
 * in the database even when REDIS_URL is set, so {@link signInCustomer} can lift the 60 s rule
 * between two codes to one phone (these tests are about carts, not about the limits).
 */
export const startMultiDeviceShop = () => startTestShop({ env: { REDIS_URL: '' } });

/** Signs the customer with this phone in on a browser, through the SMS code like a person. */
export async function signInCustomer(
  shop: TestShop,
  browser: ReturnType<typeof testBrowser>,
  phone: string,
): Promise<LightMyRequestResponse> {
  await shop.database.db.execute(
    sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key like ${`sms-resend:%${phone}`}`,
  );
  const sent = await browser.call('POST', '/api/users/smscode', { phone });
  if (sent.statusCode !== 200) throw new Error(`SMS code refused: ${sent.statusCode} ${sent.body}`);
  const code = await lastCode(shop.app, phone);
  const response = await browser.call('POST', '/api/users/authenticate', {
    credentials: { phone, code },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response;
}
