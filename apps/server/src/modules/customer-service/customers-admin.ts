import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type CorrectCustomerBody,
  type CUSTOMER_SORTS,
} from '@carsi/contract';
import { maskIdentityNumber } from '@carsi/domain';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerScores, customers, orders, returns, supportRequests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern, offsetOf, pagingOf, phoneDigits } from './search';
import { listSupportRows } from './support-admin';

type CustomerRow = typeof customers.$inferSelect;

/** How many of a customer's orders the customer page lists (newest first). */
const ORDERS_SHOWN = 50;

// The customer's id written out with its table: a one-table select leaves its columns
// unqualified, which inside this subquery would name the order's own id.
const orderCount =
  sql<number>`(select count(*) from ${orders} where ${orders.customerId} = "customers"."id"::text)`
    .mapWith(Number)
    .as('order_count');

function toRow(row: CustomerRow, count: number): AdminCustomerRow {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    orderCount: count,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** The WHERE of a customer search: name, e-mail, or the phone's digits. */
function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = phoneDigits(q);
  return or(
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
    digits ? sql`${customers.phone} like ${containsPattern(digits)}` : undefined,
  );
}

const sortOf = (sort: (typeof CUSTOMER_SORTS)[number] | undefined) => {
  switch (sort) {
    case 'createdAt':
      return [asc(customers.createdAt), asc(customers.id)];
    case 'name':
      return [asc(customers.firstName), asc(customers.lastName), asc(customers.id)];
    case '-name':
      return [desc(customers.firstName), desc(customers.lastName), desc(customers.id)];
    default:
      return [desc(customers.createdAt), desc(customers.id)];
  }
};

export async function listCustomers(
  db: Database,
  query: { q?: string | undefined; page: number; sirala?: (typeof CUSTOMER_SORTS)[number] },
) {
  const where = customerSearch(query.q);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ customer: customers, orderCount })
      .from(customers)
      .where(where)
      .orderBy(...sortOf(query.sirala))
      .limit(ADMIN_LIST_PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(customers)
      .where(where),
  ]);
  return {
    customers: rows.map((r) => toRow(r.customer, r.orderCount)),
    ...pagingOf(query.page, counted?.n ?? 0),
  };
}

/** A customer's record for the back office; identity numbers only ever masked. */
export async function customerDetail(db: Database, id: string): Promise<AdminCustomerDetail> {
  const [found] = await db
    .select({ customer: customers, orderCount })
    .from(customers)
    .where(eq(customers.id, id));
  if (!found) throw notFound('Müşteri bulunamadı.');
  const [orderRows, returnRows, support, scores] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt))
      .limit(ORDERS_SHOWN),
    db
      .select({
        id: returns.id,
        code: returns.code,
        orderNumber: orders.orderNumber,
        status: returns.status,
        reason: returns.reason,
        refundAmount: returns.refundAmount,
        createdAt: returns.createdAt,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(orders.customerId, id))
      .orderBy(desc(returns.createdAt))
      .limit(ORDERS_SHOWN),
    listSupportRows(db, or(eq(supportRequests.customerId, id), eq(orders.customerId, id)), 50),
    db
      .select()
      .from(customerScores)
      .where(eq(customerScores.customerId, id))
      .orderBy(desc(customerScores.createdAt))
      .limit(50),
  ]);
  return {
    customer: toRow(found.customer, found.orderCount),
    orders: orderRows.map((o) => ({
      orderId: o.id,
      orderNumber: o.orderNumber,
      orderStatus: o.orderStatus,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      totalPrice: o.totalPrice,
      createdAt: o.createdAt.toISOString(),
      identityNumber: o.individualInvoice?.identityNumber
        ? maskIdentityNumber(o.individualInvoice.identityNumber)
        : null,
    })),
    returns: returnRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    supportRequests: support,
    scores: scores.map((s) => ({
      score: s.score,
      comment: s.comment,
      orderRef: s.orderRef,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

/** Corrects a customer's name and e-mail; an empty e-mail removes it. */
export async function correctCustomer(
  db: Database,
  id: string,
  body: CorrectCustomerBody,
): Promise<AdminCustomerRow> {
  const [row] = await db
    .update(customers)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email === '' ? null : body.email.toLowerCase(),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw notFound('Müşteri bulunamadı.');
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.customerId, id)));
  return toRow(row, counted?.n ?? 0);
}
