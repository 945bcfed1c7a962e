import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminSupportDetail,
  type AdminSupportRow,
  errorCodes,
  type SupportStatus,
} from '@carsi/contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { admins, customers, orders, supportRequests } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import { phoneDigits } from '../identity/index';
import { queueSms } from '../notifications/index';
import { containsPattern, offsetOf, pagingOf } from './search';

const answerer = sql<
  string | null
>`(select ${admins.name} from ${admins} where ${admins.id}::text = ${supportRequests.answeredBy})`;
const customerName = sql<
  string | null
>`(select nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), '') from ${customers} where ${customers.id}::text = coalesce(${supportRequests.customerId}, ${orders.customerId}))`;

const rowColumns = {
  request: supportRequests,
  orderNumber: orders.orderNumber,
  orderCustomerId: orders.customerId,
  answeredByName: answerer,
  customerName,
};

type Selected = {
  request: typeof supportRequests.$inferSelect;
  orderNumber: string;
  orderCustomerId: string | null;
  answeredByName: string | null;
  customerName: string | null;
};

function toRow(r: Selected): AdminSupportRow {
  const q = r.request;
  return {
    orderId: q.orderId,
    orderNumber: r.orderNumber,
    supportIndex: q.supportIndex,
    topic: q.topic as AdminSupportRow['topic'],
    message: q.message,
    contactPhone: q.contactPhone,
    status: q.status as AdminSupportRow['status'],
    answer: q.answer,
    answeredBy: r.answeredByName,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    customerId: q.customerId ?? r.orderCustomerId,
    customerName: r.customerName,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** Support requests matching `where` (over requests joined to their orders), newest first. */
export async function listSupportRows(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<AdminSupportRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(supportRequests)
    .innerJoin(orders, eq(orders.id, supportRequests.orderId))
    .where(where)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit);
  return rows.map(toRow);
}

function supportSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = phoneDigits(q);
  return or(
    ilike(orders.orderNumber, pattern),
    foldedContains(
      q,
      supportRequests.message,
      sql`(${orders.deliveryContact}->>'firstName') || ' ' || (${orders.deliveryContact}->>'lastName')`,
    ),
    digits ? sql`${supportRequests.contactPhone} like ${containsPattern(digits)}` : undefined,
    digits ? sql`${orders.orderPhone} like ${containsPattern(digits)}` : undefined,
  );
}

const noSuchRequest = () => notFound('Destek talebi bulunamadı.');

/**
 * The back office's side of customer-service requests: list, read, answer (the shopper sees the
 * answer at once and gets an SMS as a job), change the status, move to another order.
 */
export class SupportAdmin {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly publicUrl: string,
  ) {}

  async list(query: { q?: string | undefined; page: number; durum?: SupportStatus | undefined }) {
    const where = and(
      query.durum ? eq(supportRequests.status, query.durum) : undefined,
      supportSearch(query.q),
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(supportRequests)
        .innerJoin(orders, eq(orders.id, supportRequests.orderId))
        .where(where)
        .orderBy(
          sql`(${supportRequests.status} = 'OPEN') desc`,
          desc(supportRequests.createdAt),
          desc(supportRequests.id),
        )
        .limit(ADMIN_LIST_PAGE_SIZE)
        .offset(offsetOf(query.page)),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(supportRequests)
        .innerJoin(orders, eq(orders.id, supportRequests.orderId))
        .where(where),
    ]);
    return { requests: rows.map(toRow), ...pagingOf(query.page, counted?.n ?? 0) };
  }

  private async one(orderId: string, supportIndex: number, db: Database = this.db) {
    const [row] = await db
      .select(rowColumns)
      .from(supportRequests)
      .innerJoin(orders, eq(orders.id, supportRequests.orderId))
      .where(
        and(eq(supportRequests.orderId, orderId), eq(supportRequests.supportIndex, supportIndex)),
      );
    if (!row) throw noSuchRequest();
    return row;
  }

  async detail(orderId: string, supportIndex: number): Promise<AdminSupportDetail> {
    const row = await this.one(orderId, supportIndex);
    const [[order], others] = await Promise.all([
      this.db.select().from(orders).where(eq(orders.id, orderId)),
      this.db
        .select(rowColumns)
        .from(supportRequests)
        .innerJoin(orders, eq(orders.id, supportRequests.orderId))
        .where(eq(supportRequests.orderId, orderId))
        .orderBy(asc(supportRequests.supportIndex)),
    ]);
    if (!order) throw noSuchRequest();
    return {
      request: toRow(row),
      order: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderStatus: order.orderStatus,
        paymentStatus: order.paymentStatus,
        totalPrice: order.totalPrice,
        createdAt: order.createdAt.toISOString(),
        customerId: order.customerId,
        contactName: `${order.deliveryContact.firstName} ${order.deliveryContact.lastName}`.trim(),
      },
      others: others.filter((o) => o.request.supportIndex !== supportIndex).map(toRow),
    };
  }

  /** Stores the answer (a second answer replaces the first) and queues the shopper's SMS. */
  async answer(orderId: string, supportIndex: number, answer: string, adminId: string) {
    const now = new Date();
    const [updated] = await this.db
      .update(supportRequests)
      .set({
        answer,
        status: 'ANSWERED',
        answeredBy: adminId,
        answeredAt: now,
        closedAt: null,
        updatedAt: now,
      })
      .where(
        and(eq(supportRequests.orderId, orderId), eq(supportRequests.supportIndex, supportIndex)),
      )
      .returning();
    if (!updated) throw noSuchRequest();
    const row = await this.one(orderId, supportIndex);
    await queueSms(
      this.jobs,
      updated.contactPhone,
      `Çarşı: ${row.orderNumber} numaralı siparişinizle ilgili talebinizi yanıtladık. Yanıtı görmek için: ${this.publicUrl}/musteri-hizmetleri`,
      'support-answer',
      `support-answer-${updated.id}-${now.getTime()}`,
    );
    return {
      message: 'Yanıt kaydedildi; müşteriye SMS ile bildirilecek.',
      request: toRow(row),
    };
  }

  async setStatus(orderId: string, supportIndex: number, status: SupportStatus) {
    const current = await this.one(orderId, supportIndex);
    if (status === 'ANSWERED' && !current.request.answer) {
      throw new AppError(
        409,
        errorCodes.conflict,
        'Yanıtı olmayan bir talep "Yanıtlandı" yapılamaz; önce yanıt yazın.',
      );
    }
    const now = new Date();
    await this.db
      .update(supportRequests)
      .set({ status, closedAt: status === 'CLOSED' ? now : null, updatedAt: now })
      .where(eq(supportRequests.id, current.request.id));
    return {
      message: 'Talebin durumu güncellendi.',
      request: toRow(await this.one(orderId, supportIndex)),
    };
  }

  /**
   * Moves a request to another order (the shopper picked the wrong one, or wrote about two):
   * it takes the next number there, under that order's row lock like a new request.
   */
  async linkOrder(orderId: string, supportIndex: number, orderNumber: string) {
    const current = await this.one(orderId, supportIndex);
    const [target] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    if (!target) {
      throw new AppError(400, errorCodes.validation, 'Bu numarada bir sipariş yok.', [
        { field: 'body.orderNumber', message: 'Bu numarada bir sipariş yok.' },
      ]);
    }
    if (target.id === orderId) {
      throw new AppError(409, errorCodes.conflict, 'Talep zaten bu siparişe bağlı.');
    }
    const moved = await this.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, target.id)).for('update');
      const [last] = await tx
        .select({
          n: sql<number>`coalesce(max(${supportRequests.supportIndex}), 0)`.mapWith(Number),
        })
        .from(supportRequests)
        .where(eq(supportRequests.orderId, target.id));
      const [row] = await tx
        .update(supportRequests)
        .set({ orderId: target.id, supportIndex: (last?.n ?? 0) + 1, updatedAt: new Date() })
        .where(eq(supportRequests.id, current.request.id))
        .returning();
      return row!;
    });
    return {
      message: `Talep ${orderNumber} numaralı siparişe bağlandı.`,
      request: toRow(await this.one(moved.orderId, moved.supportIndex)),
    };
  }
}
