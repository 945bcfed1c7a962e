import {
  adminGetWholesaleAccountRoute,
  adminListWholesaleAccountsRoute,
  createDeliveryAddressRoute,
  deleteDeliveryAddressRoute,
  getWholesaleAccountRoute,
  updateAccountTypeRoute,
  updateAllowedPaymentMethodsRoute,
  updateDeliveryAddressRoute,
  updatePurchaseLimitsRoute,
  updateWholesaleAccountRoute,
  updateWholesalePricingRoute,
} from './wholesale/account';
import {
  adminGetWholesaleBankAccountRoute,
  adminGetWholesaleOrderRoute,
  adminListWholesaleOrdersRoute,
  adminUpdateWholesaleBankAccountRoute,
  adminUpdateWholesaleOrderStatusRoute,
  adminUpdateWholesalePrintStatusRoute,
  createWholesaleOrderRoute,
  getWholesaleBankAccountRoute,
  getWholesaleOrderRoute,
  listWholesaleOrdersRoute,
  updateOrderWithFreeGoodsRoute,
  updatePaymentProofRoute,
  updateWholesaleOrderStatusRoute,
} from './wholesale/orders';
import {
  adminSearchWholesaleSkusRoute,
  adminUpdatePackSizeRoute,
  getWholesaleCartRoute,
  getWholesaleCategoriesRoute,
  getWholesaleProductsRoute,
  postWholesaleCartRoute,
} from './wholesale/shop';

// The wholesale (B2B) portal and the wholesale part of the admin API, with the paths and field
// names wholesale clients already use. Money is kuruş; wholesale prices are VAT-excluded.
// One file per sub-area under api/wholesale/; this file re-exports them and lists the routes.

export * from '../wholesale-texts';
export * from './wholesale/account';
export * from './wholesale/common';
export * from './wholesale/orders';
export * from './wholesale/shop';

export const wholesaleRoutes = [
  getWholesaleAccountRoute,
  updateWholesaleAccountRoute,
  createDeliveryAddressRoute,
  updateDeliveryAddressRoute,
  deleteDeliveryAddressRoute,
  getWholesaleProductsRoute,
  getWholesaleCategoriesRoute,
  getWholesaleCartRoute,
  postWholesaleCartRoute,
  createWholesaleOrderRoute,
  getWholesaleOrderRoute,
  listWholesaleOrdersRoute,
  updatePaymentProofRoute,
  updateOrderWithFreeGoodsRoute,
  updateWholesaleOrderStatusRoute,
  adminListWholesaleAccountsRoute,
  adminGetWholesaleAccountRoute,
  adminListWholesaleOrdersRoute,
  adminGetWholesaleOrderRoute,
  adminUpdateWholesaleOrderStatusRoute,
  adminUpdateWholesalePrintStatusRoute,
  updatePurchaseLimitsRoute,
  updateAccountTypeRoute,
  updateAllowedPaymentMethodsRoute,
  updateWholesalePricingRoute,
  adminSearchWholesaleSkusRoute,
  getWholesaleBankAccountRoute,
  adminGetWholesaleBankAccountRoute,
  adminUpdateWholesaleBankAccountRoute,
  adminUpdatePackSizeRoute,
] as const;
