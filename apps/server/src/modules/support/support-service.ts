import {
  type CreateSupportRequestBody,
  type MySupportRequestsResponse,
  type OrderSupportResponse,
  SUPPORT_REQUESTS_PER_PAGE,
  type SupportOrder,
  type SupportRequestItem,
} from '@carsi/contract';
import { isOrderOwnedBy, maskPhone, normalizeTrMobile, VALIDATION_TEXTS } from '@carsi/domain';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, supportRequests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { notifyAdmins } from '../admin-notifications/index';
import { consumePostLimit, type PostLimit } from '../catalogue/index';
import { fieldError } from '../identity/index';
import type { OrderOwner } from '../orders/index';
import { customerOrdersFilter, visibleOrder } from './order-access';
import { toSupportItem, toSupportOrder } from './support-view';

export interface SupportLimits {
  /** New requests per visitor IP. */
  perIp: PostLimit;
  /** New requests per contact phone, whichever IP they come from. */
  perPhone: PostLimit;
}

const HOUR = 60 * 60_000;
export const DEFAULT_SUPPORT_LIMITS: SupportLimits = {
  perIp: { max: 10, windowMs: HOUR },
  perPhone: { max: 5, windowMs: HOUR },
};

/** How many of a customer's orders the customer-service page offers help for. */
const ORDERS_SHOWN = 20;

const noSuchOrder = () => notFound('Sipariş bulunamadı.');

const badPhone = () => fieldError('body.contactPhone', VALIDATION_TEXTS.mobilePhone);

/**
 * Customer-service requests about orders. A request is numbered within its order (supportIndex)
 * under the order's row lock, so two requests sent at once never share a number.
 */
export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly limits: SupportLimits = DEFAULT_SUPPORT_LIMITS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(
    body: CreateSupportRequestBody,
    owner: OrderOwner,
    ip: string,
  ): Promise<SupportRequestItem> {
    const order = await visibleOrder(this.db, body.orderId, owner);
    if (!order) throw noSuchOrder();
    const phone = body.contactPhone ? normalizeTrMobile(body.contactPhone) : order.orderPhone;
    if (!phone) throw badPhone();
    await consumePostLimit(this.db, 'support', ip, this.limits.perIp);
    await consumePostLimit(this.db, 'support-phone', phone, this.limits.perPhone);
    return this.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
      const existing = await tx
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.orderId, order.id))
        .orderBy(asc(supportRequests.supportIndex));
      // A double click or a resent form is the same request, not a new one.
      const repeat = existing.find(
        (r) => r.status === 'OPEN' && r.topic === body.topic && r.message === body.message,
      );
      if (repeat) return toSupportItem(repeat, order.orderNumber);
      const now = this.now();
      const [row] = await tx
        .insert(supportRequests)
        .values({
          orderId: order.id,
          supportIndex: (existing.at(-1)?.supportIndex ?? 0) + 1,
          topic: body.topic,
          message: body.message,
          contactPhone: phone,
          customerId: owner.customerId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await notifyAdmins(tx, {
        kind: 'support-new',
        title: `Yeni destek talebi: ${order.orderNumber}`,
        body: `${order.orderNumber} numaralı sipariş için yeni bir müşteri hizmetleri talebi var.`,
        orderRef: order.id,
        data: {
          orderNumber: order.orderNumber,
          supportIndex: row!.supportIndex,
          topic: body.topic,
        },
      });
      return toSupportItem(row!, order.orderNumber);
    });
  }

  /** An order the caller may see and its requests, oldest first; 404 otherwise. */
  async forOrder(orderId: string, owner: OrderOwner): Promise<OrderSupportResponse> {
    const order = await visibleOrder(this.db, orderId, owner);
    if (!order) throw noSuchOrder();
    const rows = await this.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.orderId, order.id))
      .orderBy(asc(supportRequests.supportIndex));
    // Someone holding a guest order's link but not owning it sees no phone number in full.
    const owned = isOrderOwnedBy(order, owner);
    return {
      order: toSupportOrder(order),
      requests: rows.map((row) => {
        const item = toSupportItem(row, order.orderNumber);
        return owned ? item : { ...item, contactPhone: maskPhone(item.contactPhone) };
      }),
    };
  }

  /** One page of a customer's requests, newest first. */
  async ofCustomer(
    customerId: string,
    cartId: string | null,
    pageNumber: number,
  ): Promise<MySupportRequestsResponse> {
    const visible = await customerOrdersFilter(this.db, customerId, cartId);
    const rows = await this.db
      .select({
        request: supportRequests,
        orderNumber: orders.orderNumber,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(supportRequests)
      .innerJoin(orders, eq(orders.id, supportRequests.orderId))
      .where(visible)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(SUPPORT_REQUESTS_PER_PAGE)
      .offset((pageNumber - 1) * SUPPORT_REQUESTS_PER_PAGE);
    const count = rows[0]?.total ?? (pageNumber > 1 ? await this.countOf(visible) : 0);
    return {
      page: pageNumber,
      pages: Math.max(1, Math.ceil(count / SUPPORT_REQUESTS_PER_PAGE)),
      count,
      requests: rows.map((row) => toSupportItem(row.request, row.orderNumber)),
    };
  }

  /** The customer's most recent orders, each of which the page offers help for. */
  async ordersOfCustomer(customerId: string, cartId: string | null): Promise<SupportOrder[]> {
    const rows = await this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
        totalPrice: orders.totalPrice,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(await customerOrdersFilter(this.db, customerId, cartId))
      .orderBy(desc(orders.createdAt))
      .limit(ORDERS_SHOWN);
    return rows.map(toSupportOrder);
  }

  private async countOf(visible: SQL) {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(supportRequests)
      .innerJoin(orders, eq(orders.id, supportRequests.orderId))
      .where(visible);
    return row?.n ?? 0;
  }
}
