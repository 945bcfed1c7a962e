import {
  type AdminOverview,
  type AdminRole,
  type AdminSummary,
  accountErrorCodes,
  isAdminRole,
  roleCanUseArea,
} from '@carsi/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { admins } from '../../../db/schema';
import { recordAudit } from '../audit/record';
import { verifyCaptcha } from '../captcha/service';
import type { IdentityDeps } from '../context';
import { conflict, notFound } from '../errors';
import { parsePhone } from '../phone';
import { limits } from '../rate-limits/limits';
import { revokeSessionsOf } from '../sessions/service';
import { listPendingWholesale } from '../wholesale-accounts/service';

type AdminRow = typeof admins.$inferSelect;

export const toAdminSummary = (row: AdminRow): AdminSummary => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  role: isAdminRole(row.role) ? row.role : null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
});

/** /admin-kayit: a pending admin that cannot sign in until the owner approves it. */
export async function registerAdmin(
  deps: IdentityDeps,
  input: { name: string; phone: string; captchaValue: string },
  ip: string,
) {
  const phone = parsePhone(input.phone, 'body.phone');
  await verifyCaptcha(deps, input.captchaValue);
  await deps.limiter.consume(limits.signUpPerIp, ip);
  const [row] = await deps.db
    .insert(admins)
    .values({ name: input.name, phone })
    .onConflictDoNothing({ target: admins.phone })
    .returning({ id: admins.id });
  if (!row)
    throw conflict(
      accountErrorCodes.adminAlreadyRegistered,
      'Bu telefon numarasıyla bir yönetici kaydı zaten var.',
    );
  await deps.notifyAdmins({
    kind: 'admin-new',
    title: `Yeni yönetici kaydı: ${input.name}`,
    body: `${input.name} yönetici olarak kaydoldu; onayınızı bekliyor.`,
    data: { adminId: row.id },
  });
  return {
    _id: row.id,
    message: 'Kaydınız alındı. Mağaza sahibi onayladıktan sonra giriş yapabilirsiniz.',
  };
}

export async function listPendingAdmins(db: Database): Promise<AdminSummary[]> {
  const rows = await db
    .select()
    .from(admins)
    .where(eq(admins.status, 'pending'))
    .orderBy(asc(admins.createdAt))
    .limit(100);
  return rows.map(toAdminSummary);
}

async function decidePending(
  db: Database,
  id: string,
  decision: { status: 'active'; role: AdminRole; by: string } | { status: 'rejected'; by: string },
): Promise<AdminRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(admins)
      .set({
        status: decision.status,
        role: decision.status === 'active' ? decision.role : null,
        approvedBy: decision.by,
        approvedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(admins.id, id), eq(admins.status, 'pending')))
      .returning();
    if (row) {
      await recordAudit(
        tx,
        `admin:${decision.by}`,
        decision.status === 'active'
          ? { action: 'admin.approve', subjectId: id, data: { role: decision.role } }
          : { action: 'admin.reject', subjectId: id },
      );
      return row;
    }
    const [existing] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
    if (!existing) throw notFound('Yönetici kaydı bulunamadı.');
    throw conflict(accountErrorCodes.adminNotPending, 'Bu kayıt onay beklemiyor.');
  });
}

export async function approveAdmin(db: Database, id: string, role: AdminRole, by: string) {
  const row = await decidePending(db, id, { status: 'active', role, by });
  return { admin: toAdminSummary(row), message: `${row.name} yönetici olarak onaylandı.` };
}

export async function rejectAdmin(db: Database, id: string, by: string) {
  const row = await decidePending(db, id, { status: 'rejected', by });
  await revokeSessionsOf(db, 'admin', row.id);
  return { admin: toAdminSummary(row), message: `${row.name} kaydı reddedildi.` };
}

/**
 * `npm run admin:create`: creates an active admin, or activates an existing one with the given
 * name and role. The way in for the very first admin, who then approves the others.
 */
export async function createActiveAdmin(
  db: Database,
  input: { phone: string; name: string; role: AdminRole },
): Promise<{ admin: AdminSummary; created: boolean }> {
  const phone = parsePhone(input.phone, 'phone');
  const name = input.name.trim();
  if (!name) throw new Error('name must not be empty');
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.phone, phone));
  const values = { name, role: input.role, status: 'active' as const, approvedAt: sql`now()` };
  const [row] = existing
    ? await db
        .update(admins)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(admins.id, existing.id))
        .returning()
    : await db
        .insert(admins)
        .values({ ...values, phone })
        .returning();
  if (!row) throw new Error('admin could not be stored');
  return { admin: toAdminSummary(row), created: !existing };
}

/** The demo owner of sandbox mode; README names the phone. Real SMS never reaches it. */
export const DEMO_ADMIN = { phone: '+905000000001', name: 'Demo Yönetici', role: 'owner' } as const;

/**
 * One demo admin per other role (0500 000 00 02 … 07), so the back office can be tried, and is
 * tested, as each role sees it.
 */
export const DEMO_ROLE_ADMINS = [
  { phone: '+905000000002', name: 'Demo Operasyon', role: 'operations' },
  { phone: '+905000000003', name: 'Demo Müşteri Hizmetleri', role: 'customerService' },
  { phone: '+905000000004', name: 'Demo Depo', role: 'warehouse' },
  { phone: '+905000000005', name: 'Demo Muhasebe', role: 'accounting' },
  { phone: '+905000000006', name: 'Demo Pazarlama', role: 'marketing' },
] as const;

/** Seeds the demo owner and role admins when the shop has no admin at all. */
export async function seedDemoAdmin(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(admins);
  if ((row?.n ?? 0) > 0) return false;
  await createActiveAdmin(db, DEMO_ADMIN);
  for (const admin of DEMO_ROLE_ADMINS) await createActiveAdmin(db, admin);
  return true;
}

/** The admin home: who is signed in and what waits for their decision. */
export async function adminOverview(db: Database, adminId: string): Promise<AdminOverview | null> {
  const [me] = await db.select().from(admins).where(eq(admins.id, adminId));
  if (me?.status !== 'active' || !isAdminRole(me.role)) return null;
  const role = me.role;
  const [pendingAdmins, pendingWholesale] = await Promise.all([
    roleCanUseArea(role, 'admins') ? listPendingAdmins(db) : null,
    roleCanUseArea(role, 'wholesale-applications') ? listPendingWholesale(db) : null,
  ]);
  return {
    me: { _id: me.id, name: me.name, phone: me.phone, role },
    pendingAdmins,
    pendingWholesale,
  };
}
