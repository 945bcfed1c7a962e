import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AdminRole, roleCanUseArea } from '@carsi/contract';
import { isOrderOwnedBy } from '@carsi/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { invoices, orders, wholesaleOrders } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { cartIdFromRequest } from '../cart/index';
import { type IdentityDeps, optionalPrincipal } from '../identity/index';

export const VIEW_INVOICE_PATH = '/api/orders/viewinvoice/:id/:orderNumber';

/** The invoice PDF link of an order (its id and number, as the order page's own link). */
export const invoicePdfUrl = (orderId: string, orderNumber: string) =>
  `/api/orders/viewinvoice/${encodeURIComponent(orderId)}/${encodeURIComponent(orderNumber)}`;

export const VIEW_INVOICE_TEXTS = {
  notFound: 'Fatura bulunamadı.',
  notReady:
    'Faturanız henüz hazır değil; sipariş kargoya verildikten sonra birkaç dakika içinde hazırlanır.',
  forbidden: 'Bu faturayı görme yetkiniz yok.',
} as const;

export interface ViewInvoiceDeps {
  db: Database;
  dataDir: string;
  identity: IdentityDeps;
  /** The signed-in customer, if any. */
  customerOf: (request: FastifyRequest) => Promise<{ id: string } | null>;
}

/**
 * The stored PDF of an order's invoice. The link carries the order's unguessable id and its
 * number, as the order page's does; the invoice itself holds the buyer's name, address and tax
 * number, so the link alone is not enough: it is served to the order's owner (the cart that
 * placed it or its signed-in customer; for a wholesale order, its account) and to staff who
 * may use the accounting area. Anyone else gets 403; a wrong id or number 404.
 */
export function registerViewInvoiceRoute(api: FastifyInstance, deps: ViewInvoiceDeps): void {
  api.get<{ Params: { id: string; orderNumber: string } }>(
    VIEW_INVOICE_PATH,
    async (request, reply) => {
      const { id, orderNumber } = request.params;
      if (id.length > 64 || orderNumber.length > 32) throw notFound(VIEW_INVOICE_TEXTS.notFound);
      const order = await orderOf(deps.db, id);
      if (!order || order.orderNumber !== orderNumber) throw notFound(VIEW_INVOICE_TEXTS.notFound);
      if (!(await mayRead(deps, request, order))) {
        throw new AppError(403, 'FORBIDDEN', VIEW_INVOICE_TEXTS.forbidden);
      }
      const [invoice] = await deps.db
        .select({ pdfPath: invoices.pdfPath, status: invoices.status })
        .from(invoices)
        .where(
          and(
            eq(invoices.orderKind, order.kind),
            eq(invoices.orderId, id),
            eq(invoices.kind, 'invoice'),
          ),
        );
      if (!invoice?.pdfPath)
        throw new AppError(404, 'INVOICE_NOT_READY', VIEW_INVOICE_TEXTS.notReady);
      const bytes = await readFile(path.join(deps.dataDir, invoice.pdfPath));
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="fatura-${orderNumber}.pdf"`)
        .send(bytes);
    },
  );
}

type OrderForInvoice =
  | { kind: 'retail'; orderNumber: string; cartId: string | null; customerId: string | null }
  | { kind: 'wholesale'; orderNumber: string; accountId: string };

async function orderOf(db: Database, id: string): Promise<OrderForInvoice | null> {
  const [retail] = await db
    .select({
      orderNumber: orders.orderNumber,
      cartId: orders.cartId,
      customerId: orders.customerId,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (retail) return { kind: 'retail', ...retail };
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [wholesale] = await db
    .select({ orderNumber: wholesaleOrders.orderNumber, accountId: wholesaleOrders.accountId })
    .from(wholesaleOrders)
    .where(eq(wholesaleOrders.id, id));
  return wholesale ? { kind: 'wholesale', ...wholesale } : null;
}

async function mayRead(
  deps: ViewInvoiceDeps,
  request: FastifyRequest,
  order: OrderForInvoice,
): Promise<boolean> {
  if (order.kind === 'retail') {
    const customer = await deps.customerOf(request);
    const asker = { cartId: cartIdFromRequest(request), customerId: customer?.id ?? null };
    if (isOrderOwnedBy(order, asker)) return true;
  } else {
    const account = await optionalPrincipal(deps.identity, request, 'wholesale');
    if (account && account.id === order.accountId) return true;
  }
  const admin = await optionalPrincipal(deps.identity, request, 'admin');
  return admin !== null && roleCanUseArea(admin.role as AdminRole, 'accounting');
}

/**
 * The PDF link of an order's invoice once its PDF is stored; null before (no link is shown).
 * The order pages (retail and wholesale) carry it.
 */
export async function storedInvoiceUrl(
  db: Database,
  kind: 'retail' | 'wholesale',
  orderId: string,
  orderNumber: string,
): Promise<string | null> {
  const [row] = await db
    .select({ pdfPath: invoices.pdfPath })
    .from(invoices)
    .where(
      and(
        eq(invoices.orderKind, kind),
        eq(invoices.orderId, orderId),
        eq(invoices.kind, 'invoice'),
      ),
    );
  return row?.pdfPath ? invoicePdfUrl(orderId, orderNumber) : null;
}
