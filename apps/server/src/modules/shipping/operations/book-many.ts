import { inArray } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { bookOrder } from './book';
import type { ShippingDeps } from './common';

export interface BookManyResult {
  orderId: string;
  orderNumber: string | null;
  ok: boolean;
  message: string;
  shipmentId: string | null;
}

/** Books each order in turn; one order's failure does not stop the rest. */
export async function bookMany(
  deps: ShippingDeps,
  orderIds: readonly string[],
  actor: string,
): Promise<BookManyResult[]> {
  const unique = [...new Set(orderIds)];
  const numbers = await deps.db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, unique));
  const numberOf = new Map(numbers.map((n) => [n.id, n.orderNumber]));
  const results: BookManyResult[] = [];
  // A few at a time: the carrier's answers take longer than our writes.
  const queue = [...unique];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const orderNumber = numberOf.get(id) ?? null;
      try {
        const shipment = await bookOrder(deps, id, {}, actor);
        results.push({
          orderId: id,
          orderNumber,
          ok: true,
          message: `${shipment.carrierLabel} kaydı açıldı (${shipment.trackingCode ?? shipment.key}).`,
          shipmentId: shipment.id,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Kargo kaydı açılamadı.';
        results.push({ orderId: id, orderNumber, ok: false, message, shipmentId: null });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, unique.length) }, worker));
  const order = new Map(unique.map((id, i) => [id, i]));
  results.sort((a, b) => (order.get(a.orderId) ?? 0) - (order.get(b.orderId) ?? 0));
  return results;
}
