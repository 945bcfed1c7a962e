import type { Database } from '../../db/client';
import { adminNotifications } from '../../db/schema';

export interface AdminNotice {
  /** Stable code the notifications screen filters on, e.g. `refund-failed`. */
  kind: string;
  /** Turkish, one line. */
  title: string;
  /** Turkish: what happened and what the admin should do. */
  body: string;
  orderRef?: string | null;
  data?: Record<string, unknown>;
}

/** Tells the admins about something that needs a person (shown on the notifications screen). */
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
