import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPlugin } from '../index';
import { errorMessageIn, errorNameOf } from './failure-locale';
import { failures } from './failures';
import { iyzicoSandbox } from './index';

const API_KEY = 'locale-api-key';
const SECRET = 'locale-secret';
let app: FastifyInstance;

beforeAll(async () => {
  const sandbox = iyzicoSandbox({
    apiKey: API_KEY,
    secretKey: SECRET,
    publicUrl: 'http://shop.test/',
    hangMs: 150,
  });
  app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [sandbox] });
});

afterAll(() => app.close());

/** Signed as iyzico's clients sign (random + path + body). */
function call(path: string, body: unknown) {
  const text = JSON.stringify(body);
  const random = `rnd${Math.random().toString(36).slice(2)}`;
  const signature = createHmac('sha256', SECRET)
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

describe('iyzico stand-in: locale, errorName and sample BINs', () => {
  it('answers a failure in Turkish by default and in English for locale en, with errorName', async () => {
    const tr = (await call('/payment/detail', { conversationId: 'c1' })).json();
    expect(tr).toMatchObject({
      status: 'failure',
      errorCode: '24',
      errorMessage: 'paymentId gönderilmesi zorunludur',
      errorName: 'MANDATORY_FIELD',
      locale: 'tr',
    });
    const en = (await call('/payment/detail', { conversationId: 'c2', locale: 'en' })).json();
    expect(en).toMatchObject({
      status: 'failure',
      errorCode: '24',
      errorMessage: 'paymentId is mandatory',
      errorName: 'MANDATORY_FIELD',
      locale: 'en',
    });
    const badBin = (
      await call('/payment/iyzipos/installment', { locale: 'en', binNumber: '12', price: '1.0' })
    ).json();
    expect(badBin).toMatchObject({
      errorCode: '11',
      errorMessage: 'Invalid request',
      errorName: 'INVALID_REQUEST',
    });
  });

  it('bank failures are named by their group and translated', () => {
    expect(errorNameOf(failures.insufficientFunds)).toBe('NOT_SUFFICIENT_FUNDS');
    expect(errorMessageIn('en', failures.insufficientFunds)).toBe('Not sufficient funds');
    expect(errorMessageIn('tr', failures.insufficientFunds)).toBe(
      'Kart limiti yetersiz, yetersiz bakiye',
    );
    expect(errorNameOf(failures.basketPriceMismatch)).toBe('BASKET_ITEMS_NOT_EQUAL_TO_PRICE');
  });

  it('iyzico’s sample BIN 554960 has instalment plans, 6 or 8 digits', async () => {
    for (const binNumber of ['554960', '55496000']) {
      const answer = (
        await call('/payment/iyzipos/installment', {
          locale: 'tr',
          conversationId: 'sample',
          binNumber,
          price: '100',
        })
      ).json();
      expect(answer.status).toBe('success');
      expect(answer.installmentDetails).toHaveLength(1);
      expect(answer.installmentDetails[0]).toMatchObject({
        binNumber,
        cardType: 'CREDIT_CARD',
        cardAssociation: 'MASTER_CARD',
        cardFamilyName: 'Bonus',
      });
      expect(answer.installmentDetails[0].installmentPrices.length).toBeGreaterThan(1);
    }
  });
});
