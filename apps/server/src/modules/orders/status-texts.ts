import type { StatusTextView } from '@carsi/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderStatusTexts } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

type Row = typeof orderStatusTexts.$inferSelect;
const view = (row: Row): StatusTextView => ({
  id: row.id,
  kind: row.kind as StatusTextView['kind'],
  text: row.text,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

const duplicate = () =>
  new AppError(409, 'STATUS_TEXT_EXISTS', 'Bu metin listede zaten var.', [
    { field: 'body.text', message: 'Bu metin listede zaten var.' },
  ]);

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
};

/** The approved order statuses and the staff's status texts: two short lists to manage. */
export class StatusTexts {
  constructor(private readonly db: Database) {}

  async list(kind: string): Promise<StatusTextView[]> {
    const rows = await this.db
      .select()
      .from(orderStatusTexts)
      .where(eq(orderStatusTexts.kind, kind))
      .orderBy(asc(orderStatusTexts.text));
    return rows.map(view);
  }

  async create(kind: string, text: string): Promise<StatusTextView> {
    try {
      const [row] = await this.db.insert(orderStatusTexts).values({ kind, text }).returning();
      return view(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async update(id: number, change: { text?: string | undefined; active?: boolean | undefined }) {
    try {
      const [row] = await this.db
        .update(orderStatusTexts)
        .set({
          ...(change.text !== undefined ? { text: change.text } : {}),
          ...(change.active !== undefined ? { active: change.active } : {}),
        })
        .where(eq(orderStatusTexts.id, id))
        .returning();
      if (!row) throw notFound('Durum metni bulunamadı.');
      return view(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db
      .delete(orderStatusTexts)
      .where(and(eq(orderStatusTexts.id, id)))
      .returning({ id: orderStatusTexts.id });
    if (deleted.length === 0) throw notFound('Durum metni bulunamadı.');
  }
}
