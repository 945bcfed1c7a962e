import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's message board (/admin-panel/mesaj-tahtasi): short notes staff leave each
 * other. Pinned notes (pinnedAt set) stay on top; a note is deleted only by its author (or the
 * owner). The author's name is copied so a note still reads right after the admin is removed.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    pinnedBy: text('pinned_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_notes_board').on(t.pinnedAt, t.createdAt),
    check('staff_notes_text_length', sql`char_length(${t.text}) between 1 and 500`),
  ],
);
