import type { AdminRole } from '@carsi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderLineRefunds } from '../../db/schema';
import { istanbulDayStart } from '../admin-notifications/index';
import { testVisitor } from '../cart/testing';
import { orderBody } from './test-order';
import { type OrderTestShop, startOrderTestShop } from './test-order-shop';

let shop: OrderTestShop;

beforeAll(async () => {
  shop = await startOrderTestShop();
});

afterAll(() => shop.close());

describe('admin order list and detail', () => {
  it('finds an order by number, phone, e-mail and name, filters and pages; detail has history', async () => {
    const { order } = await shop.codOrder({
      deliveryContact: {
        firstName: 'Şükrü',
        lastName: 'Öztürk',
        phone: '0533 765 43 21',
        email: 'Sukru.Ozturk@Example.com',
      },
      converterAppeal: 'bulten-mayis',
    });
    const find = async (q: string, extra = '') =>
      (
        await shop.admin(
          'customerService',
          'GET',
          `/api/admin/orders?q=${encodeURIComponent(q)}${extra}`,
        )
      ).json();
    for (const q of [
      order.orderNumber,
      '0533 765 43 21',
      '+905337654321',
      'sukru.ozturk@example.com',
      'Şükrü Öz',
      'Öztürk',
    ]) {
      const found = await find(q);
      expect(
        found.orders.map((o: { orderId: string }) => o.orderId),
        q,
      ).toContain(order.orderId);
    }
    expect((await find('Öztürk', '&durum=DELIVERED')).total).toBe(0);
    expect((await find('Öztürk', '&durum=CONFIRMED&odeme=CashOnDelivery')).total).toBe(1);
    // The filter's days are Istanbul's (after 21:00 UTC it is already tomorrow there).
    const today = istanbulDayStart(new Date()).day;
    expect((await find('Öztürk', `&baslangic=${today}&bitis=${today}`)).total).toBe(1);
    expect((await find('Öztürk', '&bitis=2000-01-01')).total).toBe(0);
    const all = (await shop.admin('owner', 'GET', '/api/admin/orders?sirala=-tutar&page=1')).json();
    expect(all).toEqual(
      expect.objectContaining({ page: 1, pages: expect.any(Number), total: expect.any(Number) }),
    );

    const bad = await shop.admin('owner', 'GET', '/api/admin/orders?durum=KAYIP');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('query.durum');
    expect((await shop.admin('marketing', 'GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(
      401,
    );

    const detail = (
      await shop.admin('accounting', 'GET', `/api/admin/orders/${order.orderId}`)
    ).json();
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      orderStatus: 'CONFIRMED',
      paymentMethod: 'CashOnDelivery',
      converterAppeal: 'bulten-mayis',
      lines: expect.arrayContaining([
        expect.objectContaining({ index: 0, qty: 2 }),
        expect.objectContaining({ index: 1, qty: 1 }),
        // The duvet's free towel is a line of its own.
        expect.objectContaining({ index: 2, price: 0 }),
      ]),
    });
    expect(
      detail.vatByRate.reduce((s: number, v: { net: number; vat: number }) => s + v.net + v.vat, 0),
    ).toBe(detail.itemsPrice + detail.taxPrice);
    expect(detail.individualInvoice.identityNumber).toBe('*********46');
    expect(detail.history.filter((h: { fromStatus: string | null }) => h.fromStatus)).toEqual([
      expect.objectContaining({
        fromStatus: 'NEW',
        toStatus: 'CONFIRMED',
        reason: 'Kapıda ödeme seçildi',
      }),
    ]);
  });
});

describe('fulfilment: print, pack, ship, deliver', () => {
  it('moves the order on, records who did it, and the shopper sees each step', async () => {
    const { shopper, order } = await shop.codOrder();
    const url = (action: string) => `/api/admin/orders/${order.orderId}/${action}`;
    expect((await shop.admin('accounting', 'POST', url('printed'), {})).statusCode).toBe(403);
    expect((await shop.admin('warehouse', 'POST', url('printed'), {})).json().message).toBe(
      'Sipariş yazdırıldı olarak işaretlendi.',
    );
    expect((await shop.admin('warehouse', 'POST', url('printed'), {})).statusCode).toBe(200);
    // Tracking code before packing: refused.
    expect(
      (await shop.admin('warehouse', 'PUT', url('tracking-code'), { trackingCode: 'YK123456' }))
        .statusCode,
    ).toBe(409);

    // A double click (same key) packs once; another admin's later click is a clear 409.
    const key = { 'idempotency-key': 'pack-click-0001' };
    const [first, twin] = await Promise.all([
      shop.admin('warehouse', 'POST', url('packed'), {}, key),
      shop.admin('warehouse', 'POST', url('packed'), {}, key),
    ]);
    expect([first.statusCode, twin.statusCode]).toEqual([200, 200]);
    expect(twin.json().message).toBe('Sipariş paketlendi.');
    const again = await shop.admin('operations', 'POST', url('packed'), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Sipariş zaten paketlenmiş.');
    expect(
      (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json().orderStatus,
    ).toBe('PACKED');

    const badCode = await shop.admin('warehouse', 'PUT', url('tracking-code'), {
      trackingCode: 'x',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0].field).toBe('body.trackingCode');
    expect(
      (await shop.admin('warehouse', 'PUT', url('tracking-code'), { trackingCode: 'yk1234567' }))
        .statusCode,
    ).toBe(200);
    let seen = (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json();
    expect(seen).toMatchObject({ orderStatus: 'SHIPPED', trackingCode: 'YK1234567' });

    expect(
      (await shop.admin('warehouse', 'POST', url('undelivered'), { reason: 'Adreste kimse yok' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await shop.admin('warehouse', 'PUT', url('tracking-code'), { trackingCode: 'YK7654321' }))
        .statusCode,
    ).toBe(200);
    expect((await shop.admin('customerService', 'POST', url('delivered'), {})).statusCode).toBe(
      403,
    );
    expect((await shop.admin('warehouse', 'POST', url('delivered'), {})).statusCode).toBe(200);
    expect((await shop.admin('warehouse', 'POST', url('delivered'), {})).statusCode).toBe(409);
    seen = (await shopper.call('GET', `/api/orders/orderdetails/${order.orderId}`)).json();
    expect(seen).toMatchObject({ orderStatus: 'DELIVERED', trackingCode: 'YK7654321' });
    // Too late to cancel a delivered order.
    expect(
      (await shop.admin('operations', 'POST', url('cancel'), { reason: 'Deneme iptali' }))
        .statusCode,
    ).toBe(409);

    const note = await shop.admin('warehouse', 'POST', url('note'), { note: 'Kapıcıya bırakıldı' });
    expect(note.statusCode).toBe(200);
    expect((await shop.admin('marketing', 'POST', url('note'), { note: 'x' })).statusCode).toBe(
      403,
    );
    const detail = (await shop.admin('owner', 'GET', `/api/admin/orders/${order.orderId}`)).json();
    expect(
      detail.history
        .filter((h: { toStatus: string | null }) => h.toStatus)
        .map((h: { toStatus: string }) => h.toStatus),
    ).toEqual(['NEW', 'CONFIRMED', 'PACKED', 'SHIPPED', 'UNDELIVERED', 'SHIPPED', 'DELIVERED']);
    expect(
      detail.history.find((h: { toStatus: string | null }) => h.toStatus === 'PACKED').actor,
    ).toMatch(/^admin:/);
    expect(detail.notes).toEqual([expect.objectContaining({ note: 'Kapıcıya bırakıldı' })]);
    expect(detail.printedAt).not.toBeNull();
  });

  it('sums the lines to pack by SKU and packs several orders at once', async () => {
    const a = await shop.codOrder();
    const b = await shop.codOrder();
    const list = (await shop.admin('warehouse', 'GET', '/api/admin/orders-to-pack')).json();
    const sheet = list.lines.find((l: { skuId: number }) => l.skuId === shop.catalogue.sheet);
    expect(sheet.qty).toBeGreaterThanOrEqual(4);
    expect(list.orders.map((o: { orderId: string }) => o.orderId)).toEqual(
      expect.arrayContaining([a.order.orderId, b.order.orderId]),
    );
    const packed = await shop.admin('warehouse', 'POST', '/api/admin/orders-to-pack/packed', {
      orderIds: [a.order.orderId, b.order.orderId],
    });
    expect(packed.json()).toMatchObject({ packed: 2, skipped: [] });
    expect((await shop.rowOf(a.order.orderId)).orderStatus).toBe('PACKED');
    expect(
      (
        await shop.admin('accounting', 'POST', '/api/admin/orders-to-pack/packed', {
          orderIds: [a.order.orderId],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('cancelling', () => {
  it('cancels whole once: restocks, and a second or concurrent cancel is a clear 409', async () => {
    const { order } = await shop.codOrder();
    const before = await shop.stock(shop.catalogue.sheet);
    const url = `/api/admin/orders/${order.orderId}/cancel`;
    expect(
      (await shop.admin('customerService', 'POST', url, { reason: 'Müşteri aradı' })).statusCode,
    ).toBe(403);
    expect(
      (await shop.admin('warehouse', 'POST', url, { reason: 'Müşteri aradı' })).statusCode,
    ).toBe(403);
    const noReason = await shop.admin('operations', 'POST', url, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('body.reason');
    const [one, two] = await Promise.all([
      shop.admin('operations', 'POST', url, { reason: 'Müşteri aradı' }),
      shop.admin('owner', 'POST', url, { reason: 'Stok hatası' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.statusCode === 409)!.json().message).toBe(
      'Bu sipariş zaten iptal edilmiş.',
    );
    expect(await shop.stock(shop.catalogue.sheet)).toBe(before + 2);
    const row = await shop.rowOf(order.orderId);
    expect(row.orderStatus).toBe('CANCELLED');
    const events = await shop.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId));
    expect(events.filter((e) => e.action === 'cancel')).toHaveLength(1);
  });

  it('refuses a partial cancel of more than was ordered and writes nothing', async () => {
    const { order } = await shop.codOrder();
    const before = {
      sheet: await shop.stock(shop.catalogue.sheet),
      row: await shop.rowOf(order.orderId),
    };
    const url = `/api/admin/orders/${order.orderId}/cancel-lines`;
    const tooMany = await shop.admin('operations', 'POST', url, {
      lines: [{ line: 0, qty: 3 }],
      reason: 'Eksik ürün',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'Bu satırdan en fazla 2 adet iptal edilebilir.',
      errors: [{ field: 'body.lines' }],
    });
    const zero = await shop.admin('operations', 'POST', url, {
      lines: [{ line: 0, qty: 0 }],
      reason: 'Eksik ürün',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0].field).toBe('body.lines.0.qty');
    expect(
      (
        await shop.admin('operations', 'POST', url, {
          lines: [{ line: 9, qty: 1 }],
          reason: 'Eksik ürün',
        })
      ).statusCode,
    ).toBe(404);
    const everything = await shop.admin('operations', 'POST', url, {
      lines: [
        { line: 0, qty: 2 },
        { line: 1, qty: 1 },
      ],
      reason: 'Eksik ürün',
    });
    expect(everything.statusCode).toBe(409);
    expect(await shop.stock(shop.catalogue.sheet)).toBe(before.sheet);
    expect(await shop.rowOf(order.orderId)).toEqual(before.row);

    const ok = await shop.admin('operations', 'POST', url, {
      lines: [{ line: 0, qty: 1 }],
      reason: 'Eksik ürün',
    });
    expect(ok.statusCode).toBe(200);
    expect(await shop.stock(shop.catalogue.sheet)).toBe(before.sheet + 1);
    const after = await shop.rowOf(order.orderId);
    const sheetLine = before.row.items[0]!;
    expect(after.items[0]).toMatchObject({ qty: 1, cancelledQty: 1 });
    expect(after.totalPrice).toBe(before.row.totalPrice - sheetLine.itemsTotalPrice / 2);
  });

  it("refunds a card order's cancelled line through iyzico, and cancels the rest the same day", async () => {
    const { shopper, order, row } = await shop.cardOrder();
    const before = await shop.stock(shop.catalogue.sheet);
    const partial = await shopper.call('POST', '/api/orders/cancelorderpartially', {
      orderId: order.orderId,
      lines: [{ line: 0, qty: 1 }],
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().message).toContain('kart iadesi başlatıldı');
    expect(await shop.stock(shop.catalogue.sheet)).toBe(before + 1);
    const [refund] = await shop.database.db
      .select()
      .from(orderLineRefunds)
      .where(eq(orderLineRefunds.orderId, order.orderId));
    const unit = row.items[0]!.itemsTotalPrice / 2;
    expect(refund).toMatchObject({ status: 'REFUNDED', amount: unit, qty: 1, line: 0 });
    const payment = shop.standIn.sandbox.payments.find(row.paymentId!)!;
    expect(payment.items.reduce((s, i) => s + i.refunded, 0)).toBe(unit);

    // Another visitor may not touch it; the owner cancels the rest (refunds, as a line went back).
    const stranger = testVisitor(shop.app);
    expect(
      (await stranger.call('POST', '/api/orders/cancelorder', { orderId: order.orderId }))
        .statusCode,
    ).toBe(403);
    const whole = await shopper.call('POST', '/api/orders/cancelorder', { orderId: order.orderId });
    expect(whole.statusCode).toBe(200);
    const cancelled = await shop.rowOf(order.orderId);
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const refunded = shop.standIn.sandbox.payments.find(row.paymentId!)!;
    expect(refunded.items.reduce((s, i) => s + i.refunded, 0)).toBe(row.totalPrice);
  });

  it('cancels a paid card order the same day with iyzico cancel', async () => {
    const { order, row } = await shop.cardOrder();
    const res = await shop.admin(
      'operations',
      'POST',
      `/api/admin/orders/${order.orderId}/cancel`,
      {
        reason: 'Müşteri vazgeçti',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(shop.standIn.sandbox.payments.find(row.paymentId!)!.cancelled).toBe(true);
    expect(await shop.rowOf(order.orderId)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
  });
});

describe('shopper changes', () => {
  it('lets the owner change contact and invoice before packing, not after', async () => {
    const { shopper, order } = await shop.codOrder();
    const contact = {
      firstName: 'Ayşe',
      lastName: 'Kaya',
      phone: '0544 111 22 33',
      email: 'ayse.kaya@example.com',
    };
    const bad = await shopper.call('PUT', '/api/orders/updatedeliverycontact', {
      orderId: order.orderId,
      deliveryContact: { ...contact, phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.deliveryContact.phone');
    expect(
      (
        await shopper.call('PUT', '/api/orders/updatedeliverycontact', {
          orderId: order.orderId,
          deliveryContact: contact,
        })
      ).statusCode,
    ).toBe(200);
    expect((await shop.rowOf(order.orderId)).orderPhone).toBe('+905441112233');
    const invoice = {
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: 'ayse.kaya@example.com',
      province: 'İstanbul',
      district: 'Kadıköy',
      address: 'Yeni adres 5',
    };
    const wrongDistrict = await shopper.call('PUT', '/api/orders/updateindividualinvoice', {
      orderId: order.orderId,
      individualInvoice: { ...invoice, district: 'Çankaya' },
    });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().errors[0].field).toBe('body.individualInvoice.district');
    const ok = await shopper.call('PUT', '/api/orders/updateindividualinvoice', {
      orderId: order.orderId,
      individualInvoice: invoice,
    });
    expect(ok.statusCode).toBe(200);
    expect((await shop.rowOf(order.orderId)).individualInvoice).toMatchObject({
      address: 'Yeni adres 5',
      identityNumber: '10000000146',
    });

    expect(
      (await shop.admin('warehouse', 'POST', `/api/admin/orders/${order.orderId}/packed`, {}))
        .statusCode,
    ).toBe(200);
    const late = await shopper.call('POST', '/api/orders/cancelorder', { orderId: order.orderId });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('paketlendiği için');
    // Staff may still correct the contact of a packed order; customer service may, warehouse not.
    expect(
      (
        await shop.admin(
          'warehouse',
          'PUT',
          `/api/admin/orders/${order.orderId}/delivery-contact`,
          {
            deliveryContact: contact,
          },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await shop.admin(
          'customerService',
          'PUT',
          `/api/admin/orders/${order.orderId}/delivery-contact`,
          { deliveryContact: contact },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('cancels an unpaid order (payment order) and lets accounting mark one paid', async () => {
    const shopper = testVisitor(shop.app);
    await shopper.call('POST', '/api/cart/items', { skuId: shop.catalogue.duvet, qty: 1 });
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    const before = await shop.stock(shop.catalogue.duvet);
    expect(
      (await shopper.call('POST', '/api/orders/cancelpaymentorder', { orderId: order.orderId }))
        .statusCode,
    ).toBe(200);
    expect(await shop.stock(shop.catalogue.duvet)).toBe(before + 1);

    const other = testVisitor(shop.app);
    await other.call('POST', '/api/cart/items', { skuId: shop.catalogue.duvet, qty: 1 });
    const second = (await other.call('POST', '/api/orders', orderBody())).json();
    const paid = (role: AdminRole) =>
      shop.admin(role, 'POST', `/api/admin/orders/${second.orderId}/paid`, {
        reason: 'iyzico panelinde görüldü',
      });
    expect((await paid('warehouse')).statusCode).toBe(403);
    expect((await paid('customerService')).statusCode).toBe(403);
    expect((await paid('accounting')).statusCode).toBe(200);
    expect(await shop.rowOf(second.orderId)).toMatchObject({
      orderStatus: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    expect((await paid('accounting')).statusCode).toBe(409);
    const method = await shop.admin(
      'accounting',
      'PUT',
      `/api/admin/orders/${second.orderId}/payment-method`,
      { paymentMethod: 'CashOnDelivery' },
    );
    expect(method.statusCode).toBe(409);
  });
});

describe('status texts', () => {
  it('lists to customer service, changes only for operations and the owner', async () => {
    const create = (role: AdminRole, text: string) =>
      shop.admin(role, 'POST', '/api/admin/order-status-texts', { kind: 'approved', text });
    expect((await create('customerService', 'Kargoya verildi')).statusCode).toBe(403);
    const made = await create('operations', 'Kargoya verildi');
    expect(made.statusCode).toBe(200);
    expect((await create('operations', 'Kargoya verildi')).statusCode).toBe(409);
    const list = (
      await shop.admin('customerService', 'GET', '/api/admin/order-status-texts?kind=approved')
    ).json();
    expect(list.texts.map((t: { text: string }) => t.text)).toContain('Kargoya verildi');
    const id = made.json().text.id;
    expect(
      (
        await shop.admin('operations', 'PUT', `/api/admin/order-status-texts/${id}`, {
          active: false,
        })
      ).json().text.active,
    ).toBe(false);
    expect(
      (await shop.admin('operations', 'DELETE', `/api/admin/order-status-texts/${id}`)).statusCode,
    ).toBe(200);
    expect(
      (await shop.admin('operations', 'DELETE', `/api/admin/order-status-texts/${id}`)).statusCode,
    ).toBe(404);
  });
});
