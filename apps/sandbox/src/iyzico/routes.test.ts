import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPlugin } from '../index';
import { type IyzicoSandbox, iyzicoSandbox } from './index';

const API_KEY = 'test-api-key';
const SECRET = 'test-secret';
let app: FastifyInstance;
let sandbox: IyzicoSandbox;

beforeAll(async () => {
  sandbox = iyzicoSandbox({
    apiKey: API_KEY,
    secretKey: SECRET,
    publicUrl: 'http://shop.test/',
    hangMs: 150,
  });
  app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [sandbox] });
});

afterAll(async () => {
  await app.close();
});

const hmac = (data: string) => createHmac('sha256', SECRET).update(data).digest('hex');

/** A request signed the way iyzico's clients sign, spelled out independently of wire.ts. */
function call(path: string, body: unknown, options: { secret?: string; raw?: string } = {}) {
  const text = options.raw ?? JSON.stringify(body);
  const random = `rnd${Math.random().toString(36).slice(2)}`;
  const signature = createHmac('sha256', options.secret ?? SECRET)
    .update(random + path + text)
    .digest('hex');
  const token = `apiKey:${API_KEY}&randomKey:${random}&signature:${signature}`;
  return app.inject({
    method: 'POST',
    url: `/__sandbox/iyzico${path}`,
    headers: {
      'content-type': 'application/json',
      authorization: `IYZWSv2 ${Buffer.from(token).toString('base64')}`,
      'x-iyzi-rnd': random,
    },
    payload: text,
  });
}

function initializeBody(conversationId: string, cardNumber = '5528790000000008') {
  const address = { contactName: 'Ayşe Yılmaz', city: 'İstanbul', country: 'Turkey', address: 'X' };
  return {
    locale: 'tr',
    conversationId,
    price: '300.0',
    paidPrice: '300.0',
    installment: 1,
    paymentChannel: 'WEB',
    basketId: 'B-1',
    paymentGroup: 'PRODUCT',
    paymentCard: {
      cardHolderName: 'Ayşe Yılmaz',
      cardNumber,
      expireYear: '2030',
      expireMonth: '12',
      cvc: '123',
      registerCard: 0,
    },
    buyer: {
      id: 'u1',
      name: 'Ayşe',
      surname: 'Yılmaz',
      identityNumber: '10000000146',
      email: 'ayse@example.com',
      registrationAddress: 'X',
      city: 'İstanbul',
      country: 'Turkey',
      ip: '85.34.78.112',
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: [
      { id: 'a', name: 'Nevresim', category1: 'Ev', itemType: 'PHYSICAL', price: '100.0' },
      { id: 'b', name: 'Yorgan', category1: 'Ev', itemType: 'PHYSICAL', price: '200.0' },
    ],
    currency: 'TRY',
    callbackUrl: 'http://shop.test/odeme/callback',
  };
}

function formFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

async function initialize(conversationId: string, cardNumber?: string) {
  const response = await call(
    '/payment/3dsecure/initialize',
    initializeBody(conversationId, cardNumber),
  );
  return response.json() as Record<string, string>;
}

describe('iyzico stand-in API', () => {
  it('initializes 3-D Secure with a signed answer and Base64 HTML that goes to the bank page', async () => {
    const answer = await initialize('conv-init');
    expect(answer).toMatchObject({ status: 'success', conversationId: 'conv-init', locale: 'tr' });
    expect(answer.signature).toBe(hmac(`${answer.paymentId}:conv-init`));
    const html = Buffer.from(answer.threeDSHtmlContent!, 'base64').toString('utf8');
    expect(html).toContain(`action="http://shop.test/__sandbox/iyzico/bank/${answer.paymentId}"`);
    expect(formFields(html)).toEqual({ paymentId: answer.paymentId });
  });

  it('refuses unsigned and wrongly signed requests with iyzico failures', async () => {
    const unsigned = await app.inject({
      method: 'POST',
      url: '/__sandbox/iyzico/payment/detail',
      payload: { paymentId: '1' },
    });
    expect(unsigned.json()).toMatchObject({ status: 'failure', errorCode: '1001' });
    const forged = await call('/payment/detail', { paymentId: '1' }, { secret: 'guess' });
    expect(forged.json()).toMatchObject({ status: 'failure', errorCode: '1000' });
  });

  it('answers malformed JSON and bad fields with failure codes, not HTTP errors', async () => {
    const broken = await call('/payment/detail', null, { raw: '{"paymentId":' });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ status: 'failure', errorCode: '11' });
    const badCard = await call('/payment/3dsecure/initialize', {
      ...initializeBody('conv-bad'),
      paymentCard: { ...initializeBody('x').paymentCard, cardNumber: '5528790000000009' },
    });
    expect(badCard.json()).toMatchObject({ status: 'failure', errorCode: '12' });
    const expired = await call('/payment/3dsecure/initialize', {
      ...initializeBody('conv-old'),
      paymentCard: { ...initializeBody('x').paymentCard, expireYear: '2020' },
    });
    expect(expired.json()).toMatchObject({ status: 'failure', errorCode: '17' });
    const mismatch = await call('/payment/3dsecure/initialize', {
      ...initializeBody('conv-sum'),
      price: '299.0',
      paidPrice: '299.0',
    });
    expect(mismatch.json()).toMatchObject({ status: 'failure', errorCode: '5062' });
  });

  it('runs the bank page: code form, then an auto-posted callback, then a signed completion', async () => {
    const { paymentId } = await initialize('conv-bank');
    const page = await app.inject({ method: 'POST', url: `/__sandbox/iyzico/bank/${paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('300.00 TL');
    expect(page.body).toContain('5528 79** **** 0008');
    expect(page.body).toContain('<label for="code">Doğrulama kodu</label>');

    const confirm = await app.inject({
      method: 'POST',
      url: `/__sandbox/iyzico/bank/${paymentId}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=283126',
    });
    expect(confirm.body).toContain('action="http://shop.test/odeme/callback"');
    const callback = formFields(confirm.body);
    expect(callback).toMatchObject({
      status: 'success',
      paymentId,
      conversationId: 'conv-bank',
      mdStatus: '1',
    });

    const again = await app.inject({
      method: 'POST',
      url: `/__sandbox/iyzico/bank/${paymentId}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=283126',
    });
    expect(again.statusCode).toBe(409);

    const auth = await call('/payment/3dsecure/auth', {
      locale: 'tr',
      conversationId: 'conv-bank',
      paymentId,
      conversationData: callback.conversationData,
    });
    const paid = auth.json();
    expect(paid).toMatchObject({
      status: 'success',
      paymentStatus: 'SUCCESS',
      fraudStatus: 1,
      mdStatus: 1,
      price: 300,
      paidPrice: 300,
      currency: 'TRY',
      basketId: 'B-1',
    });
    expect(paid.signature).toBe(hmac(`${paymentId}:TRY:B-1:conv-bank:300:300`));
    expect(paid.itemTransactions).toHaveLength(2);

    const detail = await call('/payment/detail', { paymentConversationId: 'conv-bank' });
    expect(detail.json()).toMatchObject({ paymentId, paymentStatus: 'SUCCESS' });
  });

  it('answers instalment questions for known BINs only', async () => {
    const known = await call('/payment/iyzipos/installment', {
      conversationId: 'i1',
      binNumber: '55287900',
      price: '300.0',
    });
    const details = known.json().installmentDetails;
    expect(details[0].installmentPrices).toHaveLength(6);
    const unknown = await call('/payment/iyzipos/installment', {
      binNumber: '123456',
      price: '300.0',
    });
    expect(unknown.json()).toMatchObject({ status: 'success', installmentDetails: [] });
    const bad = await call('/payment/iyzipos/installment', { binNumber: '12', price: '1.0' });
    expect(bad.json()).toMatchObject({ status: 'failure', errorCode: '11' });
  });

  it('describes itself: bank code, test cards and switch modes', async () => {
    const index = (await app.inject('/__sandbox/iyzico/')).json();
    expect(index.bankCode).toBe('283126');
    expect(index.testCards).toContainEqual(
      expect.objectContaining({ cardNumber: '4111111111111129', outcome: 'insufficient-funds' }),
    );
    expect(index.switchModes).toContain('callback-twice');
  });

  it('lists its payments without card numbers', async () => {
    const list = await app.inject('/__sandbox/iyzico/payments');
    expect(list.json().payments.length).toBeGreaterThan(0);
    expect(list.body).not.toContain('5528790000000008');
  });
});

describe('iyzico stand-in switches', () => {
  it('validates switch requests with a 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__sandbox/iyzico/switches',
      payload: { mode: 'boom' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'body.mode' }] });
  });

  it('answers 5xx while server-error is on, for the chosen conversation only', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/iyzico/switches',
      payload: { mode: 'server-error', conversationId: 'down', times: 1 },
    });
    const down = await call('/payment/detail', { conversationId: 'down', paymentId: '1' });
    expect(down.statusCode).toBe(503);
    const other = await call('/payment/detail', { conversationId: 'up', paymentId: '1' });
    expect(other.statusCode).toBe(200);
    const recovered = await call('/payment/detail', { conversationId: 'down', paymentId: '1' });
    expect(recovered.statusCode).toBe(200);
  });

  it('holds requests while timeout is on', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/iyzico/switches',
      payload: { mode: 'timeout', times: 1 },
    });
    const started = performance.now();
    const response = await call('/payment/detail', { paymentId: '1' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.json()).toMatchObject({ status: 'failure' });
  });

  it('withholds the callback when callback-never is on', async () => {
    const { paymentId } = await initialize('conv-never');
    sandbox.switches.set({ mode: 'callback-never', conversationId: 'conv-never' });
    const confirm = await app.inject({
      method: 'POST',
      url: `/__sandbox/iyzico/bank/${paymentId}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=283126',
    });
    expect(confirm.body).toContain('Bankadan dönüş yapılmadı');
    expect(confirm.body).not.toContain('odeme/callback');
    const cleared = await app.inject({ method: 'DELETE', url: '/__sandbox/iyzico/switches' });
    expect(cleared.json()).toEqual({ switches: [] });
  });
});
