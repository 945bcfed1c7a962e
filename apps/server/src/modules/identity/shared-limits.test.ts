import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { lastCode, smsTo, startTestShop, type TestShop, testPhone } from './test-support';

// Two server processes behind a load balancer share one database (and Redis when REDIS_URL is
// set): a limit counted on one must hold on the other, and a code sent by one works on the other.
let database: DatabaseHandle;
let first: TestShop;
let second: TestShop;

beforeAll(async () => {
  database = await openTestDatabase();
  first = await startTestShop({ database });
  second = await startTestShop({ database });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

const sendCode = (shop: TestShop, phone: string, remoteAddress: string) =>
  shop.app.inject({ method: 'POST', url: '/api/users/smscode', payload: { phone }, remoteAddress });

describe('limits shared by two server instances on one database', () => {
  it('the resend cooldown started on one instance holds on the other', async () => {
    const phone = testPhone();
    expect((await sendCode(first, phone, '10.5.0.1')).statusCode).toBe(200);
    const elsewhere = await sendCode(second, phone, '10.5.0.1');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().code).toBe('SMS_COOLDOWN');
    expect(await smsTo(second.app, phone)).toHaveLength(0);
  });

  it('the per-IP limit counts sends on both instances together', async () => {
    const ip = '10.5.0.2';
    for (let i = 0; i < 20; i++) {
      const shop = i % 2 === 0 ? first : second;
      expect((await sendCode(shop, testPhone(), ip)).statusCode).toBe(200);
    }
    expect((await sendCode(first, testPhone(), ip)).statusCode).toBe(429);
    expect((await sendCode(second, testPhone(), ip)).statusCode).toBe(429);
  });

  it('wrong tries on both instances add up to one burned code', async () => {
    const phone = testPhone();
    await sendCode(first, phone, '10.5.0.3');
    const code = await lastCode(first.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (shop: TestShop, value: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { credentials: { phone, code: value } },
        remoteAddress: '10.5.0.3',
      });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await tryCode(i % 2 ? second : first, wrong)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await tryCode(second, code)).statusCode).toBe(401);
  });

  it('a code sent through one instance signs in on the other', async () => {
    const phone = testPhone();
    await sendCode(first, phone, '10.5.0.4');
    const response = await second.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { credentials: { phone, code: await lastCode(first.app, phone) } },
      remoteAddress: '10.5.0.4',
    });
    expect(response.statusCode).toBe(200);
  });
});
