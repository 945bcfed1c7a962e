import { type AdminDashboard, roleCanUseArea, rolesSeeingRevenue } from '@carsi/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, returns, supportRequests } from '../../db/schema';
import { lateDeliveries } from './late-deliveries';
import type { AdminNotificationsService, NotificationViewer } from './notifications-admin';

const DAY_MS = 24 * 60 * 60_000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Istanbul's wall-clock reading of `date`, as if it were UTC (for offset arithmetic). */
function istanbulAsUtc(date: Date): number {
  const p = Object.fromEntries(wallClock.formatToParts(date).map((x) => [x.type, x.value]));
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
}

/** The start of `now`'s calendar day in Europe/Istanbul, and that day as YYYY-MM-DD. */
export function istanbulDayStart(now: Date): { start: Date; day: string } {
  const local = istanbulAsUtc(now);
  const midnightLocal = local - (local % DAY_MS);
  const offset = local - now.getTime();
  return {
    start: new Date(midnightLocal - offset),
    day: new Date(midnightLocal).toISOString().slice(0, 10),
  };
}

/** Orders that count as revenue: paid by card or taken as cash on delivery, not cancelled. */
const revenue = (from: Date, to: Date) =>
  sql<number>`coalesce(sum(${orders.totalPrice}) filter (where ${orders.createdAt} >= ${from.toISOString()} and ${orders.createdAt} < ${to.toISOString()} and ${orders.paymentStatus} in ('PAID', 'CASH_ON_DELIVERY') and ${orders.orderStatus} <> 'CANCELLED'), 0)`.mapWith(
    Number,
  );

/** The admin home's figures (anasayfa), one round of queries. */
export async function adminDashboard(
  db: Database,
  notifications: AdminNotificationsService,
  viewer: NotificationViewer,
  now: Date,
): Promise<AdminDashboard> {
  const { start, day } = istanbulDayStart(now);
  const lastWeekStart = new Date(start.getTime() - 7 * DAY_MS);
  const lastWeekNow = new Date(now.getTime() - 7 * DAY_MS);
  // Late deliveries name orders: only roles working on orders see them.
  const seesOrders = roleCanUseArea(viewer.role, 'orders');
  const [[figures], [support], [openReturns], unread, late] = await Promise.all([
    db
      .select({
        newOrders:
          sql<number>`count(*) filter (where ${orders.createdAt} >= ${start.toISOString()})`.mapWith(
            Number,
          ),
        unpaid:
          sql<number>`count(*) filter (where ${orders.orderStatus} = 'NEW' and ${orders.paymentStatus} = 'UNPAID')`.mapWith(
            Number,
          ),
        toPack: sql<number>`count(*) filter (where ${orders.orderStatus} = 'CONFIRMED')`.mapWith(
          Number,
        ),
        revenueToday: revenue(start, new Date(now.getTime() + 1)),
        revenueLastWeekSoFar: revenue(lastWeekStart, lastWeekNow),
        revenueLastWeekDay: revenue(lastWeekStart, new Date(lastWeekStart.getTime() + DAY_MS)),
      })
      .from(orders),
    db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.status, 'OPEN')),
    db
      .select({ n: count() })
      .from(returns)
      .where(inArray(returns.status, ['REQUESTED', 'APPROVED', 'IN_TRANSIT', 'RECEIVED'])),
    notifications.unread(viewer),
    seesOrders ? lateDeliveries(db, now) : Promise.resolve(null),
  ]);
  // Revenue is for the owner and accounting only; other roles get the counts.
  const seesMoney = rolesSeeingRevenue.includes(viewer.role);
  return {
    day,
    newOrders: figures?.newOrders ?? 0,
    unpaid: figures?.unpaid ?? 0,
    toPack: figures?.toPack ?? 0,
    returnsWaiting: openReturns?.n ?? 0,
    openSupport: support?.n ?? 0,
    revenueToday: seesMoney ? (figures?.revenueToday ?? 0) : null,
    revenueLastWeekSoFar: seesMoney ? (figures?.revenueLastWeekSoFar ?? 0) : null,
    revenueLastWeekDay: seesMoney ? (figures?.revenueLastWeekDay ?? 0) : null,
    unreadNotifications: unread,
    lateDeliveries: late,
  };
}
