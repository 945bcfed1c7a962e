import type { CreateOrderBody, OrderView } from '@carsi/contract';
import {
  CASH_ON_DELIVERY_FEE_KURUS,
  cartTotals,
  EMPTY_CART_TEXT,
  lineAmounts,
  orderStatusMachine,
  SHIPPING_COUNTRY,
  STANDARD_SHIPPING_FEE_KURUS,
  shippingPriceFor,
  spreadCartDiscount,
} from '@carsi/domain';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  carts,
  type OrderItemSnapshot,
  orderStatusChanges,
  orders,
  productSales,
} from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { type PricedLine, priceLines } from '../cart/cart-pricing';
import { CartService, usableBy } from '../cart/cart-service';
import { firstVisitOf } from '../cart/first-visit';
import { newOrderId, newOrderNumber } from './order-ids';
import { checkOrderInput } from './order-input';
import { type OrderRow, toOrderView } from './order-view';
import { releaseOrder } from './release';
import { reserveStock } from './stock';
import { parseUserAgent } from './user-agent';

/** How long an order's stock is held while nobody has chosen or completed a payment. */
export const PAYMENT_HOLD_MINUTES = 30;

/** Who asks: the visitor's cart cookie and, once signed in, the customer. */
export interface OrderOwner {
  cartId: string | null;
  customerId?: string | null;
  /** The visitor cookie: the cart's time-limited prices count from its first visit too. */
  visitorId?: string | null;
}

export interface CreateOrderInput {
  owner: OrderOwner;
  body: CreateOrderBody;
  idempotencyKey: string | null;
  ip: string;
  userAgent: string | undefined;
}

const uniqueViolation = (error: unknown, constraint: string): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint === constraint || pg.message?.includes(constraint)))
      return true;
  }
  return false;
};

const forbidden = () => new AppError(403, 'FORBIDDEN', 'Bu siparişi görme yetkiniz yok.');
const emptyCart = () => new AppError(409, 'EMPTY_CART', EMPTY_CART_TEXT);

/** A sold line; `discount` is its share of a cart-wide discount (spreadCartDiscount). */
function snapshot(line: PricedLine, discount: number): OrderItemSnapshot {
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
    ...(discount > 0 ? { discount } : {}),
  };
}

/** The visitor placed the order (cart cookie) or is the customer it belongs to. */
export function owns(row: OrderRow, owner: OrderOwner): boolean {
  if (owner.cartId !== null && row.cartId === owner.cartId) return true;
  return Boolean(owner.customerId) && row.customerId === owner.customerId;
}

const actorOf = (owner: OrderOwner) =>
  owner.customerId ? `customer:${owner.customerId}` : 'guest';

/**
 * Retail orders: placing one from the cart (stock reserved in the same transaction), choosing
 * cash on delivery, reading, and cancelling an unpaid one. No provider is called here.
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(input: CreateOrderInput): Promise<OrderView> {
    const { owner, body } = input;
    if (!owner.cartId) throw emptyCart();
    const cartId = owner.cartId;
    const checked = checkOrderInput(body);
    if (input.idempotencyKey) {
      const first = await this.byIdempotencyKey(cartId, input.idempotencyKey);
      if (first) return toOrderView(first);
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction(async (tx) => {
          const [cart] = await tx
            .select({
              ...getTableColumns(carts),
              firstVisit: firstVisitOf(owner.visitorId ?? null),
            })
            .from(carts)
            .where(eq(carts.id, cartId))
            .for('update');
          if (input.idempotencyKey) {
            const first = await this.byIdempotencyKey(cartId, input.idempotencyKey, tx);
            if (first) return toOrderView(first);
          }
          // A customer's cart orders only for that customer (an old cookie on a shared computer).
          const mine = cart && usableBy(cart, owner.customerId ?? null);
          const now = this.now();
          // The prices the cart shows at this moment, time-limited discounts included.
          const lines = mine
            ? await priceLines(tx, cart.items, {
                firstVisitTime: cart.firstVisit.getTime(),
                nowMs: now.getTime(),
              })
            : [];
          if (lines.length === 0) throw emptyCart();
          const totals = cartTotals(lines);
          // A cart-wide discount is spread over the lines, and each line's VAT is split out of
          // what is left of it, so itemsPrice + taxPrice is exactly what the goods cost.
          const amounts = spreadCartDiscount(lines, totals.surpriceDiscount);
          const items = lines.map((line, i) => snapshot(line, amounts[i]?.discount ?? 0));
          await reserveStock(tx, items);
          const shippingPrice = shippingPriceFor(totals.payableAmount, STANDARD_SHIPPING_FEE_KURUS);
          const [row] = await tx
            .insert(orders)
            .values({
              id: newOrderId(),
              orderNumber: newOrderNumber(now),
              cartId,
              customerId: owner.customerId ?? null,
              idempotencyKey: input.idempotencyKey,
              orderPhone: checked.phone,
              items,
              itemsPrice: amounts.reduce((sum, line) => sum + line.net, 0),
              taxPrice: amounts.reduce((sum, line) => sum + line.vat, 0),
              shippingPrice,
              totalPrice: totals.payableAmount + shippingPrice,
              deliveryContact: { ...body.deliveryContact, phone: checked.phone, ip: input.ip },
              shippingAddress: { ...body.shippingAddress, country: SHIPPING_COUNTRY },
              individualInvoice: checked.individualInvoice,
              companyInvoice: checked.companyInvoice,
              userAnalytics: parseUserAgent(input.userAgent),
              holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const order = row!;
          await tx.insert(orderStatusChanges).values({
            orderId: order.id,
            fromStatus: null,
            toStatus: orderStatusMachine.initial,
            actor: actorOf(owner),
            reason: 'Sipariş oluşturuldu',
            at: now,
          });
          await CartService.empty(tx, cartId);
          return toOrderView(order);
        });
      } catch (error) {
        if (input.idempotencyKey && uniqueViolation(error, 'orders_idempotency')) {
          const first = await this.byIdempotencyKey(cartId, input.idempotencyKey);
          if (first) return toOrderView(first);
        }
        // A clash of the short order number is rare; a fresh number is drawn.
        if (attempt < 3 && uniqueViolation(error, 'orders_order_number_unique')) continue;
        throw error;
      }
    }
  }

  /** Cash on delivery: the order is settled at the door, so its stock hold ends. Idempotent. */
  async chooseCashOnDelivery(orderId: string, owner: OrderOwner): Promise<OrderView> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockOwned(tx, orderId, owner);
      if (row.paymentMethod === 'CashOnDelivery') return toOrderView(row);
      if (row.paymentStatus !== 'UNPAID' || row.stockReleasedAt || row.orderStatus !== 'NEW') {
        throw new AppError(
          409,
          'ORDER_NOT_PAYABLE',
          'Bu sipariş için ödeme yöntemi artık değiştirilemez.',
        );
      }
      const now = this.now();
      const [updated] = await tx
        .update(orders)
        .set({
          paymentMethod: 'CashOnDelivery',
          paymentStatus: 'CASH_ON_DELIVERY',
          cashOnDeliveryFee: CASH_ON_DELIVERY_FEE_KURUS,
          totalPrice: row.totalPrice + CASH_ON_DELIVERY_FEE_KURUS,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(orders.id, row.id))
        .returning();
      await tx
        .insert(productSales)
        .values(
          row.items
            .filter((item) => item.price > 0)
            .map((item) => ({
              productId: item.productId,
              skuId: item.skuId,
              orderRef: row.id,
              quantity: item.qty,
              soldAt: now,
            })),
        )
        .onConflictDoNothing();
      return toOrderView(updated!);
    });
  }

  /** Anyone holding the unguessable id may read the order (the guest's link). */
  async details(orderId: string): Promise<OrderView> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFound('Sipariş bulunamadı.');
    return toOrderView(row);
  }

  /** The shopper cancels an order nobody has paid for; its stock goes back at once. */
  async deleteUnpaid(orderId: string, owner: OrderOwner): Promise<OrderView> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockOwned(tx, orderId, owner);
      if (row.paymentStatus !== 'UNPAID' || row.stockReleasedAt) {
        throw new AppError(409, 'ORDER_NOT_UNPAID', 'Yalnızca ödenmemiş siparişler silinebilir.');
      }
      return toOrderView(
        await releaseOrder(tx, row, actorOf(owner), 'Ödenmemiş sipariş silindi', this.now()),
      );
    });
  }

  /** Unpaid orders of the visitor's cart, newest first (the unpaid-orders banner). */
  async unpaidOf(shareId: string, owner: OrderOwner): Promise<OrderRow[]> {
    return this.unpaidOfCart(await this.ownedCartId(shareId, owner));
  }

  async unpaidOfCart(cartId: string | null): Promise<OrderRow[]> {
    if (!cartId) return [];
    const rows = await this.ordersOfCart(cartId);
    return rows.filter((r) => r.paymentStatus === 'UNPAID' && !r.stockReleasedAt);
  }

  /** A customer's orders, newest first. */
  async ofCustomer(customerId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt))
      .limit(100);
  }

  /** An order and whether `owner` may act on it; null when there is no such order. */
  async find(
    orderId: string,
    owner: OrderOwner,
  ): Promise<{ order: OrderView; owned: boolean } | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return row ? { order: toOrderView(row), owned: owns(row, owner) } : null;
  }

  /** SPEC §3 pending-order info: YES while a settled order is not yet packed. */
  async pendingOf(shareId: string, owner: OrderOwner) {
    const rows = await this.ordersOfCart(await this.ownedCartId(shareId, owner));
    const pending = rows.filter(
      (r) =>
        r.paymentStatus !== 'UNPAID' && (r.orderStatus === 'NEW' || r.orderStatus === 'CONFIRMED'),
    );
    const isTherePending: 'YES' | 'NO' | 'NOTYET' =
      pending.length > 0 ? 'YES' : rows.length > 0 ? 'NO' : 'NOTYET';
    return { isTherePending, pendingOrders: pending };
  }

  private async byIdempotencyKey(cartId: string, key: string, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cartId), eq(orders.idempotencyKey, key)));
    return row;
  }

  private async lockOwned(tx: Database, orderId: string, owner: OrderOwner): Promise<OrderRow> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound('Sipariş bulunamadı.');
    if (!owns(row, owner)) throw forbidden();
    return row;
  }

  private async ownedCartId(shareId: string, owner: OrderOwner): Promise<string> {
    const [cart] = await this.db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.shareId, shareId));
    if (!cart) throw notFound('Sepet bulunamadı.');
    if (cart.id !== owner.cartId) throw forbidden();
    return cart.id;
  }

  private ordersOfCart(cartId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(eq(orders.cartId, cartId))
      .orderBy(desc(orders.createdAt))
      .limit(50);
  }
}
