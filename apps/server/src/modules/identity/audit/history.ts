import {
  ADMIN_LIST_PAGE_SIZE,
  type AuditEventView,
  adminRoleLabels,
  isAdminRole,
} from '@carsi/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { admins, auditEvents, wholesaleAccounts } from '../../../db/schema';
import { actorLabel, adminNameOf } from './actors';

const roleLabel = (role: unknown) => (isAdminRole(role) ? adminRoleLabels[role] : 'rolsüz');
const accountTypeLabel = (type: unknown) => (type === 'reSeller' ? 'bayi' : 'son kullanıcı');

/** One recorded change in the staff's words. */
function summaryOf(action: string, data: Record<string, unknown> | null): string {
  switch (action) {
    case 'admin.approve':
      return `Kaydı onaylandı, rolü: ${roleLabel(data?.role)}`;
    case 'admin.reject':
      return 'Kaydı reddedildi';
    case 'admin.role':
      return `Rolü değişti: ${roleLabel(data?.from)} → ${roleLabel(data?.to)}`;
    case 'admin.disable':
      return 'Devre dışı bırakıldı, tüm oturumları kapatıldı';
    case 'admin.enable':
      return 'Yeniden etkinleştirildi';
    case 'wholesale.activate':
      return `Toptan hesap ${accountTypeLabel(data?.accountType)} olarak etkinleştirildi`;
    case 'wholesale.deactivate':
      return 'Toptan hesap pasifleştirildi, oturumları kapatıldı';
    case 'wholesale.reactivate':
      return 'Toptan hesap yeniden etkinleştirildi';
    default:
      return action;
  }
}

const subjectName = sql<string | null>`case ${auditEvents.subjectKind}
  when 'admin' then (select ${admins.name} from ${admins} where ${admins.id}::text = ${auditEvents.subjectId})
  else (select ${wholesaleAccounts.companyName} from ${wholesaleAccounts} where ${wholesaleAccounts.id}::text = ${auditEvents.subjectId})
end`;

/** A page of the audit history (newest first), names of actors and subjects read now. */
export async function readAuditHistory(
  db: Database,
  filter: { subjectKind: 'admin' | 'wholesale-account'; subjectId?: string },
  page: number,
): Promise<{ events: AuditEventView[]; total: number; page: number; pages: number }> {
  const where: SQL | undefined = and(
    eq(auditEvents.subjectKind, filter.subjectKind),
    filter.subjectId ? eq(auditEvents.subjectId, filter.subjectId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actorName: adminNameOf(auditEvents.actor),
        subjectName,
      })
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(ADMIN_LIST_PAGE_SIZE)
      .offset((page - 1) * ADMIN_LIST_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    events: rows.map(({ event, actorName, subjectName }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor: event.actor,
      actorName: actorLabel(event.actor, actorName),
      action: event.action,
      subjectKind: event.subjectKind === 'admin' ? 'admin' : 'wholesale-account',
      subjectId: event.subjectId,
      subjectName,
      summary: summaryOf(event.action, event.data),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_LIST_PAGE_SIZE)),
  };
}
