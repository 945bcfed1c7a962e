/**
 * Card refunds, the one place: a whole charge back (iyzico's cancel), some lines back (iyzico's
 * item refund), one retry queue and one alert when the provider never confirms. Other areas
 * import only from here.
 */
export type { RefundJob } from './refund-jobs';
export { RefundService } from './refund-service';
export type { ReturnLineRefund, ReturnRefundSettled } from './return-lines';
export type { ChargeRefundReason, ChargeToRefund } from './whole-charge';
