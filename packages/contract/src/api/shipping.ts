import {
  adminBookShipmentRoute,
  adminBookShipmentsRoute,
  adminCancelShipmentRoute,
  adminOrderShippingRoute,
  adminRefreshShipmentRoute,
  adminShipmentsRoute,
} from './shipping/back-office';
import { countryListRoute, turkeyProvinceAndDistrictListRoute } from './shipping/geo';
import { orderShipmentsRoute, returnShipmentInfoRoute } from './shipping/public';
import { adminReturnShipmentRoute } from './shipping/returns';
import {
  adminAddRuralAreaRoute,
  adminCarrierSettingsRoute,
  adminDeleteRuralAreaRoute,
  adminReturnAddressRoute,
  adminRuralAreasRoute,
  adminUpdateCarrierSettingsRoute,
  adminUpdateReturnAddressRoute,
} from './shipping/settings';
import {
  adminUpdateUpsAreaRoute,
  adminUpsAreaRoute,
  adminUpsAreasRoute,
} from './shipping/ups-areas';

// Shipping: booking parcels with the carriers (UPS, Yurtiçi), their labels and tracking
// (admin kargo-islemleri and the order page), rural places, carrier settings, the geo lists,
// and what the shopper sees of a parcel. Money is kuruş.
// One file per sub-area under api/shipping/; this file re-exports them and lists the routes.

export * from './shipping/back-office';
export * from './shipping/common';
export * from './shipping/geo';
export * from './shipping/public';
export * from './shipping/returns';
export * from './shipping/settings';
export * from './shipping/ups-areas';

export const shippingRoutes = [
  adminShipmentsRoute,
  adminOrderShippingRoute,
  adminBookShipmentRoute,
  adminBookShipmentsRoute,
  adminCancelShipmentRoute,
  adminRefreshShipmentRoute,
  adminRuralAreasRoute,
  adminAddRuralAreaRoute,
  adminDeleteRuralAreaRoute,
  adminCarrierSettingsRoute,
  adminUpdateCarrierSettingsRoute,
  adminReturnAddressRoute,
  adminUpdateReturnAddressRoute,
  adminReturnShipmentRoute,
  countryListRoute,
  turkeyProvinceAndDistrictListRoute,
  orderShipmentsRoute,
  returnShipmentInfoRoute,
  adminUpsAreasRoute,
  adminUpsAreaRoute,
  adminUpdateUpsAreaRoute,
] as const;
