import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotifications, admins, formSubmissions } from '../../db/schema';
import { createSession } from '../identity/index';
import { captchaValue, smsTo, startTestShop, type TestShop, testPhone } from '../identity/testing';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
}, 180_000);
afterAll(() => shop.close());

let ipCounter = 0;
/** Each post from its own address: the per-visitor limit is a test of its own. */
const send = (kind: string, body: object, ip = `10.50.0.${++ipCounter}`) =>
  shop.app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: body, remoteAddress: ip });

const dealer = async (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Yıldız Ev Tekstili Ltd. Şti.',
  contactName: 'Mehmet Yıldız',
  phone: '0532 111 22 33',
  email: 'mehmet@yildiztekstil.com.tr',
  city: 'Bursa',
  taxOffice: 'Osmangazi',
  taxNumber: '4540536920',
  salesChannel: 'Mağaza',
  products: 'Nevresim takımları',
  monthlyVolume: '25.000–100.000 TL',
  message: 'Mağazamızda\nsatmak istiyoruz.',
  consent: true,
  captchaValue: await captchaValue(shop.app),
  ...overrides,
});

async function adminToken(): Promise<string> {
  const [admin] = await shop.database.db
    .insert(admins)
    .values({
      name: 'Destek',
      phone: `+90555${randomUUID().replace(/\D/g, '').slice(0, 7)}`,
      role: 'customerService',
      status: 'active',
    })
    .returning({ id: admins.id });
  const { token } = await createSession(shop.database.db, {
    kind: 'admin',
    principalId: admin!.id,
    ttlMs: 3_600_000,
  });
  return token;
}

describe('application forms', () => {
  it('stores a dealer application, confirms it and texts the applicant as a job', async () => {
    const phone = testPhone();
    const response = await send('dealer', await dealer({ phone: `0${phone.slice(3)}` }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ smsSent: true });
    expect(body.message).toContain('Başvurunuz alındı');
    await shop.app.jobs.drain();
    const [sms] = await smsTo(shop.app, phone);
    expect(sms).toContain('Bayi Başvuru Formu için başvurunuz alındı');
    expect(sms).toContain(String(body.id).slice(0, 8).toUpperCase());

    const list = await shop.app.inject({
      url: '/api/admin/forms?kind=dealer',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(list.statusCode).toBe(200);
    const item = list.json().submissions.find((s: { id: string }) => s.id === body.id);
    expect(item).toMatchObject({
      kind: 'dealer',
      companyName: 'Yıldız Ev Tekstili Ltd. Şti.',
      phone,
      city: 'Bursa',
      fields: { taxNumber: '4540536920', message: 'Mağazamızda\nsatmak istiyoruz.' },
    });
  });

  it('takes a support request from someone without an order and tells the staff', async () => {
    const phone = testPhone();
    const missing = await send('support', {
      contactName: 'Ayla Kaya',
      phone: `0${phone.slice(3)}`,
      topic: 'Teslimat',
      consent: true,
      captchaValue: await captchaValue(shop.app),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Mesajınız gerekli.');

    const response = await send('support', {
      contactName: 'Ayla Kaya',
      phone: `0${phone.slice(3)}`,
      topic: 'Ürün bilgisi',
      message: 'Çift kişilik nevresim takımının ölçüleri nedir?',
      consent: true,
      captchaValue: await captchaValue(shop.app),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(
      'Talebiniz alındı. Müşteri hizmetlerimiz en kısa sürede size dönecek.',
    );
    await shop.app.jobs.drain();
    expect((await smsTo(shop.app, phone))[0]).toContain('destek talebiniz alındı');
    const [notice] = await shop.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.kind, 'support-new'))
      .orderBy(desc(adminNotifications.id))
      .limit(1);
    expect(notice?.title).toBe('Yeni destek talebi (siparişsiz): Ayla Kaya');
    expect(notice?.body).toContain('Ürün bilgisi: Çift kişilik nevresim');

    // Staff find it by name or by the digits of the phone, with the other forms left out.
    const staff = { authorization: `Bearer ${await adminToken()}` };
    for (const q of ['ayla kay', phone.slice(-7)]) {
      const found = await shop.app.inject({
        url: `/api/admin/forms?kind=support&q=${encodeURIComponent(q)}`,
        headers: staff,
      });
      expect(found.json().submissions.map((s: { id: string }) => s.id)).toEqual([
        response.json().id,
      ]);
    }
    const none = await shop.app.inject({
      url: '/api/admin/forms?kind=dealer&q=ayla',
      headers: staff,
    });
    expect(none.json()).toMatchObject({ count: 0, submissions: [] });
  });

  it('names every bad field, an unknown one too, and stores nothing', async () => {
    const before = (await shop.database.db.select().from(formSubmissions)).length;
    const response = await send(
      'dealer',
      await dealer({
        email: 'mehmet@',
        taxNumber: '123',
        products: 'Halı',
        consent: false,
        companyName: '   ',
        extra: 'x',
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.companyName',
        'body.email',
        'body.taxNumber',
        'body.products',
        'body.consent',
        'body.extra',
      ]),
    );
    expect((await shop.database.db.select().from(formSubmissions)).length).toBe(before);
  });

  it('refuses a missing or reused captcha', async () => {
    const body = await dealer();
    expect((await send('dealer', body)).statusCode).toBe(201);
    const again = await send('dealer', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CAPTCHA_INVALID');
    const none = await send('supplier', { ...(await dealer()), captchaValue: undefined });
    expect(none.statusCode).toBe(400);
  });

  it('answers the English export form in English and texts no foreign number', async () => {
    const response = await send('export', {
      companyName: 'Hansen Textil GmbH',
      contactName: 'Anna Hansen',
      email: 'anna@hansen.de',
      phone: '+49 30 1234567',
      country: 'Germany',
      city: 'Berlin',
      products: 'Towels and bathrobes',
      annualVolume: '10,000–50,000 USD',
      consent: true,
      captchaValue: await captchaValue(shop.app),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ smsSent: false });
    expect(response.json().message).toContain('Thank you');
    // Staff are told in Turkish, not with the English title cased the Turkish way.
    const [notice] = await shop.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.kind, 'form-new'))
      .orderBy(desc(adminNotifications.id))
      .limit(1);
    expect(notice?.title).toBe('Yeni ihracat talep formu: Hansen Textil GmbH');
    const bad = await send('export', { email: 'x', consent: true, captchaValue: 'x' });
    const messages = bad.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Company name is required.');
    expect(messages).toContain('Please enter a valid e-mail address.');
  });

  it('limits how many applications one visitor sends in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await send('corporate', await corporate(), '10.51.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('lists applications only for admins of the customer-service area', async () => {
    expect((await shop.app.inject('/api/admin/forms')).statusCode).toBe(401);
    const bad = await shop.app.inject({
      url: '/api/admin/forms?kind=unknown',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('query.kind');
  });
});

async function corporate() {
  return {
    companyName: 'Ege Otelcilik A.Ş.',
    contactName: 'Selin Ak',
    phone: '0232 444 55 66',
    email: 'satinalma@egeotel.com',
    city: 'İzmir',
    taxOffice: 'Konak',
    taxNumber: '10000000146',
    products: 'Nevresim takımları',
    quantity: '300 takım çift kişilik',
    consent: true,
    captchaValue: await captchaValue(shop.app),
  };
}
