import {
  type WholesaleBankAccountView,
  type WholesaleOrderListItem,
  type WholesaleOrderView,
  wholesaleOrderStatusLabels,
} from '@carsi/contract';
import { type WholesalePaymentMethod, wholesaleStaffNextStatuses } from '@carsi/domain';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { wholesaleAccounts, wholesaleOrders } from '../../db/schema';
import { storedInvoiceUrl } from '../invoicing/index';
import { ensureProfile } from './account';
import { wholesaleErrors } from './errors';
import { type OrderRow, statusOf } from './operations/run';
import { readBankAccount } from './settings';

const PAGE_SIZE = 10;
const ADMIN_PAGE_SIZE = 20;

export function orderView(
  row: OrderRow,
  companyName: string,
  freeGoodsAllocation: number,
  bankAccount: WholesaleBankAccountView | null,
): WholesaleOrderView {
  const status = statusOf(row);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    accountId: row.accountId,
    companyName,
    orderStatus: status,
    statusLabel: wholesaleOrderStatusLabels[status],
    // What staff may move it to now (the admin route keeps the role's part).
    nextStatuses: wholesaleStaffNextStatuses({ status, hasReceipt: row.documentUrl !== null }),
    paymentMethod: row.paymentMethod as WholesalePaymentMethod,
    paymentTerm: row.paymentTerm,
    downPaymentPercentage: row.downPaymentPercentage,
    downPayment: row.downPayment,
    dueAt: row.dueAt?.toISOString() ?? null,
    items: row.items,
    freeItems: row.freeItems,
    price: row.price,
    taxPrice: row.taxPrice,
    totalPrice: row.totalPrice,
    freeGoodsEarned: row.freeGoodsEarned,
    freeGoodsUsed: row.freeGoodsUsed,
    freeGoodsAllocation,
    deliveryAddress: row.deliveryAddress,
    documentUrl: row.documentUrl,
    paymentId: row.paymentId,
    bankAccount: row.paymentMethod === 'bankTransfer' ? bankAccount : null,
    isPrinted: row.isPrinted,
    statusHistory: row.statusHistory,
    createdAt: row.createdAt.toISOString(),
  };
}

const listItem = (row: OrderRow, companyName: string): WholesaleOrderListItem => ({
  id: row.id,
  orderNumber: row.orderNumber,
  companyName,
  orderStatus: statusOf(row),
  statusLabel: wholesaleOrderStatusLabels[statusOf(row)],
  paymentMethod: row.paymentMethod as WholesalePaymentMethod,
  totalPrice: row.totalPrice,
  price: row.price,
  freeGoodsEarned: row.freeGoodsEarned,
  freeGoodsUsed: row.freeGoodsUsed,
  documentUrl: row.documentUrl,
  isPrinted: row.isPrinted,
  createdAt: row.createdAt.toISOString(),
});

/** An order with its company's name; a missing one is the wholesale 404. */
export async function loadOrder(db: Database, id: string) {
  const [row] = await db
    .select({ order: wholesaleOrders, companyName: wholesaleAccounts.companyName })
    .from(wholesaleOrders)
    .innerJoin(wholesaleAccounts, eq(wholesaleAccounts.id, wholesaleOrders.accountId))
    .where(eq(wholesaleOrders.id, id));
  if (!row) throw wholesaleErrors.orderNotFound();
  return row;
}

async function balanceOf(db: Database, accountId: string) {
  return (await ensureProfile(db, accountId)).freeGoodsAllocation;
}

/** The account a bank-transfer order is paid into; other orders need not read it. */
const bankAccountFor = (db: Database, order: OrderRow) =>
  order.paymentMethod === 'bankTransfer' ? readBankAccount(db) : Promise.resolve(null);

/** An order of the signed-in account; another account's order is a 404 (no IDOR). */
export async function ownOrder(db: Database, accountId: string, id: string) {
  const { order, companyName } = await loadOrder(db, id);
  if (order.accountId !== accountId) throw wholesaleErrors.orderNotFound();
  return {
    ...orderView(
      order,
      companyName,
      await balanceOf(db, accountId),
      await bankAccountFor(db, order),
    ),
    invoiceUrl: await storedInvoiceUrl(db, 'wholesale', order.id, order.orderNumber),
  };
}

export async function adminOrder(db: Database, id: string) {
  const { order, companyName } = await loadOrder(db, id);
  return {
    ...orderView(
      order,
      companyName,
      await balanceOf(db, order.accountId),
      await bankAccountFor(db, order),
    ),
    invoiceUrl: await storedInvoiceUrl(db, 'wholesale', order.id, order.orderNumber),
  };
}

async function listOrders(db: Database, where: SQL | undefined, page: number, pageSize: number) {
  const [totals] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${wholesaleOrders.status} = 'PENDING_BANK_TRANSFER')::int`,
    })
    .from(wholesaleOrders)
    .innerJoin(wholesaleAccounts, eq(wholesaleAccounts.id, wholesaleOrders.accountId))
    .where(where);
  const pages = Math.max(1, Math.ceil((totals?.total ?? 0) / pageSize));
  const current = Math.min(page, pages);
  const rows = await db
    .select({ order: wholesaleOrders, companyName: wholesaleAccounts.companyName })
    .from(wholesaleOrders)
    .innerJoin(wholesaleAccounts, eq(wholesaleAccounts.id, wholesaleOrders.accountId))
    .where(where)
    .orderBy(desc(wholesaleOrders.createdAt), desc(wholesaleOrders.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    orders: rows.map((row) => listItem(row.order, row.companyName)),
    countPendings: totals?.pending ?? 0,
    total: totals?.total ?? 0,
    page: current,
    pages,
  };
}

export const accountOrders = (db: Database, accountId: string, page: number) =>
  listOrders(db, eq(wholesaleOrders.accountId, accountId), page, PAGE_SIZE);

export function adminOrders(db: Database, keyword: string | undefined, page: number) {
  const where = keyword
    ? foldedContains(
        keyword,
        wholesaleOrders.orderNumber,
        wholesaleAccounts.companyName,
        wholesaleAccounts.phone,
      )
    : undefined;
  return listOrders(db, where, page, ADMIN_PAGE_SIZE);
}
