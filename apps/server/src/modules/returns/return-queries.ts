import type { AdminReturnItem, AdminRole, ReturnableOrder, ReturnView } from '@carsi/contract';
import { normalizeTrMobile, type RefundStatus } from '@carsi/domain';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { foldedContains } from '../../db/folded-search';
import { orders, returns } from '../../db/schema';
import { notFound } from '../../http/errors';
import { consumePostLimit } from '../catalogue/index';
import { returnableOf } from './operations/return-facts';
import { HOUR, noOrder, noReturn, type ReturnOperationDeps, viewOf } from './operations/run';
import { toAdminReturnItem } from './return-view';

const PAGE_SIZE = 20;

/** /kolay-iade-baslat: the order of this number whose delivery phone is `phone`. */
export async function lookupReturnable(
  deps: ReturnOperationDeps,
  orderNumber: string,
  phone: string,
  ip: string,
): Promise<ReturnableOrder> {
  await consumePostLimit(deps.db, 'return-lookup', ip, { max: 20, windowMs: HOUR });
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order || normalizeTrMobile(phone) !== order.orderPhone) throw noOrder();
  return returnableOf(deps.db, order, deps.now, deps.returnShipping);
}

export async function returnInfo(deps: ReturnOperationDeps, id: string): Promise<ReturnView> {
  const [row] = await deps.db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw noReturn();
  return viewOf(deps.db, row, deps.returnShipping);
}

/** The back office's returnable view of an order, by its number. */
export async function returnableByNumber(
  deps: ReturnOperationDeps,
  orderNumber: string,
): Promise<ReturnableOrder> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw notFound('Bu numarada bir sipariş yok.');
  return returnableOf(deps.db, order, deps.now, deps.returnShipping);
}

/** The back office's list: by status, by code, order number, phone or name, sorted and paged. */
export async function listReturns(
  deps: ReturnOperationDeps,
  query: {
    q?: string | undefined;
    durum?: RefundStatus | undefined;
    sirala?: string | undefined;
    page: number;
  },
  role: AdminRole,
): Promise<{ returns: AdminReturnItem[]; total: number; page: number; pages: number }> {
  const filters: SQL[] = [];
  if (query.durum) filters.push(eq(returns.status, query.durum));
  const q = query.q?.trim();
  if (q) {
    const phone = normalizeTrMobile(q);
    filters.push(
      or(
        eq(returns.code, q.toUpperCase()),
        eq(orders.orderNumber, q),
        ...(phone ? [eq(orders.orderPhone, phone)] : []),
        foldedContains(
          q,
          sql`(${orders.deliveryContact}->>'firstName') || ' ' || (${orders.deliveryContact}->>'lastName')`,
        ),
      ) as SQL,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order =
    query.sirala === 'createdAt'
      ? asc(returns.createdAt)
      : query.sirala === 'refundAmount'
        ? asc(returns.refundAmount)
        : query.sirala === '-refundAmount'
          ? desc(returns.refundAmount)
          : query.sirala === 'legalRefundDueAt'
            ? sql`${returns.refundDueAt} asc nulls last`
            : query.sirala === '-legalRefundDueAt'
              ? sql`${returns.refundDueAt} desc nulls last`
              : desc(returns.createdAt);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ ret: returns, order: orders })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(order, desc(returns.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    returns: rows.map((r) => toAdminReturnItem(r.ret, r.order, role, deps.now())),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
