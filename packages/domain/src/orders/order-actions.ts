import { DomainError } from '../errors';
import { isAwaitingPayment, isPayable, type OrderFacts } from './order-rules';
import { isOrderEditable, ORDER_ACTION_TARGETS, orderStatusMachine } from './order-status';

/**
 * What may be done to a retail order now, by its status and payment alone (who may do it is the
 * role table's question). The server refuses by these rules and sends the list with the order, so
 * the back office and the order page show only the buttons that will work.
 */
export const ADMIN_ORDER_ACTIONS = [
  'markPrinted',
  'markPacked',
  /** Hand a packed (or undelivered) order to the carrier with its tracking code. */
  'ship',
  /** Correct the tracking code of an order already with the carrier. */
  'correctTracking',
  'setDelivered',
  'setUndelivered',
  'cancelWhole',
  'cancelLines',
  'markPaid',
  'cancelPaymentOrder',
  'setPaymentMethod',
  'updateCancelledPayment',
  'swapLine',
  'updateContact',
  'updateInvoice',
  'addNote',
] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

/** An order's facts plus the marks the back office's actions look at. */
export interface AdminOrderFacts extends OrderFacts {
  printed: boolean;
  packed: boolean;
}

const machineAllows = (order: OrderFacts, action: keyof typeof ORDER_ACTION_TARGETS) =>
  orderStatusMachine.canTransition(order.orderStatus, ORDER_ACTION_TARGETS[action]);

const orderActionRules: Readonly<Record<AdminOrderAction, (order: AdminOrderFacts) => boolean>> = {
  markPrinted: (order) => !order.printed && order.orderStatus !== 'CANCELLED',
  markPacked: (order) => machineAllows(order, 'markPacked'),
  ship: (order) => machineAllows(order, 'setTrackingCode'),
  correctTracking: (order) => order.orderStatus === 'SHIPPED',
  setDelivered: (order) => machineAllows(order, 'setDelivered'),
  setUndelivered: (order) => machineAllows(order, 'setUndelivered'),
  cancelWhole: (order) => machineAllows(order, 'cancelWhole'),
  cancelLines: (order) => isOrderEditable(order.orderStatus),
  markPaid: isPayable,
  cancelPaymentOrder: (order) => order.orderStatus !== 'CANCELLED' && isAwaitingPayment(order),
  setPaymentMethod: isPayable,
  updateCancelledPayment: (order) =>
    order.orderStatus === 'CANCELLED' && order.paymentStatus === 'REFUND_PENDING',
  swapLine: (order) => order.orderStatus === 'CONFIRMED' && !order.packed,
  updateContact: (order) => isOrderEditable(order.orderStatus),
  updateInvoice: (order) => isOrderEditable(order.orderStatus),
  addNote: () => true,
};

/** Every action the order's status and payment allow now, in {@link ADMIN_ORDER_ACTIONS} order. */
export function orderActionsAllowed(order: AdminOrderFacts): AdminOrderAction[] {
  return ADMIN_ORDER_ACTIONS.filter((action) => orderActionRules[action](order));
}

/** What the shopper reads when an order has gone too far for their own changes. */
const SHOPPER_CHANGE_TEXTS = {
  alreadyCancelled: 'Bu sipariş zaten iptal edilmiş.',
  tooLate:
    'Siparişiniz paketlendiği için bu işlem artık yapılamaz. Yardım için müşteri hizmetlerine yazın.',
} as const;

/** The shopper may cancel or change an order only before it is packed. */
export function shopperMayChange(order: Pick<OrderFacts, 'orderStatus'>): boolean {
  return order.orderStatus === 'NEW' || order.orderStatus === 'CONFIRMED';
}

/** Throws ORDER_ALREADY_CANCELLED or ORDER_TOO_LATE unless {@link shopperMayChange}. */
export function assertShopperMayChange(order: Pick<OrderFacts, 'orderStatus'>): void {
  if (shopperMayChange(order)) return;
  if (order.orderStatus === 'CANCELLED')
    throw new DomainError('ORDER_ALREADY_CANCELLED', SHOPPER_CHANGE_TEXTS.alreadyCancelled);
  throw new DomainError('ORDER_TOO_LATE', SHOPPER_CHANGE_TEXTS.tooLate);
}
