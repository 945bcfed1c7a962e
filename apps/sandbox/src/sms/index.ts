import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxProvider } from '../index';
import { type FailureMode, Outbox } from './outbox';
import { renderOutboxPage } from './page';

export { Outbox, type OutboxMessage } from './outbox';

const failureModes: FailureMode[] = ['server-error', 'auth', 'rate-limit', 'timeout'];

/** Netgsm answers refusals with HTTP 406 and a result code. */
function refuse(reply: FastifyReply, code: string, description: string) {
  return reply.status(406).send({ code, jobid: null, description });
}

function hasBasicCredentials(header: string | undefined): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return false;
  const [user, ...rest] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return Boolean(user) && rest.join(':').length > 0;
}

/** Accepts `5xxxxxxxxx` or `905xxxxxxxxx`, as Netgsm does; returns the 10-digit form. */
function recipient(no: unknown): string | null {
  if (typeof no !== 'string') return null;
  const match = /^(?:90)?(5\d{9})$/.exec(no);
  return match?.[1] ?? null;
}

/**
 * Stand-in for Netgsm's REST v2 SMS API (`POST /sms/rest/v2/send`), mounted at /__sandbox/sms.
 * It checks Basic auth and the body the way Netgsm does, records each message, and shows the
 * outbox at /__sandbox/sms (HTML, newest first) and /__sandbox/sms/messages (JSON), so a person
 * or an end-to-end test can read a sign-in code. POST /__sandbox/sms/control arms failures.
 */
export function smsSandbox(outbox = new Outbox()): SandboxProvider & { outbox: Outbox } {
  return {
    name: 'sms',
    description: 'Netgsm SMS (REST v2) — outbox of every message the shop sent',
    outbox,
    register(app: FastifyInstance) {
      app.post('/sms/rest/v2/send', async (request, reply) => {
        const failure = outbox.takeFailure();
        if (failure === 'timeout') {
          // Hold the request until the client gives up (or 15 s pass).
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 15_000);
            request.socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
          });
          return reply;
        }
        if (failure === 'server-error') {
          return reply.status(500).send({ code: '100', description: 'system error' });
        }
        if (failure === 'auth' || !hasBasicCredentials(request.headers.authorization)) {
          return refuse(reply, '30', 'Invalid credentials or no API access');
        }
        if (failure === 'rate-limit') return refuse(reply, '80', 'Sending limit exceeded');

        const body = (request.body ?? {}) as Record<string, unknown>;
        if (typeof body.msgheader !== 'string' || body.msgheader.trim() === '') {
          return refuse(reply, '40', 'Check the msgheader parameter');
        }
        const messages = Array.isArray(body.messages) ? body.messages : [];
        const parsed = messages.map((m) => {
          const item = (m ?? {}) as Record<string, unknown>;
          const to = recipient(item.no);
          const text = typeof item.msg === 'string' ? item.msg : '';
          return to && text.trim() ? { to, text } : null;
        });
        if (parsed.length === 0 || parsed.some((m) => m === null)) {
          return refuse(reply, '70', 'Invalid or missing parameters');
        }
        const jobId = String(randomInt(100_000_000, 999_999_999));
        for (const message of parsed) {
          if (message) outbox.record({ ...message, jobId, header: body.msgheader });
        }
        return { code: '00', jobid: jobId, description: 'queued' };
      });

      app.get('/', async (_request, reply) =>
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderOutboxPage(outbox.list())),
      );

      app.get('/messages', async (request, reply) => {
        const { phone } = (request.query ?? {}) as { phone?: string };
        const to = phone ? recipient(phone.replace(/^\+/, '').replace(/^0(?=5)/, '')) : undefined;
        reply.header('cache-control', 'no-store');
        return { messages: outbox.list(to ?? undefined) };
      });

      app.delete('/messages', async () => {
        outbox.clear();
        return { cleared: true };
      });

      app.post('/control', async (request, reply) => {
        const body = (request.body ?? {}) as { failNext?: unknown; times?: unknown };
        const mode = body.failNext === null ? null : body.failNext;
        const times = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 1;
        if (mode !== null && !failureModes.includes(mode as FailureMode)) {
          return reply
            .status(400)
            .send({ message: `failNext must be one of ${failureModes.join(', ')} or null` });
        }
        outbox.failNext(mode as FailureMode | null, times);
        return { failNext: mode, times };
      });
    },
  };
}
