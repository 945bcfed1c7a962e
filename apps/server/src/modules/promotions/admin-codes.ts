import type { DiscountCodeView, discountCodeBody, editDiscountCodeBody } from '@carsi/contract';
import { NOT_FOUND_DISCOUNT_CODE } from '@carsi/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { discountCodes } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { ShortLived } from './short-lived';

type CodeRow = typeof discountCodes.$inferSelect;
type CodeInput = z.output<typeof discountCodeBody>;
type EditInput = z.output<typeof editDiscountCodeBody>;

export const CODE_PAGE_SIZE = 20;

export function toCodeView(row: CodeRow): DiscountCodeView {
  return {
    _id: row.id,
    discountCode: row.code,
    description: row.description,
    discountType: row.kind,
    discountAmount: row.value,
    minimumCartAmount: row.minimumCart,
    startDate: row.startsAt?.toISOString() ?? null,
    endDate: row.endsAt?.toISOString() ?? null,
    totalUses: row.totalUses,
    usedCount: row.usedCount,
    usesPerPhone: row.usesPerPhone,
    productIds: row.productIds,
    departmentIds: row.departmentIds,
    isDuplicateAllowed: row.isDuplicateAllowed,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: CodeInput) {
  return {
    code: input.discountCode,
    description: input.description,
    kind: input.discountType,
    value: input.discountAmount,
    minimumCart: input.minimumCartAmount,
    startsAt: input.startDate ? new Date(input.startDate) : null,
    endsAt: input.endDate ? new Date(input.endDate) : null,
    totalUses: input.totalUses,
    usesPerPhone: input.usesPerPhone,
    productIds: input.productIds,
    departmentIds: input.departmentIds,
    isDuplicateAllowed: input.isDuplicateAllowed,
    isActive: input.isActive,
  };
}

const duplicate = () => {
  const message = 'Bu kod (büyük-küçük harf farkıyla da) zaten var; başka bir kod seçin.';
  return new AppError(409, 'DISCOUNT_CODE_EXISTS', message, [
    { field: 'body.discountCode', message },
  ]);
};

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (
      pg.code === '23505' &&
      `${pg.constraint ?? ''}${pg.message ?? ''}`.includes('discount_codes_code_ci')
    )
      return true;
  }
  return false;
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

const sorts: Record<string, SQL[]> = {
  code: [asc(discountCodes.code)],
  '-code': [desc(discountCodes.code)],
  used: [asc(discountCodes.usedCount), desc(discountCodes.id)],
  '-used': [desc(discountCodes.usedCount), desc(discountCodes.id)],
  created: [asc(discountCodes.id)],
  '-created': [desc(discountCodes.id)],
};

type NotFoundCode = { code: string | null; description: string | null };

/** The back office's discount codes (marketing). */
export class DiscountCodeAdmin {
  /** Every page render asks for the 404 page's code (the root loader cannot know it is a 404). */
  private readonly notFound = new ShortLived<NotFoundCode>();

  constructor(private readonly db: Database) {}

  async create(input: CodeInput): Promise<DiscountCodeView> {
    this.notFound.clear();
    const [row] = await unique(() =>
      this.db.insert(discountCodes).values(columnsOf(input)).returning(),
    );
    return toCodeView(row!);
  }

  async edit(input: EditInput, now: Date): Promise<DiscountCodeView> {
    this.notFound.clear();
    const { _id, ...fields } = input;
    const [row] = await unique(() =>
      this.db
        .update(discountCodes)
        .set({ ...columnsOf(fields), updatedAt: now })
        .where(eq(discountCodes.id, _id))
        .returning(),
    );
    if (!row) throw notFound('Bu numarada bir indirim kodu yok.');
    if (row.totalUses !== null && row.usedCount > row.totalUses) {
      // Unreachable: the check constraint refuses it; kept as a clear message if it changes.
      throw new AppError(400, 'VALIDATION', 'Toplam kullanım, yapılmış kullanımdan az olamaz.');
    }
    return toCodeView(row);
  }

  async details(id: number): Promise<DiscountCodeView> {
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.id, id));
    if (!row) throw notFound('Bu numarada bir indirim kodu yok.');
    return toCodeView(row);
  }

  async list(query: {
    keyword?: string | undefined;
    pageNumber: number;
    listAll: boolean;
    sirala?: string | undefined;
  }) {
    const keyword = query.keyword?.trim();
    const where = keyword
      ? foldedContains(keyword, discountCodes.code, discountCodes.description)
      : undefined;
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(discountCodes)
      .where(where);
    const total = count?.n ?? 0;
    const order = sorts[query.sirala ?? ''] ?? sorts['-created']!;
    const base = this.db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(...order);
    const rows = query.listAll
      ? await base
      : await base.limit(CODE_PAGE_SIZE).offset((query.pageNumber - 1) * CODE_PAGE_SIZE);
    const pages = query.listAll ? 1 : Math.max(1, Math.ceil(total / CODE_PAGE_SIZE));
    return {
      discountCodes: rows.map(toCodeView),
      total,
      page: query.listAll ? 1 : query.pageNumber,
      pages,
    };
  }

  /**
   * The 404 page's code, when it exists and is usable now (so the page never offers a dead
   * code). Reused for up to 30 s, never past the code's end; a code used up meanwhile is
   * refused by the cart with its own message.
   */
  notFoundCode(now: Date): Promise<NotFoundCode> {
    return this.notFound.get(now.getTime(), async () => {
      const [row] = await this.db
        .select()
        .from(discountCodes)
        .where(
          and(
            // lower(code) is what the unique index holds: without it every render of a page
            // read the whole table, which grows by one row per pop-up code handed out.
            sql`lower(${discountCodes.code}) = lower(${NOT_FOUND_DISCOUNT_CODE})`,
            eq(discountCodes.code, NOT_FOUND_DISCOUNT_CODE),
            eq(discountCodes.isActive, true),
            sql`(${discountCodes.startsAt} is null or ${discountCodes.startsAt} <= ${now})`,
            sql`(${discountCodes.endsAt} is null or ${discountCodes.endsAt} >= ${now})`,
            sql`(${discountCodes.totalUses} is null or ${discountCodes.usedCount} < ${discountCodes.totalUses})`,
          ),
        );
      return row
        ? { value: { code: row.code, description: row.description }, until: row.endsAt?.getTime() }
        : { value: { code: null, description: null } };
    });
  }
}
