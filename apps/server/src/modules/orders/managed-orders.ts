import { createHash } from 'node:crypto';
import type { ManagedOrderBody } from '@carsi/contract';
import { formatTL, normalizeTrMobile, VALIDATION_TEXTS } from '@carsi/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, orderEvents, orders, skus } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import { CartService, newCartId } from '../cart/index';
import { queueSms } from '../notifications/index';
import type { OrderService } from './order-service';

/** A phone order paid by card keeps its stock this long: the customer pays from the SMS. */
export const CARD_LINK_HOLD_HOURS = 24;
/** What brought a phone order in (converterAppeal: the admin order page's "Kaynak"). */
export const MANAGED_ORDER_APPEAL = 'telefon';

const badPhone = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', VALIDATION_TEXTS.mobilePhone, [
    { field, message: VALIDATION_TEXTS.mobilePhone },
  ]);

/** The payment page of an unpaid order (/odeme-adimi-2/2 with unpaidid, totalprice). */
export const payLinkOf = (publicUrl: string, order: { id: string; totalPrice: number }) =>
  `${publicUrl}/odeme-adimi-2/2?unpaidid=${encodeURIComponent(order.id)}&totalprice=${order.totalPrice}`;

export function payLinkSmsText(
  order: { id: string; orderNumber: string; totalPrice: number },
  publicUrl: string,
): string {
  return `Çarşı: ${order.orderNumber} numaralı siparişinizin ödeme bağlantısı (${formatTL(order.totalPrice)}, ${CARD_LINK_HOLD_HOURS} saat geçerli): ${payLinkOf(publicUrl, order)}`;
}

/**
 * Managed orders: staff take an order on the phone. The customer is found by
 * phone or created (customers are people by phone); the lines go into a cart of the order's own
 * and the order is placed through the same workflow as the storefront's (prices, stock, codes),
 * for the customer, so they find it under /siparislerim and can pay it once signed in.
 * - Cash on delivery confirms it at once (the "siparişiniz alındı" SMS with the fee).
 * - A card link keeps the stock for CARD_LINK_HOLD_HOURS and texts the payment page's address;
 *   signing in there with the phone's SMS code makes the order theirs to pay.
 * The staff member is recorded in the order's history. With an Idempotency-Key the cart is the
 * key's own, so a retry answers the first order.
 */
export class ManagedOrders {
  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
    private readonly orders: OrderService,
    private readonly jobs: JobQueue,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer with this phone and where their last order went, to fill the form. */
  async lookup(rawPhone: string) {
    const phone = normalizeTrMobile(rawPhone);
    if (!phone) throw badPhone('query.phone');
    const [customer] = await this.db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      })
      .from(customers)
      .where(eq(customers.phone, phone));
    const [last] = await this.db
      .select({ contact: orders.deliveryContact, address: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.orderPhone, phone))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return {
      phone,
      customer: customer ?? null,
      lastDelivery: last
        ? {
            firstName: last.contact.firstName,
            lastName: last.contact.lastName,
            email: last.contact.email,
            shippingAddress: last.address,
          }
        : null,
    };
  }

  async place(
    body: ManagedOrderBody,
    staff: { adminId: string; ip: string; userAgent: string | undefined },
    idempotencyKey: string | null,
  ) {
    const phone = normalizeTrMobile(body.phone);
    if (!phone) throw badPhone('body.phone');
    const customerId = await this.customerFor(phone, body);
    // The order's own cart: the key's (a retry finds the first order), else a new one.
    const cartId = idempotencyKey
      ? createHash('sha256').update(`managed:${idempotencyKey}`).digest('base64url').slice(0, 22)
      : newCartId();
    const owner = { cartId, customerId };
    const repeat = idempotencyKey ? await this.orderOfCart(cartId, idempotencyKey) : undefined;
    if (!repeat) {
      const skuIds = await this.skuIdsOf(body.lines);
      // A refused attempt (no stock) leaves its lines: the retry starts from an empty cart.
      await CartService.empty(this.db, cartId);
      for (const [i, line] of body.lines.entries()) {
        await this.carts.add(cartId, { skuId: skuIds[i]!, qty: line.qty }, customerId);
      }
    }
    const placed = await this.orders.create({
      owner,
      body: {
        deliveryContact: {
          firstName: body.firstName,
          lastName: body.lastName,
          phone,
          email: body.email,
        },
        shippingAddress: body.shippingAddress,
        invoiceType: 'individual',
        individualInvoice: {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          province: body.shippingAddress.province,
          district: body.shippingAddress.district,
          address: body.shippingAddress.address,
        },
        // The customer hears the contract's terms on the phone; staff confirm them for them.
        acceptedContracts: true,
        converterAppeal: MANAGED_ORDER_APPEAL,
      },
      idempotencyKey,
      ip: staff.ip,
      userAgent: staff.userAgent,
    });
    const id = placed.orderId;
    if (repeat) return this.answer(id, body.paymentMethod);
    const now = this.now();
    if (body.paymentMethod === 'CashOnDelivery') {
      await this.orders.chooseCashOnDelivery(id, owner);
    } else {
      await this.db
        .update(orders)
        .set({
          paymentMethod: 'CreditCard',
          holdExpiresAt: new Date(now.getTime() + CARD_LINK_HOLD_HOURS * 3_600_000),
          updatedAt: now,
        })
        .where(eq(orders.id, id));
    }
    const answer = await this.answer(id, body.paymentMethod);
    await this.db.insert(orderEvents).values({
      orderId: id,
      action: 'managed-order',
      actor: `admin:${staff.adminId}`,
      reason: null,
      data: { paymentMethod: body.paymentMethod, customerId },
      message: answer.message,
      idempotencyKey: null,
      at: now,
    });
    if (answer.payLink) {
      await queueSms(
        this.jobs,
        phone,
        payLinkSmsText(
          { id, orderNumber: answer.orderNumber, totalPrice: answer.totalPrice },
          this.publicUrl,
        ),
        'order-pay-link',
        `order-pay-link-${id}`,
      );
    }
    return answer;
  }

  /** The customer of this phone; created (with the caller's name) when there is none yet. */
  private async customerFor(phone: string, body: ManagedOrderBody): Promise<string> {
    await this.db
      .insert(customers)
      .values({ phone, firstName: body.firstName, lastName: body.lastName, email: body.email })
      .onConflictDoNothing({ target: customers.phone });
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.phone, phone));
    return row!.id;
  }

  /** SKU ids by code; an unknown or inactive code is a 400 naming its line. */
  private async skuIdsOf(lines: ManagedOrderBody['lines']): Promise<number[]> {
    const codes = lines.map((line) => line.sku);
    const rows = await this.db
      .select({ id: skus.id, sku: skus.sku, isActive: skus.isActive })
      .from(skus)
      .where(inArray(skus.sku, codes));
    const byCode = new Map(rows.filter((r) => r.isActive).map((r) => [r.sku, r.id]));
    const errors = codes.flatMap((code, i) =>
      byCode.has(code)
        ? []
        : [{ field: `body.lines.${i}.sku`, message: `"${code}" kodlu satışta bir ürün yok.` }],
    );
    if (errors.length > 0) throw new AppError(400, 'VALIDATION_FAILED', errors[0]!.message, errors);
    return codes.map((code) => byCode.get(code)!);
  }

  private async orderOfCart(cartId: string, key: string) {
    const [row] = await this.db
      .select({ id: orders.id, key: orders.idempotencyKey, cartId: orders.cartId })
      .from(orders)
      .where(eq(orders.cartId, cartId));
    return row && row.key === key ? row : undefined;
  }

  private async answer(orderId: string, paymentMethod: ManagedOrderBody['paymentMethod']) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    const order = row!;
    const cash = paymentMethod === 'CashOnDelivery';
    const payLink = cash ? null : payLinkOf(this.publicUrl, order);
    return {
      message: cash
        ? `${order.orderNumber} numaralı telefon siparişi kapıda ödemeyle onaylandı (${formatTL(order.totalPrice)}).`
        : `${order.orderNumber} numaralı telefon siparişinin ödeme bağlantısı SMS ile gönderildi (${formatTL(order.totalPrice)}).`,
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalPrice: order.totalPrice,
      paymentMethod,
      payLink,
    };
  }
}
