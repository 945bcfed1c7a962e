/** Card payments through iyzico (docs/decisions/payments.md); the interface is ../payment-provider.ts. */

export type * from '../payment-provider';
export { readThreeDsCallback, type ThreeDsCallback } from './callback';
export {
  describeFailure,
  PaymentDeclinedError,
  type PaymentOperation,
  PaymentProviderError,
  PaymentResponseError,
  PaymentUnavailableError,
  shopperMessages,
} from './errors';
export type { PaymentLogger } from './http-client';
export { IyzicoPaymentProvider, type IyzicoProviderOptions } from './iyzico-provider';
export {
  createPaymentProvider,
  IYZICO_SANDBOX_PATH,
  iyzicoSettings,
  loopbackOrigin,
} from './settings';
export { fromIyzicoPrice, toIyzicoPrice } from './wire-price';
