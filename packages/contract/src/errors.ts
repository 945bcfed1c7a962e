import { z } from 'zod';

/** The one error shape of the API (docs/decisions/foundation.md). `errors` names each bad field. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Machine-readable error codes shared by server and web. */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

/**
 * Per-area codes: a refusal names its reason so the web app can react without parsing text.
 * Domain rules throw these codes (DomainError); the server's one error map gives each its status.
 */
export const orderErrorCodes = {
  notOwned: 'ORDER_NOT_OWNED',
  notPayable: 'ORDER_NOT_PAYABLE',
  notUnpaid: 'ORDER_NOT_UNPAID',
  notSettled: 'ORDER_NOT_SETTLED',
  refundRequired: 'ORDER_REFUND_REQUIRED',
  invalidTransition: 'ORDER_INVALID_TRANSITION',
  noUnpaidOrder: 'NO_UNPAID_ORDER',
  outOfStock: 'OUT_OF_STOCK',
} as const;

export const cartErrorCodes = {
  empty: 'EMPTY_CART',
  lineNotFound: 'CART_LINE_NOT_FOUND',
  quantityOutOfRange: 'CART_QUANTITY_OUT_OF_RANGE',
  quantityLocked: 'CART_QUANTITY_LOCKED',
  freeLineNotRemovable: 'CART_FREE_LINE_NOT_REMOVABLE',
} as const;

export const checkoutErrorCodes = {
  paymentDeclined: 'PAYMENT_DECLINED',
  paymentUnavailable: 'PAYMENT_UNAVAILABLE',
} as const;

/** Identity refusals beyond sign-in (see identityErrorCodes in access.ts). */
export const accountErrorCodes = {
  adminAlreadyRegistered: 'ADMIN_ALREADY_REGISTERED',
  adminNotPending: 'ADMIN_NOT_PENDING',
  wholesaleAlreadyApplied: 'WHOLESALE_ALREADY_APPLIED',
  wholesaleNotPending: 'WHOLESALE_NOT_PENDING',
} as const;
