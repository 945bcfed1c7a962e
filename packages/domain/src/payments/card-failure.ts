/**
 * Why a card payment failed, in words a shopper understands, and what to do next.
 * Mapped once here from iyzico's answer: its bank error codes (100xx/102xx with an errorGroup)
 * and the 3-D Secure callback's mdStatus. The payment-result page shows the text and offers the
 * next step; cash on delivery is always the way out.
 */
export const CARD_FAILURE_REASONS = [
  'insufficient-funds',
  'three-ds',
  'card-not-allowed',
  'bank-timeout',
  'general',
] as const;

export type CardFailureReason = (typeof CARD_FAILURE_REASONS)[number];

/** The step the payment-result page puts first. */
export type CardFailureNextStep = 'another-card' | 'try-again' | 'cash-on-delivery';

export const CARD_FAILURE_TEXTS: Readonly<
  Record<CardFailureReason, { message: string; next: CardFailureNextStep }>
> = {
  'insufficient-funds': {
    message: 'Kartınızın limiti ya da bakiyesi bu ödeme için yetersiz.',
    next: 'another-card',
  },
  'three-ds': {
    message: '3D Secure doğrulama kodu hatalı girildi ya da doğrulama tamamlanamadı.',
    next: 'try-again',
  },
  'card-not-allowed': {
    message: 'Kartınız bu işleme izin vermiyor (internet alışverişine kapalı ya da kısıtlı).',
    next: 'another-card',
  },
  'bank-timeout': {
    message: 'Bankanızdan zamanında yanıt alınamadı.',
    next: 'try-again',
  },
  general: {
    message: 'Ödemeniz bankanız tarafından onaylanmadı.',
    next: 'cash-on-delivery',
  },
};

/** Button labels of the next steps. */
export const CARD_FAILURE_STEP_LABELS: Readonly<Record<CardFailureNextStep, string>> = {
  'another-card': 'Başka bir kartla öde',
  'try-again': 'Tekrar dene',
  'cash-on-delivery': 'Kapıda ödemeyi seç',
};

const BY_GROUP: Readonly<Record<string, CardFailureReason>> = {
  NOT_SUFFICIENT_FUNDS: 'insufficient-funds',
  INVALID_CAVV: 'three-ds',
  INVALID_ECI: 'three-ds',
  CARD_NOT_PERMITTED: 'card-not-allowed',
  NOT_PERMITTED_TO_CARDHOLDER: 'card-not-allowed',
  NOT_PERMITTED_TO_TERMINAL: 'card-not-allowed',
  RESTRICTED_BY_LAW: 'card-not-allowed',
  RESTRICTED_CARD: 'card-not-allowed',
  BLOCKED_CARD: 'card-not-allowed',
  DEBIT_CARDS_REQUIRES_3DS: 'card-not-allowed',
  NOT_PERMITTED_TO_INSTALLMENT: 'card-not-allowed',
  REQUEST_TIMEOUT: 'bank-timeout',
  COMMUNICATION_OR_SYSTEM_ERROR: 'bank-timeout',
  ISSUER_OR_SWITCH_INOPERATIVE: 'bank-timeout',
};

/** iyzico's bank error codes, for answers without an errorGroup. */
const BY_CODE: Readonly<Record<string, CardFailureReason>> = {
  '10051': 'insufficient-funds',
  '10210': 'three-ds',
  '10211': 'three-ds',
  '10057': 'card-not-allowed',
  '10058': 'card-not-allowed',
  '10093': 'card-not-allowed',
  '10201': 'card-not-allowed',
  '10209': 'card-not-allowed',
  '10217': 'card-not-allowed',
  '10222': 'card-not-allowed',
  '10225': 'card-not-allowed',
  '10214': 'bank-timeout',
  '10219': 'bank-timeout',
  '10228': 'bank-timeout',
};

/**
 * The reason of a failed card payment: `timedOut` when the provider did not answer in time,
 * `mdStatus` from the 3-D Secure callback (anything but 1 is a failed verification), else
 * iyzico's errorCode and errorGroup. Unknown answers are "general".
 */
export function cardFailureReasonOf(failure: {
  errorCode?: string | undefined;
  errorGroup?: string | undefined;
  mdStatus?: number | null | undefined;
  timedOut?: boolean | undefined;
}): CardFailureReason {
  if (failure.timedOut) return 'bank-timeout';
  if (failure.mdStatus !== undefined && failure.mdStatus !== null && failure.mdStatus !== 1)
    return 'three-ds';
  return (
    (failure.errorGroup ? BY_GROUP[failure.errorGroup] : undefined) ??
    (failure.errorCode ? BY_CODE[failure.errorCode] : undefined) ??
    'general'
  );
}

export function isCardFailureReason(value: unknown): value is CardFailureReason {
  return (CARD_FAILURE_REASONS as readonly unknown[]).includes(value);
}
