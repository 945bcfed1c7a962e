import { defineStateMachine } from './state-machine';

/**
 * A retail order's money, beside its status (designed; the spec shows none):
 *
 *   UNPAID ──► PAID ──► REFUND_PENDING ──► REFUNDED
 *     │                     ▲
 *     ├──► CASH_ON_DELIVERY │
 *     └─────────────────────┘ (a card charge that arrived after the order was cancelled)
 *
 * UNPAID: nothing taken yet. PAID: the card was charged and the charge is kept.
 * CASH_ON_DELIVERY: collected at the door (a refund of it goes by IBAN, in the refund machine).
 * REFUND_PENDING: a card charge must go back and the provider has not confirmed it yet — it is
 * retried as a job until it does. REFUNDED: the provider confirmed the money went back.
 */
export const PAYMENT_STATUSES = [
  'UNPAID',
  'PAID',
  'CASH_ON_DELIVERY',
  'REFUND_PENDING',
  'REFUNDED',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusMachine = defineStateMachine<PaymentStatus>('Ödeme durumu', 'UNPAID', {
  UNPAID: ['PAID', 'CASH_ON_DELIVERY', 'REFUND_PENDING'],
  PAID: ['REFUND_PENDING'],
  CASH_ON_DELIVERY: [],
  REFUND_PENDING: ['REFUNDED'],
  REFUNDED: [],
});

/** Money the shop holds for the order, or will collect at the door. */
export function isPaymentSettled(status: PaymentStatus): boolean {
  return status === 'PAID' || status === 'CASH_ON_DELIVERY';
}

/** What the shopper is told about an order's money, per payment status (order pages). */
export const PAYMENT_STATUS_TEXTS: Readonly<Record<PaymentStatus, string>> = {
  UNPAID: 'Ödemeniz henüz tamamlanmadı.',
  PAID: 'Ödemeniz alındı.',
  CASH_ON_DELIVERY: 'Kapıda ödeme: siparişinizi teslim alırken ödeyeceksiniz.',
  REFUND_PENDING:
    'Kartınızdan çekilen tutarın iadesi işleniyor; iade tamamlandığında tutar, bankanıza bağlı olarak birkaç iş günü içinde hesabınıza yansır.',
  REFUNDED:
    'Kartınızdan çekilen tutar iade edildi; bankanıza bağlı olarak birkaç iş günü içinde hesabınıza yansır.',
};

export function paymentStatusText(status: PaymentStatus): string {
  return PAYMENT_STATUS_TEXTS[status];
}

/** Why an order whose card was charged late was cancelled (followed by its refund text). */
export const LATE_PAYMENT_CANCELLED_TEXT =
  'Ödeme süresi, bankanızdaki doğrulama tamamlanmadan dolduğu için siparişiniz iptal edildi ve ürünler stoğa geri alındı.';
