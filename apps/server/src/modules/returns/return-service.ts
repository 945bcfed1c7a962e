import { randomBytes, randomInt } from 'node:crypto';
import type {
  AdminReturnItem,
  AdminRole,
  ReturnableOrder,
  ReturnView,
  StartReturnBody,
} from '@carsi/contract';
import {
  assertRefundReason,
  CLOSED_RETURN_STATUSES,
  DomainError,
  formatIban,
  formatReturnCode,
  formatTL,
  isOrderOwnedBy,
  isReturnCancellable,
  isValidTrIban,
  normalizeTrIban,
  normalizeTrMobile,
  type PricedReturnLine,
  paidForLine,
  priceReturn,
  RETURN_ERROR_CODES,
  RETURN_TEXTS,
  type RefundStatus,
  type ReturnLineRequest,
  recordTransition,
  refundStatusMachine,
  returnDeadline,
  returnHoldsUnits,
  returnRefundRefusal,
} from '@carsi/domain';
import { and, asc, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import {
  orderEvents,
  orderStatusChanges,
  orders,
  products,
  returnStatusChanges,
  returns,
} from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import { notifyAdmins } from '../admin-notifications/notify';
import { consumePostLimit } from '../catalogue/post-limits';
import { queueSms } from '../notifications/sms-notifications';
import type { OrderOwner } from '../orders/order-service';
import type { OrderRow } from '../orders/order-view';
import type { RefundService } from '../refunds';
import type { ReturnPhotos } from './photos';
import { type ReturnRow, refundFacts, toAdminReturnItem, toReturnView } from './return-view';

const HOUR = 60 * 60_000;
const PAGE_SIZE = 20;
/** States whose money may still go back: an IBAN given now is used for them. */
const CLOSED = [...CLOSED_RETURN_STATUSES];

const refusal = (code: keyof typeof RETURN_ERROR_CODES, message: string) =>
  new DomainError(RETURN_ERROR_CODES[code], message);
const noOrder = () => notFound(RETURN_TEXTS.notFound);

type Tx = Database;

/** `returnUrl` builds /iade-bilgileri/{id} for SMS texts; `photos` files a new return's photos. */
export interface ReturnServiceOptions {
  publicUrl: string;
  photos: ReturnPhotos;
  /** Card refunds; this service hears when a return's refund is confirmed or failed. */
  refunds: RefundService;
  now?: () => Date;
}

/**
 * Easy returns and their refunds: the shopper starts a return within the product's
 * guarantee, the warehouse receives it, accounting sends the money back (card refund as a job,
 * or a bank transfer to the shopper's IBAN for cash on delivery); each step is a transition of
 * the refund machine, recorded with who and when, and the shopper is told by SMS.
 */
export class ReturnService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly options: ReturnServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    options.refunds.onReturnSettled((key, outcome) => this.cardRefundSettled(key, outcome));
  }

  // ── Shopper ─────────────────────────────────────────────────────────────────────────────

  /** /kolay-iade-baslat: the order of this number whose delivery phone is `phone`. */
  async lookup(orderNumber: string, phone: string, ip: string): Promise<ReturnableOrder> {
    await consumePostLimit(this.db, 'return-lookup', ip, { max: 20, windowMs: HOUR });
    const [order] = await this.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!order || normalizeTrMobile(phone) !== order.orderPhone) throw noOrder();
    return this.returnableOf(this.db, order);
  }

  async start(body: StartReturnBody, ip: string): Promise<ReturnView> {
    await consumePostLimit(this.db, 'return-start', ip, { max: 20, windowMs: HOUR });
    const [found] = await this.db.select().from(orders).where(eq(orders.id, body.orderId));
    if (!found) throw noOrder();
    // Another person's order: the phone must be the one the order was delivered to.
    if (normalizeTrMobile(body.phone) !== found.orderPhone) {
      throw new AppError(403, 'RETURN_NOT_YOURS', 'Bu sipariş için iade başlatma yetkiniz yok.');
    }
    const created = await this.create(
      {
        orderId: found.id,
        lines: body.lines,
        reason: body.reason,
        note: body.note ?? null,
        photos: body.photos ?? [],
        iban: body.iban ?? null,
      },
      { actor: 'shopper', ignoreGuarantee: false },
    );
    return created;
  }

  async info(id: string): Promise<ReturnView> {
    const [row] = await this.db.select().from(returns).where(eq(returns.id, id));
    if (!row) throw notFound('İade kaydı bulunamadı.');
    return this.viewOf(this.db, row);
  }

  /**
   * PUT /api/orders/refundiban: the IBAN of the order's open bank-transfer returns. The refund
   * SMS links to /iade-bilgileri/{returnId}: whoever holds that link sets the IBAN of that
   * return; the order's owner, or a guest who gives the order's delivery phone (as the easy
   * return's lookup asks), sets it for all of the order's open returns.
   */
  async setIban(
    input: {
      orderId: string;
      iban: string;
      returnId?: string | undefined;
      phone?: string | undefined;
    },
    owner: OrderOwner,
    ip: string,
  ) {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, input.orderId));
    if (!order) throw notFound('Sipariş bulunamadı.');
    if (!input.returnId && !isOrderOwnedBy(order, owner)) {
      if (!input.phone) throw ibanProofMissing();
      await consumePostLimit(this.db, 'return-lookup', ip, { max: 20, windowMs: HOUR });
      if (normalizeTrMobile(input.phone) !== order.orderPhone) throw ibanProofMissing();
    }
    const normal = this.checkIban(input.iban);
    const scope = and(
      eq(returns.orderId, order.id),
      ...(input.returnId ? [eq(returns.id, input.returnId)] : []),
    );
    const mine = await this.db.select().from(returns).where(scope);
    if (input.returnId && mine.length === 0) throw notFound('İade kaydı bulunamadı.');
    const open = mine.filter((r) => !CLOSED.includes(r.status as RefundStatus));
    if (open.length === 0) throw refusal('noOpenReturn', RETURN_TEXTS.noOpenReturn);
    if (open.every((r) => r.refundChannel === 'card'))
      throw refusal('ibanNotNeeded', RETURN_TEXTS.ibanNotNeeded);
    const now = this.now();
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(returns)
        .set({ iban: normal, updatedAt: now })
        .where(
          and(scope, notInArray(returns.status, CLOSED), eq(returns.refundChannel, 'bankTransfer')),
        )
        .returning();
      await tx.insert(orderEvents).values({
        orderId: order.id,
        action: 'return-iban-set',
        actor: owner.customerId ? `customer:${owner.customerId}` : 'guest',
        data: { returns: rows.map((r) => r.code) },
        message: `İade IBAN'ı kaydedildi (${rows.map((r) => r.code).join(', ')}).`,
        at: now,
      });
      return rows;
    });
    return {
      message: 'IBAN bilginiz kaydedildi; iadeniz bu hesaba yapılacak.',
      iban: toReturnView(updated[0]!, order, []).iban!,
      returns: updated.map((r) => summaryOf(r)),
    };
  }

  /**
   * PUT /api/orders/cancelrefund: a return withdrawn before the parcel leaves. The return's id
   * is its /iade-bilgileri link, so whoever holds it may withdraw it (with the order it is of).
   */
  async cancel(orderId: string, returnId: string, owner: OrderOwner): Promise<ReturnView> {
    const order = await this.orderOf(orderId);
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(returns)
        .where(and(eq(returns.id, returnId), eq(returns.orderId, order.id)))
        .for('update');
      if (!current) throw notFound('İade kaydı bulunamadı.');
      if (!isReturnCancellable(current.status as RefundStatus)) {
        throw new AppError(409, 'RETURN_NOT_CANCELLABLE', RETURN_TEXTS.notCancellable);
      }
      return this.transition(tx, current, 'CANCELLED', {
        actor: owner.customerId ? `customer:${owner.customerId}` : 'guest',
        reason: 'Müşteri iade talebini geri çekti',
      });
    });
    await this.sms(order, row, `${row.code} kodlu iade talebiniz geri çekildi.`, 'cancelled');
    return this.viewOf(this.db, row);
  }

  // ── Back office ─────────────────────────────────────────────────────────────────────────

  async list(
    query: {
      q?: string | undefined;
      durum?: RefundStatus | undefined;
      sirala?: string | undefined;
      page: number;
    },
    role: AdminRole,
  ): Promise<{ returns: AdminReturnItem[]; total: number; page: number; pages: number }> {
    const filters: SQL[] = [];
    if (query.durum) filters.push(eq(returns.status, query.durum));
    const q = query.q?.trim();
    if (q) {
      const phone = normalizeTrMobile(q);
      filters.push(
        or(
          eq(returns.code, q.toUpperCase()),
          eq(orders.orderNumber, q),
          ...(phone ? [eq(orders.orderPhone, phone)] : []),
          foldedContains(
            q,
            sql`(${orders.deliveryContact}->>'firstName') || ' ' || (${orders.deliveryContact}->>'lastName')`,
          ),
        ) as SQL,
      );
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order =
      query.sirala === 'createdAt'
        ? asc(returns.createdAt)
        : query.sirala === 'refundAmount'
          ? asc(returns.refundAmount)
          : query.sirala === '-refundAmount'
            ? desc(returns.refundAmount)
            : desc(returns.createdAt);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ ret: returns, order: orders })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(where)
        .orderBy(order, desc(returns.id))
        .limit(PAGE_SIZE)
        .offset((query.page - 1) * PAGE_SIZE),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(where),
    ]);
    const total = counted?.n ?? 0;
    return {
      returns: rows.map((r) => toAdminReturnItem(r.ret, r.order, role)),
      total,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    };
  }

  async returnableByNumber(orderNumber: string): Promise<ReturnableOrder> {
    const [order] = await this.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!order) throw notFound('Bu numarada bir sipariş yok.');
    return this.returnableOf(this.db, order);
  }

  /** A return and its code created by hand: the guarantee may be waived, quantities not. */
  async adminCreate(
    body: {
      orderNumber: string;
      lines: ReturnLineRequest[];
      reason: string;
      note?: string | undefined;
      iban?: string | undefined;
    },
    adminId: string,
  ): Promise<ReturnView> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, body.orderNumber));
    if (!order) throw notFound('Bu numarada bir sipariş yok.');
    return this.create(
      {
        orderId: order.id,
        lines: body.lines,
        reason: body.reason,
        note: body.note ?? null,
        photos: [],
        iban: body.iban ?? null,
      },
      { actor: `admin:${adminId}`, ignoreGuarantee: true },
    );
  }

  /** The parcel reached the warehouse: RECEIVED, the 24-hour card refund clock starts. */
  async receive(id: string, adminId: string): Promise<ReturnView> {
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
      if (!current) throw notFound('İade kaydı bulunamadı.');
      return this.transition(tx, current, 'RECEIVED', {
        actor: `admin:${adminId}`,
        reason: 'Ürün depoya ulaştı',
        set: { receivedAt: this.now() },
      });
    });
    const order = await this.orderOf(row.orderId);
    const when =
      row.refundChannel === 'card'
        ? 'Tutar 24 saat içinde kartınıza iade edilecek.'
        : row.iban
          ? "Tutar IBAN'ınıza havale ile gönderilecek."
          : `Tutarı gönderebilmemiz için ${this.returnUrl(row)} adresinden IBAN bilginizi girin.`;
    await this.sms(order, row, `${row.code} kodlu iadeniz depomuza ulaştı. ${when}`, 'received');
    return this.viewOf(this.db, row);
  }

  /**
   * Sends the money back, once: a card return gets one refund per line through the job (the
   * return says REFUNDED when iyzico confirmed); a cash-on-delivery return is marked refunded
   * when accounting says the transfer to the shopper's IBAN was made. A second call — a double
   * click — finds the refund started and is refused with nothing written.
   */
  async refund(id: string, adminId: string): Promise<{ message: string; view: ReturnView }> {
    const outcome = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
      if (!current) throw notFound('İade kaydı bulunamadı.');
      const refused = returnRefundRefusal(refundFacts(current));
      if (refused === 'notReceived')
        throw new AppError(409, 'RETURN_NOT_RECEIVED', RETURN_TEXTS.notReceived);
      if (refused) throw new AppError(409, RETURN_ERROR_CODES[refused], RETURN_TEXTS[refused]);
      const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId));
      if (!order) throw notFound('Sipariş bulunamadı.');
      const now = this.now();
      if (current.refundChannel === 'bankTransfer') {
        const done = await this.transition(tx, current, 'REFUNDED', {
          actor: `admin:${adminId}`,
          reason: 'IBAN’a havale yapıldı',
          set: { refundState: 'DONE', refundStartedAt: now, refundedAt: now },
        });
        return { row: done, order, queued: false };
      }
      const recorded = await this.options.refunds.recordReturn(
        tx,
        cardKey(current.id),
        order,
        current.lines.map((line) => ({ index: line.index, amount: line.amount })),
        (index) => (order.items[index] ? paidForLine(order.items[index]) : 0),
      );
      if (!recorded) throw refusal('overPaid', RETURN_TEXTS.overPaid);
      const [started] = await tx
        .update(returns)
        .set({ refundState: 'PENDING', refundStartedAt: now, updatedAt: now })
        .where(eq(returns.id, current.id))
        .returning();
      return { row: started!, order, queued: true };
    });
    if (outcome.queued) {
      await this.options.refunds.refundReturn(cardKey(outcome.row.id));
      return {
        message: `${formatTL(outcome.row.refundAmount)} kart iadesi başlatıldı; ödeme kuruluşu onaylayınca müşteriye SMS gider.`,
        view: await this.viewOf(this.db, outcome.row),
      };
    }
    await this.sms(
      outcome.order,
      outcome.row,
      `${outcome.row.code} kodlu iadeniz için ${formatTL(outcome.row.refundAmount)} IBAN'ınıza gönderildi.`,
      'refunded',
    );
    return {
      message: `${formatTL(outcome.row.refundAmount)} havale yapıldı olarak işaretlendi; müşteriye SMS gönderildi.`,
      view: await this.viewOf(this.db, outcome.row),
    };
  }

  /** The card refund job's verdict for a return. */
  private async cardRefundSettled(key: string, outcome: 'REFUNDED' | 'FAILED'): Promise<void> {
    const id = key.startsWith('return:') ? key.slice('return:'.length) : null;
    if (!id) return;
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
      if (current?.status !== 'RECEIVED') return null;
      if (outcome === 'FAILED') {
        await tx
          .update(returns)
          .set({ refundState: 'FAILED', updatedAt: this.now() })
          .where(eq(returns.id, id));
        return null;
      }
      const now = this.now();
      return this.transition(tx, current, 'REFUNDED', {
        actor: 'system:card-return-refund',
        reason: 'Kart iadesi ödeme kuruluşunca onaylandı',
        set: { refundState: 'DONE', refundedAt: now },
      });
    });
    if (!row) return;
    const order = await this.orderOf(row.orderId);
    await this.sms(
      order,
      row,
      `${row.code} kodlu iadeniz için ${formatTL(row.refundAmount)} kartınıza iade edildi; bankanıza bağlı olarak birkaç iş günü içinde hesabınıza yansır.`,
      'refunded',
    );
  }

  /**
   * The IBAN in full, for the transfer (accounting and the owner): each view is an event in the
   * order's history (who, when, which return), shown on the admin order page.
   */
  async fullIban(id: string, adminId: string): Promise<string> {
    const [row] = await this.db.select().from(returns).where(eq(returns.id, id));
    if (!row) throw notFound('İade kaydı bulunamadı.');
    if (!row.iban) throw new AppError(404, 'RETURN_NO_IBAN', 'Bu iade için IBAN bilgisi yok.');
    await this.db.insert(orderEvents).values({
      orderId: row.orderId,
      action: 'return-iban-shown',
      actor: `admin:${adminId}`,
      data: { returnId: row.id, code: row.code },
      message: `${row.code} kodlu iadenin IBAN'ı tam olarak görüntülendi.`,
      at: this.now(),
    });
    return formatIban(row.iban);
  }

  // ── Shared steps ────────────────────────────────────────────────────────────────────────

  private async create(
    input: {
      orderId: string;
      lines: ReturnLineRequest[];
      reason: string;
      note: string | null;
      photos: string[];
      iban: string | null;
    },
    by: { actor: string; ignoreGuarantee: boolean },
  ): Promise<ReturnView> {
    assertRefundReason(input.reason);
    const result = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, input.orderId))
        .for('update');
      if (!order) throw noOrder();
      const channel = order.paymentStatus === 'PAID' ? 'card' : 'bankTransfer';
      let iban: string | null = null;
      if (input.iban?.trim()) {
        if (channel === 'card') throw refusal('ibanNotNeeded', RETURN_TEXTS.ibanNotNeeded);
        iban = this.checkIban(input.iban);
      }
      const facts = await this.factsOf(tx, order);
      // A double click or a resent form: the same open return, not a second one.
      const repeat = facts.returns.find(
        (r) =>
          returnHoldsUnits(r.status as RefundStatus) &&
          r.reason === input.reason &&
          (r.note ?? null) === input.note &&
          sameLines(r.lines, input.lines) &&
          this.now().getTime() - r.createdAt.getTime() < 10 * 60_000,
      );
      if (repeat) return { row: repeat, order, created: false };
      if (order.orderStatus !== 'DELIVERED' && !by.ignoreGuarantee)
        throw refusal('notDelivered', RETURN_TEXTS.notDelivered);
      const priced = priceReturn(facts.lines, facts.returnedBefore, input.lines, {
        startedAt: facts.deliveredAt?.getTime() ?? null,
        now: this.now().getTime(),
        ignore: by.ignoreGuarantee,
      });
      const row = await this.insertReturn(tx, order, priced, input, channel, iban, by.actor);
      await this.options.photos.file(tx, order.id, row.id, input.photos);
      await notifyAdmins(tx, {
        kind: 'new-return',
        title: 'Yeni iade talebi',
        body: `${order.orderNumber} numaralı sipariş için ${row.code} kodlu iade (${input.reason}, ${formatTL(row.refundAmount)}).`,
        orderRef: order.id,
        data: { returnId: row.id, code: row.code },
      });
      return { row, order, created: true };
    });
    if (result.created) {
      await this.sms(
        result.order,
        result.row,
        `${result.order.orderNumber} numaralı siparişiniz için iade kodunuz: ${result.row.code}. Ürünü orijinal ambalajıyla paketleyip kolinin üzerine bu kodu yazın ve anlaşmalı kargoya ücretsiz teslim edin. İade durumunuz: ${this.returnUrl(result.row)}`,
        'started',
      );
    }
    return this.viewOf(this.db, result.row);
  }

  private async insertReturn(
    tx: Tx,
    order: OrderRow,
    priced: PricedReturnLine[],
    input: { reason: string; note: string | null; photos: string[] },
    channel: 'card' | 'bankTransfer',
    iban: string | null,
    actor: string,
  ): Promise<ReturnRow> {
    const now = this.now();
    const lines = priced.map((line) => ({
      ...line,
      sku: order.items[line.index]!.sku,
      name: order.items[line.index]!.name,
    }));
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = formatReturnCode(String(randomInt(0, 100_000_000)).padStart(8, '0'));
      const [row] = await tx
        .insert(returns)
        .values({
          id: randomBytes(16).toString('base64url'),
          code,
          orderId: order.id,
          status: 'APPROVED',
          lines,
          reason: input.reason,
          note: input.note,
          photos: input.photos,
          refundChannel: channel,
          refundAmount: lines.reduce((sum, line) => sum + line.amount, 0),
          iban,
          createdBy: actor,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: returns.code })
        .returning();
      if (!row) continue;
      // An easy return within the guarantee is approved at once: its code is the approval.
      await tx.insert(returnStatusChanges).values([
        { returnId: row.id, fromStatus: null, toStatus: 'REQUESTED', actor, at: now },
        {
          returnId: row.id,
          fromStatus: 'REQUESTED',
          toStatus: 'APPROVED',
          actor: actor === 'shopper' ? 'system' : actor,
          reason:
            actor === 'shopper'
              ? 'Kolay iade: garanti süresi içinde otomatik onay'
              : 'Elle onay kodu',
          at: now,
        },
      ]);
      return row;
    }
    throw new Error('no free return code after 5 tries');
  }

  /** Checks a status change against the refund machine, records it and updates the row. */
  private async transition(
    tx: Tx,
    row: ReturnRow,
    to: RefundStatus,
    by: { actor: string; reason: string; set?: Partial<typeof returns.$inferInsert> },
  ): Promise<ReturnRow> {
    const now = this.now();
    const record = recordTransition(refundStatusMachine, row.status as RefundStatus, to, {
      actor: by.actor,
      at: now.getTime(),
      reason: by.reason,
    });
    await tx.insert(returnStatusChanges).values({
      returnId: row.id,
      fromStatus: record.from,
      toStatus: record.to,
      actor: record.actor,
      reason: record.reason ?? null,
      at: now,
    });
    const [updated] = await tx
      .update(returns)
      .set({ ...by.set, status: to, updatedAt: now })
      .where(and(eq(returns.id, row.id), eq(returns.status, row.status)))
      .returning();
    if (!updated)
      throw new AppError(409, 'RETURN_CHANGED', 'İade bu arada değişti; sayfayı yenileyin.');
    return updated;
  }

  private async factsOf(tx: Tx, order: OrderRow) {
    const productIds = [...new Set(order.items.map((item) => item.productId))];
    const [guarantees, earlier, delivered] = await Promise.all([
      productIds.length > 0
        ? tx
            .select({ id: products.id, days: products.refundGuarantee })
            .from(products)
            .where(inArray(products.id, productIds))
        : Promise.resolve([]),
      tx
        .select()
        .from(returns)
        .where(eq(returns.orderId, order.id))
        .orderBy(asc(returns.createdAt)),
      order.deliveredAt
        ? Promise.resolve([{ at: order.deliveredAt }])
        : tx
            .select({ at: orderStatusChanges.at })
            .from(orderStatusChanges)
            .where(
              and(
                eq(orderStatusChanges.orderId, order.id),
                eq(orderStatusChanges.toStatus, 'DELIVERED'),
              ),
            )
            .orderBy(desc(orderStatusChanges.at))
            .limit(1),
    ]);
    const days = new Map(guarantees.map((g) => [g.id, g.days]));
    const returnedBefore = order.items.map(() => 0);
    for (const r of earlier) {
      if (!returnHoldsUnits(r.status as RefundStatus)) continue;
      for (const line of r.lines)
        returnedBefore[line.index] = (returnedBefore[line.index] ?? 0) + line.qty;
    }
    return {
      lines: order.items.map((item) => ({ ...item, refundGuarantee: days.get(item.productId) })),
      returnedBefore,
      returns: earlier,
      deliveredAt: order.orderStatus === 'DELIVERED' ? (delivered[0]?.at ?? null) : null,
    };
  }

  private async returnableOf(tx: Tx, order: OrderRow): Promise<ReturnableOrder> {
    const facts = await this.factsOf(tx, order);
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderTime: order.createdAt.toISOString(),
      deliveredAt: facts.deliveredAt?.toISOString() ?? null,
      refundChannel: order.paymentStatus === 'PAID' ? 'card' : 'bankTransfer',
      lines: facts.lines.map((line, index) => {
        const until = facts.deliveredAt ? returnDeadline(facts.deliveredAt.getTime(), line) : null;
        const open = until !== null && this.now().getTime() <= until && paidForLine(line) > 0;
        return {
          index,
          name: line.name,
          size: line.size,
          color: line.color,
          image: line.image,
          qty: line.qty,
          returnableQty: open ? Math.max(0, line.qty - (facts.returnedBefore[index] ?? 0)) : 0,
          paid: paidForLine(line),
          returnUntil: until === null ? null : new Date(until).toISOString(),
        };
      }),
      returns: facts.returns.map(summaryOf),
    };
  }

  private async viewOf(db: Tx, row: ReturnRow): Promise<ReturnView> {
    const [order, history] = await Promise.all([
      this.orderOf(row.orderId),
      db
        .select()
        .from(returnStatusChanges)
        .where(eq(returnStatusChanges.returnId, row.id))
        .orderBy(asc(returnStatusChanges.at), asc(returnStatusChanges.id)),
    ]);
    return toReturnView(row, order, history);
  }

  private async orderOf(id: string): Promise<OrderRow> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw notFound('Sipariş bulunamadı.');
    return order;
  }

  private checkIban(iban: string): string {
    if (!isValidTrIban(iban)) {
      throw new AppError(400, 'VALIDATION_FAILED', RETURN_TEXTS.badIban, [
        { field: 'body.iban', message: RETURN_TEXTS.badIban },
      ]);
    }
    return normalizeTrIban(iban);
  }

  private returnUrl(row: Pick<ReturnRow, 'id'>): string {
    return `${this.options.publicUrl}/iade-bilgileri/${row.id}`;
  }

  private async sms(order: OrderRow, row: ReturnRow, text: string, step: string): Promise<void> {
    try {
      await queueSms(
        this.jobs,
        order.orderPhone,
        `Çarşı: ${text}`,
        `return-${step}`,
        `return-${step}-${row.id}`,
      );
    } catch {
      // The step stands without its SMS; the return page shows the same news.
    }
  }
}

const cardKey = (returnId: string) => `return:${returnId}`;

const ibanProofMissing = () => new AppError(403, 'RETURN_NOT_YOURS', RETURN_TEXTS.ibanProof);

function summaryOf(r: ReturnRow) {
  return {
    returnId: r.id,
    code: r.code,
    status: r.status as RefundStatus,
    refundAmount: r.refundAmount,
    createdAt: r.createdAt.toISOString(),
  };
}

function sameLines(a: readonly { index: number; qty: number }[], b: readonly ReturnLineRequest[]) {
  const key = (lines: readonly { index: number; qty: number }[]) =>
    lines
      .map((l) => `${l.index}:${l.qty}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}
