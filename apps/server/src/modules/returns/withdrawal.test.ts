import {
  DAY_MS,
  isDeliveryLate,
  WITHDRAWAL_REASON,
  withdrawalEndsAt,
  withdrawalRefundDueAt,
} from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { adminNotifications, orders, returns } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';
import { alertWithdrawalRefundsDue } from './index';

let database: DatabaseHandle;
let app: FastifyInstance;
const clockAt = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { clock: () => new Date(clockAt) });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** A cash-on-delivery order of two sheets and a quilt, placed `placedDaysAgo` days ago. */
async function placedOrder({ placedDaysAgo = 3 } = {}) {
  const shopper = testVisitor(app);
  const phone = testPhone();
  const catalogue = await seedTestCatalogue(database.db);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
  const body = orderBody();
  const placed = await shopper.call('POST', '/api/orders', {
    ...body,
    deliveryContact: { ...(body.deliveryContact as object), phone },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json() as { orderId: string; orderNumber: string };
  const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
    orderId: order.orderId,
    paymentMethod: 'CashOnDelivery',
  });
  expect(cod.statusCode, cod.body).toBe(200);
  await database.db
    .update(orders)
    .set({ createdAt: new Date(clockAt - placedDaysAgo * DAY_MS) })
    .where(eq(orders.id, order.orderId));
  return { shopper, phone, order };
}

/** The same, delivered `deliveredDaysAgo` days ago (delivery is the order screens' action). */
async function deliveredOrder(deliveredDaysAgo: number) {
  const placed = await placedOrder({ placedDaysAgo: deliveredDaysAgo + 2 });
  await database.db
    .update(orders)
    .set({ orderStatus: 'DELIVERED', deliveredAt: new Date(clockAt - deliveredDaysAgo * DAY_MS) })
    .where(eq(orders.id, placed.order.orderId));
  return placed;
}

const withdraw = (order: { orderId: string }, phone: string, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/returns',
    payload: {
      orderId: order.orderId,
      phone,
      lines: [{ index: 0, qty: 1 }],
      withdrawal: true,
      ...extra,
    },
  });

describe('withdrawal (cayma hakkı) within 14 days of delivery', () => {
  it('needs no reason, states the return carrier and carries its refund deadline', async () => {
    const { phone, order } = await deliveredOrder(5);
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/returns/lookup',
      payload: { orderNumber: order.orderNumber, phone },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().withdrawalUntil).toBe(
      new Date(withdrawalEndsAt(clockAt - 5 * DAY_MS)).toISOString(),
    );
    expect(lookup.json().returnShipping).toContain('Yurtiçi Kargo');
    expect(lookup.json().returnShipping).toContain('mağazamız öder');

    const started = await withdraw(order, phone);
    expect(started.statusCode, started.body).toBe(200);
    const view = started.json();
    expect(view).toMatchObject({
      withdrawal: true,
      reason: WITHDRAWAL_REASON,
      legalRefundDueAt: new Date(withdrawalRefundDueAt(clockAt)).toISOString(),
    });
    expect(view.returnShipping).toContain('Yurtiçi Kargo');
    const info = await app.inject(`/api/returns/${view.returnId}`);
    expect(info.json().legalRefundDueAt).toBe(view.legalRefundDueAt);
  });

  it('is refused after day 14, while a return with a reason stays open for the guarantee', async () => {
    const { phone, order } = await deliveredOrder(16);
    const late = await withdraw(order, phone);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RETURN_WITHDRAWAL_OVER');
    expect(
      await database.db.select().from(returns).where(eq(returns.orderId, order.orderId)),
    ).toEqual([]);
    const reasoned = await withdraw(order, phone, { withdrawal: false, reason: 'Beğenmedim' });
    expect(reasoned.statusCode, reasoned.body).toBe(200);
    expect(reasoned.json()).toMatchObject({ withdrawal: false, legalRefundDueAt: null });
  });

  it('a return that is not a withdrawal still needs a reason from the list', async () => {
    const { phone, order } = await deliveredOrder(2);
    const none = await withdraw(order, phone, { withdrawal: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('RETURN_BAD_REASON');
  });
});

describe('refund deadlines in the back office', () => {
  it('the returns list sorts and warns by the legal refund deadline; other roles are refused', async () => {
    const a = await deliveredOrder(3);
    const b = await deliveredOrder(3);
    const first = (await withdraw(a.order, a.phone)).json();
    const second = (await withdraw(b.order, b.phone)).json();
    // The first reached us 12 days ago: day 12 of 14 — a warning.
    await database.db
      .update(returns)
      .set({ refundDueAt: new Date(withdrawalRefundDueAt(clockAt - 12 * DAY_MS)) })
      .where(eq(returns.id, first.returnId));
    const accounting = await adminBearer(database, 'accounting');
    const listed = await app.inject({
      url: '/api/admin/returns?sirala=legalRefundDueAt',
      headers: accounting,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().returns as {
      returnId: string;
      legalRefundDueAt: string | null;
      legalRefundState: string | null;
    }[];
    const dues = items.map((r) => r.legalRefundDueAt).filter((d): d is string => d !== null);
    expect(dues).toEqual([...dues].sort());
    expect(items.find((r) => r.returnId === first.returnId)?.legalRefundState).toBe('warn');
    expect(items.find((r) => r.returnId === second.returnId)?.legalRefundState).toBe('ok');
    expect(items.findIndex((r) => r.returnId === first.returnId)).toBeLessThan(
      items.findIndex((r) => r.returnId === second.returnId),
    );

    const marketing = await app.inject({
      url: '/api/admin/returns?sirala=legalRefundDueAt',
      headers: await adminBearer(database, 'marketing'),
    });
    expect(marketing.statusCode).toBe(403);
    const shopper = await a.shopper.call('GET', '/api/admin/returns?sirala=legalRefundDueAt');
    expect([401, 403]).toContain(shopper.statusCode);
  });

  it('the daily job tells accounting once on day 10, and not the warehouse', async () => {
    const { phone, order } = await deliveredOrder(4);
    const started = (await withdraw(order, phone)).json();
    // Reached us 10 days ago: day 10.
    await database.db
      .update(returns)
      .set({ refundDueAt: new Date(withdrawalRefundDueAt(clockAt - 10 * DAY_MS)) })
      .where(eq(returns.id, started.returnId));
    expect(await alertWithdrawalRefundsDue(database.db, new Date(clockAt))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await alertWithdrawalRefundsDue(database.db, new Date(clockAt))).toBe(0);
    const notices = await database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.kind, 'withdrawal-refund-due'));
    const mine = notices.filter(
      (n) => (n.data as { returnId?: string }).returnId === started.returnId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain(started.code);

    const seen = async (role: 'accounting' | 'warehouse') =>
      (
        await app.inject({
          url: '/api/admin/notifications?tur=withdrawal-refund-due',
          headers: await adminBearer(database, role),
        })
      ).json().notifications as { data: { returnId?: string } }[];
    expect((await seen('accounting')).some((n) => n.data.returnId === started.returnId)).toBe(true);
    expect(await seen('warehouse')).toEqual([]);
  });

  it('a withdrawal on day 9 is not yet alerted', async () => {
    const { phone, order } = await deliveredOrder(4);
    const started = (await withdraw(order, phone)).json();
    await database.db
      .update(returns)
      .set({ refundDueAt: new Date(withdrawalRefundDueAt(clockAt - 8 * DAY_MS)) })
      .where(eq(returns.id, started.returnId));
    await alertWithdrawalRefundsDue(database.db, new Date(clockAt));
    const [row] = await database.db.select().from(returns).where(eq(returns.id, started.returnId));
    expect(row!.refundAlertedAt).toBeNull();
  });
});

describe('delivery due within 30 days of the order', () => {
  it('flags undelivered orders from day 20 on the dashboard, with the customer’s options', async () => {
    const old = await placedOrder({ placedDaysAgo: 21 });
    const young = await placedOrder({ placedDaysAgo: 5 });
    const delivered = await deliveredOrder(1);
    await database.db
      .update(orders)
      .set({ createdAt: new Date(clockAt - 25 * DAY_MS) })
      .where(eq(orders.id, delivered.order.orderId));
    const dashboard = await app.inject({
      url: '/api/admin/dashboard',
      headers: await adminBearer(database, 'operations'),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const late = dashboard.json().lateDeliveries;
    const ids = late.orders.map((o: { orderId: string }) => o.orderId);
    expect(ids).toContain(old.order.orderId);
    expect(ids).not.toContain(young.order.orderId);
    expect(ids).not.toContain(delivered.order.orderId);
    expect(late.total).toBeGreaterThanOrEqual(1);
    expect(late.options).toContain('iptal');
    const flagged = late.orders.find((o: { orderId: string }) => o.orderId === old.order.orderId);
    expect(flagged.daysOpen).toBeGreaterThanOrEqual(20);
    expect(isDeliveryLate(Date.parse(flagged.createdAt), clockAt)).toBe(true);

    // Marketing opens the admin home but does not work on orders: no order list there.
    const marketing = await app.inject({
      url: '/api/admin/dashboard',
      headers: await adminBearer(database, 'marketing'),
    });
    expect(marketing.statusCode).toBe(200);
    expect(marketing.json().lateDeliveries).toBeNull();
  });

  it('the late-delivery query is answered from the status/created index', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from orders where order_status in ('NEW','CONFIRMED','PACKED','SHIPPED','UNDELIVERED') and created_at < now() - interval '19 days' order by created_at limit 10`,
      );
    });
    const text = JSON.stringify(plan);
    expect(text).toMatch(/orders_status_created|orders_created/);
    expect(text).not.toContain('Seq Scan');
  });
});
