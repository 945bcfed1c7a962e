import type { AdminNotificationKind } from '@carsi/contract';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { orders, returns, supportRequests } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { seedCustomerServiceDemo } from '../../seed/customer-service-demo';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue } from '../cart/testing';
import { adminBearer, captchaValue, testPhone } from '../identity/testing';
import { istanbulDayStart } from './dashboard';
import { notifyAdmins } from './notify';

interface StreamEvent {
  event: string;
  data: unknown;
}

/** Opens the notification stream as an admin and collects its events until closed. */
async function openStream(origin: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/admin/notifications/stream`, {
    headers,
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  // Hijacked, it still carries what every answer carries.
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-request-id')).toBeTruthy();
  const events: StreamEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  async function waitFor(predicate: (e: StreamEvent, index: number) => boolean, ms = 10_000) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const found = events.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no such event; got ${JSON.stringify(events)}`);
  }
  return {
    events,
    waitFor,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const isNotice = (title: string) => (e: StreamEvent) =>
  e.event === 'notification' && (e.data as { title: string }).title === title;

describe('admin notifications and the home figures (one server)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp(database);
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists, searches, counts unread and marks read; any admin may, nobody signed out', async () => {
    const accounting = await adminBearer(database, 'accounting');
    await notifyAdmins(database.db, {
      kind: 'refund-failed',
      title: 'İade başarısız: 2611-11111',
      body: 'Sağlayıcı iadeyi reddetti.',
      orderRef: 'order-a',
    });
    await notifyAdmins(database.db, {
      kind: 'order-new',
      title: 'Yeni sipariş',
      body: 'Bir sipariş.',
    });
    const list = await app.inject({
      url: '/api/admin/notifications?q=sağlayıcı',
      headers: accounting,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, unread: 2, page: 1, pages: 1 });
    const id = list.json().notifications[0]._id as number;
    const read = await app.inject({
      method: 'PUT',
      url: `/api/admin/notifications/${id}/read`,
      headers: accounting,
    });
    expect(read.json()).toEqual({ message: 'Bildirim okundu olarak işaretlendi.', unread: 1 });
    const unreadOnly = await app.inject({
      url: '/api/admin/notifications?okunmamis=1&tur=order-new',
      headers: accounting,
    });
    expect(unreadOnly.json().total).toBe(1);
    const all = await app.inject({
      method: 'PUT',
      url: '/api/admin/notifications/read-all',
      headers: accounting,
    });
    expect(all.json().unread).toBe(0);
    expect((await app.inject('/api/admin/notifications')).statusCode).toBe(401);
    const bad = await app.inject({
      url: '/api/admin/notifications?okunmamis=evet',
      headers: accounting,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/admin/notifications/99999/read',
      headers: accounting,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('gives each role the notices of its areas, and each admin its own read state', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const notice = async (kind: AdminNotificationKind) =>
      notifyAdmins(database.db, { kind, title: `${kind} ${tag}`, body: 'Test.' });
    const ids = {
      support: await notice('support-new'),
      payment: await notice('payment-failed'),
      admin: await notice('admin-new'),
      order: await notice('order-new'),
    };
    const roles = ['owner', 'customerService', 'accounting', 'warehouse', 'marketing'] as const;
    const as = Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await adminBearer(database, role)])),
    ) as Record<(typeof roles)[number], Record<string, string>>;
    const seen = async (headers: Record<string, string>) =>
      (await app.inject({ url: `/api/admin/notifications?q=${tag}`, headers })).json() as {
        notifications: Array<{ _id: number; readAt: string | null }>;
        total: number;
      };
    const idsOf = async (headers: Record<string, string>) =>
      (await seen(headers)).notifications.map((n) => n._id).sort((a, b) => a - b);
    const sorted = (...list: number[]) => list.sort((a, b) => a - b);

    expect(await idsOf(as.owner)).toEqual(sorted(ids.support, ids.payment, ids.admin, ids.order));
    expect(await idsOf(as.customerService)).toEqual(sorted(ids.support, ids.order));
    expect(await idsOf(as.accounting)).toEqual(sorted(ids.payment, ids.order));
    expect(await idsOf(as.warehouse)).toEqual([ids.order]);
    expect(await idsOf(as.marketing)).toEqual([]);
    const unread = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/admin/notifications/unread-count', headers })).json().unread;
    expect(await unread(as.marketing)).toBe(0);
    expect(await unread(as.warehouse)).toBeGreaterThanOrEqual(1);

    // Another role's notice cannot be marked read (nor learnt about).
    const foreign = await app.inject({
      method: 'PUT',
      url: `/api/admin/notifications/${ids.payment}/read`,
      headers: as.customerService,
    });
    expect(foreign.statusCode).toBe(404);

    // "Mark all read" by customer service: its own notices, for itself only.
    const accountingUnread = await unread(as.accounting);
    const ownerUnread = await unread(as.owner);
    const all = await app.inject({
      method: 'PUT',
      url: '/api/admin/notifications/read-all',
      headers: as.customerService,
    });
    expect(all.json().unread).toBe(0);
    expect(await unread(as.customerService)).toBe(0);
    expect(await unread(as.accounting)).toBe(accountingUnread);
    expect(await unread(as.owner)).toBe(ownerUnread);
    expect((await seen(as.accounting)).notifications.every((n) => n.readAt === null)).toBe(true);
    const colleague = await adminBearer(database, 'customerService');
    expect((await seen(colleague)).notifications.every((n) => n.readAt === null)).toBe(true);
    expect((await seen(as.customerService)).notifications.every((n) => n.readAt !== null)).toBe(
      true,
    );
    const dashboard = await app.inject({ url: '/api/admin/dashboard', headers: as.accounting });
    expect(dashboard.json().unreadNotifications).toBe(accountingUnread);
  });

  it('tells the owner, and only the owner, of a new admin registration', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/signUp/createAdmin',
      remoteAddress: '10.33.0.1',
      payload: { name: 'Kayıt Deneme', phone: testPhone(), captchaValue: await captchaValue(app) },
    });
    expect(registered.statusCode).toBe(200);
    const titles = async (role: 'owner' | 'operations') =>
      (
        await app.inject({
          url: '/api/admin/notifications?tur=admin-new',
          headers: await adminBearer(database, role),
        })
      )
        .json()
        .notifications.map((n: { title: string }) => n.title);
    expect(await titles('owner')).toContain('Yeni yönetici kaydı: Kayıt Deneme');
    expect(await titles('operations')).toEqual([]);
  });

  it("a new notification reaches its roles' open streams, with each one's unread count", async () => {
    const stream = await openStream(origin, await adminBearer(database, 'accounting'));
    const other = await openStream(origin, await adminBearer(database, 'customerService'));
    await stream.waitFor((e) => e.event === 'unread');
    await other.waitFor((e) => e.event === 'unread');
    await notifyAdmins(database.db, {
      kind: 'payment-failed',
      title: 'Ödeme başarısız: canlı',
      body: 'Kart reddedildi.',
    });
    const event = await stream.waitFor(isNotice('Ödeme başarısız: canlı'));
    expect(event.data).toMatchObject({ kind: 'payment-failed', readAt: null });
    await stream.waitFor((e) => e.event === 'unread' && (e.data as { unread: number }).unread >= 1);
    // Customer service is told the count again, but never sees accounting's notice.
    await other.waitFor((e, i) => e.event === 'unread' && i > 0);
    expect(other.events.some(isNotice('Ödeme başarısız: canlı'))).toBe(false);
    await stream.close();
    await other.close();
    expect((await fetch(`${origin}/api/admin/notifications/stream`)).status).toBe(401);
  });

  it("the home figures count today's orders (Istanbul days) and open support requests", async () => {
    const owner = await adminBearer(database, 'owner');
    const before = (await app.inject({ url: '/api/admin/dashboard', headers: owner })).json();
    const base = {
      orderPhone: '+905320000000',
      items: [],
      itemsPrice: 0,
      shippingPrice: 0,
      taxPrice: 0,
      deliveryContact: { firstName: 'A', lastName: 'B', phone: '', email: '', ip: '' },
      shippingAddress: {
        country: 'Türkiye',
        province: 'İstanbul',
        district: 'Kadıköy',
        address: 'x',
      },
      userAnalytics: {
        userAgent: '',
        userBrowser: '',
        userDevice: '',
        userEngine: '',
        userOS: '',
        userCPU: '',
      },
    };
    const now = new Date();
    // A minute earlier on this weekday last week, but never before that day's midnight (in the
    // first minute of an Istanbul day, a minute earlier is the day before).
    const dayStart = istanbulDayStart(now).start.getTime();
    const lastWeek = new Date(Math.max(dayStart, now.getTime() - 60_000) - 7 * 24 * 3_600_000);
    const tag = Math.random().toString(36).slice(2, 8);
    await database.db.insert(orders).values([
      {
        ...base,
        id: `dash-paid-${tag}`.padEnd(22, 'x'),
        orderNumber: `D-${tag}-1`,
        orderStatus: 'CONFIRMED',
        paymentStatus: 'PAID',
        totalPrice: 50_000,
        createdAt: now,
      },
      {
        ...base,
        id: `dash-new-${tag}`.padEnd(22, 'x'),
        orderNumber: `D-${tag}-2`,
        totalPrice: 20_000,
        createdAt: now,
      },
      {
        ...base,
        id: `dash-old-${tag}`.padEnd(22, 'x'),
        orderNumber: `D-${tag}-3`,
        orderStatus: 'DELIVERED',
        paymentStatus: 'CASH_ON_DELIVERY',
        totalPrice: 30_000,
        createdAt: lastWeek,
      },
    ]);
    await database.db.insert(supportRequests).values({
      orderId: `dash-new-${tag}`.padEnd(22, 'x'),
      supportIndex: 1,
      topic: 'OTHER',
      message: 'Bir sorum var, yardımcı olur musunuz?',
      contactPhone: '+905320000000',
    });
    // One return still open, one finished: only the open one waits.
    const returnOf = (status: string, n: number) => ({
      id: `dash-ret-${n}-${tag}`,
      code: `IA-${tag}-${n}`,
      orderId: `dash-old-${tag}`.padEnd(22, 'x'),
      status,
      lines: [],
      reason: 'Beden/Ebatı büyük',
      refundChannel: 'bankTransfer',
      refundAmount: 10_000,
      createdBy: 'shopper',
    });
    await database.db.insert(returns).values([returnOf('APPROVED', 1), returnOf('REFUNDED', 2)]);
    const after = await app.inject({
      url: '/api/admin/dashboard',
      headers: await adminBearer(database, 'warehouse'),
    });
    expect(after.statusCode).toBe(200);
    const figures = after.json();
    expect(figures.day).toBe(istanbulDayStart(now).day);
    expect(figures.newOrders - before.newOrders).toBe(2);
    expect(figures.unpaid - before.unpaid).toBe(1);
    expect(figures.toPack - before.toPack).toBe(1);
    expect(figures.openSupport - before.openSupport).toBe(1);
    expect(figures.returnsWaiting - before.returnsWaiting).toBe(1);
    // The warehouse sees the counts but no money; the owner sees the revenue.
    expect(figures.revenueToday).toBeNull();
    expect(figures.revenueLastWeekDay).toBeNull();
    expect(figures.revenueLastWeekSoFar).toBeNull();
    const money = (await app.inject({ url: '/api/admin/dashboard', headers: owner })).json();
    expect(money.revenueToday - before.revenueToday).toBe(50_000);
    expect(money.revenueLastWeekDay - before.revenueLastWeekDay).toBe(30_000);
    expect(money.revenueLastWeekSoFar - before.revenueLastWeekSoFar).toBe(30_000);
  });

  it('Istanbul days start at 21:00 UTC', () => {
    expect(istanbulDayStart(new Date('2026-03-10T20:59:59Z'))).toEqual({
      start: new Date('2026-03-09T21:00:00Z'),
      day: '2026-03-10',
    });
    expect(istanbulDayStart(new Date('2026-03-10T21:00:00Z')).day).toBe('2026-03-11');
  });
});

describe('the customer-service demo seed', () => {
  it('writes notes, requests, questions and notices once', async () => {
    const database = await openTestDatabase();
    try {
      await seedTestCatalogue(database.db);
      expect(await seedCustomerServiceDemo(database.db)).toContain('support requests');
      expect(await seedCustomerServiceDemo(database.db)).toBeNull();
      const [requests] = await database.db.select({ n: count() }).from(supportRequests);
      expect(requests?.n).toBe(2);
    } finally {
      await database.close();
    }
  });
});

// Only PostgreSQL can be shared by two servers; run with DATABASE_URL set.
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('notifications across two servers on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    first = await openTestDatabase();
    const { rows } = (await first.db.execute(sql`select current_database() as name`)) as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(postgres!);
    url.pathname = `/${rows[0]?.name}`;
    // A second pool and LISTEN connection of its own, as another process would have.
    second = await openDatabase({ url: url.toString(), poolSize: 2 });
    apps = [await buildTestApp(first), await buildTestApp(second)];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await second?.close();
    await first?.close();
  });

  it("a notice written through one server reaches the other server's stream", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const originB = await b.listen({ port: 0, host: '127.0.0.1' });
    const admin = await adminBearer(first, 'owner');
    const stream = await openStream(originB, admin);
    await stream.waitFor((e) => e.event === 'unread');
    await notifyAdmins(first.db, {
      kind: 'support-new',
      title: 'Yeni destek talebi: öbür süreç',
      body: 'Başka bir sunucudan.',
    });
    const event = await stream.waitFor(isNotice('Yeni destek talebi: öbür süreç'));
    expect(event.data).toMatchObject({ kind: 'support-new' });
    // Marking it read through the first server updates the second server's badge.
    const id = (event.data as { _id: number })._id;
    await a.inject({ method: 'PUT', url: `/api/admin/notifications/${id}/read`, headers: admin });
    await stream.waitFor(
      (e) => e.event === 'unread' && (e.data as { unread: number }).unread === 0,
    );
    await stream.close();
  });
});
