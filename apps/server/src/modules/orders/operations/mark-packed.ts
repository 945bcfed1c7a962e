import { isPackingOpen, PACKING_START_HOUR, PACKING_TEXTS } from '@carsi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { OrderRow } from '../order-view';
import {
  conflict,
  moveOrder,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
} from './run';

/**
 * Mark packed: CONFIRMED → PACKED (the domain guard wants the money settled). This
 * ends the shopper's pending-order window: no more add-on orders join it. The add-ons that
 * joined it and are confirmed travel in the same box (no second shipping fee), so they are
 * packed with it; one still waiting for its card payment stays as it is (its hold runs out).
 * Packing opens at 10:00 Turkey time (packages/domain/src/orders/pending.ts): before that the
 * order waits, and its add-on window stays open.
 */
export function markPacked(deps: OrderOperationDeps, request: OperationRequest) {
  return runOrderOperation(deps, request, 'mark-packed', async (tx, row, now) => {
    if (row.orderStatus === 'PACKED')
      throw conflict('ORDER_ALREADY_PACKED', 'Sipariş zaten paketlenmiş.');
    if (row.orderStatus !== 'CONFIRMED')
      throw conflict(
        'ORDER_NOT_CONFIRMED',
        'Yalnızca onaylanmış (ödemesi alınmış veya kapıda ödemeli) sipariş paketlenebilir.',
      );
    const openingHour = deps.packingOpensHour ?? PACKING_START_HOUR;
    if (!isPackingOpen(now.getTime(), openingHour))
      throw conflict('PACKING_NOT_OPEN', PACKING_TEXTS.notOpen(openingHour));
    await moveOrder(tx, row, 'PACKED', { actor: request.by.actor, at: now }, { packedAt: now });
    if (row.mainOrderId !== null) return { message: 'Sipariş paketlendi.' };
    const addOns: OrderRow[] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.mainOrderId, row.id), eq(orders.orderStatus, 'CONFIRMED')))
      .orderBy(asc(orders.createdAt))
      .for('update');
    for (const addOn of addOns) {
      await moveOrder(
        tx,
        addOn,
        'PACKED',
        { actor: request.by.actor, at: now, reason: `${row.orderNumber} ile aynı pakette` },
        { packedAt: now },
      );
    }
    return {
      message:
        addOns.length > 0
          ? `Sipariş ve ek siparişleri (${addOns.map((a) => a.orderNumber).join(', ')}) paketlendi.`
          : 'Sipariş paketlendi.',
    };
  });
}
