import { ADMIN_LIST_PAGE_SIZE, errorCodes, type Principal, type StaffNote } from '@carsi/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffNotes } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { offsetOf, pagingOf } from './search';

type NoteRow = typeof staffNotes.$inferSelect;

const toNote = (row: NoteRow, me: Principal): StaffNote => ({
  _id: row.id,
  text: row.text,
  authorName: row.authorName,
  mine: row.authorId === me.id,
  pinned: row.pinnedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const noSuchNote = () => notFound('Not bulunamadı.');

/** The staff message board: short notes, pinned ones on top, deleted by their author. */
export class MessageBoard {
  constructor(private readonly db: Database) {}

  async list(page: number, me: Principal) {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(staffNotes)
        .orderBy(
          sql`${staffNotes.pinnedAt} is null`,
          desc(staffNotes.pinnedAt),
          desc(staffNotes.createdAt),
          desc(staffNotes.id),
        )
        .limit(ADMIN_LIST_PAGE_SIZE)
        .offset(offsetOf(page)),
      this.db.select({ n: count() }).from(staffNotes),
    ]);
    return { notes: rows.map((r) => toNote(r, me)), ...pagingOf(page, counted?.n ?? 0) };
  }

  async create(text: string, me: Principal) {
    const [row] = await this.db
      .insert(staffNotes)
      .values({ text, authorId: me.id, authorName: me.displayName })
      .returning();
    return { message: 'Not panoya eklendi.', note: toNote(row!, me) };
  }

  async pin(id: number, pinned: boolean, me: Principal) {
    const [row] = await this.db
      .update(staffNotes)
      .set(pinned ? { pinnedAt: new Date(), pinnedBy: me.id } : { pinnedAt: null, pinnedBy: null })
      .where(eq(staffNotes.id, id))
      .returning();
    if (!row) throw noSuchNote();
    return {
      message: pinned ? 'Not sabitlendi.' : 'Notun sabitlemesi kaldırıldı.',
      note: toNote(row, me),
    };
  }

  /** Only the author deletes a note; the owner may delete any (a note left by someone gone). */
  async remove(id: number, me: Principal) {
    const [row] = await this.db.select().from(staffNotes).where(eq(staffNotes.id, id));
    if (!row) throw noSuchNote();
    if (row.authorId !== me.id && me.role !== 'owner') {
      throw new AppError(403, errorCodes.forbidden, 'Yalnızca kendi notunuzu silebilirsiniz.');
    }
    await this.db.delete(staffNotes).where(eq(staffNotes.id, id));
    return { message: 'Not silindi.' };
  }
}
