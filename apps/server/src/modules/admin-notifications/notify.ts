import type { AdminNotificationKind } from '@carsi/contract';
import type { Database } from '../../db/client';
import { adminNotifications } from '../../db/schema';

export interface AdminNotice {
  /** Stable code the notifications screen filters on and the roles that see it follow. */
  kind: AdminNotificationKind;
  /** Turkish, one line. */
  title: string;
  /** Turkish: what happened and what the admin should do. */
  body: string;
  orderRef?: string | null;
  data?: Record<string, unknown>;
}

/** Tells the admins whose areas act on the kind about something that needs a person. */
export async function notifyAdmins(
  db: Pick<Database, 'insert'>,
  notice: AdminNotice,
): Promise<number> {
  const [row] = await db
    .insert(adminNotifications)
    .values({
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      orderRef: notice.orderRef ?? null,
      data: notice.data ?? {},
    })
    .returning({ id: adminNotifications.id });
  return row!.id;
}
