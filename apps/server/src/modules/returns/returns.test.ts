import { createServer } from 'node:net';
import { REFUND_REASON_VALUES, RETURN_PHOTOS_MAX } from '@carsi/contract';
import { DAY_MS, REFUND_REASONS } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  adminNotifications,
  cardLineRefunds,
  orders,
  returnPhotos,
  returnStatusChanges,
  returns,
} from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import {
  providerFor,
  type StandIn,
  startStandIn,
  throughBankPage,
} from '../../integrations/iyzico/test-stand-in';
import { buildTestApp } from '../../test-app';
import { seedTestCatalogue, testVisitor } from '../cart/testing';
import { adminBearer, smsTo, testPhone } from '../identity/testing';
import { orderBody } from '../orders/testing';

let database: DatabaseHandle;
let app: FastifyInstance;
let standIn: StandIn;
const clockAt = Date.now();

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  database = await openTestDatabase();
  standIn = await startStandIn();
  const port = await freePort();
  app = await buildTestApp(database, {
    env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    paymentProvider: providerFor(standIn, { timeoutMs: 2_000 }),
    clock: () => new Date(clockAt),
  });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await standIn.close();
  await database.close();
});

const IBAN = 'TR330006100519786457841326';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A delivered order of two sheets (198.00 TL) and a quilt; cash on delivery unless `card`. */
async function deliveredOrder({ card = false, deliveredDaysAgo = 2 } = {}) {
  const shopper = testVisitor(app);
  const phone = testPhone();
  // A fresh catalogue each time: the sheet's stock is 5.
  const catalogue = await seedTestCatalogue(database.db);
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 2 });
  await shopper.call('POST', '/api/cart/items', { skuId: catalogue.quilt, qty: 1 });
  const body = orderBody();
  const placed = await shopper.call('POST', '/api/orders', {
    ...body,
    deliveryContact: { ...(body.deliveryContact as object), phone },
  });
  expect(placed.statusCode).toBe(200);
  const order = placed.json() as { orderId: string; orderNumber: string };
  if (card) {
    const started = await shopper.call('POST', '/api/iyzico/initiateIyzicoThreeDsPayment', {
      orderId: order.orderId,
      installment: 1,
      card: {
        holderName: 'Ayşe Yılmaz',
        number: '5528790000000008',
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
    });
    expect(started.statusCode).toBe(200);
    await throughBankPage(standIn, started.json().htmlContent, '283126');
  } else {
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode).toBe(200);
  }
  // Delivery is the order screens' action; here the row is moved there directly.
  await database.db
    .update(orders)
    .set({ orderStatus: 'DELIVERED', deliveredAt: new Date(clockAt - deliveredDaysAgo * DAY_MS) })
    .where(eq(orders.id, order.orderId));
  const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
  if (card) expect(row!.paymentStatus).toBe('PAID');
  return { shopper, phone, order, row: row! };
}

const startBody = (
  order: { orderId: string },
  phone: string,
  extra: Record<string, unknown> = {},
) => ({
  orderId: order.orderId,
  phone,
  lines: [{ index: 0, qty: 1 }],
  reason: 'Beden/Ebatı büyük',
  note: 'Biraz büyük geldi.',
  ...extra,
});

const countReturns = async (orderId: string) =>
  (await database.db.select().from(returns).where(eq(returns.orderId, orderId))).length;

describe('easy return: the shopper starts one', () => {
  it('finds the order by number and phone, and only so', async () => {
    const { shopper, phone, order } = await deliveredOrder();
    const found = await shopper.call('POST', '/api/returns/lookup', {
      orderNumber: order.orderNumber,
      phone: phone.replace('+90', '0'),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().lines[0]).toMatchObject({
      index: 0,
      qty: 2,
      returnableQty: 2,
      paid: 19_800,
    });
    expect(found.json().refundChannel).toBe('bankTransfer');
    const wrong = await shopper.call('POST', '/api/returns/lookup', {
      orderNumber: order.orderNumber,
      phone: testPhone(),
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toContain('eşleşen bir sipariş bulunamadı');
  });

  it('gives a code, prices the unit, records the steps, sends an SMS and tells the admins', async () => {
    const { phone, order } = await deliveredOrder();
    const visitor = testVisitor(app); // another browser: the phone is the proof
    const started = await visitor.call('POST', '/api/returns', startBody(order, phone));
    expect(started.statusCode).toBe(200);
    const view = started.json();
    expect(view).toMatchObject({
      status: 'APPROVED',
      refundChannel: 'bankTransfer',
      refundAmount: 9_900,
      lines: [{ index: 0, qty: 1, amount: 9_900 }],
      reason: 'Beden/Ebatı büyük',
      cancellable: true,
      // Awaiting the parcel; cash on delivery is refunded to the IBAN the shopper gives.
      awaitingParcel: true,
      takesIban: true,
    });
    expect(view.code).toMatch(/^IA-\d{4}-\d{4}$/);
    expect(view.instructions).toContain(view.code);
    expect(view.history.map((h: { status: string }) => h.status)).toEqual([
      'REQUESTED',
      'APPROVED',
    ]);
    // A double click is the same return.
    const again = await visitor.call('POST', '/api/returns', startBody(order, phone));
    expect(again.json().returnId).toBe(view.returnId);
    expect(await countReturns(order.orderId)).toBe(1);
    const info = await app.inject(`/api/returns/${view.returnId}`);
    expect(info.json().code).toBe(view.code);
    await app.jobs.drain();
    expect((await smsTo(app, phone)).some((t) => t.includes(view.code))).toBe(true);
    const notes = await database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.orderRef, order.orderId));
    expect(notes.map((n) => n.kind)).toContain('new-return');
  });

  it("refuses another person's order, after the guarantee, more than bought, an unknown reason", async () => {
    const { phone, order } = await deliveredOrder();
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, testPhone()),
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Bu sipariş için iade başlatma yetkiniz yok.');
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone, { lines: [{ index: 0, qty: 3 }] }),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Bu üründen en fazla 2 adet iade edilebilir.');
    const badReason = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone, { reason: 'Sıkıldım' }),
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().errors[0].message).toBe('Listeden bir iade nedeni seçin.');
    const badIban = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone, { iban: 'TR340006100519786457841326' }),
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().message).toContain('Geçerli bir IBAN');
    expect(await countReturns(order.orderId)).toBe(0);

    const old = await deliveredOrder({ deliveredDaysAgo: 91 });
    const late = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(old.order, old.phone),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('90 günlük iade süresi dolmuş');
    expect(await countReturns(old.order.orderId)).toBe(0);
  });

  it('refuses an order that is not delivered yet', async () => {
    const { phone, order } = await deliveredOrder();
    await database.db
      .update(orders)
      .set({ orderStatus: 'SHIPPED', deliveredAt: null })
      .where(eq(orders.id, order.orderId));
    const early = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('teslim edilmiş');
  });

  it('takes a photo only when it is an image of allowed size', async () => {
    const { phone, order } = await deliveredOrder();
    const upload = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/returns/photos',
        payload: { orderId: order.orderId, phone, ...payload },
      });
    const ok = await upload({ contentType: 'image/png', data: PNG.toString('base64') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().path).toMatch(/^\/uploads\/returns\/[\w-]+\.png$/);
    expect((await app.inject(ok.json().path)).statusCode).toBe(200);
    const script = await upload({
      contentType: 'image/png',
      data: Buffer.from('<script>').toString('base64'),
    });
    expect(script.statusCode).toBe(400);
    const pdf = await upload({ contentType: 'application/pdf', data: 'JVBERi0=' });
    expect(pdf.statusCode).toBe(400);
    const big = await upload({
      contentType: 'image/jpeg',
      data: Buffer.alloc(800_000, 0xff).toString('base64'),
    });
    expect(big.statusCode).toBe(413);
  });

  it('ties each photo to the return of the order it was uploaded for', async () => {
    const { phone, order } = await deliveredOrder();
    const other = await deliveredOrder();
    const upload = (payload: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/returns/photos',
        payload: {
          orderId: order.orderId,
          phone,
          contentType: 'image/png',
          data: PNG.toString('base64'),
          ...payload,
        },
      });
    // No session, no order: a stranger cannot park files on the shop.
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      payload: { contentType: 'image/png', data: PNG.toString('base64') },
    });
    expect(anonymous.statusCode).toBe(400);
    const wrongPhone = await upload({ phone: testPhone() });
    expect(wrongPhone.statusCode).toBe(404);
    const paths: string[] = [];
    for (let i = 0; i < RETURN_PHOTOS_MAX; i++) {
      const added = await upload();
      expect(added.statusCode, added.body).toBe(200);
      paths.push(added.json().path);
    }
    const oneTooMany = await upload();
    expect(oneTooMany.statusCode).toBe(409);
    expect(oneTooMany.json().message).toBe(
      `Bir iadeye en çok ${RETURN_PHOTOS_MAX} fotoğraf eklenebilir.`,
    );

    // Another order's photo, or one never uploaded, cannot be named.
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      payload: {
        orderId: other.order.orderId,
        phone: other.phone,
        contentType: 'image/png',
        data: PNG.toString('base64'),
      },
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone, { photos: [paths[0], foreign.json().path] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.photos');
    expect(await countReturns(order.orderId)).toBe(0);

    const started = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone, { photos: paths.slice(0, 2) }),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().photos).toEqual(paths.slice(0, 2));
    const filed = await database.db
      .select()
      .from(returnPhotos)
      .where(eq(returnPhotos.orderId, order.orderId));
    expect(
      filed
        .filter((p) => p.returnId === started.json().returnId)
        .map((p) => p.path)
        .sort(),
    ).toEqual(paths.slice(0, 2).sort());
    // The filed ones no longer count: the next return of the order may have its own.
    expect((await upload()).statusCode).toBe(200);

    // A day later the photos no return named are gone, file and row; the filed ones stay.
    await database.db
      .update(returnPhotos)
      .set({ createdAt: new Date(clockAt - 25 * 60 * 60_000) })
      .where(eq(returnPhotos.orderId, order.orderId));
    await app.jobs.drain({ includeSchedules: true });
    const left = await database.db
      .select()
      .from(returnPhotos)
      .where(eq(returnPhotos.orderId, order.orderId));
    expect(left.map((p) => p.path).sort()).toEqual(paths.slice(0, 2).sort());
    expect((await app.inject(paths[0]!)).statusCode).toBe(200);
    expect((await app.inject(paths[3]!)).statusCode).toBe(404);
  });
});

describe('shopper refund calls: refundiban and cancelrefund', () => {
  it('stores a checked IBAN for the owner, shows it masked, and withdraws a return', async () => {
    const { shopper, phone, order } = await deliveredOrder();
    const started = (await shopper.call('POST', '/api/returns', startBody(order, phone))).json();
    const stranger = testVisitor(app);
    const notOwner = await stranger.call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: IBAN,
    });
    expect(notOwner.statusCode).toBe(403);
    const wrong = await shopper.call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: 'TR330006100519786457841327',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Geçerli bir IBAN');
    const saved = await shopper.call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: 'tr33 0006 1005 1978 6457 8413 26',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().iban).toBe('TR33 00** **** **** **** **13 26');
    const [row] = await database.db.select().from(returns).where(eq(returns.id, started.returnId));
    expect(row!.iban).toBe(IBAN);
    const info = (await app.inject(`/api/returns/${started.returnId}`)).json();
    expect(info.iban).toBe('TR33 00** **** **** **** **13 26');
    expect(JSON.stringify(info)).not.toContain(IBAN);

    // A guessed return id withdraws nothing; the return's own link (its id) does.
    expect(
      (
        await stranger.call('PUT', '/api/orders/cancelrefund', {
          orderId: order.orderId,
          returnId: 'x'.repeat(22),
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await testVisitor(app).call('PUT', '/api/orders/cancelrefund', {
      orderId: order.orderId,
      returnId: started.returnId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    // A withdrawn return takes no IBAN any more (the server refuses one: no open return).
    expect(cancelled.json()).toMatchObject({ takesIban: false, awaitingParcel: false });
    const twice = await shopper.call('PUT', '/api/orders/cancelrefund', {
      orderId: order.orderId,
      returnId: started.returnId,
    });
    expect(twice.statusCode).toBe(409);
    // Its units may be returned again.
    const lookup = await shopper.call('POST', '/api/returns/lookup', {
      orderNumber: order.orderNumber,
      phone,
    });
    expect(lookup.json().lines[0].returnableQty, lookup.body).toBe(2);
  });
});

describe('the IBAN page of the refund SMS', () => {
  it('lets the guest who holds the link, or gives the order phone, enter the IBAN', async () => {
    const { phone, order } = await deliveredOrder();
    const other = await deliveredOrder();
    const started = (
      await app.inject({ method: 'POST', url: '/api/returns', payload: startBody(order, phone) })
    ).json();
    const otherReturn = (
      await app.inject({
        method: 'POST',
        url: '/api/returns',
        payload: startBody(other.order, other.phone),
      })
    ).json();
    const warehouse = await adminBearer(database, 'warehouse');
    await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/receive`,
      headers: warehouse,
    });
    await app.jobs.drain();
    const link = (await smsTo(app, phone))
      .find((t) => t.includes('depomuza ulaştı'))
      ?.match(/\/iade-bilgileri\/([\w-]{22})/)?.[1];
    expect(link).toBe(started.returnId);

    // The phone that follows the link has no cookie of the browser that ordered.
    const guest = testVisitor(app);
    const nothing = await guest.call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: IBAN,
    });
    expect(nothing.statusCode).toBe(403);
    expect(nothing.json().message).toBe(
      "IBAN'ı kaydetmek için SMS ile gelen iade bağlantısını kullanın ya da siparişteki cep telefonu numaranızı girin.",
    );
    const wrongPhone = await guest.call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: IBAN,
      phone: testPhone(),
    });
    expect(wrongPhone.statusCode).toBe(403);
    const foreignReturn = await guest.call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: IBAN,
      returnId: otherReturn.returnId,
    });
    expect(foreignReturn.statusCode).toBe(404);

    const byLink = await guest.call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      returnId: link,
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.json()).toMatchObject({
      iban: 'TR33 00** **** **** **** **13 26',
      returns: [{ returnId: started.returnId }],
    });
    const byPhone = await testVisitor(app).call('PUT', '/api/orders/refundiban', {
      orderId: order.orderId,
      iban: IBAN,
      phone: phone.replace('+90', '0'),
    });
    expect(byPhone.statusCode, byPhone.body).toBe(200);

    // With the IBAN in, accounting is offered the transfer and it goes through.
    const accounting = await adminBearer(database, 'accounting');
    const listed = await app.inject({
      url: `/api/admin/returns?q=${started.code}`,
      headers: accounting,
    });
    expect(listed.json().returns[0]).toMatchObject({ hasIban: true, refundable: true });
    expect(listed.json().returns[0].allowedActions).toEqual(['refund', 'viewIban']);
    // The warehouse took the parcel in; the money and the full IBAN are accounting's.
    const seenByWarehouse = await app.inject({
      url: `/api/admin/returns?q=${started.code}`,
      headers: await adminBearer(database, 'warehouse'),
    });
    expect(seenByWarehouse.json().returns[0].allowedActions).toEqual([]);
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/refund`,
      headers: accounting,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const history = (
      await app.inject({
        url: `/api/admin/orders/${order.orderId}`,
        headers: await adminBearer(database, 'owner'),
      })
    ).json().history as { action: string; actor: string }[];
    expect(history.filter((h) => h.action === 'return-iban-set').map((h) => h.actor)).toEqual([
      'guest',
      'guest',
    ]);
  });
});

describe('back office: the refund IBAN by role', () => {
  it('shows it in full to accounting and the owner, recording each view; masked to others', async () => {
    const { phone, order } = await deliveredOrder();
    const started = (
      await app.inject({
        method: 'POST',
        url: '/api/returns',
        payload: startBody(order, phone, { iban: IBAN }),
      })
    ).json();
    const full = 'TR33 0006 1005 1978 6457 8413 26';
    for (const role of ['accounting', 'owner'] as const) {
      const headers = await adminBearer(database, role);
      const shown = await app.inject({
        url: `/api/admin/returns/${started.returnId}/iban`,
        headers,
      });
      expect(shown.statusCode, `${role}: ${shown.body}`).toBe(200);
      expect(shown.json().iban).toBe(full);
    }
    for (const role of ['operations', 'customerService', 'warehouse', 'marketing'] as const) {
      const headers = await adminBearer(database, role);
      const refused = await app.inject({
        url: `/api/admin/returns/${started.returnId}/iban`,
        headers,
      });
      expect(refused.statusCode, role).toBe(403);
      if (role === 'marketing') continue;
      const list = await app.inject({ url: `/api/admin/returns?q=${started.code}`, headers });
      expect(list.json().returns[0].iban, role).toBe('TR33 00** **** **** **** **13 26');
      expect(list.body).not.toContain(IBAN);
      expect(list.body).not.toContain(full);
    }
    const history = (
      await app.inject({
        url: `/api/admin/orders/${order.orderId}`,
        headers: await adminBearer(database, 'owner'),
      })
    ).json().history as { action: string; actor: string; message: string }[];
    const views = history.filter((h) => h.action === 'return-iban-shown');
    expect(views).toHaveLength(2);
    expect(views.every((v) => v.actor.startsWith('admin:'))).toBe(true);
    expect(views[0]!.message).toBe(`${started.code} kodlu iadenin IBAN'ı tam olarak görüntülendi.`);
  });
});

describe('back office: receive and refund', () => {
  it('cash on delivery: warehouse receives, accounting marks the transfer once, SMS each step', async () => {
    const { phone, order } = await deliveredOrder();
    const started = (
      await app.inject({
        method: 'POST',
        url: '/api/returns',
        payload: startBody(order, phone, { iban: IBAN }),
      })
    ).json();
    const warehouse = await adminBearer(database, 'warehouse');
    const accounting = await adminBearer(database, 'accounting');
    const customerService = await adminBearer(database, 'customerService');
    const tooEarly = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/refund`,
      headers: accounting,
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe('Ürün depoya ulaşmadan geri ödeme yapılamaz.');
    const accountingReceives = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/receive`,
      headers: accounting,
    });
    expect(accountingReceives.statusCode).toBe(403);
    const received = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/receive`,
      headers: warehouse,
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().return.status).toBe('RECEIVED');

    const refusedRole = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/refund`,
      headers: customerService,
    });
    expect(refusedRole.statusCode).toBe(403);
    expect(refusedRole.json().message).toBe('Bu işlem için yetkiniz yok.');
    const [stillReceived] = await database.db
      .select()
      .from(returns)
      .where(eq(returns.id, started.returnId));
    expect(stillReceived).toMatchObject({ status: 'RECEIVED', refundState: 'NONE' });

    const [first, second] = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/api/admin/returns/${started.returnId}/refund`,
        headers: accounting,
      }),
      app.inject({
        method: 'POST',
        url: `/api/admin/returns/${started.returnId}/refund`,
        headers: accounting,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toBe('Bu iadenin geri ödemesi zaten başlatıldı.');
    const info = (await app.inject(`/api/returns/${started.returnId}`)).json();
    expect(info).toMatchObject({ status: 'REFUNDED', refundState: 'DONE' });
    const changes = await database.db
      .select()
      .from(returnStatusChanges)
      .where(eq(returnStatusChanges.returnId, started.returnId));
    expect(changes.filter((c) => c.toStatus === 'REFUNDED')).toHaveLength(1);
    await app.jobs.drain();
    const texts = await smsTo(app, phone);
    expect(texts.some((t) => t.includes('depomuza ulaştı'))).toBe(true);
    expect(texts.some((t) => t.includes("IBAN'ınıza gönderildi"))).toBe(true);
  });

  it('cash on delivery without an IBAN is not offered the transfer and cannot be marked refunded', async () => {
    const { phone, order } = await deliveredOrder();
    const started = (
      await app.inject({ method: 'POST', url: '/api/returns', payload: startBody(order, phone) })
    ).json();
    const warehouse = await adminBearer(database, 'warehouse');
    const accounting = await adminBearer(database, 'accounting');
    const actionsFor = async (headers: Record<string, string>) =>
      (await app.inject({ url: `/api/admin/returns?q=${started.code}`, headers })).json().returns[0]
        .allowedActions;
    // Before the parcel arrives the warehouse is offered to take it in; accounting nothing.
    expect(await actionsFor(warehouse)).toEqual(['receive']);
    expect(await actionsFor(accounting)).toEqual([]);
    await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/receive`,
      headers: warehouse,
    });
    const listed = await app.inject({
      url: `/api/admin/returns?q=${started.code}`,
      headers: accounting,
    });
    expect(listed.json().returns[0]).toMatchObject({
      status: 'RECEIVED',
      hasIban: false,
      refundable: false,
      allowedActions: [],
    });
    expect(await actionsFor(warehouse)).toEqual([]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/refund`,
      headers: accounting,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('havale yapıldı olarak işaretlenemez');
  });

  it('card: refunds the returned unit through iyzico once, by job, and tells the shopper', async () => {
    const { phone, order, row } = await deliveredOrder({ card: true });
    const started = (
      await app.inject({
        method: 'POST',
        url: '/api/returns',
        payload: startBody(order, phone, {
          lines: [
            { index: 0, qty: 1 },
            { index: 1, qty: 1 },
          ],
        }),
      })
    ).json();
    expect(started, JSON.stringify(started)).toMatchObject({ refundChannel: 'card' });
    expect(started.refundAmount).toBe(9_900 + row.items[1]!.itemsTotalPrice);
    const ibanRefused = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone, { iban: IBAN, reason: 'Diğer' }),
    });
    expect(ibanRefused.statusCode).toBe(409);
    const owner = await adminBearer(database, 'owner');
    await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/receive`,
      headers: owner,
    });
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/refund`,
      headers: owner,
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().return.refundState).toBe('PENDING');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${started.returnId}/refund`,
      headers: owner,
    });
    expect(again.statusCode).toBe(409);
    await app.jobs.drain();
    const lines = await database.db
      .select()
      .from(cardLineRefunds)
      .where(eq(cardLineRefunds.key, `return:${started.returnId}`));
    expect(lines.map((l) => [l.lineIndex, l.amount, l.status])).toEqual([
      [0, 9_900, 'REFUNDED'],
      [1, row.items[1]!.itemsTotalPrice, 'REFUNDED'],
    ]);
    const info = (await app.inject(`/api/returns/${started.returnId}`)).json();
    expect(info).toMatchObject({ status: 'REFUNDED', refundState: 'DONE' });
    await app.jobs.drain();
    expect((await smsTo(app, phone)).some((t) => t.includes('kartınıza iade edildi'))).toBe(true);

    // The last sheet: the rest of the line, and never more than was paid for it.
    const rest = (
      await app.inject({
        method: 'POST',
        url: '/api/returns',
        payload: startBody(order, phone, { reason: 'Kalitesiz' }),
      })
    ).json();
    expect(rest.refundAmount).toBe(19_800 - 9_900);
    const none = await app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: startBody(order, phone, { reason: 'Diğer' }),
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Bu ürünün tamamı için zaten iade talebi var.');
  });

  it('lists, searches and pages returns; creates a code by hand; role checks on every call', async () => {
    const { order, phone } = await deliveredOrder({ deliveredDaysAgo: 120 });
    const operations = await adminBearer(database, 'operations');
    const marketing = await adminBearer(database, 'marketing');
    const warehouse = await adminBearer(database, 'warehouse');
    const byHand = {
      orderNumber: order.orderNumber,
      lines: [{ index: 1, qty: 1 }],
      reason: 'Ürün kusurlu gönderildi',
    };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/returns',
          headers: warehouse,
          payload: byHand,
        })
      ).statusCode,
    ).toBe(403);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/returns',
      headers: operations,
      payload: byHand,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toContain('iade onay kodu oluşturuldu');
    const code = created.json().return.code as string;
    const list = await app.inject({
      url: `/api/admin/returns?q=${encodeURIComponent(code)}`,
      headers: operations,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(list.json().returns[0]).toMatchObject({
      code,
      orderNumber: order.orderNumber,
      status: 'APPROVED',
    });
    expect(list.json().returns[0].phone).not.toContain(phone.slice(4, 10));
    const byPhone = await app.inject({
      url: `/api/admin/returns?q=${encodeURIComponent(phone)}`,
      headers: operations,
    });
    expect(byPhone.json().total).toBe(1);
    expect((await app.inject({ url: '/api/admin/returns', headers: marketing })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/api/admin/returns' })).statusCode).toBe(401);
  });

  it('knows the same ten refund reasons in both contract and domain', () => {
    expect([...REFUND_REASON_VALUES]).toEqual([...REFUND_REASONS]);
  });
});
