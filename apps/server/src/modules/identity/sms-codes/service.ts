import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeSentResponse } from '@carsi/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { smsCodes } from '../../../db/schema';
import { SmsSendError } from '../../../integrations/sms-sender';
import type { IdentityDeps } from '../context';
import { codeBurned, codeExpired, codeWrong, smsUnavailable } from '../errors';
import { limits } from '../rate-limits/limits';

/** What a code lets its holder do; a code for one purpose never works for another. */
export type CodePurpose = 'customer-sign-in' | 'wholesale-sign-in' | 'admin-sign-in';

export const CODE_TTL_MS = 3 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

const SMS_TEXT: Record<CodePurpose, (code: string) => string> = {
  'customer-sign-in': (code) =>
    `Çarşı giriş kodunuz: ${code}. Kod 3 dakika geçerlidir, kimseyle paylaşmayın.`,
  'wholesale-sign-in': (code) =>
    `Çarşı Toptan giriş kodunuz: ${code}. Kod 3 dakika geçerlidir, kimseyle paylaşmayın.`,
  'admin-sign-in': (code) =>
    `Çarşı yönetim paneli giriş kodunuz: ${code}. Kod 3 dakika geçerlidir, kimseyle paylaşmayın.`,
};

function codeHash(key: Buffer, purpose: CodePurpose, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${phone}\n${code}`).digest('hex');
}

/**
 * Sends a fresh 6-digit code (CSPRNG) to `phone` for `purpose`, after the per-phone limits:
 * 60 s (SMS_RESEND_SECONDS) between codes and 5 codes per hour. The code is stored only as an HMAC bound to phone
 * and purpose; a new code replaces the previous one.
 */
export async function issueCode(
  deps: IdentityDeps,
  phone: string,
  purpose: CodePurpose,
): Promise<CodeSentResponse> {
  await deps.limiter.consume(limits.smsResend, `${purpose}:${phone}`);
  await deps.limiter.consume(limits.smsPerPhone, phone);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await deps.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)),
      );
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        purpose,
        codeHash: codeHash(deps.keys.codes, purpose, phone, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      })
      .returning({ id: smsCodes.id });
    if (!row) throw new Error('sms code insert returned nothing');
    return row.id;
  });

  try {
    await deps.sms.send({ to: phone, text: SMS_TEXT[purpose](code), kind: 'informational' });
  } catch (error) {
    // The code never reached the phone: spend it, log why (never the text), tell the person.
    await deps.db.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, id));
    const reason = error instanceof SmsSendError ? error.reason : 'unexpected error';
    deps.log.error({ purpose, reason }, 'sign-in SMS could not be sent');
    throw smsUnavailable();
  }
  return {
    message: 'Doğrulama kodu telefonunuza gönderildi.',
    resendAfterSeconds: deps.limiter.windowMs(limits.smsResend) / 1000,
    expiresInSeconds: CODE_TTL_MS / 1000,
  };
}

/**
 * Checks a code and spends it. Every try counts in the shared store; the 5th wrong try burns
 * the code. A used, replaced or expired code fails the same way as a missing one.
 */
export async function verifyCode(
  deps: IdentityDeps,
  phone: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, expiresAt: smsCodes.expiresAt })
    .from(smsCodes)
    .where(
      and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw codeExpired();

  const { count } = await deps.limiter.store.hit(`sms-attempts:${row.id}`, CODE_TTL_MS);
  if (count > MAX_CODE_ATTEMPTS) {
    await spend(deps.db, row.id);
    throw codeBurned();
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(deps.keys.codes, purpose, phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    if (count >= MAX_CODE_ATTEMPTS) {
      await spend(deps.db, row.id);
      throw codeBurned();
    }
    throw codeWrong(MAX_CODE_ATTEMPTS - count);
  }
  // Single use even when two requests carry the right code at once: only one update wins.
  if (!(await spend(deps.db, row.id))) throw codeExpired();
}

async function spend(db: Database, id: string): Promise<boolean> {
  const spent = await db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return spent.length > 0;
}

/** Deletes codes that ended more than a day ago. */
export async function pruneCodes(db: Database): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, sql`now() - interval '1 day'`));
}
