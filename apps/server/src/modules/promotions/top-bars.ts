import type { editTopBarBody, TopBarList, TopBarView, topBarBody } from '@carsi/contract';
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { products, topBars } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ShortLived } from './short-lived';

type TopBarRow = typeof topBars.$inferSelect;
type TopBarInput = z.output<typeof topBarBody>;
type EditInput = z.output<typeof editTopBarBody>;

export const TOP_BAR_PAGE_SIZE = 20;

export function toTopBarView(row: TopBarRow): TopBarView {
  return {
    _id: row.id,
    topBarName: row.topBarName,
    title: row.title,
    link: row.link,
    isGreeting: row.isGreeting,
    displayCountDownTimer: row.displayCountDownTimer,
    images: row.images,
    bullets: row.bullets,
    isActive: row.isActive,
    isTemporary: row.isTemporary,
    startDateInMiliseconds: row.startDateInMiliseconds,
    endDateInMiliseconds: row.endDateInMiliseconds,
    displayOnlyHere: row.displayOnlyHere,
    doNotDisplayHere: row.doNotDisplayHere,
  };
}

function columnsOf(input: TopBarInput) {
  return {
    ...input,
    // A permanent bar keeps no window: it would only confuse the next edit.
    startDateInMiliseconds: input.isTemporary ? input.startDateInMiliseconds : null,
    endDateInMiliseconds: input.isTemporary ? input.endDateInMiliseconds : null,
  };
}

/** Top bars: the back office's list and forms, and the storefront's public list. */
export class TopBarService {
  private readonly clientList = new ShortLived<TopBarList>();

  constructor(
    private readonly db: Database,
    private readonly onChange: () => void = () => {},
  ) {}

  private changed() {
    this.clientList.clear();
    this.onChange();
  }

  async create(input: TopBarInput): Promise<TopBarView> {
    const [row] = await this.db.insert(topBars).values(columnsOf(input)).returning();
    this.changed();
    return toTopBarView(row!);
  }

  async edit(input: EditInput, now: Date): Promise<TopBarView> {
    const { _id, ...fields } = input;
    const [row] = await this.db
      .update(topBars)
      .set({ ...columnsOf(fields), updatedAt: now })
      .where(eq(topBars.id, _id))
      .returning();
    if (!row) throw notFound('Bu numarada bir üst bar yok.');
    this.changed();
    return toTopBarView(row);
  }

  async details(id: number): Promise<TopBarView> {
    const [row] = await this.db.select().from(topBars).where(eq(topBars.id, id));
    if (!row) throw notFound('Bu numarada bir üst bar yok.');
    return toTopBarView(row);
  }

  async adminList(pageNumber: number): Promise<TopBarList> {
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(topBars);
    const total = count?.n ?? 0;
    const rows = await this.db
      .select()
      .from(topBars)
      .orderBy(asc(topBars.topBarName), desc(topBars.id))
      .limit(TOP_BAR_PAGE_SIZE)
      .offset((pageNumber - 1) * TOP_BAR_PAGE_SIZE);
    return {
      topBars: rows.map(toTopBarView),
      timeLimitedDiscountHours: null,
      total,
      page: pageNumber,
      pages: Math.max(1, Math.ceil(total / TOP_BAR_PAGE_SIZE)),
    };
  }

  /**
   * The storefront's list: active bars that have not ended (a temporary bar still to come is
   * included, so a page cached a little before its start shows it on time: the browser checks
   * the window with its own clock, see the domain's selectTopBar), and the longest time-limited
   * discount, for the countdown bar. The same for every visitor, so it may sit in cached HTML.
   */
  clientBars(nowMs: number): Promise<TopBarList> {
    return this.clientList.get(nowMs, async () => {
      const rows = await this.db
        .select()
        .from(topBars)
        .where(
          and(
            eq(topBars.isActive, true),
            or(eq(topBars.isTemporary, false), sql`${topBars.endDateInMiliseconds} >= ${nowMs}`),
          ),
        )
        .orderBy(asc(topBars.id));
      const [longest] = await this.db
        .select({ hours: sql<number | null>`max(${products.timeLimitedDiscountDuration})` })
        .from(products)
        .where(and(eq(products.isActive, true), isNotNull(products.timeLimitedDiscountAmount)));
      const value: TopBarList = {
        topBars: rows.map(toTopBarView),
        timeLimitedDiscountHours: longest?.hours ?? null,
        total: rows.length,
        page: 1,
        pages: 1,
      };
      return { value };
    });
  }
}
