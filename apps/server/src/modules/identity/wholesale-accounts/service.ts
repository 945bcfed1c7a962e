import { accountErrorCodes, type WholesaleApplication } from '@carsi/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { wholesaleAccounts } from '../../../db/schema';
import { notifyAdmins } from '../../admin-notifications/notify';
import { verifyCaptcha } from '../captcha/service';
import type { IdentityDeps } from '../context';
import { conflict, notFound } from '../errors';
import { parsePhone } from '../phone';
import { limits } from '../rate-limits/limits';

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
 * A wholesale application (SPEC §7 createWholeSaleCustomer): stored pending with both account
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
  await notifyAdmins(deps.db, {
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
  const [row] = await db
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
  if (row) {
    return {
      application: toApplication(row),
      message: `${row.companyName} toptan hesabı ${accountType === 'reSeller' ? 'bayi' : 'son kullanıcı'} olarak etkinleştirildi.`,
    };
  }
  const [existing] = await db
    .select({ id: wholesaleAccounts.id })
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.id, id));
  if (!existing) throw notFound('Toptan başvurusu bulunamadı.');
  throw conflict(accountErrorCodes.wholesaleNotPending, 'Bu başvuru onay beklemiyor.');
}
