import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Identity: people who sign in (customers, wholesale accounts, admins), their sessions, SMS codes,
// shared rate-limit counters and first-party visitor records. Ids a stranger could guess at are
// random UUIDs. Phones are stored in E.164 (+905xxxxxxxxx).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A 1–5 satisfaction score, optionally about one order; one score per customer and order. */
export const customerScores = pgTable(
  'customer_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderRef: text('order_ref'),
    score: smallint('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('customer_scores_range', sql`${t.score} between 1 and 5`),
    // One score per order, whoever of its owners gives it: a second score replaces the first.
    uniqueIndex('customer_scores_order').on(t.orderRef).where(sql`${t.orderRef} is not null`),
  ],
);

export const wholesaleAccountStatuses = ['pending', 'active', 'rejected', 'suspended'] as const;
export type WholesaleAccountStatus = (typeof wholesaleAccountStatuses)[number];

export const wholesaleAccounts = pgTable('wholesale_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().unique(),
  status: text('status', { enum: wholesaleAccountStatuses }).notNull().default('pending'),
  isWholeSaleEndUser: boolean('is_wholesale_end_user').notNull().default(false),
  isWholeSaleReSeller: boolean('is_wholesale_reseller').notNull().default(false),
  activatedBy: uuid('activated_by'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminStatuses = ['pending', 'active', 'rejected', 'disabled'] as const;
export type AdminStatus = (typeof adminStatuses)[number];

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone').notNull().unique(),
  /** Set when approved; a pending registration has none. */
  role: text('role'),
  status: text('status', { enum: adminStatuses }).notNull().default('pending'),
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const principalKinds = ['customer', 'wholesale', 'admin'] as const;
export type PrincipalKind = (typeof principalKinds)[number];

/** Opaque session tokens, stored only as their SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    principalKind: text('principal_kind', { enum: principalKinds }).notNull(),
    principalId: uuid('principal_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_principal').on(t.principalKind, t.principalId),
    index('sessions_expires').on(t.expiresAt),
  ],
);

/** One-time sign-in codes, stored as an HMAC bound to phone and purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_purpose').on(t.phone, t.purpose, t.createdAt)],
);

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset').on(t.resetAt)],
);

/** First-party visitor ids (instead of a browser fingerprint; docs/decisions/identity.md). */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey(),
  firstVisitTime: timestamp('first_visit_time', { withTimezone: true }).notNull(),
  registeredCustomerId: uuid('registered_customer_id').references(() => customers.id, {
    onDelete: 'set null',
  }),
  isExtraDiscountShown: boolean('is_extra_discount_shown').notNull().default(false),
  lastErrorMessage: text('last_error_message'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/** Server-wide secrets made on first use, shared by every process on the database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
