import { ADMIN_LIST_PAGE_SIZE, type AdminNotification } from '@carsi/contract';
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminNotifications } from '../../db/schema';
import { notFound } from '../../http/errors';

type NotificationRow = typeof adminNotifications.$inferSelect;

export const toNotification = (row: NotificationRow): AdminNotification => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  orderRef: row.orderRef,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The notifications screen: list, unread count, mark read (shared by every admin). */
export class AdminNotificationsService {
  constructor(private readonly db: Database) {}

  async unread(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(adminNotifications)
      .where(isNull(adminNotifications.readAt));
    return row?.n ?? 0;
  }

  async byId(id: number): Promise<AdminNotification | null> {
    const [row] = await this.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.id, id));
    return row ? toNotification(row) : null;
  }

  async list(query: {
    q?: string | undefined;
    page: number;
    tur?: string | undefined;
    okunmamis?: '1' | undefined;
  }) {
    const where = and(
      query.q
        ? or(
            ilike(adminNotifications.title, like(query.q)),
            ilike(adminNotifications.body, like(query.q)),
            ilike(adminNotifications.orderRef, like(query.q)),
          )
        : undefined,
      query.tur ? eq(adminNotifications.kind, query.tur) : undefined,
      query.okunmamis ? isNull(adminNotifications.readAt) : undefined,
    );
    const [rows, [counted], unread] = await Promise.all([
      this.db
        .select()
        .from(adminNotifications)
        .where(where)
        .orderBy(desc(adminNotifications.createdAt), desc(adminNotifications.id))
        .limit(ADMIN_LIST_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_LIST_PAGE_SIZE),
      this.db.select({ n: count() }).from(adminNotifications).where(where),
      this.unread(),
    ]);
    const total = counted?.n ?? 0;
    return {
      notifications: rows.map(toNotification),
      total,
      unread,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / ADMIN_LIST_PAGE_SIZE)),
    };
  }

  async markRead(id: number, adminId: string) {
    const [row] = await this.db
      .update(adminNotifications)
      .set({
        readAt: sql`coalesce(${adminNotifications.readAt}, now())`,
        readBy: sql`coalesce(${adminNotifications.readBy}, ${adminId})`,
      })
      .where(eq(adminNotifications.id, id))
      .returning({ id: adminNotifications.id });
    if (!row) throw notFound('Bildirim bulunamadı.');
    return { message: 'Bildirim okundu olarak işaretlendi.', unread: await this.unread() };
  }

  async markAllRead(adminId: string) {
    await this.db
      .update(adminNotifications)
      .set({ readAt: sql`now()`, readBy: adminId })
      .where(isNull(adminNotifications.readAt));
    return { message: 'Tüm bildirimler okundu olarak işaretlendi.', unread: 0 };
  }
}
