import type { Database } from '../../../db/client';
import { auditEvents } from '../../../db/schema';

/** What the audit history records; the summary shown for each is in ./history.ts. */
export type AuditEntry =
  | { action: 'admin.approve'; subjectId: string; data: { role: string } }
  | { action: 'admin.reject'; subjectId: string; data?: undefined }
  | { action: 'admin.role'; subjectId: string; data: { from: string | null; to: string } }
  | { action: 'admin.disable'; subjectId: string; data?: undefined }
  | { action: 'admin.enable'; subjectId: string; data?: undefined }
  | { action: 'wholesale.activate'; subjectId: string; data: { accountType: string } }
  | { action: 'wholesale.deactivate'; subjectId: string; data?: undefined }
  | { action: 'wholesale.reactivate'; subjectId: string; data?: undefined };

/** Writes one change to the audit history, inside the caller's transaction. */
export async function recordAudit(db: Database, actor: string, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actor,
    action: entry.action,
    subjectKind: entry.action.startsWith('admin.') ? 'admin' : 'wholesale-account',
    subjectId: entry.subjectId,
    data: entry.data ?? null,
  });
}
