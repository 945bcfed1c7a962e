import type { AdminOrderDetail, AdminOrderRow } from '@carsi/contract';
import { ADMIN_ORDER_PAGE_SIZE } from '@carsi/contract';
import {
  isPackingOpen,
  normalizeTrMobile,
  orderActionsAllowed,
  PACKING_START_HOUR,
  PACKING_TEXTS,
  packingOpensAt,
  splitVatIncluded,
} from '@carsi/domain';
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { folded } from '../../db/folded-search';
import {
  cardRefunds,
  orderEvents,
  orderLineRefunds,
  orderStatusChanges,
  orders,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { isoTime } from '../catalogue/index';
import { actorLabel, adminNameOf } from '../identity/index';
import { factsOf } from './order-facts';
import type { OrderRow } from './order-view';

export interface AdminOrderListQuery {
  q?: string | undefined;
  durum?: string | undefined;
  odeme?: string | undefined;
  baslangic?: string | undefined;
  bitis?: string | undefined;
  sirala?: string | undefined;
  page: number;
}

const ORDER_ID = /^[A-Za-z0-9_-]{22}$/;
const ORDER_NUMBER = /^(\d{6})-?(\d{5})$/;

/** The expression the e-mail index of migration 0017 is built on (keep it identical). */
const emailExpr = sql`lower(${orders.deliveryContact}->>'email')`;

/**
 * Starts with `prefix` (any case, Turkish letters folded like every search: the columns hold the
 * folded names, migration 0040), as a byte-order range on a text_pattern_ops index (migration
 * 0024): exact, so no row needs rechecking and a count can read the index alone. U+10FFFF is
 * the largest character, so every string starting with the prefix sorts below prefix + it.
 */
const startsWith = (
  column: typeof orders.searchName | typeof orders.searchLastName,
  prefix: string,
) => sql`(${column} ~>=~ ${folded(prefix)} and ${column} ~<~ (${folded(prefix)} || chr(1114111)))`;

/** A name search: the start of "first last" or of the last name. */
function nameSearch(raw: string): string | null {
  const q = raw.trim().replace(/\s+/g, ' ');
  if (!q || ORDER_ID.test(q) || q.includes('@') || /^[+\d\s().-]+$/.test(q)) return null;
  if (ORDER_NUMBER.test(q.replace(/\s/g, ''))) return null;
  return q;
}

/**
 * What the search box holds decides the one indexed lookup it runs: an order link id or number
 * (unique), an e-mail (exact, any case), a Turkish mobile (exact, E.164) or the start of a full
 * name or of a surname (prefix, any case). Each is an index scan, never a scan of the table.
 */
export function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim();
  if (!q) return undefined;
  if (ORDER_ID.test(q) && !/^\d+$/.test(q)) return eq(orders.id, q);
  if (q.includes('@')) return sql`${emailExpr} = lower(${q})`;
  const phone = /^[+\d\s().-]+$/.test(q) ? normalizeTrMobile(q) : null;
  if (phone) return eq(orders.orderPhone, phone);
  const number = ORDER_NUMBER.exec(q.replace(/\s/g, ''));
  if (number) return eq(orders.orderNumber, `${number[1]}-${number[2]}`);
  const prefix = q.replace(/\s+/g, ' ');
  return or(startsWith(orders.searchName, prefix), startsWith(orders.searchLastName, prefix));
}

/** Midnight in Türkiye (UTC+3 all year) of a YYYY-MM-DD date. */
const turkeyMidnight = (dayText: string) => new Date(`${dayText}T00:00:00+03:00`);

const sorts: Record<string, SQL[]> = {
  tarih: [asc(orders.createdAt), asc(orders.id)],
  '-tarih': [desc(orders.createdAt), desc(orders.id)],
  tutar: [asc(orders.totalPrice), asc(orders.id)],
  '-tutar': [desc(orders.totalPrice), desc(orders.id)],
  no: [asc(orders.orderNumber)],
  '-no': [desc(orders.orderNumber)],
};

export function toAdminOrderRow(
  row: Pick<
    OrderRow,
    | 'id'
    | 'orderNumber'
    | 'createdAt'
    | 'deliveryContact'
    | 'orderPhone'
    | 'orderStatus'
    | 'paymentStatus'
    | 'paymentMethod'
    | 'totalPrice'
    | 'printedAt'
  > & { itemCount: number },
): AdminOrderRow {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    orderTime: row.createdAt.toISOString(),
    customerName: `${row.deliveryContact.firstName} ${row.deliveryContact.lastName}`,
    phone: row.orderPhone,
    email: row.deliveryContact.email,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalPrice: row.totalPrice,
    itemCount: row.itemCount,
    printed: row.printedAt !== null,
  };
}

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  deliveryContact: orders.deliveryContact,
  orderPhone: orders.orderPhone,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalPrice: orders.totalPrice,
  // Units summed by the database: the list never ships every order's lines to count them.
  itemCount: sql<number>`(select coalesce(sum((line->>'qty')::int), 0) from jsonb_array_elements(${orders.items}) as line)::int`,
  printedAt: orders.printedAt,
};

/** The list's filters (search, status, payment, dates) as one condition; the export's too. */
export function orderListWhere(query: Omit<AdminOrderListQuery, 'page'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.q ? searchCondition(query.q) : undefined,
    query.durum ? eq(orders.orderStatus, query.durum) : undefined,
    query.odeme ? eq(orders.paymentMethod, query.odeme) : undefined,
    query.baslangic ? gte(orders.createdAt, turkeyMidnight(query.baslangic)) : undefined,
    query.bitis
      ? lt(orders.createdAt, new Date(turkeyMidnight(query.bitis).getTime() + 86_400_000))
      : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** The list's order (newest first unless `sirala` says otherwise). */
export const orderListSort = (sirala: string | undefined): SQL[] =>
  sorts[sirala ?? '-tarih'] ?? sorts['-tarih']!;

/** The admin order list: search, filters, sort and page; `total` counts every match. */
export async function listAdminOrders(db: Database, query: AdminOrderListQuery) {
  const where = orderListWhere(query);
  const offset = (query.page - 1) * ADMIN_ORDER_PAGE_SIZE;
  const onlyName =
    query.q && !query.durum && !query.odeme && !query.baslangic && !query.bitis
      ? nameSearch(query.q)
      : null;
  const sort = sorts[query.sirala ?? '-tarih'] ? (query.sirala ?? '-tarih') : '-tarih';
  const byDate = sort === '-tarih' || sort === 'tarih';
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .where(
        onlyName && byDate ? sql`${orders.id} in (${namePage(onlyName, sort, offset)})` : where,
      )
      .orderBy(...sorts[sort]!)
      .limit(ADMIN_ORDER_PAGE_SIZE)
      .offset(onlyName && byDate ? 0 : offset),
    onlyName
      ? countNameMatches(db, onlyName)
      : db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const total = count?.total ?? 0;
  return {
    orders: rows.map(toAdminOrderRow),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / ADMIN_ORDER_PAGE_SIZE)),
  };
}

/**
 * The ids of one page of a name search by date: the matches' (created_at, id) come from the two
 * name indexes alone, are sorted there, and only the page's rows are read from the table.
 */
function namePage(prefix: string, sort: string, offset: number): SQL {
  const direction = sql.raw(sort === 'tarih' ? 'asc' : 'desc');
  return sql`select id from (
    select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders} where ${startsWith(orders.searchName, prefix)}
    union
    select ${orders.id}, ${orders.createdAt} from ${orders} where ${startsWith(orders.searchLastName, prefix)}
  ) as matches order by created_at ${direction}, id ${direction} limit ${ADMIN_ORDER_PAGE_SIZE} offset ${offset}`;
}

/**
 * How many orders a name search finds, from the two name indexes alone (index-only scans):
 * full-name matches + last-name matches − orders matching both. An OR of the two would visit
 * every matching row in the table, thousands for a common surname.
 */
async function countNameMatches(db: Database, prefix: string): Promise<{ total: number }[]> {
  const byName = startsWith(orders.searchName, prefix);
  const byLast = startsWith(orders.searchLastName, prefix);
  return db
    .select({
      total: sql<number>`((select count(*) from ${orders} where ${byName}) + (select count(*) from ${orders} where ${byLast}) - (select count(*) from ${orders} where ${byLast} and ${byName}))::int`,
    })
    .from(sql`(select 1) as one`);
}

const maskIdentity = (value: string | null) => (value ? `*********${value.slice(-2)}` : null);

/** One order as the back office sees it, with its payment records and history. */
/** JSON rows of the order page's side tables, built by PostgreSQL in the one query. */
const jsonRows = <T>(query: SQL) => sql<T[]>`coalesce((${query}), '[]'::json)`;

export async function adminOrderDetail(db: Database, orderId: string): Promise<AdminOrderDetail> {
  // One round trip: the order with its history, events and refunds as JSON (ten admins opening
  // orders at once would otherwise queue five queries each for the pool).
  const [found] = await db
    .select({
      order: orders,
      statusChanges: jsonRows<{
        at: string;
        actor: string;
        actorName: string | null;
        fromStatus: string | null;
        toStatus: string;
        reason: string | null;
      }>(sql`select json_agg(json_build_object('at', ${orderStatusChanges.at},
          'actor', ${orderStatusChanges.actor}, 'actorName', ${adminNameOf(orderStatusChanges.actor)},
          'fromStatus', ${orderStatusChanges.fromStatus},
          'toStatus', ${orderStatusChanges.toStatus}, 'reason', ${orderStatusChanges.reason})
          order by ${orderStatusChanges.at}, ${orderStatusChanges.id})
        from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${orders.id}`),
      events: jsonRows<{
        at: string;
        actor: string;
        actorName: string | null;
        action: string;
        reason: string | null;
        message: string;
        data: Record<string, unknown> | null;
      }>(sql`select json_agg(json_build_object('at', ${orderEvents.at}, 'actor', ${orderEvents.actor},
          'actorName', ${adminNameOf(orderEvents.actor)},
          'action', ${orderEvents.action}, 'reason', ${orderEvents.reason},
          'message', ${orderEvents.message}, 'data', ${orderEvents.data})
          order by ${orderEvents.at}, ${orderEvents.id})
        from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}`),
      lineRefunds: jsonRows<{
        id: number;
        basketItemId: string;
        line: number | null;
        qty: number;
        amount: number;
        status: string;
        lastError: string | null;
        createdAt: string;
      }>(sql`select json_agg(json_build_object('id', ${orderLineRefunds.id},
          'basketItemId', ${orderLineRefunds.basketItemId}, 'line', ${orderLineRefunds.line},
          'qty', ${orderLineRefunds.qty}, 'amount', ${orderLineRefunds.amount},
          'status', ${orderLineRefunds.status}, 'lastError', ${orderLineRefunds.lastError},
          'createdAt', ${orderLineRefunds.createdAt}) order by ${orderLineRefunds.id})
        from ${orderLineRefunds} where ${orderLineRefunds.orderId} = ${orders.id}`),
      cardRefunds: jsonRows<{
        status: string;
        amount: number;
        attempts: number;
        lastError: string | null;
      }>(sql`select json_agg(json_build_object('status', ${cardRefunds.status},
          'amount', ${cardRefunds.amount}, 'attempts', ${cardRefunds.attempts},
          'lastError', ${cardRefunds.lastError}))
        from ${cardRefunds} where ${cardRefunds.orderId} = ${orders.id}`),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const row = found?.order;
  const statusChanges = found?.statusChanges ?? [];
  const events = found?.events ?? [];
  const lineRefunds = found?.lineRefunds ?? [];
  const cardRefund = found?.cardRefunds[0];
  if (!row) throw notFound('Sipariş bulunamadı.');
  const vat = new Map<number, { net: number; vat: number }>();
  for (const item of row.items) {
    const split = splitVatIncluded(item.itemsTotalPrice - (item.discount ?? 0), item.vat);
    const entry = vat.get(item.vat) ?? { net: 0, vat: 0 };
    vat.set(item.vat, { net: entry.net + split.net, vat: entry.vat + split.vat });
  }
  const history: AdminOrderDetail['history'] = [
    ...statusChanges.map((c) => ({
      at: isoTime(c.at),
      actor: c.actor,
      actorName: actorLabel(c.actor, c.actorName),
      action: 'status',
      fromStatus: c.fromStatus,
      toStatus: c.toStatus,
      reason: c.reason,
      message: null,
    })),
    ...events
      .filter((e) => e.action !== 'note')
      .map((e) => ({
        at: isoTime(e.at),
        actor: e.actor,
        actorName: actorLabel(e.actor, e.actorName),
        action: e.action,
        fromStatus: null,
        toStatus: null,
        reason: e.reason,
        message: e.message,
      })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const { ip, ...contact } = row.deliveryContact;
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    orderTime: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    customerId: row.customerId,
    orderPhone: row.orderPhone,
    lines: row.items.map((item, index) => ({
      ...item,
      index,
      cancelledQty: item.cancelledQty ?? 0,
      discount: item.discount ?? 0,
    })),
    itemsPrice: row.itemsPrice,
    taxPrice: row.taxPrice,
    shippingPrice: row.shippingPrice,
    cashOnDeliveryFee: row.cashOnDeliveryFee,
    discountTotal: row.items.reduce((sum, item) => sum + (item.discount ?? 0), 0),
    totalPrice: row.totalPrice,
    vatByRate: [...vat.entries()].sort(([a], [b]) => a - b).map(([rate, v]) => ({ rate, ...v })),
    payment: {
      paymentId: row.paymentId,
      conversationId: row.paymentConversationId,
      paidPrice: row.paidPrice,
      installment: row.installment,
      paidAt: row.paidAt?.toISOString() ?? null,
      cardRefund: cardRefund
        ? {
            status: cardRefund.status,
            amount: cardRefund.amount,
            attempts: cardRefund.attempts,
            lastError: cardRefund.lastError,
          }
        : null,
      lineRefunds: lineRefunds.map((r) => ({
        id: r.id,
        basketItemId: r.basketItemId,
        line: r.line,
        qty: r.qty,
        amount: r.amount,
        status: r.status,
        lastError: r.lastError,
        createdAt: isoTime(r.createdAt),
      })),
    },
    deliveryContact: { ...contact, ip },
    shippingAddress: row.shippingAddress,
    individualInvoice: row.individualInvoice
      ? {
          ...row.individualInvoice,
          identityNumber: maskIdentity(row.individualInvoice.identityNumber),
        }
      : null,
    companyInvoice: row.companyInvoice,
    userAnalytics: { ...row.userAnalytics },
    printedAt: row.printedAt?.toISOString() ?? null,
    packedAt: row.packedAt?.toISOString() ?? null,
    trackingCode: row.trackingCode,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    staffNote: row.staffNote,
    converterAppeal: row.converterAppeal,
    history,
    notes: events
      .filter((e) => e.action === 'note')
      .map((e) => ({
        at: isoTime(e.at),
        actor: e.actor,
        actorName: actorLabel(e.actor, e.actorName),
        note: String(e.data?.note ?? ''),
      })),
    // Everything the order's status and payment allow; adminOrderForRole keeps the role's part.
    allowedActions: orderActionsAllowed({
      ...factsOf(row),
      printed: row.printedAt !== null,
      packed: row.packedAt !== null,
    }),
  };
}

/**
 * The confirmed orders (ready to pack), oldest first, and their lines summed by SKU. Before
 * packing opens (10:00 Turkey time) every order is shown as waiting.
 */
export async function itemsToPack(
  db: Database,
  now: Date,
  openingHour: number = PACKING_START_HOUR,
) {
  const waiting = !isPackingOpen(now.getTime(), openingHour);
  const rows = await db
    .select({ ...listColumns, items: orders.items })
    .from(orders)
    .where(eq(orders.orderStatus, 'CONFIRMED'))
    .orderBy(asc(orders.createdAt))
    .limit(500);
  const bySku = new Map<
    number,
    {
      skuId: number;
      sku: string;
      name: string;
      size: string;
      color: string;
      qty: number;
      orders: number;
    }
  >();
  for (const row of rows) {
    const seen = new Set<number>();
    for (const item of row.items) {
      if (item.qty === 0) continue;
      const entry = bySku.get(item.skuId) ?? {
        skuId: item.skuId,
        sku: item.sku,
        name: item.name,
        size: item.size,
        color: item.color,
        qty: 0,
        orders: 0,
      };
      entry.qty += item.qty;
      if (!seen.has(item.skuId)) entry.orders += 1;
      seen.add(item.skuId);
      bySku.set(item.skuId, entry);
    }
  }
  return {
    lines: [...bySku.values()].sort((a, b) => a.sku.localeCompare(b.sku, 'tr')),
    orders: rows.map((row) => {
      const r = toAdminOrderRow(row);
      return {
        orderId: r.orderId,
        orderNumber: r.orderNumber,
        orderTime: r.orderTime,
        customerName: r.customerName,
        itemCount: r.itemCount,
        printed: r.printed,
        waiting,
      };
    }),
    packingOpensAt: waiting
      ? new Date(packingOpensAt(now.getTime(), openingHour)).toISOString()
      : null,
    waitingText: PACKING_TEXTS.waiting(openingHour),
  };
}
