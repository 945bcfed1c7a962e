import { cartErrorCodes, orderErrorCodes } from '@carsi/contract';
import { type DomainError, TransitionError } from '@carsi/domain';

/** The HTTP status of every code a domain rule throws (the codes are the contract's). */
const statusOfCode: Record<string, number> = {
  [orderErrorCodes.notOwned]: 403,
  [orderErrorCodes.notPayable]: 409,
  [orderErrorCodes.notUnpaid]: 409,
  [orderErrorCodes.notSettled]: 409,
  [orderErrorCodes.refundRequired]: 409,
  [orderErrorCodes.invalidTransition]: 409,
  // The shopper's own changes (packages/domain order-actions.ts)
  ORDER_ALREADY_CANCELLED: 409,
  ORDER_TOO_LATE: 409,
  [cartErrorCodes.lineNotFound]: 404,
  [cartErrorCodes.quantityOutOfRange]: 400,
  [cartErrorCodes.quantityLocked]: 409,
  [cartErrorCodes.freeLineNotRemovable]: 409,
  // Returns and refunds (packages/domain return-rules.ts)
  RETURN_NO_LINES: 400,
  RETURN_LINE_NOT_FOUND: 400,
  RETURN_BAD_QTY: 400,
  RETURN_BAD_REASON: 400,
  RETURN_BAD_IBAN: 400,
  RETURN_TOO_MANY: 409,
  RETURN_NOT_DELIVERED: 409,
  RETURN_GUARANTEE_OVER: 409,
  RETURN_WITHDRAWAL_OVER: 409,
  RETURN_IBAN_NOT_NEEDED: 409,
  RETURN_NEEDS_IBAN: 409,
  RETURN_ALREADY_REFUNDING: 409,
  RETURN_OVER_PAID: 409,
  RETURN_NO_OPEN_RETURN: 409,
};

/** A rule refusal not listed above is still the request's fault: 422, never a 500. */
const UNLISTED_STATUS = 422;

export interface MappedDomainError {
  status: number;
  code: string;
  message: string;
}

/**
 * The one map from a business-rule refusal to its response: the status from the table, the
 * rule's own code (a status-machine refusal is ORDER_INVALID_TRANSITION) and its Turkish message.
 */
export function mapDomainError(error: DomainError): MappedDomainError {
  const code = error instanceof TransitionError ? orderErrorCodes.invalidTransition : error.code;
  return { status: statusOfCode[code] ?? UNLISTED_STATUS, code, message: error.message };
}
