import type { AdminRole } from '@carsi/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { admins, sessions, wholesaleOrders } from '../../../db/schema';
import { openTestDatabase } from '../../../db/test-database';
import { buildTestApp } from '../../../test-app';
import { testReseller, testWholesaleSkus } from '../../wholesale/testing';
import { createSession } from '../sessions/service';
import { captchaValue, testPhone } from '../test-support';
import { createActiveAdmin } from './service';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Staff {
  id: string;
  phone: string;
  headers: Record<string, string>;
}

/** A fresh active admin with a Bearer session. */
async function staff(role: AdminRole, name = `Test ${role}`): Promise<Staff> {
  const phone = testPhone();
  const { admin } = await createActiveAdmin(database.db, { phone, name, role });
  const { token } = await createSession(database.db, {
    kind: 'admin',
    principalId: admin._id,
    ttlMs: 3_600_000,
  });
  return { id: admin._id, phone, headers: { authorization: `Bearer ${token}` } };
}

const put = (who: Staff, url: string, payload?: object) =>
  app.inject({ method: 'PUT', url, headers: who.headers, ...(payload ? { payload } : {}) });
const get = (who: Staff, url: string) => app.inject({ url, headers: who.headers });

const otherRoles = [
  'operations',
  'customerService',
  'warehouse',
  'accounting',
  'marketing',
] as const;

describe('staff management (owner only)', () => {
  it('refuses every other role each staff call, changing nothing', async () => {
    const target = await staff('warehouse');
    for (const role of otherRoles) {
      const who = await staff(role);
      const calls = [
        get(who, '/api/admin/admins'),
        get(who, '/api/admin/admins/history'),
        put(who, `/api/admin/admins/${target.id}/role`, { role: 'owner' }),
        put(who, `/api/admin/admins/${target.id}/disable`),
        put(who, `/api/admin/admins/${target.id}/enable`),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
      }
    }
    const [row] = await database.db.select().from(admins).where(eq(admins.id, target.id));
    expect(row).toMatchObject({ role: 'warehouse', status: 'active' });
  });

  it('lists admins with search and paging', async () => {
    const owner = await staff('owner');
    await staff('accounting', 'Zeynep Aranan');
    const found = await get(owner, `/api/admin/admins?q=${encodeURIComponent('aranan')}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().admins).toEqual([
      expect.objectContaining({ name: 'Zeynep Aranan', role: 'accounting', status: 'active' }),
    ]);
    for (let i = 0; i < 21; i++) await staff('marketing');
    const second = (await get(owner, '/api/admin/admins?page=2')).json();
    expect(second.page).toBe(2);
    expect(second.pages).toBeGreaterThanOrEqual(2);
    expect(second.admins.length).toBeGreaterThan(0);
    const bad = await get(owner, '/api/admin/admins?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('changes a role; the admin acts with it on the next request', async () => {
    const owner = await staff('owner', 'Ayşe Sahip');
    const clerk = await staff('warehouse', 'Can Depo');
    expect((await get(clerk, '/api/admin/customers')).statusCode).toBe(403);
    const changed = await put(owner, `/api/admin/admins/${clerk.id}/role`, {
      role: 'customerService',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().admin.role).toBe('customerService');
    expect(changed.json().message).toBe('Can Depo artık Müşteri hizmetleri rolünde.');
    expect((await get(clerk, '/api/admin/customers')).statusCode).toBe(200);
    const unknown = await put(owner, `/api/admin/admins/${clerk.id}/role`, { role: 'king' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.role');

    const history = (await get(owner, '/api/admin/admins/history')).json();
    expect(history.events[0]).toMatchObject({
      action: 'admin.role',
      actor: `admin:${owner.id}`,
      actorName: 'Ayşe Sahip',
      subjectId: clerk.id,
      subjectName: 'Can Depo',
      summary: 'Rolü değişti: Depo → Müşteri hizmetleri',
    });
  });

  it('disables an admin: every session ends at once and stays ended after re-enabling', async () => {
    const owner = await staff('owner');
    const clerk = await staff('accounting');
    await createSession(database.db, { kind: 'admin', principalId: clerk.id, ttlMs: 3_600_000 });
    const disabled = await put(owner, `/api/admin/admins/${clerk.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().admin.status).toBe('disabled');
    const open = await database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.principalId, clerk.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);
    expect((await get(clerk, '/api/admin/dashboard')).statusCode).toBe(401);

    // A disabled admin asking for a sign-in code hears why none comes.
    const code = await app.inject({
      method: 'POST',
      url: '/api/signIn/sendPhoneToReceiveSms',
      payload: {
        phone: clerk.phone,
        collectionName: 'admins',
        property: 'phone',
        captchaValue: await captchaValue(app),
      },
    });
    expect(code.statusCode).toBe(403);
    expect(code.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Yönetici hesabınız devre dışı bırakıldı. Mağaza sahibiyle görüşün.',
    });

    const twice = await put(owner, `/api/admin/admins/${clerk.id}/disable`);
    expect(twice.statusCode).toBe(409);
    const enabled = await put(owner, `/api/admin/admins/${clerk.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().admin).toMatchObject({ status: 'active', role: 'accounting' });
    // The old token was revoked, not merely blocked: it does not come back.
    expect((await get(clerk, '/api/admin/dashboard')).statusCode).toBe(401);

    const actions = (await get(owner, '/api/admin/admins/history')).json().events.slice(0, 2);
    expect(actions.map((e: { action: string }) => e.action)).toEqual([
      'admin.enable',
      'admin.disable',
    ]);
  });

  it('refuses to disable oneself, and to disable or demote the last active owner', async () => {
    // A shop of its own: the owners here are the only active owners in it.
    const own = await openTestDatabase();
    const ownApp = await buildTestApp(own);
    try {
      const make = async (role: AdminRole) => {
        const { admin } = await createActiveAdmin(own.db, { phone: testPhone(), name: role, role });
        const { token } = await createSession(own.db, {
          kind: 'admin',
          principalId: admin._id,
          ttlMs: 3_600_000,
        });
        return { id: admin._id, headers: { authorization: `Bearer ${token}` } };
      };
      const call = (who: { headers: Record<string, string> }, url: string, payload?: object) =>
        ownApp.inject({
          method: 'PUT',
          url,
          headers: who.headers,
          ...(payload ? { payload } : {}),
        });
      const owner = await make('owner');

      const self = await call(owner, `/api/admin/admins/${owner.id}/disable`);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toMatchObject({
        code: 'ADMIN_SELF_CHANGE',
        message: 'Kendi hesabınızı devre dışı bırakamazsınız.',
      });
      const demote = await call(owner, `/api/admin/admins/${owner.id}/role`, {
        role: 'operations',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().code).toBe('LAST_OWNER');

      const second = await make('owner');
      // With a second owner, the first may step down; then the second is the last one.
      const stepDown = await call(owner, `/api/admin/admins/${owner.id}/role`, {
        role: 'operations',
      });
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      const demoteLast = await call(second, `/api/admin/admins/${second.id}/role`, {
        role: 'marketing',
      });
      expect(demoteLast.json().code).toBe('LAST_OWNER');
      const rows = await own.db.select().from(admins).where(eq(admins.role, 'owner'));
      expect(rows.map((r) => r.id)).toEqual([second.id]);
    } finally {
      await ownApp.close();
      await own.close();
    }
  });
});

it('two owners disabling each other at once leave one owner (the last owner check holds)', async () => {
  const own = await openTestDatabase();
  const ownApp = await buildTestApp(own);
  try {
    const owners = await Promise.all(
      ['Birinci', 'İkinci'].map(async (name) => {
        const { admin } = await createActiveAdmin(own.db, {
          phone: testPhone(),
          name,
          role: 'owner',
        });
        const { token } = await createSession(own.db, {
          kind: 'admin',
          principalId: admin._id,
          ttlMs: 3_600_000,
        });
        return { id: admin._id, headers: { authorization: `Bearer ${token}` } };
      }),
    );
    const [a, b] = owners;
    if (!a || !b) throw new Error('two owners were not made');
    const answers = await Promise.all([
      ownApp.inject({
        method: 'PUT',
        url: `/api/admin/admins/${b.id}/disable`,
        headers: a.headers,
      }),
      ownApp.inject({
        method: 'PUT',
        url: `/api/admin/admins/${a.id}/disable`,
        headers: b.headers,
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const active = await own.db.select().from(admins).where(eq(admins.status, 'active'));
    expect(active).toHaveLength(1);
  } finally {
    await ownApp.close();
    await own.close();
  }
});

describe('wholesale account deactivation', () => {
  it('ends the account sessions and sign-in, keeps its orders, and re-activates it', async () => {
    const operations = await staff('operations', 'Osman Operasyon');
    const reseller = await testReseller(database);
    const items = await testWholesaleSkus(database);
    const cart = await app.inject({
      method: 'POST',
      url: '/api/wholesale/postCart',
      headers: reseller.headers,
      payload: { id: reseller.id, cart: [{ skuId: items.cover.id, qty: 5 }] },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const address = await app.inject({
      method: 'POST',
      url: '/api/wholesale/createDeliveryAddress',
      headers: reseller.headers,
      payload: {
        title: 'Depo',
        contactName: 'Mehmet Kaya',
        phone: '05321234567',
        address: 'Organize Sanayi 5. Cadde No: 12',
        province: 'Bursa',
        district: 'Nilüfer',
      },
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/wholesale/createWholeSaleOrder',
      headers: reseller.headers,
      payload: {
        cartId: cart.json().cart.cartId,
        paymentMethod: 'bankTransfer',
        addressId: address.json().addresses[0].addressId,
      },
    });
    expect(order.statusCode, order.body).toBe(200);

    const url = `/api/admin/wholesale-accounts/${reseller.id}`;
    for (const role of ['customerService', 'warehouse', 'marketing', 'accounting'] as const) {
      const refused = await put(await staff(role), `${url}/deactivate`);
      expect(refused.statusCode, role).toBe(403);
    }
    const done = await put(operations, `${url}/deactivate`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().account.status).toBe('suspended');
    const portal = await app.inject({
      url: '/api/wholesale/getDetailsWholeSaleAccount',
      headers: reseller.headers,
    });
    expect(portal.statusCode).toBe(401);
    const orders = await database.db
      .select()
      .from(wholesaleOrders)
      .where(eq(wholesaleOrders.accountId, reseller.id));
    expect(orders).toHaveLength(1);

    const [row] = await database.db
      .select({ phone: sessions.principalId })
      .from(sessions)
      .where(and(eq(sessions.principalId, reseller.id), isNull(sessions.revokedAt)));
    expect(row).toBeUndefined();
    const account = await app.inject({
      url: `/api/wholesale/adminGetDetailsWholeSaleAccount?id=${reseller.id}`,
      headers: operations.headers,
    });
    const phone = account.json().phone as string;
    const code = await app.inject({
      method: 'POST',
      url: '/api/signIn/sendPhoneToReceiveSms',
      payload: {
        phone,
        collectionName: 'wholeSaleCustomers',
        property: 'phone',
        captchaValue: await captchaValue(app),
      },
    });
    expect(code.statusCode).toBe(403);
    expect(code.json().message).toBe(
      'Toptan hesabınız pasifleştirildi. Bilgi için mağazayla iletişime geçin.',
    );

    expect((await put(operations, `${url}/deactivate`)).statusCode).toBe(409);
    const back = await put(await staff('owner'), `${url}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().account).toMatchObject({ status: 'active', isWholeSaleReSeller: true });

    const history = await get(operations, `${url}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().events.map((e: { summary: string }) => e.summary)).toEqual([
      'Toptan hesap yeniden etkinleştirildi',
      'Toptan hesap pasifleştirildi, oturumları kapatıldı',
    ]);
    expect(history.json().events[1].actorName).toBe('Osman Operasyon');
    expect((await get(await staff('marketing'), `${url}/history`)).statusCode).toBe(403);
  });
});
