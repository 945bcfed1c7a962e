import { CARRIER_LABELS, type ShipmentDetail } from '@carsi/contract';
import { type CashOnDelivery, cashOnDeliveryOf } from '@carsi/domain';
import { and, eq, ne } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { type OrderRow, turkeyDateParts } from '../../orders';
import { bookShipment } from '../carriers/book';
import {
  CarrierAddressRefusedError,
  CarrierError,
  CarrierUnavailableError,
} from '../carriers/carrier';
import { isUniqueViolation, newShipmentId, newShipmentKey } from '../ids';
import {
  insertRequestedShipment,
  lockShipment,
  moveShipment,
  type ShipmentRow,
} from '../shipment-store';
import { applyBooking } from './apply-booking';
import { choiceFacts, collects, divisorOf, reasonNote, suggestCarrier } from './carrier-choice';
import {
  BOOKABLE_ORDER_STATUSES,
  type BookOptions,
  type CarrierChoice,
  conflict,
  orderRow,
  type ShippingDeps,
  TEXTS,
} from './common';
import { shipmentDetail } from './order-view';
import { createInputOf, piecesOf } from './parcel';
import { settleRequested } from './settle-requested';

/**
 * Books one order. A live REQUESTED shipment of the order (an earlier answer was lost) is
 * settled first by asking the carrier about its key; any other live shipment is a 409.
 */
export async function bookOrder(
  deps: ShippingDeps,
  orderId: string,
  options: BookOptions,
  actor: string,
): Promise<ShipmentDetail> {
  const order = await orderRow(deps, orderId);
  const [live] = await deps.db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        eq(shipments.direction, 'OUTGOING'),
        ne(shipments.status, 'CANCELLED'),
      ),
    );
  if (live) {
    if (live.status === 'REQUESTED') {
      const settled = await settleRequested(deps, live, actor);
      if (settled.status === 'REQUESTED')
        throw new AppError(503, 'CARRIER_ANSWER_LOST', TEXTS.lostAnswer);
      return shipmentDetail(deps, settled.id);
    }
    throw conflict('SHIPMENT_EXISTS', TEXTS.alreadyBooked);
  }
  if (!BOOKABLE_ORDER_STATUSES.has(order.orderStatus))
    throw conflict('ORDER_NOT_PACKED', TEXTS.orderNotPacked);

  const cod = cashOnDeliveryOf(order, options.codKind ?? 'CASH');
  const facts = await choiceFacts(deps);
  const choice: CarrierChoice = options.carrier
    ? { carrier: options.carrier, reason: 'STAFF' }
    : suggestCarrier(deps, order, facts, cod);
  if (facts.off.has(choice.carrier))
    throw new AppError(
      409,
      'CARRIER_SWITCHED_OFF',
      `${CARRIER_LABELS[choice.carrier]} kargo ayarlarında kapalı; açın ya da başka bir kargo firması seçin.`,
      [{ field: 'body.carrier', message: 'Bu kargo firması kapalı.' }],
    );
  if (cod && !collects(deps, choice.carrier, cod.kind))
    throw new AppError(
      422,
      'CARRIER_NO_COD',
      `${CARRIER_LABELS[choice.carrier]} kapıda ödemeli gönderi almıyor; başka bir kargo firması seçin.`,
      [{ field: 'body.carrier', message: 'Bu kargo firması kapıda ödeme almıyor.' }],
    );
  try {
    return await bookWith(deps, order, choice, cod, actor);
  } catch (error) {
    // The main carrier does not serve the address: the rural carrier takes it (unless staff
    // chose the carrier themselves, then they decide).
    if (
      error instanceof CarrierAddressRefusedError &&
      choice.reason !== 'STAFF' &&
      choice.carrier !== deps.carriers.rural &&
      !facts.off.has(deps.carriers.rural) &&
      (!cod || collects(deps, deps.carriers.rural, cod.kind))
    ) {
      return bookWith(
        deps,
        order,
        { carrier: deps.carriers.rural, reason: 'CARRIER_REFUSED' },
        cod,
        actor,
      );
    }
    throw error;
  }
}

/** Stores the key (REQUESTED), then asks the chosen carrier to book it. */
async function bookWith(
  deps: ShippingDeps,
  order: OrderRow,
  choice: CarrierChoice,
  cod: CashOnDelivery | null,
  actor: string,
): Promise<ShipmentDetail> {
  const { db } = deps;
  const carrier = deps.carriers.carrier(choice.carrier);
  const divisor = await divisorOf(deps, choice.carrier);
  const { weight, pieces } = await piecesOf(db, order, divisor);
  const now = deps.now();
  const key = newShipmentKey(turkeyDateParts(now));
  let row: ShipmentRow;
  try {
    row = await db.transaction((tx) =>
      insertRequestedShipment(
        tx,
        {
          id: newShipmentId(),
          shipmentKey: key,
          orderId: order.id,
          direction: 'OUTGOING',
          carrier: choice.carrier,
          carrierReason: choice.reason,
          pieces: weight.pieces,
          desi: weight.desi,
          kg: weight.kg,
          desiDivisor: divisor,
          codAmount: cod?.amount ?? null,
          codKind: cod?.kind ?? null,
          createdBy: actor,
        },
        { actor, at: now, note: reasonNote(choice.reason) },
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'shipments_one_live_outgoing'))
      throw conflict('SHIPMENT_EXISTS', TEXTS.alreadyBooked);
    throw error;
  }
  try {
    const result = await bookShipment(carrier, createInputOf(order, key, cod, pieces));
    const booked = await applyBooking(deps, row, result.shipment, actor, result.alreadyExisted);
    return shipmentDetail(deps, booked.id);
  } catch (error) {
    if (error instanceof CarrierUnavailableError) {
      // The answer was lost even after a query: the key stays REQUESTED and the tracking job
      // asks again soon; a second booking is never made.
      await db
        .update(shipments)
        .set({
          lastError: error.message,
          nextPollAt: new Date(deps.now().getTime() + 60_000),
          updatedAt: deps.now(),
        })
        .where(eq(shipments.id, row.id));
      throw new AppError(503, 'CARRIER_ANSWER_LOST', TEXTS.lostAnswer);
    }
    if (error instanceof CarrierError) {
      // A refusal: nothing was booked, the shipment ends here with the carrier's words.
      await db.transaction(async (tx) => {
        const locked = await lockShipment(tx, row.id);
        if (locked?.status === 'REQUESTED')
          await moveShipment(
            tx,
            locked,
            'CANCELLED',
            {
              actor: `carrier:${choice.carrier}`,
              at: deps.now(),
              carrierStatusText: error.details.carrierText ?? null,
              note: error.message,
            },
            { lastError: error.message, finishedAt: deps.now(), nextPollAt: null },
          );
      });
      // The route turns it into the API's answer; bookOrder may still try the rural carrier.
      throw error;
    }
    throw error;
  }
}
