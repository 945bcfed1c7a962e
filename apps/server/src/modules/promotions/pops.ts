import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { editPopBody, PopList, PopView, popBody, TemporaryCodePayload } from '@carsi/contract';
import {
  HOUR_MS,
  isWithinSchedule,
  POP_MIN_HOURS_SINCE_FIRST_VISIT,
  temporaryDiscountCodePayload,
} from '@carsi/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { discountCodes, pops, visitors } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { ShortLived } from './short-lived';

type PopRow = typeof pops.$inferSelect;
type PopInput = z.output<typeof popBody>;
type EditInput = z.output<typeof editPopBody>;

const PAGE_SIZE = 20;

export function toPopView(row: PopRow): PopView {
  const { id, createdAt: _c, updatedAt: _u, ...rest } = row;
  return { _id: id, ...rest };
}

function columnsOf(input: PopInput) {
  return {
    ...input,
    startDateInMiliseconds: input.isTemporary ? input.startDateInMiliseconds : null,
    endDateInMiliseconds: input.isTemporary ? input.endDateInMiliseconds : null,
  };
}

/** A crypto-backed RandomSource in [0, 1). */
const cryptoRandom = () => cryptoRandomInt(0, 1_000_000) / 1_000_000;

const claimedTwice = () =>
  new AppError(409, 'POP_DISCOUNT_ALREADY_CLAIMED', 'Bu pencerenin indirim kodunu zaten aldınız.');

function uniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && `${pg.constraint ?? ''}${pg.message ?? ''}`.includes(constraint))
      return true;
  }
  return false;
}

/** Pop-ups: the back office's list and forms, the storefront's list, the temporary codes. */
export class PopService {
  private readonly clientList = new ShortLived<PopList>();

  constructor(
    private readonly db: Database,
    private readonly onChange: () => void = () => {},
  ) {}

  private changed() {
    this.clientList.clear();
    this.onChange();
  }

  async create(input: PopInput): Promise<PopView> {
    const [row] = await this.db.insert(pops).values(columnsOf(input)).returning();
    this.changed();
    return toPopView(row!);
  }

  async edit(input: EditInput, now: Date): Promise<PopView> {
    const { _id, ...fields } = input;
    const [row] = await this.db
      .update(pops)
      .set({ ...columnsOf(fields), updatedAt: now })
      .where(eq(pops.id, _id))
      .returning();
    if (!row) throw notFound('Bu numarada bir açılır pencere yok.');
    this.changed();
    return toPopView(row);
  }

  async details(id: number): Promise<PopView> {
    const [row] = await this.db.select().from(pops).where(eq(pops.id, id));
    if (!row) throw notFound('Bu numarada bir açılır pencere yok.');
    return toPopView(row);
  }

  async adminList(pageNumber: number): Promise<PopList> {
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(pops);
    const total = count?.n ?? 0;
    const rows = await this.db
      .select()
      .from(pops)
      .orderBy(desc(pops.id))
      .limit(PAGE_SIZE)
      .offset((pageNumber - 1) * PAGE_SIZE);
    return {
      pops: rows.map(toPopView),
      total,
      page: pageNumber,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    };
  }

  /** Active pops that have not ended: the same for every visitor (the browser decides). */
  clientPops(nowMs: number): Promise<PopList> {
    return this.clientList.get(nowMs, async () => {
      const rows = await this.db
        .select()
        .from(pops)
        .where(
          and(
            eq(pops.isActive, true),
            or(eq(pops.isTemporary, false), sql`${pops.endDateInMiliseconds} >= ${nowMs}`),
          ),
        )
        .orderBy(asc(pops.id));
      return { value: { pops: rows.map(toPopView), total: rows.length, page: 1, pages: 1 } };
    });
  }

  /**
   * Hands this visitor the pop's temporary code: prefix + last 3 digits of the
   * time + a digit 0–8, valid discountExpiry minutes, useDiscountXtimes uses, no stacking. Only
   * for a pop that runs and gives a discount, to a visitor the server has known for more than
   * 36 hours, once per visitor and pop (a unique index settles a race). A code made up in the
   * browser is unknown to the cart.
   */
  async claim(popId: number, visitorId: string | null, now: Date): Promise<TemporaryCodePayload> {
    if (!visitorId) {
      throw new AppError(
        400,
        'VISITOR_REQUIRED',
        'Ziyaretçi kaydınız bulunamadı; sayfayı yenileyip tekrar deneyin.',
      );
    }
    const [pop] = await this.db.select().from(pops).where(eq(pops.id, popId));
    const schedule = pop && {
      ...pop,
      startDateInMiliseconds: pop.startDateInMiliseconds ?? undefined,
      endDateInMiliseconds: pop.endDateInMiliseconds ?? undefined,
    };
    if (!pop || !schedule || !pop.existDiscount || !isWithinSchedule(schedule, now.getTime())) {
      throw notFound('Bu pencerenin indirimi artık geçerli değil.');
    }
    const [visitor] = await this.db
      .select({ firstVisitTime: visitors.firstVisitTime })
      .from(visitors)
      .where(eq(visitors.id, visitorId));
    if (!visitor) {
      throw new AppError(
        400,
        'VISITOR_REQUIRED',
        'Ziyaretçi kaydınız bulunamadı; sayfayı yenileyip tekrar deneyin.',
      );
    }
    const since = now.getTime() - visitor.firstVisitTime.getTime();
    if (since <= POP_MIN_HOURS_SINCE_FIRST_VISIT * HOUR_MS) {
      throw new AppError(403, 'POP_NOT_YET', 'Bu indirim şu anda sizin için geçerli değil.');
    }
    const [already] = await this.db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(and(eq(discountCodes.popId, popId), eq(discountCodes.visitorId, visitorId)));
    if (already) throw claimedTwice();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const payload = temporaryDiscountCodePayload({
        prefix: pop.codePrefix,
        discountAmount: pop.discountAmount,
        discountExpiryMinutes: pop.discountExpiry,
        useTimes: pop.useDiscountXtimes,
        nowMs: now.getTime() + attempt,
        random: cryptoRandom,
      });
      try {
        await this.db.insert(discountCodes).values({
          code: payload.discountCode,
          description: `Açılır pencere: ${pop.title}`,
          kind: 'amount',
          value: payload.discountAmount,
          endsAt: new Date(payload.discountExpiryInMiliseconds),
          totalUses: payload.useDiscountCodeXTimes,
          isDuplicateAllowed: payload.isDuplicateAllowed,
          popId,
          visitorId,
        });
        return payload;
      } catch (error) {
        if (uniqueViolation(error, 'discount_codes_pop_visitor')) throw claimedTwice();
        if (!uniqueViolation(error, 'discount_codes_code_ci')) throw error;
        // The 4-digit tail collided with a live code of the same prefix: draw again.
      }
    }
    throw new AppError(
      503,
      'POP_CODE_BUSY',
      'İndirim kodu şu anda oluşturulamadı, tekrar deneyin.',
    );
  }
}
