import { type OrderFacts, type OrderStatus, transitionOrder } from '@carsi/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import { factsOf } from '../order-facts';
import type { OrderRefunds } from '../order-refunds';
import type { OrderSmsNotifier } from '../order-sms';
import type { OrderRow } from '../order-view';
import { recordOrderStatus } from '../status-log';

/** What every order operation needs; built once in app.ts. */
export interface OrderOperationDeps {
  db: Database;
  /** Card refunds (whole charges and order lines), retried as jobs. */
  refunds: OrderRefunds;
  now: () => Date;
  /** The shopper's order SMS (shipped with its tracking code), queued after the commit. */
  sms?: OrderSmsNotifier;
  /** The hour (Turkey time) packing opens each day; PACKING_START_HOUR when not given. */
  packingOpensHour?: number;
  /** The order was handed to the carrier (invoicing starts its invoice), after the commit. */
  shipped?: (order: OrderRow) => Promise<void>;
}

/** Who acts: `admin:<id>`, `customer:<id>` or `guest`, and from where (iyzico wants an IP). */
export interface OperationActor {
  actor: string;
  ip: string;
  /**
   * Extra checks on the locked row before anything changes: the shopper's ownership and
   * "before packing" rule. Throws to refuse.
   */
  check?: (row: OrderRow) => void;
}

export interface OperationRequest {
  orderId: string;
  by: OperationActor;
  /** The request's Idempotency-Key header: the same key again returns the first answer. */
  idempotencyKey?: string | null;
}

/** What an operation did, to be recorded; `after` runs once the transaction has committed. */
export interface OperationOutcome {
  message: string;
  reason?: string | null;
  data?: Record<string, unknown>;
  after?: () => Promise<void>;
}

export interface OperationResult {
  orderId: string;
  message: string;
  /** True when this request was a repeat of an earlier one with the same key. */
  repeated: boolean;
}

const repeatOf = async (db: Database, orderId: string, key: string) => {
  const [event] = await db
    .select({ message: orderEvents.message })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.idempotencyKey, key)));
  return event;
};

/**
 * Runs one order operation: the order's row is locked (two admins acting at once take turns,
 * and the second sees what the first did), the operation checks the state machine and writes,
 * and the action is recorded in order_events — all in one transaction, so a refusal writes
 * nothing. Provider calls (refunds) run after the commit.
 */
export async function runOrderOperation(
  deps: OrderOperationDeps,
  request: OperationRequest,
  action: string,
  change: (tx: Database, row: OrderRow, now: Date) => Promise<OperationOutcome>,
): Promise<OperationResult> {
  const key = request.idempotencyKey ?? null;
  if (key) {
    const first = await repeatOf(deps.db, request.orderId, key);
    if (first) return { orderId: request.orderId, message: first.message, repeated: true };
  }
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for('update');
    if (!row) throw notFound('Sipariş bulunamadı.');
    if (key) {
      // The same request may have waited for the lock behind its twin.
      const first = await repeatOf(tx, row.id, key);
      if (first) return { outcome: { message: first.message }, repeated: true };
    }
    request.by.check?.(row);
    const now = deps.now();
    const outcome = await change(tx, row, now);
    await tx.insert(orderEvents).values({
      orderId: row.id,
      action,
      actor: request.by.actor,
      reason: outcome.reason ?? null,
      data: outcome.data ?? null,
      message: outcome.message,
      idempotencyKey: key,
      at: now,
    });
    return { outcome, repeated: false };
  });
  if (!result.repeated) await result.outcome.after?.();
  return { orderId: request.orderId, message: result.outcome.message, repeated: result.repeated };
}

/**
 * Moves an order to `to` through the domain's machine and guards, records the change (who,
 * when, why) and writes `set` with it. Returns the updated row.
 */
export async function moveOrder(
  tx: Database,
  row: OrderRow,
  to: OrderStatus,
  by: { actor: string; at: Date; reason?: string | null },
  set: Partial<typeof orders.$inferInsert> = {},
  facts: OrderFacts = factsOf(row),
): Promise<OrderRow> {
  transitionOrder(facts, to);
  await recordOrderStatus(tx, row, to, {
    actor: by.actor,
    at: by.at,
    ...(by.reason ? { reason: by.reason } : {}),
  });
  const [updated] = await tx
    .update(orders)
    .set({ ...set, orderStatus: to, updatedAt: by.at })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}

/** Writes some fields of the order (no status change). */
export async function updateOrder(
  tx: Database,
  row: OrderRow,
  set: Partial<typeof orders.$inferInsert>,
  at: Date,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...set, updatedAt: at })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}

/** A clear 409 for an action the order's state no longer allows. */
export const conflict = (code: string, message: string) => new AppError(409, code, message);

export const ORDER_OPERATION_TEXTS = {
  alreadyCancelled: 'Bu sipariş zaten iptal edilmiş.',
  notEditable: 'Sipariş kargoya verildiği için bu bilgi artık değiştirilemez.',
} as const;
