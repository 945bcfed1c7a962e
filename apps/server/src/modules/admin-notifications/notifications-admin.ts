import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminNotification,
  type AdminRole,
  notificationKindsFor,
} from '@carsi/contract';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { adminNotificationReads, adminNotifications } from '../../db/schema';
import { notFound } from '../../http/errors';

type NotificationRow = typeof adminNotifications.$inferSelect;

/** The admin a notification list is for: its role decides which notices, its id the read state. */
export interface NotificationViewer {
  adminId: string;
  role: AdminRole;
}

export const toNotification = (row: NotificationRow, readAt: Date | null): AdminNotification => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  orderRef: row.orderRef,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  readAt: readAt?.toISOString() ?? null,
});

/** The notices of the viewer's areas (contract ADMIN_NOTIFICATION_AREAS); the owner's: all. */
function visibleTo(viewer: NotificationViewer): SQL | undefined {
  const kinds = notificationKindsFor(viewer.role);
  if (kinds === null) return undefined;
  return kinds.length > 0 ? inArray(adminNotifications.kind, kinds) : sql`false`;
}

/** The viewer's own read mark of each notice (none: unread for this admin). */
const readByViewer = (viewer: NotificationViewer) =>
  and(
    eq(adminNotificationReads.notificationId, adminNotifications.id),
    eq(adminNotificationReads.adminId, viewer.adminId),
  );

/** The notifications screen: list, unread count, mark read, each admin's own notices and reads. */
export class AdminNotificationsService {
  constructor(private readonly db: Database) {}

  async unread(viewer: NotificationViewer): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(adminNotifications)
      .leftJoin(adminNotificationReads, readByViewer(viewer))
      .where(and(visibleTo(viewer), isNull(adminNotificationReads.readAt)));
    return row?.n ?? 0;
  }

  /** A notice just written (unread by everyone), for the stream to give to whoever sees it. */
  async newNotice(id: number): Promise<AdminNotification | null> {
    const [row] = await this.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.id, id));
    return row ? toNotification(row, null) : null;
  }

  async list(
    query: {
      q?: string | undefined;
      page: number;
      tur?: string | undefined;
      okunmamis?: '1' | undefined;
    },
    viewer: NotificationViewer,
  ) {
    const where = and(
      visibleTo(viewer),
      query.q
        ? foldedContains(
            query.q,
            adminNotifications.title,
            adminNotifications.body,
            adminNotifications.orderRef,
          )
        : undefined,
      query.tur ? eq(adminNotifications.kind, query.tur) : undefined,
      query.okunmamis ? isNull(adminNotificationReads.readAt) : undefined,
    );
    const [rows, [counted], unread] = await Promise.all([
      this.db
        .select({ notice: adminNotifications, readAt: adminNotificationReads.readAt })
        .from(adminNotifications)
        .leftJoin(adminNotificationReads, readByViewer(viewer))
        .where(where)
        .orderBy(desc(adminNotifications.createdAt), desc(adminNotifications.id))
        .limit(ADMIN_LIST_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_LIST_PAGE_SIZE),
      this.db
        .select({ n: count() })
        .from(adminNotifications)
        .leftJoin(adminNotificationReads, readByViewer(viewer))
        .where(where),
      this.unread(viewer),
    ]);
    const total = counted?.n ?? 0;
    return {
      notifications: rows.map((row) => toNotification(row.notice, row.readAt)),
      total,
      unread,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / ADMIN_LIST_PAGE_SIZE)),
    };
  }

  /** Marks one of the viewer's notices read for the viewer; another role's notice is not found. */
  async markRead(id: number, viewer: NotificationViewer) {
    const [notice] = await this.db
      .select({ id: adminNotifications.id })
      .from(adminNotifications)
      .where(and(eq(adminNotifications.id, id), visibleTo(viewer)));
    if (!notice) throw notFound('Bildirim bulunamadı.');
    await this.db
      .insert(adminNotificationReads)
      .values({ adminId: viewer.adminId, notificationId: id })
      .onConflictDoNothing();
    return { message: 'Bildirim okundu olarak işaretlendi.', unread: await this.unread(viewer) };
  }

  /** Marks every notice the viewer sees read, for the viewer only. */
  async markAllRead(viewer: NotificationViewer) {
    const unread = this.db
      .select({
        adminId: sql<string>`${viewer.adminId}`.as('admin_id'),
        notificationId: adminNotifications.id,
        readAt: sql<Date>`now()`.as('read_at'),
      })
      .from(adminNotifications)
      .leftJoin(adminNotificationReads, readByViewer(viewer))
      .where(and(visibleTo(viewer), isNull(adminNotificationReads.readAt)));
    await this.db.insert(adminNotificationReads).select(unread).onConflictDoNothing();
    return { message: 'Tüm bildirimler okundu olarak işaretlendi.', unread: 0 };
  }
}
