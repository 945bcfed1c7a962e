import { randomBytes, randomInt } from 'node:crypto';
import type { ReturnView } from '@carsi/contract';
import {
  assertRefundReason,
  formatReturnCode,
  formatTL,
  isWithinWithdrawal,
  type PricedReturnLine,
  priceReturn,
  RETURN_TEXTS,
  type RefundStatus,
  type ReturnLineRequest,
  returnHoldsUnits,
  WITHDRAWAL_REASON,
  withdrawalRefundDueAt,
} from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, returnStatusChanges, returns } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { notifyAdmins } from '../../admin-notifications/index';
import type { OrderRow } from '../../orders/index';
import type { ReturnRow } from '../return-view';
import { returnFactsOf } from './return-facts';
import {
  checkIban,
  noOrder,
  type ReturnOperationDeps,
  refusal,
  returnSms,
  returnUrl,
  viewOf,
} from './run';

export interface NewReturn {
  orderId: string;
  lines: ReturnLineRequest[];
  /** One of REFUND_REASONS; ignored for a withdrawal, which needs none. */
  reason: string | null;
  /** Cayma hakkı: within 14 days of delivery, no reason; its refund deadline is kept. */
  withdrawal?: boolean;
  note: string | null;
  photos: string[];
  iban: string | null;
}

/**
 * A new return of an order, approved at once: its code is the approval. The shopper's easy
 * return must be within each line's guarantee; staff may waive it (`ignoreGuarantee`), never the
 * quantities. The order row is locked, so two tabs cannot return the same units twice; the same
 * request again within ten minutes (a double click, a resent form) answers the open return.
 */
export async function createReturn(
  deps: ReturnOperationDeps,
  input: NewReturn,
  by: { actor: string; ignoreGuarantee: boolean },
): Promise<ReturnView> {
  const withdrawal = input.withdrawal === true;
  if (!withdrawal) assertRefundReason(input.reason ?? '');
  const reason = withdrawal ? WITHDRAWAL_REASON : (input.reason as string);
  const result = await deps.db.transaction(async (tx) => {
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
      iban = checkIban(input.iban);
    }
    const facts = await returnFactsOf(tx, order);
    // A double click or a resent form: the same open return, not a second one.
    const repeat = facts.returns.find(
      (r) =>
        returnHoldsUnits(r.status as RefundStatus) &&
        r.reason === reason &&
        (r.note ?? null) === input.note &&
        sameLines(r.lines, input.lines) &&
        deps.now().getTime() - r.createdAt.getTime() < 10 * 60_000,
    );
    if (repeat) return { row: repeat, order, created: false };
    if (order.orderStatus !== 'DELIVERED' && !by.ignoreGuarantee)
      throw refusal('notDelivered', RETURN_TEXTS.notDelivered);
    if (
      withdrawal &&
      !isWithinWithdrawal(facts.deliveredAt?.getTime() ?? null, deps.now().getTime())
    )
      throw refusal('withdrawalOver', RETURN_TEXTS.withdrawalOver);
    const priced = priceReturn(facts.lines, facts.returnedBefore, input.lines, {
      startedAt: facts.deliveredAt?.getTime() ?? null,
      now: deps.now().getTime(),
      ignore: by.ignoreGuarantee,
    });
    const row = await insertReturn(
      deps,
      tx,
      order,
      priced,
      { ...input, reason, withdrawal },
      channel,
      iban,
      by.actor,
    );
    await deps.photos.file(tx, order.id, row.id, input.photos);
    await notifyAdmins(tx, {
      kind: 'new-return',
      title: 'Yeni iade talebi',
      body: `${order.orderNumber} numaralı sipariş için ${row.code} kodlu iade (${reason}, ${formatTL(row.refundAmount)}).`,
      orderRef: order.id,
      data: { returnId: row.id, code: row.code },
    });
    return { row, order, created: true };
  });
  if (result.created) {
    await returnSms(
      deps,
      result.order,
      result.row,
      `${result.order.orderNumber} numaralı siparişiniz için iade kodunuz: ${result.row.code}. Ürünü orijinal ambalajıyla paketleyip kolinin üzerine bu kodu yazın ve anlaşmalı kargoya ücretsiz teslim edin. İade durumunuz: ${returnUrl(deps, result.row)}`,
      'started',
    );
    await deps.approved(result.row.id);
  }
  return viewOf(deps.db, result.row, deps.returnShipping);
}

async function insertReturn(
  deps: Pick<ReturnOperationDeps, 'now'>,
  tx: Database,
  order: OrderRow,
  priced: PricedReturnLine[],
  input: { reason: string; withdrawal: boolean; note: string | null; photos: string[] },
  channel: 'card' | 'bankTransfer',
  iban: string | null,
  actor: string,
): Promise<ReturnRow> {
  const now = deps.now();
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
        withdrawal: input.withdrawal,
        // The withdrawal reached us now: its money is due back within 14 days.
        refundDueAt: input.withdrawal ? new Date(withdrawalRefundDueAt(now.getTime())) : null,
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

function sameLines(a: readonly { index: number; qty: number }[], b: readonly ReturnLineRequest[]) {
  const key = (lines: readonly { index: number; qty: number }[]) =>
    lines
      .map((l) => `${l.index}:${l.qty}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

/** A return and its code created by staff: the guarantee may be waived, quantities not. */
export async function createReturnByStaff(
  deps: ReturnOperationDeps,
  body: {
    orderNumber: string;
    lines: ReturnLineRequest[];
    reason: string;
    note?: string | undefined;
    iban?: string | undefined;
  },
  adminId: string,
): Promise<ReturnView> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, body.orderNumber));
  if (!order) throw notFound('Bu numarada bir sipariş yok.');
  return createReturn(
    deps,
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
