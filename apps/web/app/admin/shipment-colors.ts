import type { ShipmentView } from '@carsi/contract';

/** The badge colour of each shipment status (display only: what may be done comes from the server). */
export const SHIPMENT_STATUS_COLORS: Record<ShipmentView['status'], string> = {
  REQUESTED: 'blue',
  CREATED: 'blue',
  PICKED_UP: 'blue',
  IN_TRANSIT: 'blue',
  DELIVERED: 'green',
  RETURNED: 'gray',
  CANCELLED: 'gray',
  NEEDS_ATTENTION: 'red',
};
