import type { CreateOrderBody, OrderView } from '@carsi/contract';
import {
  assertDeletableUnpaid,
  assertOrderOwnedBy,
  CASH_ON_DELIVERY_FEE_KURUS,
  isAwaitingPayment,
  isOrderOwnedBy,
  isPayable,
  isPendingOrder,
  pendingStateOf,
  settleCashOnDelivery,
} from '@carsi/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, orders } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { shopMetrics } from '../../metrics/shop-metrics';
import { runWorkflow } from '../../workflows/workflow';
import { usableBy } from '../cart/index';
import { recordSales } from '../catalogue/index';
import { storedInvoiceUrl } from '../invoicing/index';
import { cardRefundsOf } from './order-card-refunds';
import { factsOf, soldLinesOf } from './order-facts';
import { checkOrderInput } from './order-input';
import type { OrderSmsNotifier } from './order-sms';
import { type OrderRow, toOrderSummary, toOrderView } from './order-view';
import { emptyCart, placeOrderWorkflow } from './place-order';
import { releaseOrder } from './release';
import { actorOf, recordOrderStatus } from './status-log';

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

/**
 * Retail orders: placing one from the cart (stock reserved in the same transaction), choosing
 * cash on delivery, reading, and cancelling an unpaid one. No provider is called here.
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** The "siparişiniz alındı" SMS, queued once cash on delivery confirms the order. */
    private readonly sms?: OrderSmsNotifier,
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
        let placed: OrderRow | undefined;
        const view = await this.db.transaction(async (tx) => {
          // The cart's row lock makes a double click wait for the first placement to finish.
          await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
          if (input.idempotencyKey) {
            const first = await this.byIdempotencyKey(cartId, input.idempotencyKey, tx);
            if (first) return toOrderView(first);
          }
          const { order } = await runWorkflow(placeOrderWorkflow, {
            tx,
            cartId,
            owner,
            body,
            checked,
            idempotencyKey: input.idempotencyKey,
            ip: input.ip,
            userAgent: input.userAgent,
            now: this.now(),
          });
          placed = order!;
          return toOrderView(order!);
        });
        // No SMS yet: the order is placed only once it is paid or confirmed for cash on
        // delivery, and a card may still fail.
        if (placed) shopMetrics.orderPlaced();
        return view;
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

  /**
   * Cash on delivery: the order is settled at the door, so it is confirmed (NEW → CONFIRMED),
   * its sale is recorded and its stock hold ends. Idempotent.
   */
  async chooseCashOnDelivery(orderId: string, owner: OrderOwner): Promise<OrderView> {
    let chosen: OrderRow | undefined;
    const view = await this.db.transaction(async (tx) => {
      const row = await this.lockOwned(tx, orderId, owner);
      if (row.paymentMethod === 'CashOnDelivery') return toOrderView(row);
      // A card add-on (add-on-order.ts) was priced for the card: it cannot turn into cash.
      if (row.mainOrderId !== null)
        throw new AppError(409, 'ADD_ON_CARD_REQUIRED', 'Bu ek sipariş kartla ödenmelidir.');
      const settled = settleCashOnDelivery(factsOf(row));
      const now = this.now();
      await recordOrderStatus(tx, row, settled.orderStatus, {
        actor: actorOf(owner),
        at: now,
        reason: 'Kapıda ödeme seçildi',
      });
      const [updated] = await tx
        .update(orders)
        .set({
          orderStatus: settled.orderStatus,
          paymentMethod: 'CashOnDelivery',
          paymentStatus: settled.paymentStatus,
          cashOnDeliveryFee: CASH_ON_DELIVERY_FEE_KURUS,
          totalPrice: row.totalPrice + CASH_ON_DELIVERY_FEE_KURUS,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(orders.id, row.id))
        .returning();
      await recordSales(tx, row.id, soldLinesOf(row), now);
      chosen = updated!;
      return toOrderView(updated!);
    });
    if (chosen) {
      shopMetrics.payment('cash_on_delivery', 'chosen');
      // The order is placed now, and the amount due includes the cash-on-delivery fee.
      await this.sms?.('placed', chosen);
    }
    return view;
  }

  /** The shopper cancels an order nobody has paid for; its stock goes back at once. */
  async deleteUnpaid(orderId: string, owner: OrderOwner): Promise<OrderView> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockOwned(tx, orderId, owner);
      assertDeletableUnpaid(factsOf(row));
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
    return rows.filter((r) => isAwaitingPayment(factsOf(r)));
  }

  /**
   * The banners every storefront page shows: the cart's unpaid orders and
   * its pending main order (settled, not packed), from one read of the cart's orders.
   */
  async bannersOfCart(cartId: string | null, customerId: string | null) {
    const [cart] = cartId
      ? await this.db
          .select({ id: carts.id, customerId: carts.customerId })
          .from(carts)
          .where(eq(carts.id, cartId))
      : [];
    // A signed-in customer's cart is theirs alone (as its units are: CartService.units).
    const rows = cart && usableBy(cart, customerId) ? await this.ordersOfCart(cart.id) : [];
    const pending = rows.find((row) => row.mainOrderId === null && isPendingOrder(factsOf(row)));
    return {
      unpaidOrders: rows.filter((row) => isAwaitingPayment(factsOf(row))).map(toOrderSummary),
      pendingOrder: pending ? { orderId: pending.id, orderNumber: pending.orderNumber } : null,
    };
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

  /** An order, whether `owner` may act on it and whether it is payable; null when unknown. */
  async find(
    orderId: string,
    owner: OrderOwner,
  ): Promise<{ order: OrderView; owned: boolean; payable: boolean } | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return null;
    return {
      order: {
        ...toOrderView(row),
        cardRefunds: await cardRefundsOf(this.db, row),
        invoiceUrl: await storedInvoiceUrl(this.db, 'retail', row.id, row.orderNumber),
      },
      owned: isOrderOwnedBy(row, owner),
      payable: isPayable(factsOf(row)),
    };
  }

  /** Pending-order info: YES while a settled order is not yet packed. */
  async pendingOf(shareId: string, owner: OrderOwner) {
    // Add-on orders (add-on-order.ts) join a main order; only main orders open the window.
    const rows = (await this.ordersOfCart(await this.ownedCartId(shareId, owner))).filter(
      (row) => row.mainOrderId === null,
    );
    const facts = rows.map(factsOf);
    return {
      isTherePending: pendingStateOf(facts),
      pendingOrders: rows.filter((_, i) => isPendingOrder(facts[i]!)),
    };
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
    assertOrderOwnedBy(row, owner);
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
