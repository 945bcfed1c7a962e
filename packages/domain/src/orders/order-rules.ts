import { DomainError } from '../errors';
import { type OrderStatus, orderStatusMachine } from './order-status';
import { isPaymentSettled, type PaymentStatus, paymentStatusMachine } from './payment-status';
import type { PendingOrderState } from './pending';
import { guardStateMachine } from './state-machine';

/**
 * The rules about one retail order that the server and the web app both ask: whether it may be
 * paid, who owns it, whether it is pending, and which status changes it allows. They live here
 * once; services read an order's facts from its row and ask.
 */
export interface OrderFacts {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Its units went back to the shelf (hold expired, deleted unpaid, cancelled). */
  stockReleased: boolean;
}

/** Shopper-facing refusals, verbatim where the API has said them before. */
export const ORDER_RULE_TEXTS = {
  notPayable: 'Bu sipariş artık ödenemez.',
  paymentMethodFixed: 'Bu sipariş için ödeme yöntemi artık değiştirilemez.',
  notUnpaid: 'Yalnızca ödenmemiş siparişler silinebilir.',
  notOwned: 'Bu siparişi görme yetkiniz yok.',
  notSettled: 'Ödemesi alınmamış sipariş onaylanamaz.',
  refundFirst: 'Kartla ödenmiş sipariş, ödemesinin iadesi başlatılmadan iptal edilemez.',
} as const;

/** Waiting for its money: nothing taken and its stock still held. */
export function isAwaitingPayment(order: OrderFacts): boolean {
  return order.paymentStatus === 'UNPAID' && !order.stockReleased;
}

/** "Payable": a new order still holding its stock and not yet paid — a card or COD may settle it. */
export function isPayable(order: OrderFacts): boolean {
  return isAwaitingPayment(order) && order.orderStatus === 'NEW';
}

/** Throws ORDER_NOT_PAYABLE unless the order is payable; `message` says what was refused. */
export function assertPayable(
  order: OrderFacts,
  message: string = ORDER_RULE_TEXTS.notPayable,
): void {
  if (!isPayable(order)) throw new DomainError('ORDER_NOT_PAYABLE', message);
}

/** The shopper may delete an order only while nothing was paid and its stock is held. */
export function assertDeletableUnpaid(order: OrderFacts): void {
  if (!isAwaitingPayment(order))
    throw new DomainError('ORDER_NOT_UNPAID', ORDER_RULE_TEXTS.notUnpaid);
}

/** Who asks: the browser's cart (the visitor that placed the order) and the signed-in customer. */
export interface OrderAsker {
  cartId: string | null;
  customerId?: string | null | undefined;
}

/** Owned by the asker: placed from the asker's cart, or belonging to the signed-in customer. */
export function isOrderOwnedBy(
  order: { cartId: string | null; customerId: string | null },
  asker: OrderAsker,
): boolean {
  if (asker.cartId && order.cartId === asker.cartId) return true;
  return Boolean(asker.customerId) && order.customerId === asker.customerId;
}

/** Throws ORDER_NOT_OWNED unless {@link isOrderOwnedBy}. */
export function assertOrderOwnedBy(
  order: { cartId: string | null; customerId: string | null },
  asker: OrderAsker,
): void {
  if (!isOrderOwnedBy(order, asker))
    throw new DomainError('ORDER_NOT_OWNED', ORDER_RULE_TEXTS.notOwned);
}

/** Pending: settled (card or cash on delivery) and not packed yet; add-ons may still join it. */
export function isPendingOrder(order: OrderFacts): boolean {
  return (
    isPaymentSettled(order.paymentStatus) &&
    (order.orderStatus === 'NEW' || order.orderStatus === 'CONFIRMED')
  );
}

/** isTherePending of a visitor's orders: YES with a pending one, NO after orders, NOTYET before. */
export function pendingStateOf(orders: readonly OrderFacts[]): PendingOrderState {
  if (orders.some(isPendingOrder)) return 'YES';
  return orders.length > 0 ? 'NO' : 'NOTYET';
}

/**
 * The order machine with its guards: an order is confirmed or packed only once its money is
 * settled, and a card-paid order is cancelled only after its refund has started (REFUND_PENDING).
 */
export const orderProcess = guardStateMachine<OrderStatus, OrderFacts>(orderStatusMachine, {
  CONFIRMED: [
    {
      code: 'ORDER_NOT_SETTLED',
      message: ORDER_RULE_TEXTS.notSettled,
      allows: (order) => isPaymentSettled(order.paymentStatus),
    },
  ],
  PACKED: [
    {
      code: 'ORDER_NOT_SETTLED',
      message: ORDER_RULE_TEXTS.notSettled,
      allows: (order) => isPaymentSettled(order.paymentStatus),
    },
  ],
  CANCELLED: [
    {
      code: 'ORDER_REFUND_REQUIRED',
      message: ORDER_RULE_TEXTS.refundFirst,
      allows: (order) => order.paymentStatus !== 'PAID',
    },
  ],
});

/** The order after a status change that the machine and its guards allow; throws otherwise. */
export function transitionOrder<T extends OrderFacts>(order: T, to: OrderStatus): T {
  orderProcess.assertTransition(order, order.orderStatus, to);
  return { ...order, orderStatus: to };
}

/** The order after its payment status moves to `to`; throws a TransitionError otherwise. */
export function transitionPayment<T extends OrderFacts>(order: T, to: PaymentStatus): T {
  paymentStatusMachine.assertTransition(order.paymentStatus, to);
  return { ...order, paymentStatus: to };
}

/** Cash on delivery settles a payable order at the door and confirms it (NEW → CONFIRMED). */
export function settleCashOnDelivery<T extends OrderFacts>(order: T): T {
  assertPayable(order, ORDER_RULE_TEXTS.paymentMethodFixed);
  return transitionOrder(transitionPayment(order, 'CASH_ON_DELIVERY'), 'CONFIRMED');
}

/** A verified card charge settles a payable order and confirms it (NEW → CONFIRMED). */
export function settleCardPayment<T extends OrderFacts>(order: T): T {
  assertPayable(order);
  return transitionOrder(transitionPayment(order, 'PAID'), 'CONFIRMED');
}

/**
 * What a verified card charge does to an order that can no longer take it (its hold expired
 * while the shopper was at the bank): the money must go back — REFUND_PENDING until the
 * provider confirms. Throws when the order could still take the charge.
 */
export function refundLateCharge<T extends OrderFacts>(order: T): T {
  if (isPayable(order)) throw new RangeError('a payable order keeps its charge');
  return transitionPayment(order, 'REFUND_PENDING');
}

/** Parses a stored status; a value the machine does not know is a programming error. */
export function orderStatusOf(value: string): OrderStatus {
  if (!(orderStatusMachine.states as readonly string[]).includes(value))
    throw new RangeError(`unknown order status ${value}`);
  return value as OrderStatus;
}

/** Parses a stored payment status; a value the machine does not know is a programming error. */
export function paymentStatusOf(value: string): PaymentStatus {
  if (!(paymentStatusMachine.states as readonly string[]).includes(value))
    throw new RangeError(`unknown payment status ${value}`);
  return value as PaymentStatus;
}
