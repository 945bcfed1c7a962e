import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customers,
  type OrderItemSnapshot,
  orders,
  products,
  questions,
  skus,
  staffNotes,
  supportRequests,
} from '../db/schema';
import { notifyAdmins } from '../modules/admin-notifications/index';
import { newOrderId, newOrderNumber, recordDemoSales } from '../modules/orders/index';

const DEMO_CUSTOMER_PHONE = '+905559990001';

/**
 * Demo material for the back office's customer-service screens: a customer with two
 * orders and support requests about them, questions waiting for an answer, message-board notes
 * and a few notifications. Additive and idempotent: each part is written only while its table
 * is empty, so a database someone already uses is left alone.
 */
export async function seedCustomerServiceDemo(db: Database): Promise<string | null> {
  const written: string[] = [];
  const [notes] = await db.select({ n: count() }).from(staffNotes);
  if ((notes?.n ?? 0) === 0) {
    await db.insert(staffNotes).values([
      {
        authorId: 'seed',
        authorName: 'Çarşı Ekibi',
        text: 'Kargo firması her gün 16:00’da teslim alıyor; paketler 15:30’a kadar hazır olsun.',
        pinnedAt: new Date(),
        pinnedBy: 'seed',
      },
      {
        authorId: 'seed',
        authorName: 'Çarşı Ekibi',
        text: 'Kapıda ödeme siparişlerinde müşteriyi aramadan onaylamayalım.',
      },
      {
        authorId: 'seed',
        authorName: 'Çarşı Ekibi',
        text: 'Yeni nevresim takımlarının fotoğrafları perşembe gelecek.',
      },
    ]);
    written.push('message-board notes');
  }

  const [requests] = await db.select({ n: count() }).from(supportRequests);
  const [sku] = await db
    .select({ sku: skus, productName: products.name })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(products.isActive, true))
    .limit(1);
  if ((requests?.n ?? 0) === 0 && sku) {
    const [customer] = await db
      .insert(customers)
      .values({
        phone: DEMO_CUSTOMER_PHONE,
        firstName: 'Elif',
        lastName: 'Demir',
        email: 'elif.demir@example.com',
      })
      .onConflictDoUpdate({ target: customers.phone, set: { firstName: 'Elif' } })
      .returning();
    const line: OrderItemSnapshot = {
      skuId: sku.sku.id,
      productId: sku.sku.productId,
      sku: sku.sku.sku,
      name: sku.productName,
      target: sku.sku.target,
      type: sku.sku.type,
      size: sku.sku.size,
      color: sku.sku.color,
      image: null,
      qty: 1,
      price: sku.sku.price,
      priceForOne: sku.sku.price,
      priceGap: 0,
      vat: 10,
      productUnit: sku.sku.unit,
      itemsTotalPrice: sku.sku.price,
    };
    const contact = {
      firstName: 'Elif',
      lastName: 'Demir',
      phone: DEMO_CUSTOMER_PHONE,
      email: 'elif.demir@example.com',
      ip: '127.0.0.1',
    };
    const common = {
      customerId: customer!.id,
      orderPhone: DEMO_CUSTOMER_PHONE,
      items: [line],
      itemsPrice: sku.sku.price,
      shippingPrice: 0,
      taxPrice: Math.round(sku.sku.price / 11),
      totalPrice: sku.sku.price,
      deliveryContact: contact,
      shippingAddress: {
        country: 'Türkiye',
        province: 'İzmir',
        district: 'Karşıyaka',
        address: 'Bostanlı Mah. 1234 Sok. No: 5 D: 3',
      },
      individualInvoice: {
        firstName: 'Elif',
        lastName: 'Demir',
        email: 'elif.demir@example.com',
        province: 'İzmir',
        district: 'Karşıyaka',
        address: 'Bostanlı Mah. 1234 Sok. No: 5 D: 3',
        identityNumber: '10000000146',
      },
      userAnalytics: {
        userAgent: 'seed',
        userBrowser: '',
        userDevice: '',
        userEngine: '',
        userOS: '',
        userCPU: '',
      },
    };
    const now = new Date();
    const placed = await db
      .insert(orders)
      .values([
        {
          ...common,
          id: newOrderId(),
          orderNumber: newOrderNumber(now),
          orderStatus: 'CONFIRMED',
          paymentMethod: 'CashOnDelivery',
          paymentStatus: 'CASH_ON_DELIVERY',
        },
        {
          ...common,
          id: newOrderId(),
          orderNumber: newOrderNumber(new Date(now.getTime() - 3 * 86_400_000)),
          orderStatus: 'DELIVERED',
          paymentMethod: 'CashOnDelivery',
          paymentStatus: 'CASH_ON_DELIVERY',
          createdAt: new Date(now.getTime() - 3 * 86_400_000),
        },
      ])
      .returning();
    await recordDemoSales(db, placed);
    await db.insert(supportRequests).values([
      {
        orderId: placed[0]!.id,
        supportIndex: 1,
        topic: 'WHERE_IS_MY_ORDER',
        message: 'Siparişim ne zaman kargoya verilecek? Cumartesi evde olmayacağım.',
        contactPhone: DEMO_CUSTOMER_PHONE,
        customerId: customer!.id,
      },
      {
        orderId: placed[1]!.id,
        supportIndex: 1,
        topic: 'PRODUCT_PROBLEM',
        message: 'Nevresimin bir dikişi sökük geldi, değişim yapabilir miyiz?',
        contactPhone: DEMO_CUSTOMER_PHONE,
        customerId: customer!.id,
      },
    ]);
    for (const order of placed) {
      await notifyAdmins(db, {
        kind: 'support-new',
        title: `Yeni destek talebi: ${order.orderNumber}`,
        body: `${order.orderNumber} numaralı sipariş için yeni bir müşteri hizmetleri talebi var.`,
        orderRef: order.id,
        data: { orderNumber: order.orderNumber, supportIndex: 1 },
      });
    }
    written.push('a demo customer with orders and support requests');

    const [waiting] = await db
      .select({ n: count() })
      .from(questions)
      .where(eq(questions.isPublished, false));
    if ((waiting?.n ?? 0) === 0) {
      await db.insert(questions).values([
        {
          productId: sku.sku.productId,
          authorName: 'Selin',
          question: 'Bu ürünün yastık kılıfları fermuarlı mı?',
          isPublished: false,
        },
        {
          productId: sku.sku.productId,
          authorName: 'Murat',
          question: 'Kurutma makinesinde kurutulabilir mi?',
          isPublished: false,
        },
      ]);
      written.push('questions waiting for an answer');
    }
  }
  return written.length > 0 ? `Customer-service demo: ${written.join(', ')}.` : null;
}
