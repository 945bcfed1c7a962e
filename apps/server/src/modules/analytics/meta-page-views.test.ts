import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ORIGIN, startTestShop, type TestShop } from '../identity/testing';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
}, 180_000);
afterAll(() => shop.close());

const pageView = (overrides: Record<string, unknown> = {}) => ({
  country: 'TR',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140',
  fbp: `fb.1.${Date.now()}.1234567890`,
  fbc: null,
  ip: '198.51.100.7',
  location: `${SHOP_ORIGIN}/urun/pamuk-nevresim`,
  eventId: randomUUID(),
  ...overrides,
});

function post(body: object, consent?: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/facebookCapi/PageView',
    headers: {
      origin: SHOP_ORIGIN,
      ...(consent ? { cookie: `carsi_consent=${consent}` } : {}),
    },
    payload: body,
  });
}

async function eventsFor(eventId: string): Promise<Record<string, unknown>[]> {
  const response = await shop.app.inject(`/__sandbox/meta/events?eventId=${eventId}`);
  return response.json().events;
}

describe('Meta Conversions API page views', () => {
  it('sends nothing without marketing consent, whatever the body says', async () => {
    for (const consent of [undefined, 'v1.a1.m0', 'garbage']) {
      const body = pageView();
      const response = await post(body, consent);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ queued: false, reason: 'no-consent' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await eventsFor(body.eventId)).toEqual([]);
    }
  });

  it('with consent, queues a job that reaches Meta with the address the server saw', async () => {
    const body = pageView();
    const response = await post(body, 'v1.a0.m1');
    expect(response.json()).toEqual({ queued: true });
    await expect.poll(() => eventsFor(body.eventId), { timeout: 10_000 }).toHaveLength(1);
    const [event] = await eventsFor(body.eventId);
    expect(event).toEqual(
      expect.objectContaining({
        event_name: 'PageView',
        event_id: body.eventId,
        action_source: 'website',
        event_source_url: body.location,
      }),
    );
    const user = event?.user_data as Record<string, unknown>;
    expect(user.client_ip_address).toBe('127.0.0.1');
    expect(user.fbp).toBe(body.fbp);
    expect(user.country).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });

  it('a repeat of the same event id is sent once', async () => {
    const body = pageView();
    await post(body, 'v1.a1.m1');
    await post(body, 'v1.a1.m1');
    await expect.poll(() => eventsFor(body.eventId), { timeout: 10_000 }).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsFor(body.eventId)).toHaveLength(1);
  });

  it('never reports admin pages or another site', async () => {
    for (const location of [`${SHOP_ORIGIN}/admin-panel/anasayfa`, 'https://evil.example/urun/x']) {
      const response = await post(pageView({ location }), 'v1.a1.m1');
      expect(response.json()).toEqual({ queued: false, reason: 'not-a-shop-page' });
    }
  });

  it('refuses a malformed browser id with the field named', async () => {
    const response = await post(pageView({ fbp: 'not-an-id' }), 'v1.a1.m1');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('fbp');
  });
});
