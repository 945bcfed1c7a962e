/**
 * Card refunds, the one place: a whole charge back (iyzico's cancel), some lines back (iyzico's
 * item refund), one retry queue and one alert when the provider never confirms. Other areas
 * import only from here.
 */
export {
  type ChargeRefundReason,
  type ChargeToRefund,
  type OrderLineRefund,
  type RefundJob,
  RefundService,
  type ReturnLineRefund,
  type ReturnRefundSettled,
} from './refund-service';
