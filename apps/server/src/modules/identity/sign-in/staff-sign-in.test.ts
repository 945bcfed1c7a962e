import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, sessions, wholesaleAccounts } from '../../../db/schema';
import { createActiveAdmin } from '../admins/service';
import { hashSessionToken } from '../sessions/tokens';
import {
  captchaValue,
  cookiesOf,
  lastCode,
  SHOP_ORIGIN,
  smsTo,
  startTestShop,
  type TestShop,
  testPhone,
} from '../test-support';

let shop: TestShop;
let ownerToken: string;

beforeAll(async () => {
  shop = await startTestShop();
  const owner = testPhone();
  await createActiveAdmin(shop.database.db, { phone: owner, name: 'Zeynep Demir', role: 'owner' });
  ownerToken = (await staffSignIn(owner, 'admin')).json().token;
});
afterAll(async () => {
  await shop.close();
});

let ipCounter = 0;
/** Sign-ups are limited per IP address: each test applicant comes from its own address. */
const nextIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const collectionOf = { wholesale: 'wholeSaleCustomers', admin: 'admins' } as const;

async function sendStaffCode(phone: string, kind: 'wholesale' | 'admin', captcha?: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/signIn/sendPhoneToReceiveSms',
    payload: {
      phone,
      collectionName: collectionOf[kind],
      property: 'phone',
      captchaValue: captcha ?? (await captchaValue(shop.app)),
    },
  });
}

async function signInQuery(
  phone: string,
  kind: 'wholesale' | 'admin',
  code: string,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    phone,
    securityCode: code,
    userType: kind,
    collectionName: collectionOf[kind],
    property: 'phone',
    captchaValue: await captchaValue(shop.app),
    ...extra,
  });
  return shop.app.inject(`/api/signIn/sendSecurityCodeToSignIn?${query}`);
}

async function staffSignIn(phone: string, kind: 'wholesale' | 'admin', extra = {}) {
  const sent = await sendStaffCode(phone, kind);
  expect(sent.statusCode).toBe(200);
  const response = await signInQuery(phone, kind, await lastCode(shop.app, phone), extra);
  expect(response.statusCode).toBe(200);
  return response;
}

async function applyWholesale(phone: string, captcha?: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/signUp/createWholeSaleCustomer',
    remoteAddress: nextIp(),
    payload: {
      companyName: 'Anadolu Otelcilik A.Ş.',
      email: 'satinalma@anadolu.example',
      name: 'Hakan Çelik',
      phone,
      captchaValue: captcha ?? (await captchaValue(shop.app)),
    },
  });
}

async function activeWholesale(accountType: 'endUser' | 'reSeller' = 'reSeller') {
  const phone = testPhone();
  const id = (await applyWholesale(phone)).json()._id as string;
  const activated = await shop.app.inject({
    method: 'PUT',
    url: `/api/admin/wholesale-applications/${id}/activate`,
    headers: { authorization: `Bearer ${ownerToken}` },
    payload: { accountType },
  });
  expect(activated.statusCode).toBe(200);
  return { phone, id };
}

describe('wholesale sign-up (POST /api/signUp/createWholeSaleCustomer)', () => {
  it('stores a pending application with both account flags false', async () => {
    const phone = testPhone();
    const response = await applyWholesale(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Başvurunuz alındı. Hesabınız onaylandığında bu telefon numarasıyla giriş yapabilirsiniz.',
    );
    const [row] = await shop.database.db
      .select()
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.phone, phone));
    expect(row).toMatchObject({
      status: 'pending',
      isWholeSaleEndUser: false,
      isWholeSaleReSeller: false,
      companyName: 'Anadolu Otelcilik A.Ş.',
      contactName: 'Hakan Çelik',
    });
  });

  it('needs a captcha: missing → 400 naming it, wrong → 400, replayed → 400', async () => {
    const missing = await shop.app.inject({
      method: 'POST',
      url: '/api/signUp/createWholeSaleCustomer',
      payload: { companyName: 'Firma', email: 'a@b.co', name: 'Ali Veli', phone: testPhone() },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toEqual({
      field: 'body.captchaValue',
      message: 'Güvenlik doğrulaması gerekli.',
    });

    const wrong = await applyWholesale(
      testPhone(),
      Buffer.from('{"algorithm":"SHA-256"}').toString('base64'),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');

    const solved = await captchaValue(shop.app);
    expect((await applyWholesale(testPhone(), solved)).statusCode).toBe(200);
    const replay = await applyWholesale(testPhone(), solved);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(
      'Güvenlik doğrulaması geçersiz ya da süresi dolmuş. Lütfen tekrar deneyin.',
    );
  });

  it('answers 409 for a phone that already applied', async () => {
    const phone = testPhone();
    expect((await applyWholesale(phone)).statusCode).toBe(200);
    const again = await applyWholesale(phone);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Bu telefon numarasıyla daha önce toptan başvurusu yapılmış.',
    );
    expect(again.json().code).toBe('WHOLESALE_ALREADY_APPLIED');
  });

  it('validates every field with Turkish messages', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/signUp/createWholeSaleCustomer',
      payload: { companyName: 'X', email: 'nope', name: '', phone: '123', captchaValue: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(['body.companyName', 'body.email', 'body.name']);
  });
});

describe('wholesale sign-in', () => {
  it('refuses a pending account with 403 and sends no SMS', async () => {
    const phone = testPhone();
    await applyWholesale(phone);
    const response = await sendStaffCode(phone, 'wholesale');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_PENDING',
      message:
        'Toptan hesabınız henüz onaylanmadı. Onaylandığında bu numarayla giriş yapabilirsiniz.',
    });
    expect(await smsTo(shop.app, phone)).toHaveLength(0);
  });

  it('answers 404 for an unknown phone and sends nothing', async () => {
    const phone = testPhone();
    const response = await sendStaffCode(phone, 'wholesale');
    expect(response.statusCode).toBe(404);
    expect(await smsTo(shop.app, phone)).toHaveLength(0);
  });

  it('refuses a missing or wrong captcha before anything is sent', async () => {
    const { phone } = await activeWholesale();
    const wrong = await sendStaffCode(phone, 'wholesale', 'bm90LWEtc29sdXRpb24=');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    expect(await smsTo(shop.app, phone)).toHaveLength(0);
  });

  it('signs an active reseller in and returns the spec sign-in result', async () => {
    const { phone, id } = await activeWholesale('reSeller');
    const response = await staffSignIn(phone, 'wholesale');
    const body = response.json();
    expect(body).toMatchObject({
      userPosition: 'wholesale',
      isAdmin: false,
      currentAccountPosition: 'reSeller',
      name: 'Anadolu Otelcilik A.Ş.',
    });
    expect(cookiesOf(response).carsi_wholesale).toBe(body.token);
    const [row] = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(body.token)));
    expect(row).toMatchObject({ principalKind: 'wholesale', principalId: id });
  });

  it('takes the code by POST, with the phone in the body and not in the URL', async () => {
    const { phone, id } = await activeWholesale('reSeller');
    expect((await sendStaffCode(phone, 'wholesale')).statusCode).toBe(200);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/signIn/sendSecurityCodeToSignIn',
      payload: {
        phone,
        securityCode: await lastCode(shop.app, phone),
        userType: 'wholesale',
        collectionName: 'wholeSaleCustomers',
        property: 'phone',
        captchaValue: await captchaValue(shop.app),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ userPosition: 'wholesale', isAdmin: false });
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(cookiesOf(response).carsi_wholesale ?? '')));
    expect(row).toMatchObject({ principalKind: 'wholesale', principalId: id });

    const mismatch = await shop.app.inject({
      method: 'POST',
      url: '/api/signIn/sendSecurityCodeToSignIn',
      payload: {
        phone,
        securityCode: '123456',
        userType: 'admin',
        collectionName: 'wholeSaleCustomers',
        property: 'phone',
        captchaValue: 'x',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('body.collectionName');
  });

  it('honours tokenExpiry, capped at 12 hours', async () => {
    const { phone } = await activeWholesale('endUser');
    const short = (await staffSignIn(phone, 'wholesale', { tokenExpiry: '30m' })).json();
    expect(short.currentAccountPosition).toBe('endUser');
    const minutes = (Date.parse(short.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    await shop.database.db.execute(
      sql`update rate_limit_counters set reset_at = now() where key like ${`sms-resend:%${phone}`}`,
    );
    await clearRedisCooldown(phone);
    const long = (await staffSignIn(phone, 'wholesale', { tokenExpiry: '30d' })).json();
    const hours = (Date.parse(long.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('answers an expired wholesale token with "Wholesale user token expired"', async () => {
    const { phone } = await activeWholesale();
    const token = (await staffSignIn(phone, 'wholesale')).json().token;
    const whoAmI = () =>
      shop.app.inject({
        url: '/api/auth/session?userType=wholesale',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await whoAmI()).json()).toMatchObject({ userType: 'wholesale', role: null });
    await shop.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const expired = await whoAmI();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      message: 'Wholesale user token expired',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('a wholesale token is not an admin token', async () => {
    const { phone } = await activeWholesale();
    const token = (await staffSignIn(phone, 'wholesale')).json().token;
    const response = await shop.app.inject({
      url: '/api/admin/wholesale-applications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a userType that does not match the collection', async () => {
    const response = await signInQuery(testPhone(), 'wholesale', '123456', {
      collectionName: 'admins',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('query.collectionName');
  });
});

async function clearRedisCooldown(phone: string) {
  if (!process.env.REDIS_URL) return;
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL);
  const keys = await redis.keys(`carsi:*:sms-resend:*${phone}`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

describe('admin registration, approval and sign-in', () => {
  async function register(phone: string, name = 'Elif Şahin') {
    return shop.app.inject({
      method: 'POST',
      url: '/api/signUp/createAdmin',
      remoteAddress: nextIp(),
      payload: { name, phone, captchaValue: await captchaValue(shop.app) },
    });
  }

  it('a registered admin cannot sign in until the owner approves; then signs in with the role', async () => {
    const phone = testPhone();
    const registered = await register(phone);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().message).toBe(
      'Kaydınız alındı. Mağaza sahibi onayladıktan sonra giriş yapabilirsiniz.',
    );
    const pending = await sendStaffCode(phone, 'admin');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(
      'Yönetici hesabınız henüz onaylanmadı. Mağaza sahibi onayladıktan sonra giriş yapabilirsiniz.',
    );
    expect(await smsTo(shop.app, phone)).toHaveLength(0);

    const list = await shop.app.inject({
      url: '/api/admin/admins/pending',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(list.json().admins.map((a: { phone: string }) => a.phone)).toContain(phone);

    const approve = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/${registered.json()._id}/approve`,
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { role: 'warehouse' },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().admin).toMatchObject({ status: 'active', role: 'warehouse' });

    const signedIn = (await staffSignIn(phone, 'admin')).json();
    expect(signedIn).toMatchObject({
      userPosition: 'warehouse',
      isAdmin: true,
      currentAccountPosition: null,
      name: 'Elif Şahin',
    });

    // A warehouse admin may not approve admins or activate wholesale accounts.
    const forbidden = await shop.app.inject({
      url: '/api/admin/admins/pending',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Bu işlem için yetkiniz yok.');
  });

  it('the owner can reject; a second decision is a 409; unknown ids are 404', async () => {
    const phone = testPhone();
    const id = (await register(phone)).json()._id;
    const reject = (target: string) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/admin/admins/${target}/reject`,
        headers: { authorization: `Bearer ${ownerToken}` },
      });
    expect((await reject(id)).statusCode).toBe(200);
    const second = await reject(id);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ADMIN_NOT_PENDING');
    expect((await reject('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reject('not-a-uuid')).statusCode).toBe(400);
    const [row] = await shop.database.db.select().from(admins).where(eq(admins.id, id));
    expect(row?.status).toBe('rejected');
    expect((await sendStaffCode(phone, 'admin')).statusCode).toBe(403);
  });

  it('answers 409 for a phone that is already registered', async () => {
    const phone = testPhone();
    await register(phone);
    const again = await register(phone);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ADMIN_ALREADY_REGISTERED');
  });

  it('a customer token on admin or wholesale calls is refused with 403', async () => {
    const phone = testPhone();
    await shop.app.inject({ method: 'POST', url: '/api/users/smscode', payload: { phone } });
    const customer = await shop.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { credentials: { phone, code: await lastCode(shop.app, phone) } },
    });
    const token = customer.json().token;
    for (const url of [
      '/api/admin/admins/pending',
      '/api/admin/wholesale-applications',
      '/api/auth/session?userType=wholesale',
      '/api/auth/session?userType=admin',
    ]) {
      const response = await shop.app.inject({
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('an admin cookie works for admin calls from the shop origin only', async () => {
    const list = (headers: Record<string, string>) =>
      shop.app.inject({
        url: '/api/admin/wholesale-applications',
        headers,
        cookies: { carsi_admin: ownerToken },
      });
    expect((await list({})).statusCode).toBe(200);
    const approve = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/wholesale-applications/00000000-0000-4000-8000-000000000000/activate',
      cookies: { carsi_admin: ownerToken },
      payload: { accountType: 'endUser' },
    });
    expect(approve.statusCode).toBe(403);
    const fromShop = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/wholesale-applications/00000000-0000-4000-8000-000000000000/activate',
      headers: { origin: SHOP_ORIGIN },
      cookies: { carsi_admin: ownerToken },
      payload: { accountType: 'endUser' },
    });
    expect(fromShop.statusCode).toBe(404);
  });
});
