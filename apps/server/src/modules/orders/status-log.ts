import { type OrderStatus, orderStatusMachine, recordTransition } from '@carsi/domain';
import type { Database } from '../../db/client';
import { orderStatusChanges } from '../../db/schema';
import type { OrderRow } from './order-view';

/**
 * Checks a status change against the order state machine and records it (who, when, from, to,
 * why). The caller updates the order row in the same transaction.
 */
export async function recordOrderStatus(
  tx: Database,
  row: Pick<OrderRow, 'id' | 'orderStatus'>,
  to: OrderStatus,
  by: { actor: string; at: Date; reason?: string },
): Promise<void> {
  const record = recordTransition(orderStatusMachine, row.orderStatus as OrderStatus, to, {
    actor: by.actor,
    at: by.at.getTime(),
    ...(by.reason ? { reason: by.reason } : {}),
  });
  await tx.insert(orderStatusChanges).values({
    orderId: row.id,
    fromStatus: record.from,
    toStatus: record.to,
    actor: record.actor,
    reason: record.reason ?? null,
    at: by.at,
  });
}

/** Who acts on an order for the status records: the signed-in customer, or a guest. */
export interface StatusActor {
  customerId?: string | null | undefined;
}

export const actorOf = (owner: StatusActor): string =>
  owner.customerId ? `customer:${owner.customerId}` : 'guest';
