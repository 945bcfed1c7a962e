import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { carts, visitors } from '../../../db/schema';
import { VISITOR_COOKIE } from './routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor id of the request's first-party cookie, when it is a well-formed UUID. */
export function visitorIdFromRequest(request: FastifyRequest): string | null {
  const value = request.cookies?.[VISITOR_COOKIE];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

/**
 * The first visit a cart's time-limited discounts count from, as SQL over the `carts` row: the
 * earliest of the cart's own record (`first_visit_at`) and the server-side first visit of the
 * visitor using it now. Both are the server's facts: the visitor record never holds a time
 * later than the server's first sight of that visitor, and the cart keeps the earliest time it
 * was ever seen with, so a fresh visitor id (cleared storage) cannot restart the discount.
 */
export function firstVisitOf(visitorId: string | null) {
  const visitorFirst = visitorId
    ? sql`(select ${visitors.firstVisitTime} from ${visitors} where ${visitors.id} = ${visitorId})`
    : sql`null`;
  // least() ignores NULL: an unknown visitor leaves the cart's own record.
  return sql<Date>`least(${carts.firstVisitAt}, ${visitorFirst})`.mapWith(carts.firstVisitAt);
}
