import { defineStateMachine } from './state-machine';

/**
 * Carrier shipment statuses (both carriers and their cash-on-delivery and rural variants):
 *
 *   CREATED ──► IN_TRANSIT ──► DELIVERED
 *      │            │
 *      │            └──► UNDELIVERED ──► IN_TRANSIT (new attempt)
 *      │                      └──► RETURNED (back at our warehouse)
 *      └──► CANCELLED (label cancelled before pick-up)
 *
 * "Shipment create and cancel" are admin actions; a shipment can be cancelled only before the
 * carrier picks it up.
 */
export const SHIPMENT_STATUSES = [
  'CREATED',
  'IN_TRANSIT',
  'DELIVERED',
  'UNDELIVERED',
  'RETURNED',
  'CANCELLED',
] as const;

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const shipmentStatusMachine = defineStateMachine<ShipmentStatus>('Kargo durumu', 'CREATED', {
  CREATED: ['IN_TRANSIT', 'CANCELLED'],
  IN_TRANSIT: ['DELIVERED', 'UNDELIVERED'],
  UNDELIVERED: ['IN_TRANSIT', 'RETURNED'],
  DELIVERED: [],
  RETURNED: [],
  CANCELLED: [],
});

/** Throws unless a shipment may go from `from` to `to`; the error names both statuses. */
export function assertShipmentTransition(from: ShipmentStatus, to: ShipmentStatus): void {
  shipmentStatusMachine.assertTransition(from, to);
}
