import type { AuthenticatedUser, CustomerProfile } from '@carsi/contract';
import { assertOrderOwnedBy, type OrderAsker } from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { customerScores, customers, orders } from '../../../db/schema';
import type { IdentityDeps } from '../context';
import { notFound, notSignedIn } from '../errors';
import { parsePhone } from '../phone';
import { limits } from '../rate-limits/limits';
import type { RequestInfo } from '../sessions/request-info';
import { createSession, SESSION_MAX_MS } from '../sessions/service';
import { issueCode, verifyCode } from '../sms-codes/service';

export async function sendCustomerCode(deps: IdentityDeps, rawPhone: string, ip: string) {
  const phone = parsePhone(rawPhone, 'body.phone');
  await deps.limiter.consume(limits.smsPerIp, ip);
  return issueCode(deps, phone, 'customer-sign-in');
}

/**
 * Signs a customer in with phone + code; the first sign-in creates the customer. Returns the
 * {_id, firstName, lastName, token, message} plus when the session ends.
 */
export async function authenticateCustomer(
  deps: IdentityDeps,
  credentials: { phone: string; code: string },
  request: RequestInfo,
): Promise<AuthenticatedUser & { expiresAt: Date }> {
  const phone = parsePhone(credentials.phone, 'body.credentials.phone');
  await deps.limiter.consume(limits.verifyPerIp, request.ip);
  await verifyCode(deps, phone, 'customer-sign-in', credentials.code);

  const [customer] = await deps.db
    .insert(customers)
    .values({ phone, lastSignInAt: sql`now()` })
    .onConflictDoUpdate({ target: customers.phone, set: { lastSignInAt: sql`now()` } })
    .returning();
  if (!customer) throw new Error('customer upsert returned nothing');
  await deps.customerSessionHooks?.phoneProven?.({ id: customer.id, phone });
  const session = await createSession(deps.db, {
    kind: 'customer',
    principalId: customer.id,
    ttlMs: SESSION_MAX_MS,
    userAgent: request.userAgent,
    ip: request.ip,
    replacing: request.currentToken,
  });
  return {
    _id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    token: session.token,
    message: 'Giriş başarılı.',
    expiresAt: session.expiresAt,
  };
}

const toProfile = (row: typeof customers.$inferSelect): CustomerProfile => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
});

export async function getCustomerProfile(
  db: Database,
  id: string,
): Promise<CustomerProfile | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ? toProfile(row) : null;
}

export async function updateCustomerProfile(
  db: Database,
  id: string,
  input: { firstName: string; lastName: string; email?: string | undefined },
): Promise<CustomerProfile> {
  const [row] = await db
    .update(customers)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      // Absent keeps the stored address; an empty string removes it.
      ...(input.email === undefined
        ? {}
        : { email: input.email === '' ? null : input.email.toLowerCase() }),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw notSignedIn();
  return toProfile(row);
}

/** Refuses a score about an order unless `asker` owns it (404 unknown, 403 someone else's). */
async function assertMayScore(db: Database, orderId: string, asker: OrderAsker): Promise<void> {
  const [order] = await db
    .select({ cartId: orders.cartId, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('Sipariş bulunamadı.');
  assertOrderOwnedBy(order, asker);
}

/**
 * Stores a satisfaction score. A score about an order comes only from its owner (its customer or
 * the browser that placed it), once per order: scoring it again replaces the score. Scores about
 * no order (e.g. from a link in an SMS) are kept as they come.
 */
export async function setCustomerScore(
  deps: IdentityDeps,
  input: { score: number; orderId?: string | undefined; comment?: string | undefined },
  asker: OrderAsker,
  ip: string,
) {
  await deps.limiter.consume(limits.scorePerIp, ip);
  if (input.orderId) await assertMayScore(deps.db, input.orderId, asker);
  const values = {
    customerId: asker.customerId ?? null,
    orderRef: input.orderId ?? null,
    score: input.score,
    comment: input.comment || null,
  };
  const insert = deps.db.insert(customerScores).values(values);
  const [row] = await (input.orderId
    ? insert.onConflictDoUpdate({
        target: customerScores.orderRef,
        targetWhere: sql`${customerScores.orderRef} is not null`,
        set: { ...values, updatedAt: sql`now()` },
      })
    : insert
  ).returning({ id: customerScores.id, score: customerScores.score });
  if (!row) throw new Error('score insert returned nothing');
  return { _id: row.id, score: row.score, message: 'Puanınız için teşekkür ederiz.' };
}
