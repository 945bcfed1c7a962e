import { defineStateMachine } from './state-machine';

/**
 * A parcel's life with a carrier (UPS, Yurtiçi and any later carrier; outgoing and return
 * parcels alike):
 *
 *   REQUESTED ──► CREATED ──► PICKED_UP ──► IN_TRANSIT ──► DELIVERED
 *       │            │            │              └────────► RETURNED (came back to the sender)
 *       │            └──► CANCELLED (before the carrier picks it up)
 *       └──► CANCELLED (the carrier refused it: nothing was booked)
 *
 * REQUESTED: our shipment key is stored and the carrier is being (or was) asked; a timeout leaves
 * it here until a query settles it. NEEDS_ATTENTION: the carrier answered something we cannot
 * place (an unknown status code, a booking that a query cannot find); staff look and the next
 * answer we understand moves it on. A carrier may skip scans (a parcel picked up and delivered
 * between two polls), so forward moves may skip steps; nothing goes backwards.
 */
export const SHIPMENT_STATUSES = [
  'REQUESTED',
  'CREATED',
  'PICKED_UP',
  'IN_TRANSIT',
  'DELIVERED',
  'RETURNED',
  'CANCELLED',
  'NEEDS_ATTENTION',
] as const;

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const shipmentStatusMachine = defineStateMachine<ShipmentStatus>(
  'Kargo durumu',
  'REQUESTED',
  {
    REQUESTED: ['CREATED', 'PICKED_UP', 'IN_TRANSIT', 'CANCELLED', 'NEEDS_ATTENTION'],
    CREATED: ['PICKED_UP', 'IN_TRANSIT', 'DELIVERED', 'RETURNED', 'CANCELLED', 'NEEDS_ATTENTION'],
    PICKED_UP: ['IN_TRANSIT', 'DELIVERED', 'RETURNED', 'NEEDS_ATTENTION'],
    IN_TRANSIT: ['DELIVERED', 'RETURNED', 'NEEDS_ATTENTION'],
    NEEDS_ATTENTION: ['CREATED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED', 'RETURNED', 'CANCELLED'],
    DELIVERED: [],
    RETURNED: [],
    CANCELLED: [],
  },
);

/** Throws unless a shipment may go from `from` to `to`; the error names both statuses. */
export function assertShipmentTransition(from: ShipmentStatus, to: ShipmentStatus): void {
  shipmentStatusMachine.assertTransition(from, to);
}

/** Staff's names for the statuses (kargo-islemleri, the order page, the shopper's steps). */
export const SHIPMENT_STATUS_LABELS: Readonly<Record<ShipmentStatus, string>> = {
  REQUESTED: 'Kargo firmasına iletiliyor',
  CREATED: 'Kargo kaydı oluşturuldu',
  PICKED_UP: 'Kargo firması teslim aldı',
  IN_TRANSIT: 'Yolda',
  DELIVERED: 'Teslim edildi',
  RETURNED: 'Göndericiye iade edildi',
  CANCELLED: 'İptal edildi',
  NEEDS_ATTENTION: 'Kontrol gerekiyor',
};

/** Statuses the tracking job still asks the carrier about. */
export function isShipmentOpen(status: ShipmentStatus): boolean {
  return !shipmentStatusMachine.isTerminal(status);
}

/** A booking may be cancelled with the carrier only before the carrier has the parcel. */
export function isShipmentCancellable(status: ShipmentStatus): boolean {
  return status === 'REQUESTED' || status === 'CREATED';
}

/** A label can be printed for a booked parcel that is not cancelled or finished. */
export function isShipmentLabelPrintable(status: ShipmentStatus): boolean {
  return status === 'CREATED' || status === 'PICKED_UP' || status === 'IN_TRANSIT';
}

/** The carrier has the parcel (the first scan): the order counts as shipped from here. */
export function isShipmentWithCarrier(status: ShipmentStatus): boolean {
  return status === 'PICKED_UP' || status === 'IN_TRANSIT' || status === 'DELIVERED';
}

/** The shopper's steps, in order; a finished parcel ends on DELIVERED or RETURNED. */
export const SHIPMENT_STEPS = ['CREATED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED'] as const;

/**
 * Where a carrier's report takes a shipment: `to` when the machine allows it, nothing when the
 * report says what we already know (or an older step: carriers repeat scans), and
 * NEEDS_ATTENTION when the report contradicts a finished parcel.
 */
export function shipmentStatusAfterReport(
  current: ShipmentStatus,
  reported: ShipmentStatus,
): ShipmentStatus | null {
  if (current === reported) return null;
  if (shipmentStatusMachine.canTransition(current, reported)) return reported;
  if (shipmentStatusMachine.isTerminal(current)) return null;
  const order = ['REQUESTED', 'CREATED', 'PICKED_UP', 'IN_TRANSIT'];
  const a = order.indexOf(current);
  const b = order.indexOf(reported);
  if (a >= 0 && b >= 0 && b < a) return null;
  return current === 'NEEDS_ATTENTION' ? null : 'NEEDS_ATTENTION';
}

/** First poll 15 minutes after booking, doubling to once a day; none after 14 days. */
export const TRACKING_FIRST_DELAY_MS = 15 * 60_000;
export const TRACKING_MAX_DELAY_MS = 24 * 60 * 60_000;
export const TRACKING_GIVE_UP_MS = 14 * 24 * 60 * 60_000;

/**
 * When to ask the carrier next about a parcel booked at `bookedAt` that has been asked `polls`
 * times without news (a change resets `polls` to 0), or null to stop: a finished parcel, or one
 * booked more than 14 days ago.
 */
export function nextTrackingPoll(input: {
  status: ShipmentStatus;
  bookedAt: number;
  polls: number;
  now: number;
}): number | null {
  if (!isShipmentOpen(input.status)) return null;
  if (input.now - input.bookedAt >= TRACKING_GIVE_UP_MS) return null;
  const exponent = Math.min(Math.max(0, Math.floor(input.polls)), 10);
  const delay = Math.min(TRACKING_FIRST_DELAY_MS * 2 ** exponent, TRACKING_MAX_DELAY_MS);
  return input.now + delay;
}
