import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Invoicing: the accounting provider's OAuth tokens (Paraşüt rotates its refresh token on every
 * refresh, so the current one lives here, shared by every process). A refresh runs under a row
 * lock on the company's row and writes the new pair in the same transaction. Both tokens are
 * AES-GCM ciphertexts, never stored plain.
 */
export const invoicingTokens = pgTable(
  'invoicing_tokens',
  {
    provider: text('provider').notNull(),
    companyId: text('company_id').notNull(),
    accessTokenEncrypted: text('access_token_encrypted'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.companyId] })],
);
