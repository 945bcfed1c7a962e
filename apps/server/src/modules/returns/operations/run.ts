import {
  CLOSED_RETURN_STATUSES,
  DEFAULT_RETURN_SHIPPING,
  DomainError,
  isValidTrIban,
  normalizeTrIban,
  RETURN_ERROR_CODES,
  RETURN_TEXTS,
  type RefundStatus,
  type ReturnShippingTerms,
  recordTransition,
  refundStatusMachine,
} from '@carsi/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, returnStatusChanges, returns } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import type { JobQueue } from '../../../jobs';
import { queueSms } from '../../notifications/index';
import type { OrderRow } from '../../orders/index';
import type { RefundService } from '../../refunds/index';
import type { ReturnPhotos } from '../photos';
import { type ReturnRow, toReturnView } from '../return-view';

/** What every return operation needs; built once by ReturnService. */
export interface ReturnOperationDeps {
  db: Database;
  jobs: JobQueue;
  /** The shop's address: /iade-bilgileri/{id} links in SMS texts. */
  publicUrl: string;
  /** Files a new return's photos. */
  photos: ReturnPhotos;
  /** Card refunds; a return's refund is confirmed or failed through it. */
  refunds: RefundService;
  /** The return carrier and who pays it (stated on the return page). */
  returnShipping: ReturnShippingTerms;
  /**
   * Told after a return is approved and committed (shipping queues its carrier return code or
   * label, texted to the shopper). It must not throw: the approval stands whatever it does.
   */
  approved: (returnId: string) => Promise<void>;
  now: () => Date;
}

export const HOUR = 60 * 60_000;
/** States whose money may still go back: an IBAN given now is used for them. */
export const CLOSED = [...CLOSED_RETURN_STATUSES];

export const refusal = (code: keyof typeof RETURN_ERROR_CODES, message: string) =>
  new DomainError(RETURN_ERROR_CODES[code], message);
export const noOrder = () => notFound(RETURN_TEXTS.notFound);
export const noReturn = () => notFound('İade kaydı bulunamadı.');

/** What a return operation did; `after` (the shopper's SMS) runs once the transaction committed. */
export interface ReturnOutcome<T> {
  row: ReturnRow;
  result: T;
  after?: () => Promise<void>;
}

/**
 * Runs one change of a return: its row is locked (two clicks or two staff take turns, and the
 * second sees what the first did), the change checks the refund machine and writes, recording
 * who and when in return_status_changes — one transaction, so a refusal writes nothing. SMS go
 * out after the commit. `orderId`, when given, must be the return's order.
 */
export async function runReturnOperation<T>(
  deps: ReturnOperationDeps,
  target: { returnId: string; orderId?: string },
  change: (tx: Database, row: ReturnRow, now: Date) => Promise<ReturnOutcome<T>>,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(returns)
      .where(
        target.orderId
          ? and(eq(returns.id, target.returnId), eq(returns.orderId, target.orderId))
          : eq(returns.id, target.returnId),
      )
      .for('update');
    if (!current) throw noReturn();
    return change(tx, current, deps.now());
  });
  await outcome.after?.();
  return outcome.result;
}

/** Checks a status change against the refund machine, records it and updates the row. */
export async function transition(
  deps: Pick<ReturnOperationDeps, 'now'>,
  tx: Database,
  row: ReturnRow,
  to: RefundStatus,
  by: { actor: string; reason: string; set?: Partial<typeof returns.$inferInsert> },
): Promise<ReturnRow> {
  const now = deps.now();
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

export async function orderOf(db: Database, id: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Sipariş bulunamadı.');
  return order;
}

/** A return as the shopper and the back office see it, with its history. */
export async function viewOf(
  db: Database,
  row: ReturnRow,
  shipping: ReturnShippingTerms = DEFAULT_RETURN_SHIPPING,
) {
  const [order, history] = await Promise.all([
    orderOf(db, row.orderId),
    db
      .select()
      .from(returnStatusChanges)
      .where(eq(returnStatusChanges.returnId, row.id))
      .orderBy(asc(returnStatusChanges.at), asc(returnStatusChanges.id)),
  ]);
  return toReturnView(row, order, history, shipping);
}

export function checkIban(iban: string): string {
  if (!isValidTrIban(iban)) {
    throw new AppError(400, 'VALIDATION_FAILED', RETURN_TEXTS.badIban, [
      { field: 'body.iban', message: RETURN_TEXTS.badIban },
    ]);
  }
  return normalizeTrIban(iban);
}

export const returnUrl = (
  deps: Pick<ReturnOperationDeps, 'publicUrl'>,
  row: Pick<ReturnRow, 'id'>,
) => `${deps.publicUrl}/iade-bilgileri/${row.id}`;

/** The shopper's SMS for a step of their return; the step stands without it. */
export async function returnSms(
  deps: Pick<ReturnOperationDeps, 'jobs'>,
  order: OrderRow,
  row: ReturnRow,
  text: string,
  step: string,
): Promise<void> {
  try {
    await queueSms(
      deps.jobs,
      order.orderPhone,
      `Çarşı: ${text}`,
      `return-${step}`,
      `return-${step}-${row.id}`,
    );
  } catch {
    // The step stands without its SMS; the return page shows the same news.
  }
}

export const cardKey = (returnId: string) => `return:${returnId}`;

export function summaryOf(r: ReturnRow) {
  return {
    returnId: r.id,
    code: r.code,
    status: r.status as RefundStatus,
    refundAmount: r.refundAmount,
    createdAt: r.createdAt.toISOString(),
  };
}
