/**
 * Wholesale orders: the views and lists (./order-queries) and one operation a file
 * (./operations), gathered here for the area's routes and jobs.
 */
export { addFreeGoods } from './operations/add-free-goods';
export { attachPaymentProof } from './operations/attach-payment-proof';
export { changeStatus } from './operations/change-status';
export { createOrder } from './operations/create-order';
export { markPrinted } from './operations/mark-printed';
export { accountOrders, adminOrder, adminOrders, orderView, ownOrder } from './order-queries';
