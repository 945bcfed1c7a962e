import type { SignInResult, signInCollections, signInUserTypes } from '@carsi/contract';
import { identityErrorCodes, isAdminRole } from '@carsi/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { admins, wholesaleAccounts } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { verifyCaptcha } from '../captcha/service';
import type { IdentityDeps } from '../context';
import { fieldError } from '../errors';
import { parsePhone } from '../phone';
import { limits } from '../rate-limits/limits';
import type { RequestInfo } from '../sessions/request-info';
import { createSession, SESSION_MAX_MS } from '../sessions/service';
import { type CodePurpose, issueCode, verifyCode } from '../sms-codes/service';

type StaffKind = (typeof signInUserTypes)[number];
type Collection = (typeof signInCollections)[number];

const kindOfCollection: Record<Collection, StaffKind> = {
  wholeSaleCustomers: 'wholesale',
  admins: 'admin',
};
const purposeOf: Record<StaffKind, CodePurpose> = {
  wholesale: 'wholesale-sign-in',
  admin: 'admin-sign-in',
};

type Account =
  | { kind: 'wholesale'; id: string; name: string; position: 'endUser' | 'reSeller' }
  | { kind: 'admin'; id: string; name: string; role: string };

const refused = (status: number, code: string, message: string) =>
  new AppError(status, code, message);

/**
 * The account behind a phone, if it may sign in. Unknown → 404, not yet approved → 403: the
 * person learns why no SMS came (captcha and rate limits keep this from being a phone oracle).
 */
async function accountForSignIn(db: Database, kind: StaffKind, phone: string): Promise<Account> {
  if (kind === 'wholesale') {
    const [row] = await db
      .select()
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.phone, phone));
    if (!row) {
      throw refused(
        404,
        identityErrorCodes.accountNotFound,
        'Bu telefon numarasıyla kayıtlı bir toptan hesap bulunamadı.',
      );
    }
    if (row.status === 'pending') {
      throw refused(
        403,
        identityErrorCodes.accountPending,
        'Toptan hesabınız henüz onaylanmadı. Onaylandığında bu numarayla giriş yapabilirsiniz.',
      );
    }
    if (row.status === 'suspended') {
      throw refused(
        403,
        identityErrorCodes.accountDisabled,
        'Toptan hesabınız pasifleştirildi. Bilgi için mağazayla iletişime geçin.',
      );
    }
    if (row.status !== 'active') {
      throw refused(403, identityErrorCodes.accountPending, 'Toptan hesap başvurunuz onaylanmadı.');
    }
    return {
      kind,
      id: row.id,
      name: row.companyName,
      position: row.isWholeSaleReSeller ? 'reSeller' : 'endUser',
    };
  }
  const [row] = await db.select().from(admins).where(eq(admins.phone, phone));
  if (!row) {
    throw refused(
      404,
      identityErrorCodes.accountNotFound,
      'Bu telefon numarasıyla kayıtlı bir yönetici bulunamadı.',
    );
  }
  if (row.status === 'pending') {
    throw refused(
      403,
      identityErrorCodes.accountPending,
      'Yönetici hesabınız henüz onaylanmadı. Mağaza sahibi onayladıktan sonra giriş yapabilirsiniz.',
    );
  }
  if (row.status === 'disabled') {
    throw refused(
      403,
      identityErrorCodes.accountDisabled,
      'Yönetici hesabınız devre dışı bırakıldı. Mağaza sahibiyle görüşün.',
    );
  }
  if (row.status !== 'active' || !isAdminRole(row.role)) {
    throw refused(403, identityErrorCodes.accountPending, 'Yönetici hesabınız etkin değil.');
  }
  return { kind, id: row.id, name: row.name, role: row.role };
}

/** POST /api/signIn/sendPhoneToReceiveSms: captcha, limits, account check, then the SMS. */
export async function sendSignInCode(
  deps: IdentityDeps,
  input: { phone: string; collectionName: Collection; captchaValue: string },
  ip: string,
) {
  const phone = parsePhone(input.phone, 'body.phone');
  await verifyCaptcha(deps, input.captchaValue);
  await deps.limiter.consume(limits.smsPerIp, ip);
  const kind = kindOfCollection[input.collectionName];
  await accountForSignIn(deps.db, kind, phone);
  return issueCode(deps, phone, purposeOf[kind]);
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** tokenExpiry ("3600", "30m", "2h", "1d") in ms, clamped to 5 min … 12 h. */
export function tokenLifetimeMs(tokenExpiry: string | undefined): number {
  if (!tokenExpiry) return SESSION_MAX_MS;
  const match = /^(\d{1,6})([smhd]?)$/.exec(tokenExpiry);
  if (!match) return SESSION_MAX_MS;
  const unit = (match[2] || 's') as keyof typeof UNIT_MS;
  return Number(match[1]) * UNIT_MS[unit];
}

/**
 * /api/signIn/sendSecurityCodeToSignIn (the POST's body, or the older GET's query): the code
 * becomes a session of the account. `source` names the fields in a 400.
 */
export async function signInWithCode(
  deps: IdentityDeps,
  input: {
    phone: string;
    securityCode: string;
    userType: StaffKind;
    collectionName: Collection;
    captchaValue: string;
    tokenExpiry?: string | undefined;
  },
  request: RequestInfo,
  source: 'body' | 'query',
): Promise<SignInResult & { kind: StaffKind; expiresAtDate: Date }> {
  if (kindOfCollection[input.collectionName] !== input.userType) {
    throw fieldError(`${source}.collectionName`, 'collectionName, userType ile uyuşmuyor.');
  }
  const phone = parsePhone(input.phone, `${source}.phone`);
  await verifyCaptcha(deps, input.captchaValue);
  await deps.limiter.consume(limits.verifyPerIp, request.ip);
  const account = await accountForSignIn(deps.db, input.userType, phone);
  await verifyCode(deps, phone, purposeOf[input.userType], input.securityCode);

  const table = account.kind === 'admin' ? admins : wholesaleAccounts;
  await deps.db.update(table).set({ lastSignInAt: sql`now()` }).where(eq(table.id, account.id));
  const session = await createSession(deps.db, {
    kind: account.kind,
    principalId: account.id,
    ttlMs: tokenLifetimeMs(input.tokenExpiry),
    userAgent: request.userAgent,
    ip: request.ip,
    replacing: request.currentToken,
  });
  return {
    kind: account.kind,
    token: session.token,
    userPosition: account.kind === 'admin' ? account.role : 'wholesale',
    isAdmin: account.kind === 'admin',
    currentAccountPosition: account.kind === 'wholesale' ? account.position : null,
    name: account.name,
    expiresAt: session.expiresAt.toISOString(),
    expiresAtDate: session.expiresAt,
  };
}
