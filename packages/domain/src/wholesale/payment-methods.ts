import { type Kurus, percentOf } from '../money/kurus';
import { DAY_MS } from '../time/clock';

/** The payment methods an account may be allowed, in display order. */
export const WHOLESALE_PAYMENT_METHODS = [
  'creditCard',
  'bankTransfer',
  'bankCheck',
  'billOfExchange',
  'dueUponInvoice',
] as const;

export type WholesalePaymentMethod = (typeof WHOLESALE_PAYMENT_METHODS)[number];

/** One method's settings: term in days, down payment in percent of the order. */
export interface PaymentMethodSetting {
  isAllowed: boolean;
  paymentTerm: number;
  downPaymentPercentage: number;
}

export type AllowedPaymentMethods = Partial<Record<WholesalePaymentMethod, PaymentMethodSetting>>;

export interface OfferedPaymentMethod {
  method: WholesalePaymentMethod;
  paymentTerm: number;
  downPaymentPercentage: number;
}

/** The methods an account may use, in display order; missing settings count as not allowed. */
export function offeredPaymentMethods(settings: AllowedPaymentMethods): OfferedPaymentMethod[] {
  return WHOLESALE_PAYMENT_METHODS.flatMap((method) => {
    const setting = settings[method];
    if (!setting?.isAllowed) return [];
    return [
      {
        method,
        paymentTerm: setting.paymentTerm,
        downPaymentPercentage: setting.downPaymentPercentage,
      },
    ];
  });
}

/** How an order total splits under a method: down payment now, the rest due after the term. */
export interface PaymentPlan {
  downPayment: Kurus;
  remainder: Kurus;
  /** Epoch ms the remainder is due (order time + term days). */
  dueAt: number;
}

export function paymentPlan(
  orderTotal: Kurus,
  setting: Pick<PaymentMethodSetting, 'paymentTerm' | 'downPaymentPercentage'>,
  orderTimeMs: number,
): PaymentPlan {
  const downPayment = percentOf(orderTotal, setting.downPaymentPercentage);
  return {
    downPayment,
    remainder: orderTotal - downPayment,
    dueAt: orderTimeMs + setting.paymentTerm * DAY_MS,
  };
}
