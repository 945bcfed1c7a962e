import { randomBytes } from 'node:crypto';
import {
  basketItemIdsOf,
  CASH_ON_DELIVERY_FEE_KURUS,
  cancelLines,
  isPaymentSettled,
  type OrderStatus,
  type PaymentStatus,
  STANDARD_SHIPPING_FEE_KURUS,
  shippingPriceFor,
  splitVatIncluded,
} from '@carsi/domain';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cardRefunds,
  type OrderItemSnapshot,
  orderEvents,
  orderLineRefunds,
  orderStatusChanges,
  orders,
  products,
  skus,
} from '../../db/schema';
import { createRandom } from '../../seed/random';
import { recordSales } from '../catalogue/index';
import { soldLinesOf } from './order-facts';
import { newOrderNumber } from './order-ids';

type DemoOrderRow = typeof orders.$inferInsert;

/**
 * Counts demo orders written straight to the table as sales when they are confirmed, as real
 * orders are when placed or paid (the product page's and the analysis's "sold in the last
 * month"). For every demo that writes orders.
 */
export async function recordDemoSales(
  tx: Pick<Database, 'insert'>,
  rows: readonly Pick<
    DemoOrderRow,
    'id' | 'items' | 'paymentStatus' | 'orderStatus' | 'createdAt'
  >[],
): Promise<void> {
  for (const row of rows) {
    // A refunded card order was paid first, and its sale counted then.
    const status = row.paymentStatus as PaymentStatus;
    if (!(isPaymentSettled(status) || status === 'REFUNDED') || row.orderStatus === 'CANCELLED')
      continue;
    await recordSales(tx, row.id, soldLinesOf(row), row.createdAt);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const id = () => randomBytes(16).toString('base64url');
const ADMIN = 'system:demo';

/** The demo shoppers (phones +90 554 800 00 NN: a range nothing else uses). */
const PEOPLE = [
  ['Zeynep', 'Arslan', 'İstanbul', 'Üsküdar'],
  ['Emre', 'Koç', 'Ankara', 'Çankaya'],
  ['Fatma', 'Özdemir', 'İzmir', 'Bornova'],
  ['Burak', 'Aydın', 'Bursa', 'Nilüfer'],
  ['Selin', 'Çelik', 'Antalya', 'Muratpaşa'],
  ['Hakan', 'Yıldız', 'İstanbul', 'Beşiktaş'],
  ['Merve', 'Güneş', 'Eskişehir', 'Tepebaşı'],
  ['Oğuz', 'Şimşek', 'Konya', 'Selçuklu'],
  ['Gülşen', 'Acar', 'İstanbul', 'Kadıköy'],
  ['İbrahim', 'Kurt', 'Kayseri', 'Melikgazi'],
  ['Derya', 'Polat', 'Ankara', 'Keçiören'],
  ['Serkan', 'Erdoğan', 'İzmir', 'Karşıyaka'],
] as const;

export const DEMO_ORDER_PHONE_PREFIX = '+9055480000';

type Step = 'new' | 'confirmed' | 'printed' | 'packed' | 'shipped' | 'delivered' | 'undelivered';

/**
 * One demo order: how many days (and hours) ago it was placed, how it was paid, how far it went
 * and whether it was cancelled whole or in part.
 */
interface Plan {
  daysAgo: number;
  card: boolean;
  step: Step;
  cancelled?: 'whole' | 'expired';
  partial?: boolean;
  note?: string;
}

/**
 * ~30 orders of the last two weeks in every state: today's unpaid and
 * confirmed orders, printed and packed ones waiting for the carrier, shipped ones with a tracking
 * code, delivered, undelivered, cancelled whole (card refunded, cash on delivery, an abandoned
 * payment) and partially cancelled (card item refund confirmed, cash on delivery). Each carries
 * the status history and the recorded actions a real one would. Orders still on their way hold
 * their stock (taken from SKUs with plenty of it); finished or cancelled ones are history. Runs
 * inside the seed's transaction; a few bulk inserts, so start-up stays fast.
 */
export async function seedDemoOrders(tx: Database, now = Date.now()): Promise<number> {
  const rnd = createRandom('demo-orders');
  const picked = await tx
    .select({ sku: skus, name: products.name })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(gt(skus.price, 0), gte(skus.countInStock, 40), eq(products.buyOneGetOneFree, false)))
    .orderBy(asc(skus.id))
    .limit(40);
  if (picked.length < 4) return 0;

  const line = (choice: (typeof picked)[number], qty: number): OrderItemSnapshot => ({
    skuId: choice.sku.id,
    productId: choice.sku.productId,
    sku: choice.sku.sku,
    name: choice.name,
    target: 'Pass',
    type: 'Pass',
    size: choice.sku.size,
    color: choice.sku.color,
    image: choice.sku.images[0]?.key ?? null,
    qty,
    price: choice.sku.price,
    priceForOne: choice.sku.price,
    priceGap: choice.sku.priceGap,
    vat: choice.sku.vat,
    productUnit: 'Adet',
    itemsTotalPrice: choice.sku.price * qty,
  });

  const plans: Plan[] = [
    // Today: waiting for the money, confirmed, one already printed.
    { daysAgo: 0.05, card: false, step: 'new' },
    { daysAgo: 0.1, card: true, step: 'new' },
    { daysAgo: 0.15, card: false, step: 'confirmed' },
    { daysAgo: 0.2, card: true, step: 'confirmed' },
    { daysAgo: 0.3, card: false, step: 'confirmed', note: 'Müşteri öğleden sonra teslim istedi.' },
    { daysAgo: 0.35, card: true, step: 'printed' },
    { daysAgo: 0.4, card: true, step: 'confirmed', partial: true },
    // Yesterday and the day before: to pack, packed, partly cancelled.
    { daysAgo: 1.1, card: false, step: 'printed' },
    { daysAgo: 1.2, card: true, step: 'confirmed' },
    { daysAgo: 1.3, card: false, step: 'confirmed', partial: true },
    { daysAgo: 1.5, card: true, step: 'packed' },
    { daysAgo: 1.7, card: false, step: 'packed' },
    { daysAgo: 2.1, card: false, step: 'new', cancelled: 'expired' },
    // With the carrier.
    { daysAgo: 2.3, card: true, step: 'shipped' },
    { daysAgo: 2.6, card: false, step: 'shipped' },
    { daysAgo: 3.2, card: true, step: 'shipped', partial: true },
    { daysAgo: 3.8, card: false, step: 'shipped' },
    { daysAgo: 4.5, card: false, step: 'undelivered' },
    // Delivered, and cancelled ones, over the two weeks.
    { daysAgo: 5.2, card: true, step: 'delivered' },
    { daysAgo: 5.9, card: false, step: 'delivered' },
    { daysAgo: 6.4, card: true, step: 'confirmed', cancelled: 'whole' },
    { daysAgo: 6.9, card: true, step: 'delivered' },
    { daysAgo: 7.1, card: false, step: 'delivered' },
    { daysAgo: 7.3, card: true, step: 'delivered' },
    { daysAgo: 8.2, card: false, step: 'confirmed', cancelled: 'whole' },
    { daysAgo: 8.8, card: true, step: 'delivered' },
    { daysAgo: 9.6, card: false, step: 'delivered' },
    { daysAgo: 10.4, card: true, step: 'delivered', note: 'Kapıcıya teslim edildi.' },
    { daysAgo: 11.5, card: false, step: 'delivered' },
    { daysAgo: 12.2, card: true, step: 'delivered' },
    { daysAgo: 13.1, card: false, step: 'packed', cancelled: 'whole' },
    { daysAgo: 13.7, card: true, step: 'delivered' },
  ];

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const changes: (typeof orderStatusChanges.$inferInsert)[] = [];
  const events: (typeof orderEvents.$inferInsert)[] = [];
  const lineRefundRows: (typeof orderLineRefunds.$inferInsert)[] = [];
  const cardRefundRows: (typeof cardRefunds.$inferInsert)[] = [];
  const held = new Map<number, number>();
  const numbers = new Set<string>();

  for (const [n, plan] of plans.entries()) {
    const person = PEOPLE[n % PEOPLE.length]!;
    const phone = `${DEMO_ORDER_PHONE_PREFIX}${String(n % PEOPLE.length).padStart(2, '0')}`;
    const placed = now - plan.daysAgo * DAY_MS;
    const at = (hoursAfter: number) =>
      new Date(Math.min(placed + hoursAfter * HOUR_MS, now - 60_000));
    const choices = rnd.shuffle(picked).slice(0, rnd.int(1, 3));
    let items = choices.map((c, i) => line(c, plan.partial && i === 0 ? 2 : rnd.int(1, 2)));
    if (plan.partial && items.length < 2) items.push(line(picked[(n + 7) % picked.length]!, 1));
    const goods = items.reduce((sum, item) => sum + item.itemsTotalPrice, 0);
    const taxPrice = items.reduce(
      (sum, item) => sum + splitVatIncluded(item.itemsTotalPrice, item.vat).vat,
      0,
    );
    const shippingPrice = shippingPriceFor(goods, STANDARD_SHIPPING_FEE_KURUS);
    // Cash on delivery adds its fee when chosen; an order still at NEW has not chosen yet.
    const cod = !plan.card && plan.step !== 'new';
    const codFee = cod ? CASH_ON_DELIVERY_FEE_KURUS : 0;
    let money = {
      itemsPrice: goods - taxPrice,
      taxPrice,
      totalPrice: goods + shippingPrice + codFee,
    };
    let orderNumber = newOrderNumber(new Date(placed));
    while (numbers.has(orderNumber)) orderNumber = newOrderNumber(new Date(placed));
    numbers.add(orderNumber);
    const orderId = id();
    const paymentId = plan.card && plan.step !== 'new' ? `demo-${orderNumber}` : null;

    const status = (
      from: OrderStatus | null,
      to: OrderStatus,
      hours: number,
      actor: string,
      reason?: string,
    ) =>
      changes.push({
        orderId,
        fromStatus: from,
        toStatus: to,
        actor,
        reason: reason ?? null,
        at: at(hours),
      });
    const event = (
      action: string,
      hours: number,
      message: string,
      extra: Partial<typeof orderEvents.$inferInsert> = {},
    ) => events.push({ orderId, action, actor: ADMIN, message, at: at(hours), ...extra });

    status(null, 'NEW', 0, 'guest', 'Sipariş oluşturuldu');
    let orderStatus: OrderStatus = 'NEW';
    let paymentStatus = 'UNPAID';
    const set: Partial<typeof orders.$inferInsert> = {};
    const steps: Step[] = ['new', 'confirmed', 'printed', 'packed', 'shipped', 'delivered'];
    const reached = (step: Step) =>
      plan.step === 'undelivered'
        ? step !== 'delivered'
        : steps.indexOf(step) <= steps.indexOf(plan.step);

    if (plan.cancelled === 'expired') {
      status(
        'NEW',
        'CANCELLED',
        0.5,
        'system:order-hold-release',
        'Ödeme süresi doldu, stok serbest bırakıldı',
      );
      orderStatus = 'CANCELLED';
      set.stockReleasedAt = at(0.5);
    }
    if (reached('confirmed') && plan.step !== 'new') {
      if (plan.card) {
        paymentStatus = 'PAID';
        Object.assign(set, {
          paidAt: at(0.02),
          paidPrice: money.totalPrice,
          installment: 1,
          paymentId,
        });
        status('NEW', 'CONFIRMED', 0.02, 'system:iyzico', 'Kartla ödeme alındı');
      } else {
        paymentStatus = 'CASH_ON_DELIVERY';
        status('NEW', 'CONFIRMED', 0.02, 'guest', 'Kapıda ödeme seçildi');
      }
      orderStatus = 'CONFIRMED';
    }
    if (plan.partial) {
      const result = cancelLines(items, money, [{ line: 0, qty: 1 }]);
      items = result.items;
      money = { ...money, ...result.money };
      event(
        'cancel-lines',
        0.6,
        plan.card
          ? `1 adet ürün iptal edildi ve kart iadesi başlatıldı.`
          : '1 adet ürün iptal edildi, stoğa geri alındı.',
        {
          actor: 'guest',
          reason: 'Bir tanesi yeterli',
          data: { cancellations: result.cancellations, amount: result.amount, refunded: plan.card },
        },
      );
      if (plan.card && paymentId) {
        const basketId = basketItemIdsOf(items)[0]!;
        lineRefundRows.push({
          orderId,
          paymentId,
          basketItemId: basketId,
          line: 0,
          qty: 1,
          amount: result.amount,
          status: 'REFUNDED',
          attempts: 1,
          createdAt: at(0.6),
          updatedAt: at(0.61),
          refundedAt: at(0.61),
        });
      }
    }
    if (reached('printed') && plan.step !== 'confirmed') {
      set.printedAt = at(2);
      event('mark-printed', 2, 'Sipariş yazdırıldı olarak işaretlendi.');
    }
    if (reached('packed') && !['new', 'confirmed', 'printed'].includes(plan.step)) {
      status('CONFIRMED', 'PACKED', 3, ADMIN);
      event('mark-packed', 3, 'Sipariş paketlendi.');
      set.packedAt = at(3);
      orderStatus = 'PACKED';
    }
    if (['shipped', 'delivered', 'undelivered'].includes(plan.step)) {
      const code = `YK${String(rnd.int(10_000_000, 99_999_999))}`;
      status('PACKED', 'SHIPPED', 5, ADMIN, `Takip kodu: ${code}`);
      event('set-tracking-code', 5, 'Takip kodu kaydedildi, sipariş kargoya verildi.', {
        data: { trackingCode: code },
      });
      Object.assign(set, { trackingCode: code, shippedAt: at(5) });
      orderStatus = 'SHIPPED';
    }
    if (plan.step === 'delivered') {
      status('SHIPPED', 'DELIVERED', 40, ADMIN);
      event('set-delivered', 40, 'Sipariş teslim edildi olarak işaretlendi.');
      set.deliveredAt = at(40);
      orderStatus = 'DELIVERED';
    }
    if (plan.step === 'undelivered') {
      status('SHIPPED', 'UNDELIVERED', 30, ADMIN, 'Adreste kimse bulunamadı');
      event('set-undelivered', 30, 'Sipariş teslim edilemedi olarak işaretlendi.', {
        reason: 'Adreste kimse bulunamadı',
      });
      orderStatus = 'UNDELIVERED';
    }
    if (plan.cancelled === 'whole') {
      const hours = orderStatus === 'PACKED' ? 4 : 1;
      status(orderStatus, 'CANCELLED', hours, ADMIN, 'Müşteri vazgeçti');
      event('cancel', hours, 'Sipariş iptal edildi.', { reason: 'Müşteri vazgeçti' });
      orderStatus = 'CANCELLED';
      set.stockReleasedAt = at(hours);
      if (plan.card && paymentId) {
        paymentStatus = 'REFUNDED';
        cardRefundRows.push({
          paymentId,
          orderId,
          amount: money.totalPrice,
          reason: 'order-cancelled',
          status: 'REFUNDED',
          attempts: 1,
          createdAt: at(hours),
          updatedAt: at(hours),
          refundedAt: at(hours),
        });
      }
    }
    if (plan.note) {
      set.staffNote = plan.note;
      event('note', 1, 'Not kaydedildi.', { data: { note: plan.note } });
    }
    // Orders not yet delivered or cancelled hold their units, as a placed order does.
    if (!['DELIVERED', 'CANCELLED'].includes(orderStatus)) {
      for (const item of items) held.set(item.skuId, (held.get(item.skuId) ?? 0) + item.qty);
    }
    const [firstName, lastName, province, district] = person;
    const email = `${slugAscii(firstName)}.${slugAscii(lastName)}@example.com`;
    orderRows.push({
      id: orderId,
      orderNumber,
      orderStatus,
      paymentMethod: plan.card ? 'CreditCard' : cod ? 'CashOnDelivery' : null,
      paymentStatus,
      orderPhone: phone,
      items,
      ...money,
      shippingPrice,
      cashOnDeliveryFee: codFee,
      deliveryContact: { firstName, lastName, phone, email, ip: '127.0.0.1' },
      shippingAddress: {
        country: 'Türkiye',
        province,
        district,
        address: `${rnd.pick(['Atatürk', 'Cumhuriyet', 'İnönü', 'Gazi'])} Cad. No: ${rnd.int(1, 120)} D: ${rnd.int(1, 12)}`,
      },
      individualInvoice:
        n % 5 === 3
          ? null
          : {
              firstName,
              lastName,
              email,
              province,
              district,
              address: 'Teslimat adresi ile aynı',
              identityNumber: null,
            },
      companyInvoice:
        n % 5 === 3
          ? {
              title: `${lastName} Tekstil Ltd. Şti.`,
              taxOffice: 'Kadıköy',
              taxNumber: '4540536920',
              province,
              district,
              address: 'Organize Sanayi Bölgesi 3. Cad. No: 7',
            }
          : null,
      userAnalytics: {
        userAgent: n % 3 === 0 ? 'Mozilla/5.0 (iPhone)' : 'Mozilla/5.0 (Windows NT 10.0)',
        userBrowser: n % 3 === 0 ? 'Mobile Safari' : 'Chrome',
        userDevice: n % 3 === 0 ? 'mobile' : 'desktop',
        userEngine: n % 3 === 0 ? 'WebKit' : 'Blink',
        userOS: n % 3 === 0 ? 'iOS' : 'Windows',
        userCPU: '',
      },
      createdAt: new Date(placed),
      updatedAt: at(40),
      ...set,
    });
  }

  await tx.insert(orders).values(orderRows);
  await tx.insert(orderStatusChanges).values(changes);
  await tx.insert(orderEvents).values(events);
  if (lineRefundRows.length > 0) await tx.insert(orderLineRefunds).values(lineRefundRows);
  if (cardRefundRows.length > 0) await tx.insert(cardRefunds).values(cardRefundRows);
  await recordDemoSales(tx, orderRows);
  for (const [skuId, qty] of held) {
    await tx
      .update(skus)
      .set({ countInStock: sql`greatest(${skus.countInStock} - ${qty}, 0)` })
      .where(eq(skus.id, skuId));
  }
  return orderRows.length;
}

const slugAscii = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[^a-z]/g, '');
