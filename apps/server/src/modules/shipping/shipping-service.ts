import type { OrderShippingView, ShipmentDetail } from '@carsi/contract';
import type { CashOnDelivery } from '@carsi/domain';
import type { OrderRow } from '../orders';
import type { CarrierDirectory } from './carrier-directory';
import type { Carrier, CarrierCode } from './carriers/carrier';
import { bookOrder } from './operations/book';
import { type BookManyResult, bookMany } from './operations/book-many';
import { cancelShipment, refreshShipment, type ShipmentTracker } from './operations/cancel-refresh';
import {
  type ChoiceFacts,
  choiceFacts,
  divisorOf,
  suggestCarrier,
} from './operations/carrier-choice';
import type { BookOptions, CarrierChoice, ShippingDeps } from './operations/common';
import { orderShipping, shipmentDetail } from './operations/order-view';
import { settleRequested } from './operations/settle-requested';
import type { ShipmentRow } from './shipment-store';

export type {
  BookOptions,
  CarrierChoice,
  CarrierReason,
  ShippingDeps,
} from './operations/common';
export { carrierLabelOf, paymentKindOfRow } from './operations/common';

/**
 * Booking parcels with the carriers: the key is stored (REQUESTED) before the carrier is
 * called; its answer moves the shipment on, a lost answer leaves it for a query (the tracking
 * job or "Durumu sorgula"), a refusal cancels it (nothing half-booked) and — when the main
 * carrier refuses the address — books it with the rural carrier instead. Each operation lives
 * in its own file under operations/; this class is the one handle the routes and jobs hold.
 */
export class ShippingService {
  constructor(private readonly deps: ShippingDeps) {}

  get carriers(): CarrierDirectory {
    return this.deps.carriers;
  }

  /** The carrier's desi divisor (a setting per carrier; 3000 unless staff changed it). */
  divisorOf(carrier: CarrierCode): Promise<number> {
    return divisorOf(this.deps, carrier);
  }

  /** The rural list and the carriers switched off: read once, then one suggestion per order. */
  choiceFacts(): Promise<ChoiceFacts> {
    return choiceFacts(this.deps);
  }

  /** Main carrier, or the rural one for a place on the staff's list; COD needs a carrier that collects. */
  suggestCarrier(
    order: Pick<OrderRow, 'shippingAddress'>,
    facts: ChoiceFacts,
    cod: CashOnDelivery | null,
  ): CarrierChoice {
    return suggestCarrier(this.deps, order, facts, cod);
  }

  /** What the order page's shipping section shows. */
  orderShipping(orderId: string, mayShip: boolean): Promise<OrderShippingView> {
    return orderShipping(this.deps, orderId, mayShip);
  }

  detail(id: string): Promise<ShipmentDetail> {
    return shipmentDetail(this.deps, id);
  }

  /** Books one order (see operations/book.ts). */
  book(orderId: string, options: BookOptions, actor: string): Promise<ShipmentDetail> {
    return bookOrder(this.deps, orderId, options, actor);
  }

  /** Settles a REQUESTED shipment whose answer was lost by asking the carrier about its key. */
  settleRequested(row: ShipmentRow, actor: string): Promise<ShipmentRow> {
    return settleRequested(this.deps, row, actor);
  }

  /** Books each order in turn; one order's failure does not stop the rest. */
  bookMany(orderIds: readonly string[], actor: string): Promise<BookManyResult[]> {
    return bookMany(this.deps, orderIds, actor);
  }

  /** Cancels a parcel with its carrier; refused once the carrier has it. */
  cancel(id: string, actor: string): Promise<ShipmentDetail> {
    return cancelShipment(this.deps, this.tracker, id, actor);
  }

  /** Asks the carrier now (the staff's "Durumu sorgula"); the tracking job does the same. */
  refresh(id: string, actor: string): Promise<ShipmentDetail> {
    return refreshShipment(this.deps, this.tracker, id, actor);
  }

  /** Set by the tracking module (tracking.ts) so a click and the job apply answers the same way. */
  tracker?: ShipmentTracker;

  carrierOf(row: Pick<ShipmentRow, 'carrier'>): Carrier {
    return this.deps.carriers.carrier(row.carrier as CarrierCode);
  }
}
