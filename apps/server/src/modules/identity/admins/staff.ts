import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminRole,
  type AdminSummary,
  adminRoleLabels,
  staffErrorCodes,
} from '@carsi/contract';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { containsPattern, foldedContains } from '../../../db/folded-search';
import { admins } from '../../../db/schema';
import { recordAudit } from '../audit/record';
import { conflict, notFound } from '../errors';
import { phoneDigits } from '../phone';
import { revokeSessionsOf } from '../sessions/service';
import { toAdminSummary } from './service';

type AdminRow = typeof admins.$inferSelect;

// Staff management (docs/decisions/staff.md), the owner's alone (area `admins`). A role or status
// change takes effect on the admin's next request: guards read both from the row each time.

/** Every admin, newest first: pending and active before rejected; `q` is a name or phone. */
export async function listStaff(db: Database, query: { q?: string | undefined; page: number }) {
  const digits = query.q ? phoneDigits(query.q) : null;
  const where = query.q
    ? or(
        foldedContains(query.q, admins.name),
        digits ? sql`${admins.phone} like ${containsPattern(digits)}` : undefined,
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(admins)
      .where(where)
      .orderBy(
        sql`case ${admins.status} when 'rejected' then 1 else 0 end`,
        desc(admins.createdAt),
        asc(admins.id),
      )
      .limit(ADMIN_LIST_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_LIST_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(admins)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    admins: rows.map(toAdminSummary),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / ADMIN_LIST_PAGE_SIZE)),
  };
}

/**
 * Locks the target admin and every active owner, in id order (two owners changing each other at
 * once wait for one another instead of deadlocking), and answers the target and the other
 * active owners' count.
 */
async function lockForChange(tx: Database, id: string) {
  const rows = await tx
    .select()
    .from(admins)
    .where(or(eq(admins.id, id), and(eq(admins.role, 'owner'), eq(admins.status, 'active'))))
    .orderBy(asc(admins.id))
    .for('update');
  const target = rows.find((r) => r.id === id);
  if (!target) throw notFound('Yönetici bulunamadı.');
  const otherOwners = rows.filter(
    (r) => r.id !== id && r.role === 'owner' && r.status === 'active',
  ).length;
  return { target, otherOwners };
}

const lastOwner = () =>
  conflict(
    staffErrorCodes.lastOwner,
    'Mağazanın son etkin sahibi bu değişiklikle kalmaz. Önce başka bir yöneticiyi mağaza sahibi yapın.',
  );

async function update(tx: Database, id: string, values: Partial<AdminRow>): Promise<AdminRow> {
  const [row] = await tx
    .update(admins)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(admins.id, id))
    .returning();
  if (!row) throw notFound('Yönetici bulunamadı.');
  return row;
}

/** A new role for an active or disabled admin; the last active owner stays owner. */
export async function setAdminRole(
  db: Database,
  id: string,
  role: AdminRole,
  by: string,
): Promise<{ admin: AdminSummary; message: string }> {
  return db.transaction(async (tx) => {
    const { target, otherOwners } = await lockForChange(tx, id);
    if (target.status !== 'active' && target.status !== 'disabled') {
      throw conflict(
        staffErrorCodes.adminNotActive,
        'Onay bekleyen ya da reddedilmiş bir kaydın rolü değiştirilemez.',
      );
    }
    if (target.role === role) {
      return { admin: toAdminSummary(target), message: `${target.name} zaten bu rolde.` };
    }
    if (target.role === 'owner' && target.status === 'active' && otherOwners === 0) {
      throw lastOwner();
    }
    const row = await update(tx, id, { role });
    await recordAudit(tx, `admin:${by}`, {
      action: 'admin.role',
      subjectId: id,
      data: { from: target.role, to: role },
    });
    return {
      admin: toAdminSummary(row),
      message: `${row.name} artık ${adminRoleLabels[role]} rolünde.`,
    };
  });
}

/** Disables an active admin and ends every session of theirs in the same transaction. */
export async function disableAdmin(
  db: Database,
  id: string,
  by: string,
): Promise<{ admin: AdminSummary; message: string }> {
  if (id === by) {
    throw conflict(staffErrorCodes.selfChange, 'Kendi hesabınızı devre dışı bırakamazsınız.');
  }
  return db.transaction(async (tx) => {
    const { target, otherOwners } = await lockForChange(tx, id);
    if (target.status !== 'active') {
      throw conflict(
        staffErrorCodes.adminNotActive,
        'Yalnızca etkin bir yönetici devre dışı bırakılabilir.',
      );
    }
    if (target.role === 'owner' && otherOwners === 0) throw lastOwner();
    const row = await update(tx, id, { status: 'disabled' });
    await revokeSessionsOf(tx, 'admin', id);
    await recordAudit(tx, `admin:${by}`, { action: 'admin.disable', subjectId: id });
    return {
      admin: toAdminSummary(row),
      message: `${row.name} devre dışı bırakıldı; açık oturumları kapatıldı.`,
    };
  });
}

/** Enables a disabled admin again, with the role they had. */
export async function enableAdmin(
  db: Database,
  id: string,
  by: string,
): Promise<{ admin: AdminSummary; message: string }> {
  return db.transaction(async (tx) => {
    const { target } = await lockForChange(tx, id);
    if (target.status !== 'disabled') {
      throw conflict(
        staffErrorCodes.adminNotDisabled,
        'Yalnızca devre dışı bırakılmış bir yönetici yeniden etkinleştirilebilir.',
      );
    }
    const row = await update(tx, id, { status: 'active' });
    await recordAudit(tx, `admin:${by}`, { action: 'admin.enable', subjectId: id });
    return { admin: toAdminSummary(row), message: `${row.name} yeniden etkinleştirildi.` };
  });
}
