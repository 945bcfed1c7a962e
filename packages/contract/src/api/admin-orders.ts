import {
  adminCancelLinesRoute,
  adminCancelOrderRoute,
  adminCancelPaymentOrderRoute,
  adminMarkPackedRoute,
  adminMarkPaidRoute,
  adminMarkPrintedRoute,
  adminPackOrdersRoute,
  adminSetDeliveredRoute,
  adminSetNoteRoute,
  adminSetPaymentMethodRoute,
  adminSetTrackingCodeRoute,
  adminSetUndeliveredRoute,
  adminSwapLineRoute,
  adminSwapOptionsRoute,
  adminUpdateCancelledPaymentRoute,
  adminUpdateDeliveryContactRoute,
  adminUpdateInvoiceRoute,
  itemsToPackRoute,
} from './admin-orders/actions';
import { adminOrderDetailRoute } from './admin-orders/detail';
import { listAdminOrdersRoute } from './admin-orders/list';
import {
  shopperCancelOrderPartiallyRoute,
  shopperCancelOrderRoute,
  shopperCancelPaymentOrderRoute,
  shopperUpdateDeliveryContactRoute,
  shopperUpdateIndividualInvoiceRoute,
} from './admin-orders/shopper-changes';
import {
  createStatusTextRoute,
  deleteStatusTextRoute,
  listStatusTextsRoute,
  updateStatusTextRoute,
} from './admin-orders/status-texts';
import { managedOrderRoutes } from './managed-orders';

// The back office's orders: list, detail and every admin order action.
// Area "orders"; each action names the permission of adminActionRoles it needs. Actions accept
// an Idempotency-Key header: the same key again answers the first result and changes nothing.
// One file per sub-area under api/admin-orders/; this file re-exports them and lists the routes.

export * from './admin-orders/actions';
export * from './admin-orders/detail';
export * from './admin-orders/list';
export * from './admin-orders/shopper-changes';
export * from './admin-orders/status-texts';
export * from './managed-orders';

export const adminOrderRoutes = [
  ...managedOrderRoutes,
  listAdminOrdersRoute,
  itemsToPackRoute,
  adminPackOrdersRoute,
  adminOrderDetailRoute,
  adminCancelOrderRoute,
  adminCancelLinesRoute,
  adminSwapLineRoute,
  adminSwapOptionsRoute,
  adminCancelPaymentOrderRoute,
  adminUpdateCancelledPaymentRoute,
  adminUpdateDeliveryContactRoute,
  adminUpdateInvoiceRoute,
  adminMarkPrintedRoute,
  adminMarkPaidRoute,
  adminSetPaymentMethodRoute,
  adminSetNoteRoute,
  adminSetTrackingCodeRoute,
  adminSetDeliveredRoute,
  adminSetUndeliveredRoute,
  adminMarkPackedRoute,
  listStatusTextsRoute,
  createStatusTextRoute,
  updateStatusTextRoute,
  deleteStatusTextRoute,
] as const;

export const shopperOrderChangeRoutes = [
  shopperCancelOrderRoute,
  shopperCancelPaymentOrderRoute,
  shopperCancelOrderPartiallyRoute,
  shopperUpdateDeliveryContactRoute,
  shopperUpdateIndividualInvoiceRoute,
] as const;
