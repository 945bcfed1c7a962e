import type { AdminRole } from '@carsi/contract';
import { REFUND_REASONS } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carrierSettings, ruralAreas, shipments, skus } from '../../db/schema';
import { seedTestCatalogue, type TestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer, smsTo, startTestShop, type TestShop, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';

// The back office's shipping settings (the rural list, each carrier's settings, the return
// address) and what they drive: who may change them, the carrier switched off, the return
// parcel made and texted when a return is approved.

let shop: TestShop;
let catalogue: TestCatalogue;

beforeAll(async () => {
  shop = await startTestShop({ env: { PACKING_OPENS_HOUR: '0', UPS_COD: 'on' } });
  catalogue = await seedTestCatalogue(shop.database.db);
  await shop.database.db
    .update(skus)
    .set({ countInStock: 1_000, lengthCm: 40, widthCm: 30, heightCm: 10, weightGrams: 900 });
}, 180_000);
afterAll(() => shop.close());
afterEach(async () => {
  // Every carrier back on with its default divisor, the list empty.
  await shop.database.db.delete(carrierSettings);
  await shop.database.db.delete(ruralAreas);
});

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

const sandbox = (carrier: 'ups' | 'yurtici', path: string, payload?: object) =>
  shop.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/__sandbox/${carrier}${path}`,
    ...(payload ? { payload } : {}),
  });

/** A packed order paid at the door, with its own phone. */
async function packedOrder() {
  const phone = testPhone();
  const shopper = testVisitor(shop.app);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
  const base = orderBody();
  const placed = await shopper.call('POST', '/api/orders', {
    ...base,
    deliveryContact: { ...base.deliveryContact, phone: `0${phone.slice(3)}` },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json() as { orderId: string; orderNumber: string };
  const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
    orderId: order.orderId,
    paymentMethod: 'CashOnDelivery',
  });
  expect(cod.statusCode, cod.body).toBe(200);
  const packed = await admin('warehouse', 'POST', `/api/admin/orders/${order.orderId}/packed`, {});
  expect(packed.statusCode, packed.body).toBe(200);
  return { ...order, phone };
}

/** A packed order booked with the main carrier and delivered (the carrier's scan, then a poll). */
async function deliveredOrder() {
  const order = await packedOrder();
  const booked = await admin('warehouse', 'POST', `/api/admin/orders/${order.orderId}/shipment`, {
    carrier: 'ups',
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const { shipment } = booked.json();
  await sandbox('ups', `/shipments/${shipment.key}/advance`, { to: 'delivered' });
  const polled = await admin('warehouse', 'POST', `/api/admin/shipments/${shipment.id}/refresh`);
  expect(polled.json().shipment.status).toBe('DELIVERED');
  return order;
}

/** Staff create (and so approve) a return of the order's first line. */
async function approvedReturn(orderNumber: string): Promise<string> {
  const created = await admin('operations', 'POST', '/api/admin/returns', {
    orderNumber,
    lines: [{ index: 0, qty: 1 }],
    reason: REFUND_REASONS[0],
    iban: 'TR330006100519786457841326',
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().return.returnId as string;
}

const returnParcels = (returnId: string) =>
  shop.database.db.select().from(shipments).where(eq(shipments.returnId, returnId));

const RETURN_ADDRESS = {
  name: 'Çarşı Depo',
  contactName: 'İade Birimi',
  phone: '0224 222 33 44',
  addressLine: 'Organize Sanayi Bölgesi 4. Cad. No: 7',
  province: 'Bursa',
  district: 'Nilüfer',
};

describe('the rural (mobil bölge) list', () => {
  it('adds, searches with Turkish letters folded, pages by 25 and deletes', async () => {
    const first = await admin('warehouse', 'POST', '/api/admin/rural-areas', {
      province: 'Kastamonu',
      district: 'Pınarbaşı',
      note: 'UPS şubesi yok',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Pınarbaşı mobil bölge listesine eklendi.');
    const village = await admin('operations', 'POST', '/api/admin/rural-areas', {
      province: 'Kastamonu',
      district: 'Pınarbaşı',
      village: 'Şirinköy',
    });
    expect(village.statusCode, village.body).toBe(200);
    const twice = await admin('operations', 'POST', '/api/admin/rural-areas', {
      province: 'Kastamonu',
      district: 'Pınarbaşı',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Bu yer listede zaten var.');
    const wrong = await admin('operations', 'POST', '/api/admin/rural-areas', {
      province: 'Kastamonu',
      district: 'Kadıköy',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'body.district' });

    const found = await admin('warehouse', 'GET', '/api/admin/rural-areas?q=PINARBASI');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ total: 2, page: 1, pages: 1 });
    const byNote = await admin('warehouse', 'GET', '/api/admin/rural-areas?q=şubesi');
    expect(byNote.json().areas.map((a: { district: string }) => a.district)).toEqual(['Pınarbaşı']);

    // 30 districts of Erzurum and Van more: two pages.
    const provinces = (
      await admin('warehouse', 'GET', '/api/adminGeoLocation/turkeyProvinceAndDstrictList')
    ).json().provinces as { name: string; districts: string[] }[];
    const more = provinces
      .filter((p) => p.name === 'Erzurum' || p.name === 'Van')
      .flatMap((p) => p.districts.map((district) => ({ province: p.name, district })))
      .slice(0, 30);
    expect(more).toHaveLength(30);
    for (const place of more) {
      const added = await admin('warehouse', 'POST', '/api/admin/rural-areas', place);
      expect(added.statusCode, added.body).toBe(200);
    }
    const page1 = (await admin('warehouse', 'GET', '/api/admin/rural-areas')).json();
    expect(page1).toMatchObject({ total: 32, page: 1, pages: 2 });
    expect(page1.areas).toHaveLength(25);
    const page2 = (await admin('warehouse', 'GET', '/api/admin/rural-areas?page=2')).json();
    expect(page2.areas).toHaveLength(7);
    // Past the last page: the last page.
    expect((await admin('warehouse', 'GET', '/api/admin/rural-areas?page=9')).json().page).toBe(2);

    const removed = await admin(
      'operations',
      'DELETE',
      `/api/admin/rural-areas/${first.json().area.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Yer listeden çıkarıldı.');
    const again = await admin(
      'operations',
      'DELETE',
      `/api/admin/rural-areas/${first.json().area.id}`,
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('carrier settings', () => {
  it('changes a divisor, refuses one out of range, and a carrier switched off books nothing new', async () => {
    const listed = await admin('warehouse', 'GET', '/api/admin/carrier-settings');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().carriers).toEqual([
      expect.objectContaining({ carrier: 'ups', desiDivisor: 3000, enabled: true, main: true }),
      expect.objectContaining({ carrier: 'yurtici', enabled: true, rural: true }),
    ]);
    const saved = await admin('operations', 'PUT', '/api/admin/carrier-settings/yurtici', {
      desiDivisor: 5000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().carrier.desiDivisor).toBe(5000);
    const bad = await admin('operations', 'PUT', '/api/admin/carrier-settings/yurtici', {
      desiDivisor: 999,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'body.desiDivisor',
      message: 'Desi böleni en az 1000 olmalı.',
    });

    // UPS off: the suggestion moves to Yurtiçi, and UPS is refused even when staff pick it.
    const off = await admin('operations', 'PUT', '/api/admin/carrier-settings/ups', {
      desiDivisor: 3000,
      enabled: false,
    });
    expect(off.json().carrier.enabled).toBe(false);
    const order = await packedOrder();
    const view = (
      await admin('warehouse', 'GET', `/api/admin/orders/${order.orderId}/shipping`)
    ).json();
    expect(view.suggestedCarrier).toBe('yurtici');
    // 40 × 30 × 10 cm at Yurtiçi's 5000 is 3 desi a piece (2.4 rounded up).
    expect(view.desi).toBe(3 * view.pieces);
    const refused = await admin(
      'warehouse',
      'POST',
      `/api/admin/orders/${order.orderId}/shipment`,
      {
        carrier: 'ups',
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CARRIER_SWITCHED_OFF');
    expect(refused.json().message).toContain('kapalı');
    const booked = await admin('warehouse', 'POST', `/api/admin/orders/${order.orderId}/shipment`);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().shipment.carrier).toBe('yurtici');
  });
});

describe('who may', () => {
  it('lets only staff who ship read the settings, and only those who fulfil change them', async () => {
    const reads = [
      '/api/admin/rural-areas',
      '/api/admin/carrier-settings',
      '/api/admin/shipping-return-address',
    ];
    for (const role of ['customerService', 'accounting', 'marketing'] as const) {
      for (const url of reads) expect((await admin(role, 'GET', url)).statusCode).toBe(403);
      const add = await admin(role, 'POST', '/api/admin/rural-areas', {
        province: 'Kastamonu',
        district: 'Pınarbaşı',
      });
      expect(add.statusCode).toBe(403);
      expect((await admin(role, 'DELETE', '/api/admin/rural-areas/1')).statusCode).toBe(403);
      const divisor = await admin(role, 'PUT', '/api/admin/carrier-settings/ups', {
        desiDivisor: 4000,
      });
      expect(divisor.statusCode).toBe(403);
      const address = await admin(
        role,
        'PUT',
        '/api/admin/shipping-return-address',
        RETURN_ADDRESS,
      );
      expect(address.statusCode).toBe(403);
    }
    for (const role of ['owner', 'operations', 'warehouse'] as const) {
      for (const url of reads) expect((await admin(role, 'GET', url)).statusCode).toBe(200);
    }
    for (const url of reads) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    // Nothing was changed by the refused calls.
    expect((await admin('owner', 'GET', '/api/admin/rural-areas')).json().total).toBe(0);
  });
});

describe('return parcels', () => {
  it('texts the carrier return code when the return is approved, without waiting for the sweep', async () => {
    const order = await deliveredOrder();
    const returnId = await approvedReturn(order.orderNumber);
    // Only the jobs queued by the approval run here: the tracking schedule's sweep does not.
    await shop.app.jobs.drain();
    const [parcel] = await returnParcels(returnId);
    expect(parcel).toMatchObject({
      direction: 'RETURN',
      carrier: 'yurtici',
      status: 'CREATED',
      createdBy: 'system:return-approval',
    });
    expect(parcel!.returnCode).toBeTruthy();
    const texts = await smsTo(shop.app, order.phone);
    const codeText = texts.filter((t) => t.includes('Yurtiçi Kargo iade kodunuz'));
    expect(codeText).toHaveLength(1);
    expect(codeText[0]).toContain(parcel!.returnCode!);
    expect(codeText[0]).toContain(`/iade-bilgileri/${returnId}`);
    const info = await shop.app.inject({ method: 'GET', url: `/api/returns/${returnId}/shipment` });
    expect(info.json().shipment.returnCode).toBe(parcel!.returnCode);
  });

  it('a UPS return label needs the return address from the settings, and says what to fill', async () => {
    const order = await deliveredOrder();
    // Yurtiçi off: the return goes with UPS, which prints a label to the shop's address.
    await admin('operations', 'PUT', '/api/admin/carrier-settings/yurtici', {
      desiDivisor: 3000,
      enabled: false,
    });
    expect((await admin('warehouse', 'GET', '/api/admin/shipping-return-address')).json()).toEqual({
      address: null,
    });
    const returnId = await approvedReturn(order.orderNumber);
    await shop.app.jobs.drain();
    // The approval's job could not make the label: nothing booked, nothing half-made.
    expect(await returnParcels(returnId)).toHaveLength(0);
    const missing = await admin('operations', 'POST', `/api/admin/returns/${returnId}/shipment`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe('RETURN_ADDRESS_MISSING');
    expect(missing.json().message).toContain('Kargo ayarları');
    expect(missing.json().message).toContain('İade adresi');
    expect(await returnParcels(returnId)).toHaveLength(0);

    const badPhone = await admin('operations', 'PUT', '/api/admin/shipping-return-address', {
      ...RETURN_ADDRESS,
      phone: '123',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].field).toBe('body.phone');
    const saved = await admin(
      'operations',
      'PUT',
      '/api/admin/shipping-return-address',
      RETURN_ADDRESS,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().address).toMatchObject({ phone: '2242223344', province: 'Bursa' });

    const made = await admin('operations', 'POST', `/api/admin/returns/${returnId}/shipment`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().shipment.carrier).toBe('ups');
    const [parcel] = await returnParcels(returnId);
    expect(parcel!.returnLabelUrl).toContain('/__sandbox/ups/labels/');
    const atUps = (await sandbox('ups', '/shipments'))
      .json()
      .shipments.find((p: { key: string }) => p.key === parcel!.shipmentKey);
    expect(atUps.fields).toMatchObject({
      ConsigneeName: 'Çarşı Depo',
      ConsigneeCityCode: '16',
      ConsigneePhoneNumber: '2242223344',
    });
    await shop.app.jobs.drain();
    expect(
      (await smsTo(shop.app, order.phone)).some((t) => t.includes('UPS Kargo iade etiketiniz')),
    ).toBe(true);
  });
});
