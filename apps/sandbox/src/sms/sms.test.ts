import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPlugin } from '../index';
import { smsSandbox } from './index';

let app: FastifyInstance;
const auth = `Basic ${Buffer.from('user:pass').toString('base64')}`;

beforeAll(async () => {
  app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [smsSandbox()] });
});
afterAll(async () => {
  await app.close();
});

const send = (payload: unknown, authorization = auth) =>
  app.inject({
    method: 'POST',
    url: '/__sandbox/sms/sms/rest/v2/send',
    headers: { authorization },
    payload: payload as object,
  });

describe('SMS stand-in (Netgsm REST v2)', () => {
  it('accepts a message, answers like Netgsm and lists it newest first', async () => {
    const first = await send({
      msgheader: 'CARSI',
      messages: [{ msg: 'birinci', no: '5321112233' }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: '00', jobid: expect.stringMatching(/^\d+$/) });
    await send({ msgheader: 'CARSI', messages: [{ msg: 'ikinci <b>', no: '905321112233' }] });
    const list = await app.inject('/__sandbox/sms/messages?phone=%2B905321112233');
    expect(list.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'ikinci <b>',
      'birinci',
    ]);
    const page = await app.inject('/__sandbox/sms');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('ikinci')).toBeLessThan(page.body.indexOf('birinci'));
    expect(page.body).toContain('ikinci &lt;b&gt;');
  });

  it('refuses missing credentials (30), a missing header (40) and bad messages (70)', async () => {
    const noAuth = await send(
      { msgheader: 'CARSI', messages: [{ msg: 'x', no: '5321112233' }] },
      '',
    );
    expect(noAuth.statusCode).toBe(406);
    expect(noAuth.json()).toEqual({ code: '30', jobid: null, description: expect.any(String) });
    expect((await send({ messages: [{ msg: 'x', no: '5321112233' }] })).json().code).toBe('40');
    expect(
      (await send({ msgheader: 'CARSI', messages: [{ msg: 'x', no: '02125551212' }] })).json().code,
    ).toBe('70');
    expect((await send({ msgheader: 'CARSI', messages: [] })).json().code).toBe('70');
  });

  it('can be told to fail the next sends', async () => {
    const arm = await app.inject({
      method: 'POST',
      url: '/__sandbox/sms/control',
      payload: { failNext: 'server-error', times: 2 },
    });
    expect(arm.statusCode).toBe(200);
    const ok = { msgheader: 'CARSI', messages: [{ msg: 'x', no: '5321112233' }] };
    expect((await send(ok)).statusCode).toBe(500);
    expect((await send(ok)).statusCode).toBe(500);
    expect((await send(ok)).statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/__sandbox/sms/control',
      payload: { failNext: 'boom' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
