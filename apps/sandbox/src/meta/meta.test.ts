import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxPlugin } from '../index';
import { metaSandbox } from './index';

const meta = metaSandbox();
const app = Fastify();
await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [meta] });
afterAll(() => app.close());

const now = () => Math.floor(Date.now() / 1000);
const pageView = (overrides: Record<string, unknown> = {}) => ({
  event_name: 'PageView',
  event_time: now(),
  event_id: 'e-1',
  action_source: 'website',
  event_source_url: 'https://carsi.example/urun/x',
  user_data: { client_user_agent: 'Mozilla/5.0', client_ip_address: '203.0.113.9' },
  ...overrides,
});
const send = (body: unknown, token = 'secret') =>
  app.inject({
    method: 'POST',
    url: `/__sandbox/meta/v23.0/1234567890/events?access_token=${token}`,
    payload: body as object,
  });

describe('Meta Conversions API stand-in', () => {
  it('accepts a website PageView and lists it by event id', async () => {
    const response = await send({ data: [pageView()] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.objectContaining({ events_received: 1, messages: [], fbtrace_id: expect.any(String) }),
    );
    const list = await app.inject('/__sandbox/meta/events?eventId=e-1');
    expect(list.json().events[0]).toEqual(
      expect.objectContaining({ pixelId: '1234567890', event_name: 'PageView', event_id: 'e-1' }),
    );
  });

  it('takes data as a JSON string too, as the Graph API does', async () => {
    const response = await send({ data: JSON.stringify([pageView({ event_id: 'e-2' })]) });
    expect(response.json().events_received).toBe(1);
  });

  it('refuses a bad token, an old event and a website event without a user agent', async () => {
    const badToken = await send({ data: [pageView()] }, 'invalid');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().error).toEqual(
      expect.objectContaining({ code: 190, type: 'OAuthException' }),
    );
    const old = await send({ data: [pageView({ event_time: now() - 8 * 24 * 3600 })] });
    expect(old.json().error.message).toContain('more than 7 days');
    const noAgent = await send({ data: [pageView({ user_data: {} })] });
    expect(noAgent.json().error.message).toContain('client_user_agent');
    expect((await send({ data: [] })).statusCode).toBe(400);
  });
});
