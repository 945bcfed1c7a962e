import type { OrderShippingView, ShipmentDetail } from '@carsi/contract';
import { cashOnDeliveryOf } from '@carsi/domain';
import { desc, eq } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { loadShipmentDetails } from '../shipment-store';
import { choiceFacts, divisorOf, suggestCarrier } from './carrier-choice';
import { BOOKABLE_ORDER_STATUSES, orderRow, type ShippingDeps, TEXTS } from './common';
import { piecesOf } from './parcel';

/** What the order page's shipping section shows. */
export async function orderShipping(
  deps: ShippingDeps,
  orderId: string,
  mayShip: boolean,
): Promise<OrderShippingView> {
  const order = await orderRow(deps, orderId);
  const rows = await deps.db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.createdAt));
  const cod = cashOnDeliveryOf(order);
  const choice = suggestCarrier(deps, order, await choiceFacts(deps), cod);
  const { weight } = await piecesOf(deps.db, order, await divisorOf(deps, choice.carrier));
  const live = rows.some((r) => r.direction === 'OUTGOING' && r.status !== 'CANCELLED');
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.orderStatus,
    bookable: BOOKABLE_ORDER_STATUSES.has(order.orderStatus) && !live,
    suggestedCarrier: choice.carrier,
    suggestedReason: choice.reason,
    cashOnDelivery: cod,
    desi: weight.desi,
    kg: weight.kg,
    pieces: weight.pieces,
    shipments: await loadShipmentDetails(deps.db, rows),
    mayShip,
  };
}

/** One shipment as the admin pages show it. */
export async function shipmentDetail(deps: ShippingDeps, id: string): Promise<ShipmentDetail> {
  const [row] = await deps.db.select().from(shipments).where(eq(shipments.id, id));
  if (!row) throw notFound(TEXTS.shipmentNotFound);
  return (await loadShipmentDetails(deps.db, [row]))[0]!;
}
