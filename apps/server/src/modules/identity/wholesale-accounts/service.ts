import { accountErrorCodes, staffErrorCodes, type WholesaleApplication } from '@carsi/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { wholesaleAccounts } from '../../../db/schema';
import { recordAudit } from '../audit/record';
import { verifyCaptcha } from '../captcha/service';
import type { IdentityDeps } from '../context';
import { conflict, notFound } from '../errors';
import { parsePhone } from '../phone';
import { limits } from '../rate-limits/limits';
import { revokeSessionsOf } from '../sessions/service';

type AccountRow = typeof wholesaleAccounts.$inferSelect;

export const toApplication = (row: AccountRow): WholesaleApplication => ({
  _id: row.id,
  companyName: row.companyName,
  name: row.contactName,
  email: row.email,
  phone: row.phone,
  status: row.status,
  isWholeSaleEndUser: row.isWholeSaleEndUser,
  isWholeSaleReSeller: row.isWholeSaleReSeller,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A wholesale application (createWholeSaleCustomer): stored pending with both account
 * type flags false; it can sign in once an admin activates it.
 */
export async function applyForWholesale(
  deps: IdentityDeps,
  input: { companyName: string; email: string; name: string; phone: string; captchaValue: string },
  ip: string,
) {
  const phone = parsePhone(input.phone, 'body.phone');
  await verifyCaptcha(deps, input.captchaValue);
  await deps.limiter.consume(limits.signUpPerIp, ip);
  const [row] = await deps.db
    .insert(wholesaleAccounts)
    .values({
      companyName: input.companyName,
      contactName: input.name,
      email: input.email.toLowerCase(),
      phone,
    })
    .onConflictDoNothing({ target: wholesaleAccounts.phone })
    .returning({ id: wholesaleAccounts.id });
  if (!row)
    throw conflict(
      accountErrorCodes.wholesaleAlreadyApplied,
      'Bu telefon numarasıyla daha önce toptan başvurusu yapılmış.',
    );
  await deps.notifyAdmins({
    kind: 'wholesale-application',
    title: `Yeni toptan başvurusu: ${input.companyName}`,
    body: `${input.companyName} toptan satış için başvurdu; onayınızı bekliyor.`,
    data: { accountId: row.id },
  });
  return {
    _id: row.id,
    message:
      'Başvurunuz alındı. Hesabınız onaylandığında bu telefon numarasıyla giriş yapabilirsiniz.',
  };
}

export async function listPendingWholesale(db: Database): Promise<WholesaleApplication[]> {
  const rows = await db
    .select()
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.status, 'pending'))
    .orderBy(asc(wholesaleAccounts.createdAt))
    .limit(100);
  return rows.map(toApplication);
}

/** Activates a pending application as an end user or a reseller. */
export async function activateWholesale(
  db: Database,
  id: string,
  accountType: 'endUser' | 'reSeller',
  adminId: string,
) {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(wholesaleAccounts)
      .set({
        status: 'active',
        isWholeSaleEndUser: accountType === 'endUser',
        isWholeSaleReSeller: accountType === 'reSeller',
        activatedBy: adminId,
        activatedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(wholesaleAccounts.id, id), eq(wholesaleAccounts.status, 'pending')))
      .returning();
    if (updated) {
      await recordAudit(tx, `admin:${adminId}`, {
        action: 'wholesale.activate',
        subjectId: id,
        data: { accountType },
      });
    }
    return updated;
  });
  if (row) {
    return {
      application: toApplication(row),
      message: `${row.companyName} toptan hesabı ${accountType === 'reSeller' ? 'bayi' : 'son kullanıcı'} olarak etkinleştirildi.`,
    };
  }
  await assertAccountExists(db, id, 'Toptan başvurusu bulunamadı.');
  throw conflict(accountErrorCodes.wholesaleNotPending, 'Bu başvuru onay beklemiyor.');
}

async function assertAccountExists(db: Database, id: string, message: string): Promise<void> {
  const [existing] = await db
    .select({ id: wholesaleAccounts.id })
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.id, id));
  if (!existing) throw notFound(message);
}

/**
 * Deactivates an active wholesale account (status `suspended`): every session of it ends in the
 * same transaction and it cannot sign in; its orders, addresses and prices stay as they are.
 */
export async function deactivateWholesale(db: Database, id: string, adminId: string) {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(wholesaleAccounts)
      .set({ status: 'suspended', updatedAt: sql`now()` })
      .where(and(eq(wholesaleAccounts.id, id), eq(wholesaleAccounts.status, 'active')))
      .returning();
    if (updated) {
      await revokeSessionsOf(tx, 'wholesale', id);
      await recordAudit(tx, `admin:${adminId}`, { action: 'wholesale.deactivate', subjectId: id });
    }
    return updated;
  });
  if (row) {
    return {
      account: toApplication(row),
      message: `${row.companyName} toptan hesabı pasifleştirildi; açık oturumları kapatıldı.`,
    };
  }
  await assertAccountExists(db, id, 'Toptan hesap bulunamadı.');
  throw conflict(
    staffErrorCodes.wholesaleNotActive,
    'Yalnızca etkin bir toptan hesap pasifleştirilebilir.',
  );
}

/** Re-activates a deactivated wholesale account with the type and prices it had. */
export async function reactivateWholesale(db: Database, id: string, adminId: string) {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(wholesaleAccounts)
      .set({ status: 'active', updatedAt: sql`now()` })
      .where(and(eq(wholesaleAccounts.id, id), eq(wholesaleAccounts.status, 'suspended')))
      .returning();
    if (updated) {
      await recordAudit(tx, `admin:${adminId}`, { action: 'wholesale.reactivate', subjectId: id });
    }
    return updated;
  });
  if (row) {
    return {
      account: toApplication(row),
      message: `${row.companyName} toptan hesabı yeniden etkinleştirildi.`,
    };
  }
  await assertAccountExists(db, id, 'Toptan hesap bulunamadı.');
  throw conflict(
    staffErrorCodes.wholesaleNotSuspended,
    'Yalnızca pasifleştirilmiş bir toptan hesap yeniden etkinleştirilebilir.',
  );
}
