import type { AddOnOrderView, AddOnQuote } from '@carsi/contract';
import {
  ADDITIONAL_ORDER_PAYMENT_PATH,
  ADDITIONAL_ORDER_THRESHOLD_KURUS,
  type AddOnOrderAmounts,
  additionalOrderId,
  addOnOrderAmounts,
  addToOrderConfirmationText,
  assertOrderOwnedBy,
  isPastPacking,
  isPendingOrder,
  lineAmounts,
  orderStatusMachine,
  orderStatusOf,
  routeCheckout,
} from '@carsi/domain';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, type OrderItemSnapshot, orderStatusChanges, orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { notifyAdmins } from '../admin-notifications/index';
import { CartService, usableBy } from '../cart/index';
import { recordSales } from '../catalogue/index';
import { firstVisitOf } from '../identity/index';
import { type PricedLine, priceLines } from '../pricing/index';
import { factsOf, soldLinesOf } from './order-facts';
import { newOrderId, newOrderNumber } from './order-ids';
import type { OrderOwner } from './order-service';
import type { OrderRow } from './order-view';
import { emptyCart, PAYMENT_HOLD_MINUTES } from './place-order';
import { actorOf } from './status-log';
import { reserveStock } from './stock';
import { parseUserAgent } from './user-agent';

/** Turkish refusals of an add-on to a pending order. */
export const ADD_ON_TEXTS = {
  noPending: 'Ürün eklenebilecek bekleyen bir siparişiniz yok.',
  packed:
    'Ana Siparişiniz Paketlendi: artık bu siparişe ürün eklenemez. Sepetinizdeki ürünler için yeni bir sipariş verebilirsiniz.',
  notMain: 'Ek siparişe ürün eklenemez; lütfen ana siparişinizi seçin.',
  cardOverThreshold: `${ADDITIONAL_ORDER_THRESHOLD_KURUS / 100} TL üzerindeki ek siparişler kartla ödenir.`,
  cardMainPaidByCard: 'Ana siparişiniz kartla ödendiği için ek siparişiniz de kartla ödenir.',
} as const;

/** What an add-on order records as its converterAppeal. */
export const ADD_ON_CONVERTER_APPEAL = 'grandupsell';

const refuse = (code: string, message: string) => new AppError(409, code, message);

/** A main order is one the shopper placed from the cart; an add-on names its main order. */
const isMain = (row: OrderRow) => row.mainOrderId === null;

/** Packed or further along: the add-on window has closed (the parcel is already made up). */
interface PricedAddOn extends AddOnOrderAmounts {
  items: OrderItemSnapshot[];
}

/** The add-on's order lines and money (domain `addOnOrderAmounts`: 5 TL × units off). */
function priceAddOn(lines: PricedLine[]): PricedAddOn {
  const amounts = addOnOrderAmounts(lines);
  const items = lines.map((line, i) => {
    const share = amounts.lines[i]?.discount ?? 0;
    return {
      skuId: line.skuNumber,
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      target: line.target,
      type: line.type,
      size: line.size,
      color: line.color,
      image: line.image?.key ?? null,
      qty: line.qty,
      price: line.price,
      priceForOne: line.priceForOne,
      priceGap: line.priceGap ?? 0,
      vat: line.vat,
      productUnit: line.productUnit,
      itemsTotalPrice: lineAmounts(line).gross,
      ...(share > 0 ? { discount: share } : {}),
    } satisfies OrderItemSnapshot;
  });
  return { ...amounts, items };
}

/**
 * Add-on orders: while the visitor's main order is settled and not
 * packed (isTherePending = YES), the cart joins it as an additional order — cash on delivery
 * without a second shipping or cash-on-delivery fee when it is 400 TL or less and the main order
 * was not paid by card, else by card on the grandupsell payment page. The main order's row lock
 * orders an add-on against packing (mark-packed locks the same row), so an add-on never joins a
 * packed order.
 */
export class AddOnOrders {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The visitor's pending main order (settled, not packed), newest first; null when none. */
  async pendingMain(owner: OrderOwner, db: Database = this.db): Promise<OrderRow | null> {
    const mine = [
      ...(owner.cartId ? [eq(orders.cartId, owner.cartId)] : []),
      ...(owner.customerId ? [eq(orders.customerId, owner.customerId)] : []),
    ];
    if (mine.length === 0) return null;
    const rows = await db
      .select()
      .from(orders)
      .where(and(or(...mine), isNull(orders.mainOrderId)))
      .orderBy(desc(orders.createdAt))
      .limit(20);
    return rows.find((row) => isMain(row) && isPendingOrder(factsOf(row))) ?? null;
  }

  /** What the cart would cost as an add-on now, and how it is paid. */
  async quote(owner: OrderOwner): Promise<AddOnQuote> {
    const main = await this.pendingMain(owner);
    if (!main) throw new AppError(404, 'NO_PENDING_ORDER', ADD_ON_TEXTS.noPending);
    const priced = priceAddOn(await this.cartLines(this.db, owner));
    const route = this.route(main, priced.amount);
    return {
      mainOrderId: main.id,
      mainOrderNumber: main.orderNumber,
      itemsAmount: priced.itemsAmount,
      addOnDiscount: priced.discount,
      amount: priced.amount,
      payment: route.kind === 'confirmCashOnDelivery' ? 'CashOnDelivery' : 'CreditCard',
      confirmationText: addToOrderConfirmationText(priced.amount),
    };
  }

  /** The cart becomes an add-on order of `mainOrderId`, in one transaction. */
  async create(
    owner: OrderOwner,
    input: { mainOrderId: string; paymentMethod: 'CashOnDelivery' | 'CreditCard' },
    meta: { ip: string; userAgent: string | undefined },
  ): Promise<AddOnOrderView> {
    if (!owner.cartId) throw emptyCart();
    const cartId = owner.cartId;
    return this.db.transaction(async (tx) => {
      const now = this.now();
      // The cart's lock first (as placing an order does), then the main order's: packing locks
      // that row too, so the check below and the insert see the order as it stays.
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
      const [main] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, input.mainOrderId))
        .for('update');
      if (!main) throw new AppError(404, 'NOT_FOUND', 'Sipariş bulunamadı.');
      assertOrderOwnedBy(main, owner);
      if (!isMain(main)) throw refuse('ADD_ON_NOT_MAIN', ADD_ON_TEXTS.notMain);
      if (isPastPacking(orderStatusOf(main.orderStatus)) || main.packedAt)
        throw refuse('MAIN_ORDER_PACKED', ADD_ON_TEXTS.packed);
      if (!isPendingOrder(factsOf(main))) throw refuse('NO_PENDING_ORDER', ADD_ON_TEXTS.noPending);

      const priced = priceAddOn(await this.cartLines(tx, owner));
      const route = this.route(main, priced.amount);
      const cash = input.paymentMethod === 'CashOnDelivery';
      if (cash && route.kind !== 'confirmCashOnDelivery') {
        throw main.paymentMethod === 'CreditCard'
          ? refuse('ADD_ON_CARD_REQUIRED', ADD_ON_TEXTS.cardMainPaidByCard)
          : refuse('ADD_ON_CARD_REQUIRED', ADD_ON_TEXTS.cardOverThreshold);
      }
      await reserveStock(tx, priced.items);
      const actor = actorOf(owner);
      const [row] = await tx
        .insert(orders)
        .values({
          id: newOrderId(),
          orderNumber: newOrderNumber(now),
          cartId,
          customerId: main.customerId ?? owner.customerId ?? null,
          mainOrderId: main.id,
          addonRef: additionalOrderId(main.id, now.getTime()),
          orderPhone: main.orderPhone,
          items: priced.items,
          itemsPrice: priced.itemsPrice,
          taxPrice: priced.taxPrice,
          // It travels in the main order's parcel: no second shipping fee.
          shippingPrice: 0,
          cashOnDeliveryFee: 0,
          totalPrice: priced.amount,
          deliveryContact: main.deliveryContact,
          shippingAddress: main.shippingAddress,
          individualInvoice: main.individualInvoice,
          companyInvoice: main.companyInvoice,
          userAnalytics: parseUserAgent(meta.userAgent),
          // The additional order's payload has converterAppeal 'grandupsell'.
          converterAppeal: ADD_ON_CONVERTER_APPEAL,
          ...(cash
            ? {
                orderStatus: 'CONFIRMED',
                paymentMethod: 'CashOnDelivery',
                paymentStatus: 'CASH_ON_DELIVERY',
                holdExpiresAt: null,
              }
            : { holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000) }),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const order = row!;
      await tx.insert(orderStatusChanges).values([
        {
          orderId: order.id,
          fromStatus: null,
          toStatus: orderStatusMachine.initial,
          actor,
          reason: `Ek sipariş (${main.orderNumber})`,
          at: now,
        },
        ...(cash
          ? [
              {
                orderId: order.id,
                fromStatus: orderStatusMachine.initial,
                toStatus: 'CONFIRMED',
                actor,
                reason: 'Kapıda ödeme ile ana siparişe eklendi',
                at: now,
              },
            ]
          : []),
      ]);
      if (cash) await recordSales(tx, order.id, soldLinesOf(order), now);
      await notifyAdmins(tx, {
        kind: 'order-new',
        title: `Ek sipariş: ${order.orderNumber} → ${main.orderNumber}`,
        body: `${main.orderNumber} numaralı siparişe ${order.items.length} kalem eklendi; aynı kolide gönderilmeli.`,
        orderRef: order.id,
        data: {
          orderNumber: order.orderNumber,
          mainOrderId: main.id,
          totalPrice: order.totalPrice,
        },
      });
      await CartService.empty(tx, cartId);
      return {
        orderId: order.id,
        additionalOrderId: order.addonRef!,
        mainOrderId: main.id,
        orderNumber: order.orderNumber,
        paymentMethod: cash ? 'CashOnDelivery' : 'CreditCard',
        paymentStatus: order.paymentStatus,
        totalPrice: order.totalPrice,
        shippingPrice: order.shippingPrice,
        addOnDiscount: priced.discount,
        paymentPath: cash
          ? null
          : `${ADDITIONAL_ORDER_PAYMENT_PATH}&unpaidid=${order.id}&totalprice=${order.totalPrice}`,
      };
    });
  }

  private route(main: OrderRow, amount: number) {
    return routeCheckout({
      pendingState: 'YES',
      mainOrderPacked: false,
      additionAmount: amount,
      mainOrderPaidByCard: main.paymentMethod === 'CreditCard',
    });
  }

  /** The cart's paid lines priced now (time-limited prices included); no gift joins an add-on. */
  private async cartLines(db: Database, owner: OrderOwner): Promise<PricedLine[]> {
    if (!owner.cartId) throw emptyCart();
    const [cart] = await db
      .select({
        items: carts.items,
        customerId: carts.customerId,
        firstVisit: firstVisitOf(owner.visitorId ?? null),
      })
      .from(carts)
      .where(eq(carts.id, owner.cartId));
    const lines =
      cart && usableBy(cart, owner.customerId ?? null)
        ? await priceLines(db, cart.items, {
            firstVisitTime: cart.firstVisit.getTime(),
            nowMs: this.now().getTime(),
          })
        : [];
    if (!lines.some((line) => line.price > 0)) throw emptyCart();
    return lines;
  }
}
