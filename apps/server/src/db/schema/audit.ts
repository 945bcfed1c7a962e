import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's audit history of changes to people who sign in: an admin
 * approved, rejected, given another role, disabled or enabled; a wholesale account activated,
 * deactivated or re-activated. Append-only. The actor is stored as `admin:<id>` and its name is
 * looked up when the history is read, so a renamed admin reads right everywhere.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `admin:<id>` (or `system:<what>` for a command-line change). */
    actor: text('actor').notNull(),
    /** e.g. admin.role, admin.disable, wholesale.deactivate. */
    action: text('action').notNull(),
    /** What was changed: `admin` or `wholesale-account`. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The change itself, e.g. {from: 'warehouse', to: 'accounting'}. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_subject').on(t.subjectKind, t.subjectId, t.at),
    index('audit_events_at').on(t.at),
  ],
);
