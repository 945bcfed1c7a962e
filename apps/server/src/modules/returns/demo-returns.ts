import { randomBytes } from 'node:crypto';
import { refundForUnits, splitVatIncluded } from '@carsi/domain';
import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type OrderItemSnapshot,
  orderStatusChanges,
  orders,
  products,
  returnStatusChanges,
  returns,
  skus,
} from '../../db/schema';
import { recordDemoSales } from '../orders/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const id = () => randomBytes(16).toString('base64url');

/** The delivered cash-on-delivery order the easy-return journey (e2e) starts from. */
export const DEMO_RETURN_ORDER = { orderNumber: '250101-90001', phone: '+905559990001' } as const;
/** A second untouched one, so the journey runs on a phone and a desktop side by side. */
export const DEMO_RETURN_ORDER_PHONE = {
  orderNumber: '250101-90005',
  phone: '+905559990005',
} as const;

/**
 * Demo returns for the back office: delivered orders with returns waiting for the
 * parcel, received at the warehouse and refunded, plus one untouched delivered order (three
 * units of two lines) for the easy-return walkthrough. Runs inside the seed's transaction.
 */
export async function seedDemoReturns(tx: Database, now = Date.now()): Promise<void> {
  const picked = await tx
    .select({ sku: skus, name: products.name })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(gt(skus.price, 0))
    .orderBy(asc(skus.id))
    .limit(3);
  if (picked.length < 2) return;
  const line = (i: number, qty: number): OrderItemSnapshot => {
    const { sku, name } = picked[i % picked.length]!;
    return {
      skuId: sku.id,
      productId: sku.productId,
      sku: sku.sku,
      name,
      target: 'Pass',
      type: 'Pass',
      size: sku.size,
      color: sku.color,
      image: null,
      qty,
      price: sku.price,
      priceForOne: sku.price,
      priceGap: sku.price,
      vat: sku.vat,
      productUnit: 'Adet',
      itemsTotalPrice: sku.price * qty,
    };
  };
  const order = async (n: number, phone: string, items: OrderItemSnapshot[], daysAgo: number) => {
    const total = items.reduce((sum, item) => sum + item.itemsTotalPrice, 0);
    const tax = items.reduce(
      (sum, item) => sum + splitVatIncluded(item.itemsTotalPrice, item.vat).vat,
      0,
    );
    const placed = new Date(now - (daysAgo + 3) * DAY_MS);
    const delivered = new Date(now - daysAgo * DAY_MS);
    const [row] = await tx
      .insert(orders)
      .values({
        id: id(),
        orderNumber: `250101-9000${n}`,
        orderStatus: 'DELIVERED',
        paymentMethod: 'CashOnDelivery',
        paymentStatus: 'CASH_ON_DELIVERY',
        orderPhone: phone,
        items,
        itemsPrice: total - tax,
        shippingPrice: 0,
        taxPrice: tax,
        totalPrice: total,
        deliveryContact: {
          firstName: ['Ayşe', 'Mehmet', 'Elif', 'Can'][n - 1] ?? 'Zeynep',
          lastName: ['Yılmaz', 'Demir', 'Kaya', 'Şahin'][n - 1] ?? 'Çelik',
          phone,
          email: `demo${n}@example.com`,
          ip: '127.0.0.1',
        },
        shippingAddress: {
          country: 'Türkiye',
          province: 'İstanbul',
          district: 'Kadıköy',
          address: 'Moda Cad. No: 1',
        },
        userAnalytics: {
          userAgent: 'demo',
          userBrowser: '',
          userDevice: '',
          userEngine: '',
          userOS: '',
          userCPU: '',
        },
        deliveredAt: delivered,
        createdAt: placed,
        updatedAt: delivered,
      })
      .returning();
    await recordDemoSales(tx, [row!]);
    await tx.insert(orderStatusChanges).values({
      orderId: row!.id,
      fromStatus: 'SHIPPED',
      toStatus: 'DELIVERED',
      actor: 'system:demo',
      at: delivered,
    });
    return row!;
  };
  const walk = async (
    n: number,
    status: 'APPROVED' | 'RECEIVED' | 'REFUNDED',
    reason: string,
    daysAgo: number,
  ) => {
    const items = [line(n, 2), line(n + 1, 1)];
    const row = await order(n, `+90555999000${n}`, items, daysAgo + 2);
    const amount = refundForUnits(items[0]!, 0, 1);
    const at = (d: number) => new Date(now - d * DAY_MS);
    const [ret] = await tx
      .insert(returns)
      .values({
        id: id(),
        code: `IA-9000-000${n}`,
        orderId: row.id,
        status,
        lines: [{ index: 0, qty: 1, amount, sku: items[0]!.sku, name: items[0]!.name }],
        reason,
        refundChannel: 'bankTransfer',
        refundAmount: amount,
        iban: 'TR330006100519786457841326',
        refundState: status === 'REFUNDED' ? 'DONE' : 'NONE',
        createdBy: 'shopper',
        receivedAt: status === 'APPROVED' ? null : at(daysAgo - 1),
        refundedAt: status === 'REFUNDED' ? at(daysAgo - 1.5) : null,
        createdAt: at(daysAgo),
        updatedAt: at(daysAgo),
      })
      .returning();
    const steps: [string | null, string, number][] = [
      [null, 'REQUESTED', daysAgo],
      ['REQUESTED', 'APPROVED', daysAgo],
    ];
    if (status !== 'APPROVED') steps.push(['APPROVED', 'RECEIVED', daysAgo - 1]);
    if (status === 'REFUNDED') steps.push(['RECEIVED', 'REFUNDED', daysAgo - 1.5]);
    await tx.insert(returnStatusChanges).values(
      steps.map(([from, to, d]) => ({
        returnId: ret!.id,
        fromStatus: from,
        toStatus: to,
        actor: 'system:demo',
        at: at(d),
      })),
    );
  };
  // The untouched orders of the easy-return journey: 3 + 1 units, delivered two days ago.
  await order(1, DEMO_RETURN_ORDER.phone, [line(0, 3), line(1, 1)], 2);
  await order(5, DEMO_RETURN_ORDER_PHONE.phone, [line(0, 3), line(1, 1)], 2);
  await walk(2, 'APPROVED', 'Beden/Ebatı büyük', 3);
  await walk(3, 'RECEIVED', 'Ürün kusurlu gönderildi', 6);
  await walk(4, 'REFUNDED', 'Vazgeçtim', 12);
}
