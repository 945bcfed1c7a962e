import type { VisitorRecord } from '@carsi/contract';
import { eq, sql } from 'drizzle-orm';
import { carts, visitors } from '../../../db/schema';
import type { IdentityDeps } from '../context';
import { fieldError, notFound } from '../errors';
import { limits } from '../rate-limits/limits';

/** The shop opened in 2016: an earlier first visit is a broken clock, not a visitor. */
const EARLIEST_VISIT = Date.UTC(2016, 0, 1);
/** Client clocks run a little fast; more than this is refused. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const toRecord = (row: typeof visitors.$inferSelect): VisitorRecord => ({
  visitorId: row.id,
  firstVisitTime: row.firstVisitTime.getTime(),
  registeredUserId: row.registeredCustomerId,
  isExtraDiscountShown: row.isExtraDiscountShown,
});

/**
 * Records a visitor, or refreshes the record of a known one. The earliest first visit wins, so
 * a cleared local storage cannot restart the time-based offers for the same id. The first visit
 * is never later than the server's own first sight of the visitor (now, for a new id) nor than
 * the first visit the browser's cart (`cartId`, its cookie) already counts from, so the time the
 * product page counts a discount from is the one the cart charges by. The customer link comes
 * from the session only; a client cannot tie its id to someone else's account.
 */
export async function recordVisitor(
  deps: IdentityDeps,
  input: { visitorId: string; firstVisitTime: number; errMessage?: string | null | undefined },
  customerId: string | null,
  ip: string,
  cartId: string | null = null,
): Promise<VisitorRecord> {
  if (input.firstVisitTime > Date.now() + CLOCK_SKEW_MS || input.firstVisitTime < EARLIEST_VISIT) {
    throw fieldError('body.firstVisitTime', 'firstVisitTime geçerli bir ziyaret zamanı değil.');
  }
  await deps.limiter.consume(limits.visitorPerIp, ip);
  const errMessage = input.errMessage?.trim() || null;
  if (errMessage) {
    // The browser reports a failed save when it retries; keep it in the logs.
    deps.log.warn({ visitorId: input.visitorId, errMessage }, 'visitor record had failed to save');
  }
  const [row] = await deps.db
    .insert(visitors)
    .values({
      id: input.visitorId,
      firstVisitTime: sql`least(${new Date(input.firstVisitTime).toISOString()}::timestamptz, now(),
        (select ${carts.firstVisitAt} from ${carts} where ${carts.id} = ${cartId}))`,
      registeredCustomerId: customerId,
      lastErrorMessage: errMessage,
    })
    .onConflictDoUpdate({
      target: visitors.id,
      set: {
        firstVisitTime: sql`least(${visitors.firstVisitTime}, excluded.first_visit_time)`,
        registeredCustomerId: sql`coalesce(excluded.registered_customer_id, ${visitors.registeredCustomerId})`,
        lastErrorMessage: sql`coalesce(excluded.last_error_message, ${visitors.lastErrorMessage})`,
        lastSeenAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('visitor upsert returned nothing');
  return toRecord(row);
}

/** The surprise-discount pop-up was shown: it is not offered to this visitor again. */
export async function markExtraDiscountShown(
  deps: IdentityDeps,
  visitorId: string,
  ip: string,
): Promise<VisitorRecord> {
  await deps.limiter.consume(limits.visitorPerIp, ip);
  const [row] = await deps.db
    .update(visitors)
    .set({ isExtraDiscountShown: true, lastSeenAt: sql`now()` })
    .where(eq(visitors.id, visitorId))
    .returning();
  if (!row) throw notFound('Ziyaretçi kaydı bulunamadı.');
  return toRecord(row);
}
