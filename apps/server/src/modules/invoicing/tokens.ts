import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoicingTokens } from '../../db/schema';
import { SecretBox } from '../marketplaces/index';

/** The provider's OAuth tokens as the client uses them (plain, in memory only). */
export interface StoredTokens {
  accessToken: string | null;
  /** Epoch ms. */
  accessExpiresAt: number | null;
  refreshToken: string | null;
}

/**
 * Where the current tokens live. `refresh` is the only way to change them: it runs `work` while
 * holding the one refresh lock for the company (across every process) and saves what `work`
 * returns before the lock is let go, so a rotated refresh token is never lost or used twice.
 */
export interface TokenStore {
  read(): Promise<StoredTokens>;
  refresh(work: (current: StoredTokens) => Promise<StoredTokens>): Promise<StoredTokens>;
}

const EMPTY: StoredTokens = { accessToken: null, accessExpiresAt: null, refreshToken: null };

/** A sealing key for the stored tokens, derived from the provider's client secret (environment). */
export function tokenBoxFromSecret(clientSecret: string): SecretBox {
  return new SecretBox(createHmac('sha256', clientSecret).update('invoicing-tokens').digest());
}

/**
 * Tokens in `invoicing_tokens`, both sealed with AES-GCM (the row's provider and company bound
 * in). A refresh takes the company row's lock (`select … for update` in a transaction): a second
 * process waits, then finds the new tokens and uses them instead of refreshing again. A row that
 * no longer opens (the client secret changed) reads as empty: the next refresh logs in afresh.
 */
export class DatabaseTokenStore implements TokenStore {
  private readonly context: string;

  constructor(
    private readonly db: Database,
    private readonly provider: string,
    private readonly companyId: string,
    private readonly box: SecretBox,
  ) {
    this.context = `invoicing:${provider}:${companyId}`;
  }

  private where() {
    return and(
      eq(invoicingTokens.provider, this.provider),
      eq(invoicingTokens.companyId, this.companyId),
    );
  }

  private open(row: typeof invoicingTokens.$inferSelect | undefined): StoredTokens {
    if (!row) return EMPTY;
    try {
      return {
        accessToken: row.accessTokenEncrypted
          ? this.box.open(row.accessTokenEncrypted, `${this.context}:access`)
          : null,
        accessExpiresAt: row.accessExpiresAt?.getTime() ?? null,
        refreshToken: row.refreshTokenEncrypted
          ? this.box.open(row.refreshTokenEncrypted, `${this.context}:refresh`)
          : null,
      };
    } catch {
      return EMPTY;
    }
  }

  async read(): Promise<StoredTokens> {
    const [row] = await this.db.select().from(invoicingTokens).where(this.where()).limit(1);
    return this.open(row);
  }

  async refresh(work: (current: StoredTokens) => Promise<StoredTokens>): Promise<StoredTokens> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(invoicingTokens)
        .values({ provider: this.provider, companyId: this.companyId })
        .onConflictDoNothing();
      const [row] = await tx.select().from(invoicingTokens).where(this.where()).for('update');
      const next = await work(this.open(row));
      await tx
        .update(invoicingTokens)
        .set({
          accessTokenEncrypted: next.accessToken
            ? this.box.seal(next.accessToken, `${this.context}:access`)
            : null,
          accessExpiresAt: next.accessExpiresAt === null ? null : new Date(next.accessExpiresAt),
          refreshTokenEncrypted: next.refreshToken
            ? this.box.seal(next.refreshToken, `${this.context}:refresh`)
            : null,
          updatedAt: sql`now()`,
        })
        .where(this.where());
      return next;
    });
  }
}
