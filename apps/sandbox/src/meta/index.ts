import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxProvider } from '../index';

/** One server event as the Conversions API received it. */
export interface ReceivedMetaEvent {
  pixelId: string;
  event_name: string;
  event_time: number;
  event_id?: string;
  action_source: string;
  event_source_url?: string;
  user_data: Record<string, unknown>;
  receivedAt: string;
}

const SEVEN_DAYS_S = 7 * 24 * 3600;
const ACTION_SOURCES = new Set([
  'website',
  'app',
  'email',
  'phone_call',
  'chat',
  'physical_store',
  'system_generated',
  'business_messaging',
  'other',
]);

const fbtraceId = () => randomBytes(8).toString('base64url');

/** Graph API errors: `{ error: { message, type, code, fbtrace_id } }`. */
function graphError(
  reply: FastifyReply,
  status: number,
  code: number,
  type: string,
  message: string,
) {
  return reply.status(status).send({ error: { message, type, code, fbtrace_id: fbtraceId() } });
}

/** The reason an event is refused, as Meta words it, or null when it is accepted. */
function eventProblem(event: unknown, nowS: number): string | null {
  if (!event || typeof event !== 'object') return 'Invalid parameter: event must be an object';
  const e = event as Record<string, unknown>;
  if (typeof e.event_name !== 'string' || !e.event_name) return 'event_name is required';
  if (typeof e.event_time !== 'number' || !Number.isInteger(e.event_time)) {
    return 'event_time must be a Unix timestamp in seconds';
  }
  if (e.event_time < nowS - SEVEN_DAYS_S) return 'event_time is more than 7 days in the past';
  if (e.event_time > nowS + 60) return 'event_time is in the future';
  if (typeof e.action_source !== 'string' || !ACTION_SOURCES.has(e.action_source)) {
    return 'action_source is required and must be a known value';
  }
  const user = e.user_data as Record<string, unknown> | undefined;
  if (!user || typeof user !== 'object') return 'user_data is required';
  if (e.action_source === 'website') {
    if (typeof user.client_user_agent !== 'string' || !user.client_user_agent) {
      return 'client_user_agent is required for website events';
    }
    if (typeof e.event_source_url !== 'string' || !e.event_source_url) {
      return 'event_source_url is required for website events';
    }
  }
  return null;
}

/**
 * Stand-in for Meta's Conversions API (`POST /{version}/{pixel-id}/events?access_token=…`),
 * mounted at /__sandbox/meta. It checks the token and each event the way the Graph API does
 * (website events need a user agent and a source URL; events older than 7 days are refused),
 * answers `{ events_received, messages, fbtrace_id }`, and lists what it got at
 * /__sandbox/meta/events (JSON) for a person or a test. The token `invalid` is refused.
 */
export function metaSandbox(): SandboxProvider & { received: ReceivedMetaEvent[] } {
  const received: ReceivedMetaEvent[] = [];
  return {
    name: 'meta',
    description: 'Meta Conversions API — every server event the shop sent',
    received,
    register(app: FastifyInstance) {
      app.post<{
        Params: { version: string; pixelId: string };
        Querystring: { access_token?: string };
        Body: { data?: unknown; access_token?: string };
      }>('/:version/:pixelId/events', async (request, reply) => {
        const token = request.query.access_token ?? request.body?.access_token;
        if (!token || token === 'invalid') {
          return graphError(reply, 400, 190, 'OAuthException', 'Invalid OAuth access token.');
        }
        if (!/^v\d+\.\d+$/.test(request.params.version) || !/^\d+$/.test(request.params.pixelId)) {
          return graphError(reply, 400, 100, 'GraphMethodException', 'Unsupported post request.');
        }
        // The API takes `data` as a JSON array, or as a JSON string in a form field.
        let data = request.body?.data;
        if (typeof data === 'string') {
          try {
            data = JSON.parse(data);
          } catch {
            data = undefined;
          }
        }
        if (!Array.isArray(data) || data.length === 0 || data.length > 1000) {
          return graphError(reply, 400, 100, 'OAuthException', 'Invalid parameter: data');
        }
        const nowS = Math.floor(Date.now() / 1000);
        for (const [index, event] of data.entries()) {
          const problem = eventProblem(event, nowS);
          if (problem) {
            return graphError(
              reply,
              400,
              100,
              'OAuthException',
              `Invalid parameter: event ${index}: ${problem}`,
            );
          }
        }
        for (const event of data as Omit<ReceivedMetaEvent, 'pixelId' | 'receivedAt'>[]) {
          received.push({
            ...event,
            pixelId: request.params.pixelId,
            receivedAt: new Date().toISOString(),
          });
        }
        if (received.length > 500) received.splice(0, received.length - 500);
        return { events_received: data.length, messages: [], fbtrace_id: fbtraceId() };
      });

      app.get<{ Querystring: { eventId?: string } }>('/events', async (request) => ({
        events: received
          .filter((event) => !request.query.eventId || event.event_id === request.query.eventId)
          .slice()
          .reverse(),
      }));
    },
  };
}
