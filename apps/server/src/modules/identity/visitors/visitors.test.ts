import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, lastCode, startTestShop, type TestShop, testPhone } from '../test-support';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.close();
});

const create = (payload: object, options: { token?: string; ip?: string } = {}) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/userIdentification/createUserIdentification',
    payload,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? '10.6.0.1',
  });

describe('POST /api/userIdentification/createUserIdentification', () => {
  it('records a visitor, sets the first-party cookie and returns resultData', async () => {
    const visitorId = randomUUID();
    const firstVisitTime = Date.now() - 60_000;
    const response = await create({
      visitorId,
      firstVisitTime,
      registeredUserId: null,
      errMessage: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resultData: {
        visitorId,
        firstVisitTime,
        registeredUserId: null,
        isExtraDiscountShown: false,
      },
    });
    expect(cookiesOf(response).carsi_visitor).toBe(visitorId);
    expect(String(response.headers['set-cookie'])).not.toMatch(/HttpOnly/i);
  });

  it('is idempotent and keeps the earliest first visit', async () => {
    const visitorId = randomUUID();
    const early = Date.now() - 3_600_000;
    await create({ visitorId, firstVisitTime: early });
    const later = await create({ visitorId, firstVisitTime: Date.now() });
    expect(later.json().resultData.firstVisitTime).toBe(early);
  });

  it('takes the customer link from the session, never from the body', async () => {
    const visitorId = randomUUID();
    const claimed = await create({
      visitorId,
      firstVisitTime: Date.now(),
      registeredUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(claimed.json().resultData.registeredUserId).toBeNull();

    const phone = testPhone();
    await shop.app.inject({ method: 'POST', url: '/api/users/smscode', payload: { phone } });
    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { credentials: { phone, code: await lastCode(shop.app, phone) } },
    });
    const linked = await create(
      { visitorId, firstVisitTime: Date.now() },
      { token: signIn.json().token },
    );
    expect(linked.json().resultData.registeredUserId).toBe(signIn.json()._id);
  });

  it('rejects bad ids and impossible times with the field named', async () => {
    const badId = await create({ visitorId: 'fingerprint-123', firstVisitTime: Date.now() });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('body.visitorId');
    const future = await create({
      visitorId: randomUUID(),
      firstVisitTime: Date.now() + 86_400_000,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe('body.firstVisitTime');
    const text = await create({ visitorId: randomUUID(), firstVisitTime: 'dün' });
    expect(text.statusCode).toBe(400);
  });

  it('keeps the error message a failed save reported', async () => {
    const visitorId = randomUUID();
    const response = await create({
      visitorId,
      firstVisitTime: Date.now(),
      errMessage: 'Failed to fetch',
    });
    expect(response.statusCode).toBe(200);
  });

  it('limits writes per IP address', async () => {
    const ip = '10.6.9.9';
    for (let i = 0; i < 120; i++) {
      expect(
        (await create({ visitorId: randomUUID(), firstVisitTime: Date.now() }, { ip })).statusCode,
      ).toBe(200);
    }
    expect(
      (await create({ visitorId: randomUUID(), firstVisitTime: Date.now() }, { ip })).statusCode,
    ).toBe(429);
  });
});

describe('PUT /api/userIdentification/updateExtraDiscountShown', () => {
  it('marks the surprise discount as shown', async () => {
    const visitorId = randomUUID();
    await create({ visitorId, firstVisitTime: Date.now() });
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/userIdentification/updateExtraDiscountShown',
      payload: { visitorId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().resultData.isExtraDiscountShown).toBe(true);
  });

  it('answers 404 for an unknown visitor', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/userIdentification/updateExtraDiscountShown',
      payload: { visitorId: randomUUID() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Ziyaretçi kaydı bulunamadı.');
  });
});
