import type { AddressInfo } from 'node:net';
import { type OutboxMessage, sandboxPlugin, smsSandbox } from '@carsi/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsSendError } from '../sms-sender';
import { NetgsmSmsSender, netgsmNumber } from './client';

// The real Netgsm client against the sandbox stand-in over real HTTP, no mocks.
let server: FastifyInstance;
let baseUrl: string;
const sandbox = smsSandbox();

beforeAll(async () => {
  server = Fastify();
  await server.register(sandboxPlugin, { prefix: '/__sandbox', providers: [sandbox] });
  await server.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/__sandbox/sms`;
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  sandbox.outbox.clear();
  sandbox.outbox.failNext(null);
});

const client = (overrides: Partial<ConstructorParameters<typeof NetgsmSmsSender>[0]> = {}) =>
  new NetgsmSmsSender({
    usercode: '8501234567',
    password: 'gizli',
    header: 'CARSI',
    baseUrl,
    ...overrides,
  });

const message = {
  to: '+905321234567',
  text: 'Çarşı giriş kodunuz: 123456',
  kind: 'informational' as const,
};

describe('NetgsmSmsSender', () => {
  it('sends one informational message in Netgsm REST v2 form and returns the job id', async () => {
    const { jobId } = await client().send(message);
    expect(jobId).toMatch(/^\d{9}$/);
    const [stored] = sandbox.outbox.list() as OutboxMessage[];
    expect(stored).toMatchObject({ to: '5321234567', text: message.text, header: 'CARSI', jobId });
  });

  it('reports Netgsm refusals by their result code, never with the text', async () => {
    sandbox.outbox.failNext('auth');
    const error = await client()
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({
      providerCode: '30',
      reason: 'invalid credentials or no API access',
    });
    expect(String((error as Error).message)).not.toContain('123456');

    sandbox.outbox.failNext('rate-limit');
    await expect(client().send(message)).rejects.toMatchObject({ providerCode: '80' });
    await expect(client({ header: ' ' }).send(message)).rejects.toMatchObject({
      providerCode: '40',
    });
  });

  it('fails on a 5xx, a timeout and an unreachable host', async () => {
    sandbox.outbox.failNext('server-error');
    await expect(client().send(message)).rejects.toMatchObject({ reason: 'HTTP 500 code 100' });
    sandbox.outbox.failNext('timeout');
    await expect(client({ timeoutMs: 200 }).send(message)).rejects.toMatchObject({
      reason: 'timeout',
    });
    await expect(client({ baseUrl: 'http://127.0.0.1:1' }).send(message)).rejects.toMatchObject({
      reason: 'network',
    });
    expect(sandbox.outbox.list()).toHaveLength(0);
  });

  it('writes Turkish mobiles as Netgsm wants them and refuses anything else', () => {
    expect(netgsmNumber('+905321234567')).toBe('5321234567');
    expect(() => netgsmNumber('+442071234567')).toThrow(SmsSendError);
  });
});
