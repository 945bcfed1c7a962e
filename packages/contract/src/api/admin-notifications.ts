import { z } from 'zod';
import { type AdminRole, roleCanUseArea } from '../access';
import { defineRoute } from '../define';
import { kurus, pageNumberQuery, paging } from './common';

// The admin's notifications (/admin-panel/bildirimler) and the admin home's figures. Every admin
// opens both (area home), but each notification belongs to the areas that act on it
// (ADMIN_NOTIFICATION_AREAS): a role sees only those of its areas, the owner all. Read state is
// each admin's own: marking read, one or all, never changes what another admin sees.

/** The kinds of notices the shop sends today, with their Turkish labels (filters, badges). */
export const ADMIN_NOTIFICATION_KINDS = {
  'order-new': 'Yeni sipariş',
  'payment-failed': 'Ödeme başarısız',
  'refund-pending': 'İade bekliyor',
  'refund-failed': 'İade başarısız',
  'new-return': 'Yeni iade',
  'support-new': 'Yeni destek talebi',
  'wholesale-application': 'Yeni toptan başvurusu',
  'form-new': 'Yeni başvuru formu',
  'admin-new': 'Yeni yönetici kaydı',
  'withdrawal-refund-due': 'Cayma iadesi süresi doluyor',
} as const satisfies Record<string, string>;
export type AdminNotificationKind = keyof typeof ADMIN_NOTIFICATION_KINDS;

/**
 * The admin areas (access.ts) that act on each kind of notice; a role sees a notice when it may
 * use one of them. Notices of a kind not listed here (written before it was) are the owner's.
 */
export const ADMIN_NOTIFICATION_AREAS: Readonly<Record<AdminNotificationKind, readonly string[]>> =
  {
    'order-new': ['orders'],
    'payment-failed': ['accounting'],
    'refund-pending': ['accounting'],
    'refund-failed': ['accounting'],
    'new-return': ['returns'],
    'support-new': ['customer-service'],
    'wholesale-application': ['wholesale-applications'],
    'form-new': ['customer-service'],
    'admin-new': ['admins'],
    'withdrawal-refund-due': ['accounting'],
  };

/** The kinds of notice a role sees; null for the owner, who sees every notice. */
export function notificationKindsFor(role: AdminRole): AdminNotificationKind[] | null {
  if (role === 'owner') return null;
  return (Object.keys(ADMIN_NOTIFICATION_AREAS) as AdminNotificationKind[]).filter((kind) =>
    ADMIN_NOTIFICATION_AREAS[kind].some((area) => roleCanUseArea(role, area)),
  );
}

/** True when the role sees notices of the kind. */
export function roleSeesNotification(role: AdminRole, kind: string): boolean {
  const kinds = notificationKindsFor(role);
  return kinds === null || (kinds as readonly string[]).includes(kind);
}

/** The label of a kind; kinds added later show their code until they get one. */
export function adminNotificationKindLabel(kind: string): string {
  return (ADMIN_NOTIFICATION_KINDS as Record<string, string>)[kind] ?? kind;
}

export const adminNotification = z.object({
  _id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  orderRef: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable().describe('When the signed-in admin marked it read'),
});
export type AdminNotification = z.infer<typeof adminNotification>;

export const listAdminNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/notifications',
  summary:
    "The signed-in admin's notifications (those of its role's areas), newest first; `q` searches title and text",
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      q: z.string().trim().max(100, 'Arama en çok 100 karakter olabilir.').optional(),
      page: pageNumberQuery,
      tur: z.string().trim().max(40).optional().describe('Only this kind'),
      okunmamis: z.enum(['1'], 'Geçersiz filtre.').optional().describe('Only unread ones'),
    })
    .strict(),
  response: z.object({
    notifications: z.array(adminNotification),
    total: z.number().int(),
    unread: z.number().int(),
    ...paging,
  }),
});

export const unreadNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/notifications/unread-count',
  summary: "How many of the admin's notifications it has not marked read (the header badge)",
  tag: 'admin',
  auth: 'admin',
  response: z.object({ unread: z.number().int() }),
});

export const markNotificationReadRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/notifications/:id/read',
  summary: 'Marks one of its notifications read for the signed-in admin',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: z.coerce.number().int().positive('Geçersiz bildirim.') }).strict(),
  response: z.object({ message: z.string(), unread: z.number().int() }),
});

export const markAllNotificationsReadRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/notifications/read-all',
  summary: 'Marks every notification the signed-in admin sees read, for that admin only',
  tag: 'admin',
  auth: 'admin',
  response: z.object({ message: z.string(), unread: z.number().int() }),
});

/**
 * Documentation only: the stream is `text/event-stream`. Events: `notification` (data: an
 * AdminNotification as JSON), `unread` (data: {"unread": n}) and comment lines as heartbeats.
 */
export const notificationStreamRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/notifications/stream',
  summary:
    "Server-sent events: each new notification of the admin's areas (event `notification`) and its unread count (event `unread`), from every server process",
  tag: 'admin',
  auth: 'admin',
  response: z.string().describe('text/event-stream'),
});

export const adminDashboard = z.object({
  /** The Istanbul calendar day the figures are for (YYYY-MM-DD). */
  day: z.string(),
  newOrders: z.number().int().describe('Orders placed today'),
  unpaid: z.number().int().describe('Open orders still waiting for their payment (status NEW)'),
  toPack: z.number().int().describe('Confirmed orders waiting to be packed'),
  returnsWaiting: z
    .number()
    .int()
    .describe('Returns still open: requested, approved, on the way or received but not refunded'),
  openSupport: z.number().int().describe('Support requests nobody has answered'),
  // Money figures are null for roles that may not see revenue (only the owner and accounting do).
  revenueToday: kurus
    .nullable()
    .describe('Paid or cash-on-delivery orders placed today, not cancelled'),
  revenueLastWeekSoFar: kurus
    .nullable()
    .describe('The same weekday last week, up to the same time of day (the fair comparison)'),
  revenueLastWeekDay: kurus.nullable().describe('The same weekday last week, the whole day'),
  unreadNotifications: z.number().int(),
  lateDeliveries: z
    .object({
      total: z.number().int().describe('Open orders placed 20 or more days ago, not delivered'),
      options: z
        .string()
        .describe('What the customer may choose (wait, or cancel with a full refund)'),
      orders: z
        .array(
          z.object({
            orderId: z.string(),
            orderNumber: z.string(),
            orderStatus: z.string(),
            createdAt: z.string(),
            deliveryDueAt: z.string().describe('ISO: the legal 30-day delivery deadline'),
            daysOpen: z.number().int(),
          }),
        )
        .describe('The oldest first, at most 10'),
    })
    .nullable()
    .describe('Orders running late on the 30-day delivery deadline; null for roles without orders'),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const adminDashboardRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard',
  summary: "Today's figures for the admin home (Europe/Istanbul days)",
  tag: 'admin',
  auth: 'admin',
  response: adminDashboard,
});

export const adminNotificationRoutes = [
  adminDashboardRoute,
  listAdminNotificationsRoute,
  unreadNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
  notificationStreamRoute,
] as const;
