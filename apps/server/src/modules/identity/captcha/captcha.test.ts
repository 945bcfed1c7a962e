import { createChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDeps } from '../context';
import type { Identity } from '../index';
import {
  captchaValue,
  solveCaptcha,
  startTestShop,
  type TestShop,
  testIdentity,
} from '../test-support';
import { CAPTCHA_MAX_NUMBER, verifyCaptcha } from './service';

let shop: TestShop;
let identity: Identity;
let deps: IdentityDeps;

beforeAll(async () => {
  shop = await startTestShop();
  // A second process on the same database: a solution spent here is spent for the server too.
  identity = await testIdentity(shop.database);
  deps = identity.deps;
});
afterAll(async () => {
  await identity.close();
  await shop.close();
});

const rejects = (value: string) =>
  expect(verifyCaptcha(deps, value)).rejects.toMatchObject({
    code: 'CAPTCHA_INVALID',
    statusCode: 400,
  });

describe('ALTCHA captcha', () => {
  it('serves signed, expiring SHA-256 challenges that are never cached', async () => {
    const response = await shop.app.inject('/api/captcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER });
    expect(challenge.salt).toMatch(/\?expires=\d+&$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solution once; the replay fails, on any process', async () => {
    const value = await captchaValue(shop.app);
    await expect(verifyCaptcha(deps, value)).resolves.toBeUndefined();
    await rejects(value);
    const viaServer = await shop.app.inject({
      method: 'POST',
      url: '/api/signUp/createAdmin',
      payload: { name: 'Ali Veli', phone: '05321112233', captchaValue: value },
    });
    expect(viaServer.statusCode).toBe(400);
    expect(viaServer.json().code).toBe('CAPTCHA_INVALID');
  });

  it('refuses garbage, a wrong number and a foreign signature', async () => {
    await rejects('not base64 json');
    await rejects(Buffer.from('[]').toString('base64'));
    const challenge = (await shop.app.inject('/api/captcha/challenge')).json();
    const solved = JSON.parse(Buffer.from(solveCaptcha(challenge), 'base64').toString());
    await rejects(
      Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64'),
    );
    const foreign = await createChallenge({
      hmacKey: 'someone-else',
      maxNumber: 10,
      expires: new Date(Date.now() + 60_000),
    });
    await rejects(solveCaptcha({ ...foreign, algorithm: 'SHA-256', maxnumber: 10 }));
  });

  it('refuses an expired challenge and one without an expiry', async () => {
    const expired = await createChallenge({
      hmacKey: deps.keys.captcha,
      maxNumber: 10,
      expires: new Date(Date.now() - 1_000),
    });
    await rejects(solveCaptcha({ ...expired, algorithm: 'SHA-256', maxnumber: 10 }));
    const forever = await createChallenge({ hmacKey: deps.keys.captcha, maxNumber: 10 });
    await rejects(solveCaptcha({ ...forever, algorithm: 'SHA-256', maxnumber: 10 }));
  });
});
