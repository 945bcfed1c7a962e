/**
 * The orders area's front door: what other areas (and app.ts, http/, jobs/, seed/, tasks/,
 * bench/) may use. Inside the area, files import each other directly; from outside, only from
 * here (scripts/check-module-imports.mjs, run by `npm run lint`, refuses anything else).
 */
export { registerAddOnRoutes } from './add-on-routes';
export { registerAdminOrderRoutes } from './admin-routes';
export { DEMO_ORDER_PHONE_PREFIX, recordDemoSales, seedDemoOrders } from './demo-orders';
export { joinGuestOrders } from './guest-orders';
export { registerManagedOrderRoutes } from './managed-order-routes';
export { ManagedOrders } from './managed-orders';
// Shipping moves an order as its parcel moves, through the same operations staff use.
export type { OrderOperationDeps } from './operations/run';
export { setDelivered } from './operations/set-delivered';
export { setTrackingCode } from './operations/set-tracking-code';
export { setUndelivered } from './operations/set-undelivered';
export { factsOf, soldLinesOf } from './order-facts';
export { newOrderId, newOrderNumber } from './order-ids';
export type { OrderLineRefund, OrderRefunds } from './order-refunds';
export { type OrderOwner, OrderService } from './order-service';
export { type OrderSmsNotifier, orderPageUrl, orderSmsNotifier } from './order-sms';
export type { OrderRow } from './order-view';
export { type CustomerResolver, ownerOf } from './owner';
export { PAYMENT_HOLD_MINUTES } from './place-order';
export { releaseExpiredHolds, scheduleHoldRelease } from './release';
export { registerOrderRoutes } from './routes';
export { registerShopperOrderChangeRoutes } from './shopper-change-routes';
export { recordOrderStatus } from './status-log';
export { outOfStockMessage, reserveStock, restoreStock, stockOf } from './stock';
export { turkeyDateParts } from './turkey-date';
export { purchaseForWeb } from './web-services';
