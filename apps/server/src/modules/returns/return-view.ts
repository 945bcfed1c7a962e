import {
  type AdminReturnItem,
  type AdminRole,
  type ReturnView,
  returnActionsForRole,
} from '@carsi/contract';
import {
  awaitsReturnParcel,
  CARD_REFUND_DEADLINE_MS,
  CLOSED_RETURN_STATUSES,
  DEFAULT_RETURN_SHIPPING,
  isReturnCancellable,
  maskIban,
  maskName,
  maskPhone,
  RETURN_STATUS_LABELS,
  type RefundStatus,
  type ReturnShippingTerms,
  refundDeadlineState,
  returnActionsAllowed,
  returnInstructions,
  returnRefundRefusal,
  returnShippingText,
  returnTakesIban,
} from '@carsi/domain';
import type { returnStatusChanges, returns } from '../../db/schema';
import type { OrderRow } from '../orders/index';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnChangeRow = typeof returnStatusChanges.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The facts the refund rule (returnRefundRefusal) reads from a return row. */
export const refundFacts = (r: ReturnRow) => ({
  status: r.status as RefundStatus,
  refundState: r.refundState,
  refundChannel: r.refundChannel,
  hasIban: r.iban !== null,
});

/** A return as the shopper and the staff read it: the IBAN is always masked. */
export function toReturnView(
  row: ReturnRow,
  order: Pick<OrderRow, 'orderNumber'>,
  history: readonly ReturnChangeRow[],
  shipping: ReturnShippingTerms = DEFAULT_RETURN_SHIPPING,
): ReturnView {
  const status = row.status as RefundStatus;
  return {
    returnId: row.id,
    code: row.code,
    orderId: row.orderId,
    orderNumber: order.orderNumber,
    status,
    statusLabel: RETURN_STATUS_LABELS[status],
    lines: row.lines.map(({ index, name, qty, amount }) => ({ index, name, qty, amount })),
    reason: row.reason,
    note: row.note,
    photos: row.photos,
    refundChannel: row.refundChannel as ReturnView['refundChannel'],
    refundAmount: row.refundAmount,
    refundState: row.refundState as ReturnView['refundState'],
    iban: row.iban ? maskIban(row.iban) : null,
    instructions: returnInstructions(row.code),
    cancellable: isReturnCancellable(status),
    takesIban: returnTakesIban({ status, refundChannel: row.refundChannel }),
    awaitingParcel: awaitsReturnParcel(status),
    history: history.map((change) => ({
      status: change.toStatus,
      label: RETURN_STATUS_LABELS[change.toStatus as RefundStatus] ?? change.toStatus,
      at: change.at.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    receivedAt: iso(row.receivedAt),
    refundedAt: iso(row.refundedAt),
    withdrawal: row.withdrawal,
    legalRefundDueAt: iso(row.refundDueAt),
    returnShipping: returnShippingText(shipping),
  };
}

/**
 * One row of the back office's returns list: contact data masked as on any list, with the
 * actions the return allows that the admin's role may take.
 */
export function toAdminReturnItem(
  row: ReturnRow,
  order: OrderRow,
  role: AdminRole,
  now: Date,
): AdminReturnItem {
  const status = row.status as RefundStatus;
  const contact = order.deliveryContact;
  return {
    returnId: row.id,
    code: row.code,
    orderId: row.orderId,
    orderNumber: order.orderNumber,
    customerName: `${contact.firstName} ${maskName(contact.lastName)}`,
    phone: maskPhone(order.orderPhone),
    status,
    statusLabel: RETURN_STATUS_LABELS[status],
    reason: row.reason,
    units: row.lines.reduce((sum, line) => sum + line.qty, 0),
    refundChannel: row.refundChannel as AdminReturnItem['refundChannel'],
    refundAmount: row.refundAmount,
    refundState: row.refundState as AdminReturnItem['refundState'],
    hasIban: row.iban !== null,
    iban: row.iban ? maskIban(row.iban) : null,
    refundable: returnRefundRefusal(refundFacts(row)) === null,
    allowedActions: returnActionsForRole(returnActionsAllowed(refundFacts(row)), role),
    createdAt: row.createdAt.toISOString(),
    receivedAt: iso(row.receivedAt),
    refundDueAt:
      row.receivedAt && row.refundChannel === 'card'
        ? new Date(row.receivedAt.getTime() + CARD_REFUND_DEADLINE_MS).toISOString()
        : null,
    refundedAt: iso(row.refundedAt),
    withdrawal: row.withdrawal,
    legalRefundDueAt: iso(row.refundDueAt),
    legalRefundState:
      row.refundDueAt && !CLOSED_RETURN_STATUSES.includes(status) && row.refundState !== 'DONE'
        ? refundDeadlineState(row.refundDueAt.getTime(), now.getTime())
        : null,
  };
}
