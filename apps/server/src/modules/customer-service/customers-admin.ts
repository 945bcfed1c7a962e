import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type CorrectCustomerBody,
  type CUSTOMER_SORTS,
} from '@carsi/contract';
import { maskIdentityNumber } from '@carsi/domain';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import {
  customerScores,
  customers,
  orderStatusChanges,
  orders,
  returns,
  supportRequests,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { phoneDigits } from '../identity/index';
import { containsPattern, offsetOf, pagingOf } from './search';
import { listSupportRows } from './support-admin';

type CustomerRow = typeof customers.$inferSelect;

/** How many of a customer's orders the customer page lists (newest first). */
const ORDERS_SHOWN = 50;

// Customers are people by phone, whether or not they signed in: every phone
// an order was placed with has a customers row (migration 0037), and a person's orders are those
// of their account plus the guest orders placed with their phone.
//
// The customer's id and phone are written out with their table: a one-table select leaves its
// columns unqualified, which inside these subqueries would name the order's own columns.
const orderCount =
  sql<number>`((select count(*) from ${orders} where ${orders.customerId} = "customers"."id"::text) + (select count(*) from ${orders} where ${orders.customerId} is null and ${orders.orderPhone} = "customers"."phone"))`
    .mapWith(Number)
    .as('order_count');

/** The name on the person's latest order, for someone who never gave one on their account. */
const contactName = sql<{ firstName: string; lastName: string } | null>`(select json_build_object(
    'firstName', ${orders.deliveryContact}->>'firstName', 'lastName', ${orders.deliveryContact}->>'lastName')
  from ${orders} where ${orders.orderPhone} = "customers"."phone" order by ${orders.createdAt} desc limit 1)`.as(
  'contact_name',
);

function toRow(
  row: CustomerRow,
  count: number,
  contact: { firstName: string; lastName: string } | null,
): AdminCustomerRow {
  const named = Boolean(row.firstName || row.lastName);
  return {
    _id: row.id,
    firstName: named ? row.firstName : (contact?.firstName ?? ''),
    lastName: named ? row.lastName : (contact?.lastName ?? ''),
    phone: row.phone,
    email: row.email,
    orderCount: count,
    signedIn: row.lastSignInAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** The WHERE of a customer search: name, e-mail, or the phone's digits. */
function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = phoneDigits(q);
  return or(
    foldedContains(q, sql`${customers.firstName} || ' ' || ${customers.lastName}`, customers.email),
    // A guest buyer is found by the name on their orders.
    sql`exists (select 1 from ${orders} where ${orders.orderPhone} = "customers"."phone" and ${foldedContains(q, orders.searchName)})`,
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
      .select({ customer: customers, orderCount, contactName })
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
    customers: rows.map((r) => toRow(r.customer, r.orderCount, r.contactName)),
    ...pagingOf(query.page, counted?.n ?? 0),
  };
}

/**
 * A person's record for the back office: their orders (by account and, as a guest, by phone),
 * returns, cash-on-delivery refusals, support requests and scores; identity numbers masked.
 */
export async function customerDetail(db: Database, id: string): Promise<AdminCustomerDetail> {
  const [found] = await db
    .select({ customer: customers, orderCount, contactName })
    .from(customers)
    .where(eq(customers.id, id));
  if (!found) throw notFound('Müşteri bulunamadı.');
  const theirs = or(
    eq(orders.customerId, id),
    and(isNull(orders.customerId), eq(orders.orderPhone, found.customer.phone)),
  );
  const [orderRows, returnRows, refusals, support, scores] = await Promise.all([
    db.select().from(orders).where(theirs).orderBy(desc(orders.createdAt)).limit(ORDERS_SHOWN),
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
      .where(theirs)
      .orderBy(desc(returns.createdAt))
      .limit(ORDERS_SHOWN),
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        at: orderStatusChanges.at,
        reason: orderStatusChanges.reason,
      })
      .from(orderStatusChanges)
      .innerJoin(orders, eq(orders.id, orderStatusChanges.orderId))
      .where(
        and(
          theirs,
          eq(orders.paymentMethod, 'CashOnDelivery'),
          eq(orderStatusChanges.toStatus, 'UNDELIVERED'),
        ),
      )
      .orderBy(desc(orderStatusChanges.at))
      .limit(ORDERS_SHOWN),
    listSupportRows(db, or(eq(supportRequests.customerId, id), theirs), 50),
    db
      .select()
      .from(customerScores)
      .where(eq(customerScores.customerId, id))
      .orderBy(desc(customerScores.createdAt))
      .limit(50),
  ]);
  return {
    customer: toRow(found.customer, found.orderCount, found.contactName),
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
    codRefusals: refusals.map((r) => ({ ...r, at: r.at.toISOString() })),
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
    .select({ orderCount, contactName })
    .from(customers)
    .where(eq(customers.id, id));
  return toRow(row, counted?.orderCount ?? 0, counted?.contactName ?? null);
}
