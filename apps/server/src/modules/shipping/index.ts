/**
 * The shipping area's front door: booking parcels with the carriers, labels, tracking that moves
 * the order, return codes, the rural list, the geo lists. Other areas and app.ts import only from
 * here.
 */
export { type CarrierDirectory, carrierDirectory } from './carrier-directory';
export { seedDemoShipments } from './demo-shipments';
export {
  createShipping,
  createShippingArea,
  type Shipping,
  type ShippingOptions,
} from './shipping';
export { shipmentTrackingQueue } from './tracking';
