import type { AdminRole } from '@carsi/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, orderEvents, orders, shipments, skus } from '../../db/schema';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { createSession } from '../identity/index';
import { adminBearer, smsTo, startTestShop, type TestShop, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';
import { testReseller } from '../wholesale/testing';

let shop: TestShop;
let catalogue: TestCatalogue;

beforeAll(async () => {
  // UPS collects at the door here too, so cash-on-delivery orders go with the main carrier.
  shop = await startTestShop({ env: { PACKING_OPENS_HOUR: '0', UPS_COD: 'on' } });
  catalogue = await seedTestCatalogue(shop.database.db);
  await shop.database.db
    .update(skus)
    .set({ countInStock: 1_000, lengthCm: 40, widthCm: 30, heightCm: 10, weightGrams: 900 });
}, 180_000);
afterAll(() => shop.close());

const bearers = new Map<AdminRole, Record<string, string>>();
async function as(role: AdminRole) {
  if (!bearers.has(role)) bearers.set(role, await adminBearer(shop.database, role));
  return bearers.get(role)!;
}
const admin = async (
  role: AdminRole,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  shop.app.inject({
    method,
    url,
    headers: await as(role),
    ...(payload ? { payload } : {}),
  });

/** The stand-ins' test controls, over the shop's own port like the carrier clients. */
const sandbox = (carrier: 'ups' | 'yurtici', path: string, payload?: object) =>
  shop.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/__sandbox/${carrier}${path}`,
    ...(payload ? { payload } : {}),
  });

beforeEach(async () => {
  await sandbox('ups', '/reset', {});
  await sandbox('yurtici', '/reset', {});
});

/** A packed cash-on-delivery order with its own phone. */
async function packedOrder(options: { province?: string; district?: string } = {}) {
  const phone = testPhone();
  const shopper = testVisitor(shop.app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
  const base = orderBody();
  const body = {
    ...base,
    deliveryContact: { ...base.deliveryContact, phone: `0${phone.slice(3)}` },
    shippingAddress: {
      ...base.shippingAddress,
      ...(options.province ? { province: options.province } : {}),
      ...(options.district ? { district: options.district } : {}),
    },
  };
  const placed = await shopper.call('POST', '/api/orders', body);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json() as { orderId: string; orderNumber: string };
  const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
    orderId: order.orderId,
    paymentMethod: 'CashOnDelivery',
  });
  expect(cod.statusCode, cod.body).toBe(200);
  const packed = await admin('warehouse', 'POST', `/api/admin/orders/${order.orderId}/packed`, {});
  expect(packed.statusCode, packed.body).toBe(200);
  return { ...order, phone, shopper };
}

const book = (orderId: string, body: object = {}, role: AdminRole = 'warehouse') =>
  admin(role, 'POST', `/api/admin/orders/${orderId}/shipment`, body);

const orderRow = async (id: string) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('booking', () => {
  it('books a packed order once: key first, carrier answer, history on the order', async () => {
    const order = await packedOrder();
    const booked = await book(order.orderId);
    expect(booked.statusCode, booked.body).toBe(200);
    const { shipment } = booked.json();
    expect(shipment.status).toBe('CREATED');
    expect(shipment.key).toMatch(/^CR\d{6}[A-Z2-9]{8}$/);
    // 40 × 30 × 10 cm / 3000 = 4 desi per piece, per piece (the carriers' rule).
    expect(shipment.desi).toBe(4 * shipment.pieces);
    // Cash on delivery: the whole total, cash by default.
    expect(shipment.codAmount).toBe((await orderRow(order.orderId)).totalPrice);
    expect(shipment.codKind).toBe('CASH');
    const history = await shop.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.action, 'shipment')));
    expect(history.map((e) => (e.data as { to: string }).to)).toEqual(['REQUESTED', 'CREATED']);

    const again = await book(order.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SHIPMENT_EXISTS');
    const carrierParcels = (await sandbox(shipment.carrier, '/shipments')).json().shipments;
    expect(carrierParcels.filter((p: { key: string }) => p.key === shipment.key)).toHaveLength(1);
  });

  it('a lost answer after the carrier stored the parcel is settled by a query, not a second parcel', async () => {
    const order = await packedOrder();
    const view = (
      await admin('warehouse', 'GET', `/api/admin/orders/${order.orderId}/shipping`)
    ).json();
    await sandbox(view.suggestedCarrier, '/switches', { mode: 'timeout-after-store', times: 1 });
    const booked = await book(order.orderId);
    expect(booked.statusCode, booked.body).toBe(200);
    const { shipment } = booked.json();
    expect(shipment.status).toBe('CREATED');
    expect(
      shipment.events.some((e: { note: string | null }) => e.note?.includes('yeni kayıt açılmadı')),
    ).toBe(true);
    const parcels = (await sandbox(shipment.carrier, '/shipments')).json().shipments;
    expect(parcels.filter((p: { key: string }) => p.key === shipment.key)).toHaveLength(1);
  });

  it('two bookings at once make one shipment', async () => {
    const order = await packedOrder();
    const answers = await Promise.all([book(order.orderId), book(order.orderId)]);
    // The second either finds the first's key and answers with it, or is refused: never two.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const ids = answers.filter((a) => a.statusCode === 200).map((a) => a.json().shipment.id);
    expect(new Set(ids).size).toBe(1);
    const rows = await shop.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.orderId));
    expect(rows.filter((r) => r.status !== 'CANCELLED')).toHaveLength(1);
  });

  it('the main carrier refusing the address books it with the rural carrier, shown on the order', async () => {
    const order = await packedOrder();
    const view = (
      await admin('warehouse', 'GET', `/api/admin/orders/${order.orderId}/shipping`)
    ).json();
    await sandbox(view.suggestedCarrier, '/switches', { mode: 'refuse-address', times: 1 });
    const booked = await book(order.orderId);
    expect(booked.statusCode, booked.body).toBe(200);
    const { shipment } = booked.json();
    const after = (
      await admin('warehouse', 'GET', `/api/admin/orders/${order.orderId}/shipping`)
    ).json();
    expect(after.shipments).toHaveLength(2);
    expect(after.shipments.find((s: { status: string }) => s.status === 'CANCELLED')).toBeTruthy();
    expect(view.suggestedCarrier).toBe('ups');
    expect(shipment.carrier).toBe('yurtici');
    expect(shipment.carrierReason).toBe('CARRIER_REFUSED');
  });

  it('a place on the rural list goes with the second carrier; staff may override', async () => {
    const added = await admin('operations', 'POST', '/api/admin/rural-areas', {
      province: 'Kastamonu',
      district: 'Pınarbaşı',
    });
    expect(added.statusCode, added.body).toBe(200);
    const order = await packedOrder({ province: 'Kastamonu', district: 'Pınarbaşı' });
    const view = (
      await admin('warehouse', 'GET', `/api/admin/orders/${order.orderId}/shipping`)
    ).json();
    expect(view.suggestedReason).toBe('RURAL_LIST');
    const booked = await book(order.orderId, { carrier: 'yurtici' });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().shipment.carrierReason).toBe('STAFF');
  });

  it('refuses an order that is not packed', async () => {
    const shopper = testVisitor(shop.app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    const refused = await book(order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_NOT_PACKED');
  });
});

describe('labels and cancelling', () => {
  it('prints A6 PDF and ZPL labels, one or a batch; cancelled parcels print none', async () => {
    const order = await packedOrder();
    const { shipment } = (await book(order.orderId)).json();
    const pdf = await admin(
      'warehouse',
      'GET',
      `/api/admin/shipments/${shipment.id}/label?format=pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 297.64 419.53]');
    const zpl = await admin(
      'warehouse',
      'GET',
      `/api/admin/shipments/${shipment.id}/label?format=zpl`,
    );
    expect(zpl.statusCode).toBe(200);
    expect(zpl.body).toContain('^XA');
    const batch = await admin('warehouse', 'GET', `/api/admin/shipment-labels?format=pdf`);
    expect(batch.statusCode).toBe(200);
    expect(Number(batch.headers['x-label-count'])).toBeGreaterThanOrEqual(1);

    const cancelled = await admin(
      'warehouse',
      'POST',
      `/api/admin/shipments/${shipment.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().shipment.status).toBe('CANCELLED');
    const none = await admin(
      'warehouse',
      'GET',
      `/api/admin/shipments/${shipment.id}/label?format=pdf`,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('İptal edilmiş');
    const twice = await admin('warehouse', 'POST', `/api/admin/shipments/${shipment.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    // The order may be booked again.
    expect((await book(order.orderId)).statusCode).toBe(200);
  });

  it('refuses a cancel once the carrier has picked the parcel up', async () => {
    const order = await packedOrder();
    const { shipment } = (await book(order.orderId)).json();
    await sandbox(shipment.carrier, `/shipments/${shipment.key}/advance`, { to: 'picked_up' });
    const refused = await admin('warehouse', 'POST', `/api/admin/shipments/${shipment.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SHIPMENT_NOT_CANCELLABLE');
  });
});

describe('tracking', () => {
  it('moves the order to shipped and delivered, texting the tracking link once', async () => {
    const order = await packedOrder();
    const { shipment } = (await book(order.orderId)).json();
    await sandbox(shipment.carrier, `/shipments/${shipment.key}/advance`, { to: 'in_transit' });
    // Due now: the job's next poll is 15 minutes away, so ask as staff do ("Durumu sorgula").
    const moved = await admin('warehouse', 'POST', `/api/admin/shipments/${shipment.id}/refresh`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().shipment.status).toBe('IN_TRANSIT');
    expect((await orderRow(order.orderId)).orderStatus).toBe('SHIPPED');
    await shop.app.jobs.drain();
    const texts = await smsTo(shop.app, order.phone);
    const tracking = texts.filter((t) => t.includes('yola çıktı'));
    expect(tracking).toHaveLength(1);
    expect(tracking[0]).toContain(order.orderNumber);

    await sandbox(shipment.carrier, `/shipments/${shipment.key}/advance`, { to: 'delivered' });
    await shop.database.db
      .update(shipments)
      .set({ nextPollAt: new Date(Date.now() - 1000) })
      .where(eq(shipments.id, shipment.id));
    await shop.app.jobs.drain({ includeSchedules: true });
    const [row] = await shop.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.id, shipment.id));
    expect(row!.status).toBe('DELIVERED');
    expect(row!.nextPollAt).toBeNull();
    expect((await orderRow(order.orderId)).orderStatus).toBe('DELIVERED');
    expect(
      (await smsTo(shop.app, order.phone)).filter((t) => t.includes('yola çıktı')),
    ).toHaveLength(1);

    // The shopper sees the carrier, the tracking code and the steps.
    const seen = await order.shopper.call('GET', `/api/orders/shipments?ids=${order.orderId}`);
    expect(seen.statusCode).toBe(200);
    const [parcel] = seen.json().shipments;
    expect(parcel.status).toBe('DELIVERED');
    expect(parcel.steps.every((s: { done: boolean }) => s.done)).toBe(true);
  });
});

describe('returns', () => {
  it('an approved return gets its carrier return code, shown on the return page and texted', async () => {
    const order = await packedOrder();
    const { shipment } = (await book(order.orderId)).json();
    await sandbox(shipment.carrier, `/shipments/${shipment.key}/advance`, { to: 'delivered' });
    await admin('warehouse', 'POST', `/api/admin/shipments/${shipment.id}/refresh`);
    expect((await orderRow(order.orderId)).orderStatus).toBe('DELIVERED');
    const created = await admin('operations', 'POST', '/api/admin/returns', {
      orderNumber: order.orderNumber,
      lines: [{ index: 0, qty: 1 }],
      reason: (await import('@carsi/domain')).REFUND_REASONS[0],
      iban: 'TR330006100519786457841326',
    });
    expect(created.statusCode, created.body).toBe(200);
    const returnId = created.json().return.returnId as string;
    const made = await admin('operations', 'POST', `/api/admin/returns/${returnId}/shipment`);
    expect(made.statusCode, made.body).toBe(200);
    const again = await admin('operations', 'POST', `/api/admin/returns/${returnId}/shipment`);
    expect(again.json().shipment.id).toBe(made.json().shipment.id);
    const info = await shop.app.inject({ method: 'GET', url: `/api/returns/${returnId}/shipment` });
    expect(info.statusCode).toBe(200);
    const view = info.json().shipment;
    expect(view.returnCode ?? view.returnLabelUrl ?? view.trackingCode).toBeTruthy();
    await shop.app.jobs.drain();
    expect((await smsTo(shop.app, order.phone)).some((t) => t.includes('iade'))).toBe(true);
  });
});

describe('who may', () => {
  it('refuses roles without shipping, wholesale accounts and customers', async () => {
    const order = await packedOrder();
    expect((await admin('customerService', 'GET', '/api/admin/shipments')).statusCode).toBe(403);
    expect((await admin('marketing', 'GET', '/api/admin/shipments')).statusCode).toBe(403);
    expect((await book(order.orderId, {}, 'accounting')).statusCode).toBe(403);
    expect((await book(order.orderId, {}, 'customerService')).statusCode).toBe(403);
    expect((await admin('operations', 'GET', '/api/admin/shipments')).statusCode).toBe(200);

    // A signed-in customer and a wholesale account are refused, whatever they ask.
    const [customer] = await shop.database.db
      .insert(customers)
      .values({ phone: testPhone() })
      .returning({ id: customers.id });
    const { token } = await createSession(shop.database.db, {
      kind: 'customer',
      principalId: customer!.id,
      ttlMs: 3_600_000,
    });
    const reseller = await testReseller(shop.database);
    for (const headers of [{ authorization: `Bearer ${token}` }, reseller.headers]) {
      const list = await shop.app.inject({ method: 'GET', url: '/api/admin/shipments', headers });
      expect(list.statusCode).toBe(403);
      const booked = await shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/shipment`,
        headers,
        payload: {},
      });
      expect(booked.statusCode).toBe(403);
    }
    const anonymous = await order.shopper.call('GET', '/api/admin/shipments');
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists and edits UPS codes; only staff who ship may edit', async () => {
    const list = await admin('warehouse', 'GET', '/api/admin/ups-areas?q=aladağ');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((p: { name: string }) => p.name)).toEqual(['Adana']);
    const all = await admin('warehouse', 'GET', '/api/admin/ups-areas?page=5');
    expect(all.json().total).toBe(81);
    const adana = (
      await admin('warehouse', 'GET', `/api/admin/ups-areas/${list.json().items[0].id}`)
    ).json();
    const aladag = adana.districts.find((d: { name: string }) => d.name === 'Aladağ');
    const saved = await admin('operations', 'PUT', `/api/admin/ups-areas/${adana.id}`, {
      districts: [{ id: aladag.id, areaCode: '199', confirmed: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().province.districts.find((d: { id: number }) => d.id === aladag.id),
    ).toMatchObject({ areaCode: '199', confirmed: true });
    expect(
      (await admin('marketing', 'PUT', `/api/admin/ups-areas/${adana.id}`, {})).statusCode,
    ).toBe(403);
    const bad = await admin('operations', 'PUT', `/api/admin/ups-areas/${adana.id}`, {
      cityCode: '3A',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists kargo-islemleri by tab with counts, search and paging', async () => {
    const order = await packedOrder();
    const toBook = await admin(
      'warehouse',
      'GET',
      `/api/admin/shipments?sekme=to-book&q=${order.orderNumber}`,
    );
    expect(toBook.statusCode, toBook.body).toBe(200);
    expect(toBook.json().rows.map((r: { orderId: string }) => r.orderId)).toEqual([order.orderId]);
    const { shipment } = (await book(order.orderId)).json();
    const booked = await admin(
      'warehouse',
      'GET',
      `/api/admin/shipments?sekme=booked&q=${shipment.key}`,
    );
    expect(booked.json().rows).toHaveLength(1);
    expect(booked.json().counts.booked).toBeGreaterThanOrEqual(1);
    const batch = await admin('warehouse', 'POST', '/api/admin/shipments/batch', {
      orderIds: [order.orderId],
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results[0].ok).toBe(false);
  });

  it('answers the geo lists', async () => {
    const countries = await admin('marketing', 'GET', '/api/adminGeoLocation/countryList');
    expect(countries.json()).toEqual({ countries: [{ code: 'TR', name: 'Türkiye' }] });
    const provinces = await admin(
      'warehouse',
      'GET',
      '/api/adminGeoLocation/turkeyProvinceAndDstrictList',
    );
    expect(provinces.json().provinces).toHaveLength(81);
    expect(provinces.json().provinces[0]).toMatchObject({ code: '01', name: 'Adana' });
  });
});
