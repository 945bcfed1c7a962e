export const wholesaleErrorCodes = {
  notOwned: 'WHOLESALE_NOT_OWNED',
  belowLevelOne: 'WHOLESALE_BELOW_LEVEL_ONE',
  paymentMethodNotAllowed: 'WHOLESALE_PAYMENT_METHOD_NOT_ALLOWED',
  cartAlreadyOrdered: 'WHOLESALE_CART_ALREADY_ORDERED',
  cartChanged: 'WHOLESALE_CART_CHANGED',
  overAllocation: 'WHOLESALE_OVER_ALLOCATION',
  badReceipt: 'WHOLESALE_BAD_RECEIPT',
  receiptRequired: 'WHOLESALE_RECEIPT_REQUIRED',
  notAvailable: 'WHOLESALE_SKU_NOT_AVAILABLE',
  badTaxNumber: 'WHOLESALE_BAD_TAX_NUMBER',
} as const;
