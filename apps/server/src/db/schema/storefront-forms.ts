import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The storefront's four application forms: dealer, supplier, corporate/wholesale
 * order request and export inquiry; and /destek's support request for people without an order. The common contact columns are for listing and searching;
 * `fields` keeps the rest of what the form asked, as typed (trimmed).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    /** Random, 128 bits base64url. */
    id: text('id').primaryKey(),
    /** `dealer`, `supplier`, `corporate`, `export`, or `support` (/destek, no order; no company). */
    kind: text('kind').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /** E.164; a Turkish mobile gets the confirmation SMS. */
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** `NEW` until staff handle it (the admin screen comes with the back office). */
    status: text('status').notNull().default('NEW'),
    /** When the submitter ticked the KVKK notice. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_kind').on(t.kind, t.createdAt),
    check(
      'form_submissions_kind_known',
      sql`${t.kind} in ('dealer','supplier','corporate','export','support')`,
    ),
    check('form_submissions_status_known', sql`${t.status} in ('NEW','SEEN','CLOSED')`),
  ],
);
