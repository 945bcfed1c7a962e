import {
  getInvoiceRoute,
  type InvoiceListItem,
  listInvoicesRoute,
  retryInvoiceRoute,
} from '@carsi/contract';
import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { invoiceSteps, invoices } from '../../db/schema';
import { registerRoute } from '../../http/contract-route';
import { AppError, notFound } from '../../http/errors';
import { type IdentityDeps, requirePrincipal } from '../identity/index';
import type { InvoiceChain, InvoiceRow } from './invoice-chain';
import { addDays } from './invoice-source';
import { invoicePdfUrl } from './view-invoice';

const PAGE_SIZE = 20;
/** Not issued this long after it was started: "waiting too long" on the list. */
const LATE_MS = 24 * 3_600_000;
/** Turkey's midnight of a YYYY-MM-DD day (UTC+3 all year). */
const turkeyMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

export interface InvoiceAdminDeps {
  db: Database;
  identity: IdentityDeps;
  /** Null when the shop has no accounting provider: lists still show what exists. */
  chain: InvoiceChain | null;
  now: () => Date;
}

function listItem(row: InvoiceRow): InvoiceListItem {
  return {
    id: row.id,
    orderKind: row.orderKind as InvoiceListItem['orderKind'],
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    buyerName: row.buyerName,
    status: row.status as InvoiceListItem['status'],
    step: row.step,
    documentType: row.documentType as InvoiceListItem['documentType'],
    documentNumber: row.documentNumber,
    total: row.total,
    attempts: row.attempts,
    lastError: row.lastError,
    pdfUrl: row.pdfPath ? invoicePdfUrl(row.orderId, row.orderNumber) : null,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

/** The back office's invoice list, one invoice with its steps, and the retry button. */
export function registerInvoiceAdminRoutes(api: FastifyInstance, deps: InvoiceAdminDeps): void {
  const { db } = deps;
  const staff = (request: Parameters<typeof requirePrincipal>[1]) =>
    requirePrincipal(deps.identity, request, 'admin', { area: 'accounting' });

  registerRoute(api, listInvoicesRoute, async ({ query }, { request }) => {
    await staff(request);
    const where: SQL[] = [eq(invoices.kind, 'invoice')];
    if (query.status) where.push(eq(invoices.status, query.status));
    if (query.type) where.push(eq(invoices.documentType, query.type));
    if (query.from) where.push(gte(invoices.createdAt, turkeyMidnight(query.from)));
    if (query.to) where.push(lt(invoices.createdAt, turkeyMidnight(addDays(query.to, 1))));
    if (query.late) {
      where.push(ne(invoices.status, 'done'));
      where.push(lt(invoices.createdAt, new Date(deps.now().getTime() - LATE_MS)));
    }
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        or(
          ilike(invoices.orderNumber, like),
          ilike(invoices.buyerName, like),
          ilike(invoices.documentNumber, like),
        )!,
      );
    }
    const condition = and(...where);
    const [totals] = await db.select({ total: count() }).from(invoices).where(condition);
    const total = totals?.total ?? 0;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const rows = await db
      .select()
      .from(invoices)
      .where(condition)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE);
    return { invoices: rows.map(listItem), total, page: query.page, pages };
  });

  registerRoute(api, getInvoiceRoute, async ({ params }, { request }) => {
    await staff(request);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, params.id));
    if (!row) throw notFound('Fatura bulunamadı.');
    const steps = await db
      .select()
      .from(invoiceSteps)
      .where(eq(invoiceSteps.invoiceId, row.id))
      .orderBy(asc(invoiceSteps.id));
    return {
      ...listItem(row),
      dueDate: row.dueDate,
      providerInvoiceId: row.providerInvoiceId,
      providerTotal: row.providerTotal,
      steps: steps.map((s) => ({
        id: s.id,
        step: s.step,
        outcome: s.outcome as 'ok' | 'waiting' | 'error',
        message: s.message,
        at: s.at.toISOString(),
      })),
    };
  });

  registerRoute(api, retryInvoiceRoute, async ({ params }, { request }) => {
    await staff(request);
    if (!deps.chain) {
      throw new AppError(503, 'INVOICING_NOT_CONFIGURED', 'Muhasebe bağlantısı ayarlı değil.');
    }
    if (!(await deps.chain.retry(params.id))) {
      throw new AppError(
        409,
        'INVOICE_NOT_FAILED',
        'Yalnızca hatada duran bir fatura yeniden denenebilir.',
      );
    }
    return { message: 'Fatura yeniden sıraya alındı.' };
  });
}
