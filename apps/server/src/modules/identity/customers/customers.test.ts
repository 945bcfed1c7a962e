import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerScores, customers, sessions, smsCodes } from '../../../db/schema';
import { seedTestCatalogue, testVisitor } from '../../cart/testing';
import { orderBody } from '../../orders/testing';
import { hashSessionToken } from '../sessions/tokens';
import {
  cookiesOf,
  lastCode,
  SHOP_ORIGIN,
  smsTo,
  startTestShop,
  type TestShop,
  testPhone,
} from '../test-support';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.close();
});

const sendCode = (phone: string, remoteAddress = '10.1.0.1') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/users/smscode',
    payload: { phone },
    remoteAddress,
  });

const authenticate = (phone: string, code: string, remoteAddress = '10.1.0.1') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { credentials: { phone, code } },
    remoteAddress,
  });

/** Signs a fresh customer in and returns phone, token and the response body. */
async function signIn(phone = testPhone()) {
  expect((await sendCode(phone)).statusCode).toBe(200);
  const response = await authenticate(phone, await lastCode(shop.app, phone));
  expect(response.statusCode).toBe(200);
  return { phone, response, body: response.json(), token: response.json().token as string };
}

describe('POST /api/users/smscode', () => {
  it('sends a 6-digit code to a Turkish mobile through the Netgsm stand-in', async () => {
    const phone = testPhone();
    const response = await sendCode(`0${phone.slice(3, 6)} ${phone.slice(6)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Doğrulama kodu telefonunuza gönderildi.',
      resendAfterSeconds: 60,
      expiresInSeconds: 180,
    });
    const [text] = await smsTo(shop.app, phone);
    expect(text).toMatch(/^Çarşı giriş kodunuz: \d{6}\. Kod 3 dakika geçerlidir/);
  });

  it('stores the code only as a hash bound to phone and purpose', async () => {
    const phone = testPhone();
    await sendCode(phone);
    const code = await lastCode(shop.app, phone);
    const [row] = await shop.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.purpose).toBe('customer-sign-in');
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('refuses malformed and foreign numbers without sending anything', async () => {
    for (const phone of ['12345', '+44 7700 900123', '0212 555 12 12', '']) {
      const response = await sendCode(phone);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body.phone');
    }
    const missing = await shop.app.inject({
      method: 'POST',
      url: '/api/users/smscode',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toEqual({
      field: 'body.phone',
      message: 'Telefon numarası gerekli.',
    });
    const messages = await shop.app.inject('/__sandbox/sms/messages');
    const texts = messages.json().messages.map((m: { to: string }) => m.to);
    expect(texts).not.toContain('7700900123');
    expect(texts).not.toContain('2125551212');
  });

  it('waits 60 seconds before a second code to the same phone', async () => {
    const phone = testPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    const again = await sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('SMS_COOLDOWN');
    expect(again.json().message).toMatch(/^Yeni kod istemek için \d+ saniye bekleyin\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(await smsTo(shop.app, phone)).toHaveLength(1);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const phone = testPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(phone, `10.2.0.${i}`)).statusCode).toBe(200);
      // End the 60 s cooldown window early, as if a minute had passed.
      await expireCooldown(phone);
    }
    const sixth = await sendCode(phone, '10.2.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('SMS_LIMIT');
    expect(await smsTo(shop.app, phone)).toHaveLength(5);
  });

  it('limits codes per IP address across phones', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 20; i++) expect((await sendCode(testPhone(), ip)).statusCode).toBe(200);
    const phone = testPhone();
    const blocked = await sendCode(phone, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await smsTo(shop.app, phone)).toHaveLength(0);
  });

  it('answers 503 and spends the code when the SMS provider fails', async () => {
    await shop.app.inject({
      method: 'POST',
      url: '/__sandbox/sms/control',
      payload: { failNext: 'server-error' },
    });
    const phone = testPhone();
    const response = await sendCode(phone);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'SMS şu anda gönderilemiyor. Lütfen biraz sonra tekrar deneyin.',
    );
    const rows = await shop.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(rows.every((r) => r.consumedAt !== null)).toBe(true);
  });
});

/** Moves the cooldown window of a phone into the past (database or Redis store alike). */
async function expireCooldown(phone: string) {
  await shop.database.db.execute(
    sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key like ${`sms-resend:%${phone}`}`,
  );
  if (process.env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL);
    const keys = await redis.keys(`carsi:*:sms-resend:*${phone}`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
}

describe('POST /api/users/authenticate', () => {
  it('signs a first-time customer in, creates them and sets an httpOnly session cookie', async () => {
    const { phone, response, body } = await signIn();
    expect(body).toMatchObject({ firstName: '', lastName: '', message: 'Giriş başarılı.' });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain(`carsi_customer=${body.token}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.phone, phone));
    expect(row?.id).toBe(body._id);
    // Only the SHA-256 of the token is stored.
    const stored = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(body.token)));
    expect(stored).toHaveLength(1);
    const raw = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, body.token));
    expect(raw).toHaveLength(0);
  });

  it('finds the same customer on the next sign-in and rotates the session', async () => {
    const phone = testPhone();
    const first = await signIn(phone);
    await expireCooldown(phone);
    await sendCode(phone);
    const second = await shop.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { credentials: { phone, code: await lastCode(shop.app, phone) } },
      cookies: { carsi_customer: first.token },
      remoteAddress: '10.1.0.1',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()._id).toBe(first.body._id);
    expect(second.json().token).not.toBe(first.token);
    // The old session is gone.
    const oldUse = await shop.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${first.token}` },
      payload: { firstName: 'Ayşe', lastName: 'Kaya' },
    });
    expect(oldUse.statusCode).toBe(401);
  });

  it('rejects codes of the wrong length with a 400 naming the field', async () => {
    for (const code of ['12345', '1234567', 'abcdef']) {
      const response = await authenticate(testPhone(), code);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        field: 'body.credentials.code',
        message: 'Doğrulama kodu 6 haneli olmalıdır.',
      });
    }
  });

  it('rejects a wrong code, counts down the tries and burns the code on the 5th', async () => {
    const phone = testPhone();
    await sendCode(phone);
    const code = await lastCode(shop.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const response = await authenticate(phone, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'CODE_INVALID',
        message: `Doğrulama kodu hatalı. ${left} deneme hakkınız kaldı.`,
      });
    }
    const fifth = await authenticate(phone, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('CODE_BURNED');
    // Even the right code no longer works, and no session was made.
    const right = await authenticate(phone, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('CODE_EXPIRED');
    expect(cookiesOf(right).carsi_customer).toBeUndefined();
  });

  it('accepts a code once: a replay fails', async () => {
    const phone = testPhone();
    await sendCode(phone);
    const code = await lastCode(shop.app, phone);
    expect((await authenticate(phone, code)).statusCode).toBe(200);
    const replay = await authenticate(phone, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'Doğrulama kodunun süresi doldu ya da kod daha önce kullanıldı. Lütfen yeni kod isteyin.',
    );
  });

  it('refuses an expired code (3 minutes)', async () => {
    const phone = testPhone();
    await sendCode(phone);
    const code = await lastCode(shop.app, phone);
    await shop.database.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, phone));
    const response = await authenticate(phone, code);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('CODE_EXPIRED');
  });

  it('does not accept a code sent for another purpose', async () => {
    const phone = testPhone();
    await sendCode(phone);
    const code = await lastCode(shop.app, phone);
    await shop.database.db
      .update(smsCodes)
      .set({ purpose: 'admin-sign-in' })
      .where(eq(smsCodes.phone, phone));
    expect((await authenticate(phone, code)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/profile', () => {
  const update = (
    headers: Record<string, string>,
    payload: unknown,
    cookies?: Record<string, string>,
  ) =>
    shop.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: payload as object,
      cookies,
    });

  it('updates the profile with a Bearer token and returns it', async () => {
    const { token, phone, body } = await signIn();
    const response = await update(
      { authorization: `Bearer ${token}` },
      { firstName: 'Ayşe', lastName: 'Kaya', email: 'Ayse@Example.com' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: body._id,
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: 'ayse@example.com',
      phone,
    });
  });

  it('accepts the cookie from the shop origin, refuses it without one (CSRF)', async () => {
    const { token } = await signIn();
    const payload = { firstName: 'Mehmet', lastName: 'Yılmaz' };
    const fromShop = await update({ origin: SHOP_ORIGIN }, payload, { carsi_customer: token });
    expect(fromShop.statusCode).toBe(200);
    const noOrigin = await update({}, payload, { carsi_customer: token });
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json().code).toBe('CSRF_REJECTED');
    const foreign = await update({ origin: 'https://evil.example' }, payload, {
      carsi_customer: token,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('needs a session: none → 401, expired → 401 with a Turkish message', async () => {
    const none = await update({}, { firstName: 'A', lastName: 'B' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Bu işlem için giriş yapmanız gerekiyor.');
    const { token } = await signIn();
    await shop.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const expired = await update(
      { authorization: `Bearer ${token}` },
      { firstName: 'A', lastName: 'B' },
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    });
  });

  it('validates names and e-mail with field names', async () => {
    const { token } = await signIn();
    const response = await update(
      { authorization: `Bearer ${token}` },
      { firstName: ' ', lastName: 'Kaya', email: 'not-an-email', admin: true },
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.firstName', 'body.email', 'body.admin']));
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the cookie session and clears the cookie', async () => {
    const { token } = await signIn();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: SHOP_ORIGIN },
      cookies: { carsi_customer: token },
      payload: { userType: 'customer' },
    });
    expect(response.statusCode).toBe(200);
    expect(cookiesOf(response).carsi_customer).toBe('');
    const after = await shop.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(after.statusCode).toBe(401);
  });

  it('revokes a Bearer token', async () => {
    const { token } = await signIn();
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { userType: 'customer' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row?.revokedAt).not.toBeNull();
  });
});

describe('POST /api/users/setuserscore', () => {
  it('stores an anonymous score', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/users/setuserscore',
      payload: { score: 4, comment: 'Hızlı kargo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ score: 4, message: 'Puanınız için teşekkür ederiz.' });
  });

  /** A guest browser that placed an order; `call` keeps its cart cookie. */
  async function guestWithOrder() {
    const catalogue = await seedTestCatalogue(shop.database.db);
    const guest = testVisitor(shop.app);
    await guest.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const order = await guest.call('POST', '/api/orders', orderBody());
    expect(order.statusCode).toBe(200);
    return { guest, orderId: order.json().orderId as string };
  }
  const scoreBody = (orderId: string, score: number) => ({ score, orderId, comment: 'Güzel' });

  it('takes one score per order from its owner; a repeat replaces it', async () => {
    const { guest, orderId } = await guestWithOrder();
    const first = await guest.call('POST', '/api/users/setuserscore', scoreBody(orderId, 5));
    expect(first.statusCode).toBe(200);
    const second = await guest.call('POST', '/api/users/setuserscore', scoreBody(orderId, 2));
    expect(second.json()._id).toBe(first.json()._id);
    const rows = await shop.database.db
      .select()
      .from(customerScores)
      .where(eq(customerScores.orderRef, orderId));
    expect(rows).toEqual([expect.objectContaining({ score: 2, orderRef: orderId })]);
  });

  it("refuses a score on someone else's order, signed in or not, and an unknown order", async () => {
    const { orderId } = await guestWithOrder();
    const { token } = await signIn();
    const strangers = [
      { payload: scoreBody(orderId, 1) },
      { payload: scoreBody(orderId, 1), headers: { authorization: `Bearer ${token}` } },
    ];
    for (const stranger of strangers) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/users/setuserscore',
        ...stranger,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('ORDER_NOT_OWNED');
    }
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/users/setuserscore',
      payload: scoreBody('AAAAAAAAAAAAAAAAAAAAAA', 1),
    });
    expect(unknown.statusCode).toBe(404);
    const rows = await shop.database.db
      .select()
      .from(customerScores)
      .where(eq(customerScores.orderRef, orderId));
    expect(rows).toEqual([]);
  });

  it('rejects scores outside 1–5', async () => {
    for (const score of [0, 6, 3.5, '5']) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/users/setuserscore',
        payload: { score },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body.score');
    }
  });
});
