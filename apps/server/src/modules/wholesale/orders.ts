import { randomInt } from 'node:crypto';
import {
  type WholesaleBankAccountView,
  type WholesaleOrderListItem,
  type WholesaleOrderView,
  wholesaleOrderStatusLabels,
} from '@carsi/contract';
import {
  acceptsFreeGoods,
  assertWholesaleOrderTransition,
  awaitsTransferReceipt,
  checkFreeGoodsAdd,
  earnFreeGoods,
  extraGoodsBonus,
  FREE_GOODS_OVER_ALLOCATION_MESSAGE,
  initialWholesaleOrderStatus,
  isMinimumReached,
  offeredPaymentMethods,
  orderMinimumMessage,
  paymentPlan,
  useFreeGoods,
  type WholesaleOrderStatus,
  type WholesalePaymentMethod,
  wholesaleCartTotals,
  wholesaleStaffNextStatuses,
  wholesaleStatusRefusal,
} from '@carsi/domain';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import {
  type WholesaleOrderLine,
  type WholesaleStatusEvent,
  wholesaleAccounts,
  wholesaleFreeGoodsLedger,
  wholesaleOrders,
  wholesaleProfiles,
} from '../../db/schema';
import { reserveStock, restoreStock } from '../orders/stock';
import { addressOf, ensureProfile, type ProfileRow } from './account';
import { priceCart, unitsOf } from './cart';
import { pricedSkus } from './catalogue';
import { wholesaleErrors } from './errors';
import { isStoredReceipt } from './receipts';
import { readBankAccount } from './settings';

type OrderRow = typeof wholesaleOrders.$inferSelect;
const PAGE_SIZE = 10;
const ADMIN_PAGE_SIZE = 20;

const statusOf = (row: OrderRow) => row.status as WholesaleOrderStatus;

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

async function loadOrder(db: Database, id: string) {
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
  return orderView(
    order,
    companyName,
    await balanceOf(db, accountId),
    await bankAccountFor(db, order),
  );
}

export async function adminOrder(db: Database, id: string) {
  const { order, companyName } = await loadOrder(db, id);
  return orderView(
    order,
    companyName,
    await balanceOf(db, order.accountId),
    await bankAccountFor(db, order),
  );
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

const event = (
  status: string,
  by: WholesaleStatusEvent['by'],
  byId?: string,
  note?: string,
): WholesaleStatusEvent => ({
  status,
  at: new Date().toISOString(),
  by,
  ...(byId ? { byId } : {}),
  ...(note ? { note } : {}),
});

const newOrderNumber = () => `T${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * createWholeSaleOrder, in one transaction holding the account's profile row: the cart
 * id must still be the account's (a second tab ordering the same cart waits for the lock, then
 * finds the id retired: one order); the VAT-excluded total must reach level one; the payment
 * method must be allowed; stock is taken with retail's no-oversell rule; the level's free
 * goods go into the ledger; the cart is emptied under a new id.
 */
export async function createOrder(
  db: Database,
  accountId: string,
  input: { cartId: string; paymentMethod: WholesalePaymentMethod; addressId: string; ip: string },
  now: Date,
) {
  await ensureProfile(db, accountId);
  const orderId = await db.transaction(async (tx) => {
    const [profile] = (await tx
      .select()
      .from(wholesaleProfiles)
      .where(eq(wholesaleProfiles.accountId, accountId))
      .for('update')) as ProfileRow[];
    if (!profile) throw wholesaleErrors.accountNotFound();
    if (profile.cartId !== input.cartId) throw wholesaleErrors.cartAlreadyOrdered();
    const limits = profile.limits;
    if (!limits || limits.purchaseLevelOne.amount <= 0) throw wholesaleErrors.noLimits();
    const method = offeredPaymentMethods(profile.allowedPaymentMethods).find(
      (offered) => offered.method === input.paymentMethod,
    );
    if (!method) throw wholesaleErrors.paymentMethodNotAllowed();
    const address = await addressOf(tx as Database, accountId, input.addressId);
    const { items, missing } = await priceCart(
      tx as Database,
      profile,
      profile.cartItems,
      now.getTime(),
    );
    if (missing.length > 0) throw wholesaleErrors.notAvailable(`${missing[0]} numaralı ürün`);
    if (items.length === 0) throw wholesaleErrors.emptyCart();
    const totals = wholesaleCartTotals(items);
    if (!isMinimumReached(totals.totalPrice, limits)) {
      throw wholesaleErrors.belowLevelOne(
        orderMinimumMessage(totals.totalPrice, limits) ?? 'Sipariş alt limitine ulaşılmadı.',
      );
    }
    const lines: WholesaleOrderLine[] = items.map((item) => ({
      skuId: Number(item.skuId),
      sku: item.sku,
      name: item.name,
      image: item.image ?? null,
      qty: item.qty,
      productUnit: item.productUnit,
      price: item.price,
      vat: item.vat,
    }));
    const bogo: WholesaleOrderLine[] = items.flatMap((item) =>
      item.freeProducts.map((free) => ({
        skuId: Number(item.skuId),
        sku: free.sku,
        name: free.name,
        image: item.image ?? null,
        qty: free.qty,
        productUnit: free.productUnit,
        price: 0,
        vat: item.vat,
        value: 0,
        free: true,
      })),
    );
    await reserveStock(
      tx as Database,
      items.map((item) => ({ skuId: Number(item.skuId), qty: unitsOf(item), name: item.name })),
    );
    const earned = extraGoodsBonus(totals.totalPrice, limits);
    const plan = paymentPlan(totals.totalWithVat, method, now.getTime());
    const status = initialWholesaleOrderStatus(input.paymentMethod);
    const [order] = await tx
      .insert(wholesaleOrders)
      .values({
        orderNumber: newOrderNumber(),
        accountId,
        cartId: input.cartId,
        status,
        paymentMethod: input.paymentMethod,
        paymentTerm: method.paymentTerm,
        downPaymentPercentage: method.downPaymentPercentage,
        items: lines,
        freeItems: bogo,
        price: totals.totalPrice,
        taxPrice: totals.taxPrice,
        totalPrice: totals.totalWithVat,
        downPayment: plan.downPayment,
        dueAt: method.paymentTerm > 0 ? new Date(plan.dueAt) : null,
        freeGoodsEarned: earned,
        deliveryAddress: {
          title: address.title,
          contactName: address.contactName,
          phone: address.phone,
          address: address.address,
          province: address.province,
          district: address.district,
        },
        ip: input.ip,
        statusHistory: [event(status, 'customer', accountId)],
      })
      .returning({ id: wholesaleOrders.id });
    if (!order) throw wholesaleErrors.orderNotFound();
    const balance = earnFreeGoods(profile.freeGoodsAllocation, earned);
    if (earned > 0) {
      await tx.insert(wholesaleFreeGoodsLedger).values({
        accountId,
        orderId: order.id,
        kind: 'earned',
        amount: earned,
        balanceAfter: balance,
      });
    }
    await tx
      .update(wholesaleProfiles)
      .set({
        cartItems: [],
        cartId: sql`gen_random_uuid()::text`,
        freeGoodsAllocation: balance,
        updatedAt: sql`now()`,
      })
      .where(eq(wholesaleProfiles.accountId, accountId));
    return order.id;
  });
  const order = await ownOrder(db, accountId, orderId);
  return {
    order,
    orderNumber: order.orderNumber,
    freeGoodsAllocation: order.freeGoodsAllocation,
    message: `${order.orderNumber} numaralı siparişiniz alındı.`,
  };
}

/**
 * Free goods (mal fazlası) attached to an open order of the account, within its balance: the
 * domain's free-goods rules decide each line (a cut or a block is refused with the rule's message),
 * stock is taken, the ledger records the use and the rest carries over.
 */
export async function addFreeGoods(
  db: Database,
  accountId: string,
  input: { id: string; freeGoods: { skuId: number; qty: number }[] },
  now: Date,
) {
  await ensureProfile(db, accountId);
  await db.transaction(async (tx) => {
    const [profile] = (await tx
      .select()
      .from(wholesaleProfiles)
      .where(eq(wholesaleProfiles.accountId, accountId))
      .for('update')) as ProfileRow[];
    if (!profile) throw wholesaleErrors.accountNotFound();
    const [order] = await tx
      .select()
      .from(wholesaleOrders)
      .where(eq(wholesaleOrders.id, input.id))
      .for('update');
    if (!order || order.accountId !== accountId) throw wholesaleErrors.orderNotFound();
    if (!acceptsFreeGoods(statusOf(order))) {
      throw wholesaleErrors.freeGoodsClosed();
    }
    const priced = await pricedSkus(
      tx as Database,
      profile,
      input.freeGoods.map((line) => line.skuId),
      now.getTime(),
    );
    const allocation = profile.freeGoodsAllocation;
    if (allocation <= 0) throw wholesaleErrors.overAllocation(FREE_GOODS_OVER_ALLOCATION_MESSAGE);
    let cartTotal = 0;
    const lines: WholesaleOrderLine[] = [];
    for (const wanted of input.freeGoods) {
      const product = priced.get(wanted.skuId);
      if (!product) throw wholesaleErrors.notAvailable(`${wanted.skuId} numaralı ürün`);
      const decision = checkFreeGoodsAdd({
        allocation,
        cartTotal,
        unitPrice: product.price,
        qty: wanted.qty,
        unit: product.productUnit,
      });
      if (decision.kind === 'blocked' || decision.kind === 'reduced') {
        throw wholesaleErrors.overAllocation(decision.message);
      }
      cartTotal += product.price * wanted.qty;
      lines.push({
        skuId: product.skuId,
        sku: product.sku,
        name: product.name,
        image: product.image,
        qty: wanted.qty,
        productUnit: product.productUnit,
        price: 0,
        vat: product.vat,
        value: product.price,
        free: true,
      });
    }
    await reserveStock(
      tx as Database,
      lines.map((line) => ({ skuId: line.skuId, qty: line.qty, name: line.name })),
    );
    const balance = useFreeGoods(allocation, cartTotal);
    await tx.insert(wholesaleFreeGoodsLedger).values({
      accountId,
      orderId: order.id,
      kind: 'used',
      amount: -cartTotal,
      balanceAfter: balance,
    });
    await tx
      .update(wholesaleProfiles)
      .set({ freeGoodsAllocation: balance, updatedAt: sql`now()` })
      .where(eq(wholesaleProfiles.accountId, accountId));
    await tx
      .update(wholesaleOrders)
      .set({
        freeItems: [...order.freeItems, ...lines],
        freeGoodsUsed: order.freeGoodsUsed + cartTotal,
        updatedAt: sql`now()`,
      })
      .where(eq(wholesaleOrders.id, order.id));
  });
  const order = await ownOrder(db, accountId, input.id);
  return {
    order,
    freeGoodsAllocation: order.freeGoodsAllocation,
    message:
      order.freeGoodsAllocation > 0
        ? 'Mal fazlası siparişinize eklendi. Kalan mal fazlası tutarı bir sonraki siparişinize aktarıldı.'
        : 'Mal fazlası siparişinize eklendi.',
  };
}

/** The bank receipt of an order waiting for its transfer (the file was uploaded first). */
export async function attachPaymentProof(
  db: Database,
  receiptsDir: string,
  accountId: string,
  input: { id: string; documentUrl: string },
) {
  const { order } = await loadOrder(db, input.id);
  if (order.accountId !== accountId) throw wholesaleErrors.orderNotFound();
  if (!awaitsTransferReceipt(statusOf(order))) throw wholesaleErrors.notPendingTransfer();
  // A file the reseller uploaded for this order (storeReceipt), not any URL that looks like one.
  if (!(await isStoredReceipt(receiptsDir, order.id, input.documentUrl))) {
    throw wholesaleErrors.badReceipt('Dekont önce bu sipariş için yüklenmeli.');
  }
  await db
    .update(wholesaleOrders)
    .set({
      documentUrl: input.documentUrl,
      documentUploadedAt: sql`now()`,
      statusHistory: [
        ...order.statusHistory,
        event(order.status, 'customer', accountId, 'Dekont yüklendi'),
      ],
      updatedAt: sql`now()`,
    })
    .where(eq(wholesaleOrders.id, order.id));
  return {
    message: 'Dekontunuz alındı. Ödemeniz kontrol edildiğinde siparişiniz onaylanacak.',
    order: await ownOrder(db, accountId, order.id),
  };
}

/**
 * A status change through the domain's machine. Approving a bank-transfer order needs its
 * receipt; cancelling puts the stock back and reverses the order's free-goods movements as far
 * as the balance allows. With `onlyFrom`, an order no longer in that status (checked under the
 * row lock) is left as it is.
 */
export async function changeStatus(
  db: Database,
  id: string,
  to: WholesaleOrderStatus,
  by: {
    kind: 'admin' | 'customer' | 'system';
    id: string;
    accountId?: string;
    note?: string | undefined;
  },
  onlyFrom?: WholesaleOrderStatus,
) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(wholesaleOrders)
      .where(eq(wholesaleOrders.id, id))
      .for('update');
    if (!order || (by.accountId && order.accountId !== by.accountId)) {
      throw wholesaleErrors.orderNotFound();
    }
    const from = statusOf(order);
    if (onlyFrom && from !== onlyFrom) return;
    // A card order is approved by the provider's confirmed charge only (card-payment.ts).
    const refusal = wholesaleStatusRefusal(
      { status: from, hasReceipt: order.documentUrl !== null },
      to,
      by.kind === 'admin' ? 'staff' : 'customer',
    );
    if (refusal === 'transition') assertWholesaleOrderTransition(from, to);
    if (refusal === 'cardPaymentRequired') throw wholesaleErrors.cardPaymentRequired();
    if (refusal === 'receiptRequired') throw wholesaleErrors.receiptRequired();
    if (to === 'CANCELLED') {
      await restoreStock(tx as Database, [
        ...order.items.map((l) => ({ skuId: l.skuId, qty: l.qty, name: l.name })),
        ...order.freeItems.map((l) => ({ skuId: l.skuId, qty: l.qty, name: l.name })),
      ]);
      const [profile] = (await tx
        .select()
        .from(wholesaleProfiles)
        .where(eq(wholesaleProfiles.accountId, order.accountId))
        .for('update')) as ProfileRow[];
      if (profile) {
        const change = order.freeGoodsUsed - order.freeGoodsEarned;
        const balance = Math.max(0, profile.freeGoodsAllocation + change);
        if (balance !== profile.freeGoodsAllocation) {
          await tx.insert(wholesaleFreeGoodsLedger).values({
            accountId: order.accountId,
            orderId: order.id,
            kind: 'adjusted',
            amount: balance - profile.freeGoodsAllocation,
            balanceAfter: balance,
          });
          await tx
            .update(wholesaleProfiles)
            .set({ freeGoodsAllocation: balance, updatedAt: sql`now()` })
            .where(eq(wholesaleProfiles.accountId, order.accountId));
        }
      }
    }
    await tx
      .update(wholesaleOrders)
      .set({
        status: to,
        statusHistory: [...order.statusHistory, event(to, by.kind, by.id, by.note)],
        updatedAt: sql`now()`,
      })
      .where(eq(wholesaleOrders.id, id));
  });
  return adminOrder(db, id);
}

export async function markPrinted(db: Database, orderId: string) {
  const done = await db
    .update(wholesaleOrders)
    .set({ isPrinted: true, updatedAt: sql`now()` })
    .where(eq(wholesaleOrders.id, orderId))
    .returning({ id: wholesaleOrders.id });
  if (done.length === 0) throw wholesaleErrors.orderNotFound();
}
