import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type PrincipalKind, sessions } from '../../../db/schema';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './tokens';

/** Sessions end after 12 hours at most (ASVS L2 3.3.2); tokenExpiry can only shorten that. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const SESSION_MIN_MS = 5 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export type ResolvedSession =
  | { status: 'valid'; kind: PrincipalKind; principalId: string; expiresAt: Date }
  | { status: 'expired'; kind: PrincipalKind }
  | { status: 'invalid' };

/**
 * Starts a session. `replacing` is the token the caller presented (cookie or bearer), revoked in
 * the same transaction so a sign-in always rotates the session id.
 */
export async function createSession(
  db: Database,
  input: {
    kind: PrincipalKind;
    principalId: string;
    ttlMs: number;
    userAgent?: string | undefined;
    ip?: string | undefined;
    replacing?: string | undefined;
  },
): Promise<NewSession> {
  const token = newSessionToken();
  const ttl = Math.min(Math.max(input.ttlMs, SESSION_MIN_MS), SESSION_MAX_MS);
  const expiresAt = new Date(Date.now() + ttl);
  await db.transaction(async (tx) => {
    if (input.replacing && looksLikeSessionToken(input.replacing)) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.tokenHash, hashSessionToken(input.replacing)),
            isNull(sessions.revokedAt),
          ),
        );
    }
    await tx.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      principalKind: input.kind,
      principalId: input.principalId,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 200) ?? null,
      ip: input.ip ?? null,
    });
  });
  return { token, expiresAt };
}

/** Looks a presented token up: valid, expired (so the caller can say so) or unknown/revoked. */
export async function resolveSession(db: Database, token: string): Promise<ResolvedSession> {
  if (!looksLikeSessionToken(token)) return { status: 'invalid' };
  const [row] = await db
    .select({
      kind: sessions.principalKind,
      principalId: sessions.principalId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!row || row.revokedAt) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired', kind: row.kind };
  return {
    status: 'valid',
    kind: row.kind,
    principalId: row.principalId,
    expiresAt: row.expiresAt,
  };
}

/** Ends one session (logout). Unknown tokens are ignored: logging out twice is fine. */
export async function revokeSession(db: Database, token: string): Promise<void> {
  if (!looksLikeSessionToken(token)) return;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of one person (an admin disabled, an account rejected). */
export async function revokeSessionsOf(
  db: Database,
  kind: PrincipalKind,
  principalId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.principalKind, kind),
        eq(sessions.principalId, principalId),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Deletes sessions that ended more than a day ago (kept a day so "expired" can be told). */
export async function pruneSessions(db: Database): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
}
