/**
 * What can go wrong talking to the card-payment provider. Each error carries a Turkish
 * `shopperMessage` safe to show at checkout, and `retryable` — whether the same operation may
 * be tried again. For a completion, cancel or refund that timed out, "retryable" means "ask
 * paymentDetail first": the provider may have acted before the answer was lost.
 * No error ever holds card data or a request body.
 */
export type PaymentOperation =
  | 'initialize3ds'
  | 'complete3ds'
  | 'paymentDetail'
  | 'installmentPlans'
  | 'cancel'
  | 'refund';

export const shopperMessages = {
  unavailable: 'Ödeme hizmetine şu anda ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  insufficientFunds: 'Kartınızın limiti bu ödeme için yetersiz. Lütfen başka bir kartla deneyin.',
  bankRefused:
    'Bankanız bu ödemeyi onaylamadı. Lütfen bankanızla görüşün ya da başka bir kartla deneyin.',
  cardBlocked:
    'Bu kartla ödeme yapılamıyor. Lütfen bankanızla görüşün ya da başka bir kartla deneyin.',
  onlineClosed:
    'Kartınız internet alışverişine kapalı. Bankanızdan açtırabilir ya da başka bir kartla deneyebilirsiniz.',
  expiry: 'Kartın son kullanma tarihi geçmiş ya da hatalı. Lütfen kontrol edip tekrar deneyin.',
  cvc: 'Kartın güvenlik kodu (CVC) hatalı. Lütfen kontrol edip tekrar deneyin.',
  cardNumber: 'Kart numarası geçersiz. Lütfen kontrol edip tekrar deneyin.',
  installment:
    'Bu kartla seçtiğiniz taksit yapılamıyor. Lütfen tek çekim ya da başka bir taksit seçin.',
  threeDs: '3D Secure doğrulaması tamamlanamadı. Lütfen tekrar deneyin.',
  unverified:
    'Ödemenizin sonucu doğrulanamadı. Kartınızdan çekim yapıldıysa lütfen müşteri hizmetlerimizle iletişime geçin.',
  generic: 'Ödeme alınamadı. Lütfen kart bilgilerinizi kontrol edip tekrar deneyin.',
} as const;

type MessageKey = keyof typeof shopperMessages;

/** iyzico advises mapping bank errors by errorGroup rather than by code. */
const BY_GROUP: Readonly<Record<string, MessageKey>> = {
  NOT_SUFFICIENT_FUNDS: 'insufficientFunds',
  DO_NOT_HONOUR: 'bankRefused',
  INVALID_TRANSACTION: 'bankRefused',
  REFER_TO_CARD_ISSUER: 'bankRefused',
  CARD_NOT_PERMITTED: 'bankRefused',
  NOT_PERMITTED_TO_CARDHOLDER: 'bankRefused',
  NOT_PERMITTED_TO_TERMINAL: 'bankRefused',
  UNKNOWN: 'bankRefused',
  LOST_CARD: 'cardBlocked',
  STOLEN_CARD: 'cardBlocked',
  PICKUP_CARD: 'cardBlocked',
  BLOCKED_CARD: 'cardBlocked',
  RESTRICTED_CARD: 'cardBlocked',
  FRAUD_SUSPECT: 'cardBlocked',
  RESTRICTED_BY_LAW: 'onlineClosed',
  EXPIRED_CARD: 'expiry',
  INVALID_CVC2: 'cvc',
  INVALID_CVC2_LENGTH: 'cvc',
  INVALID_CARD_NUMBER: 'cardNumber',
  BIN_NOT_FOUND: 'cardNumber',
  NO_SUCH_ISSUER: 'cardNumber',
  INVALID_CAVV: 'threeDs',
  INVALID_ECI: 'threeDs',
  COMMUNICATION_OR_SYSTEM_ERROR: 'unavailable',
};

/** Codes that decide on their own (general request codes and a few bank codes). */
const BY_CODE: Readonly<Record<string, MessageKey>> = {
  '1': 'unavailable',
  '2': 'unavailable',
  '12': 'cardNumber',
  '13': 'expiry',
  '14': 'expiry',
  '15': 'cvc',
  '17': 'expiry',
  '10214': 'unavailable',
  '10219': 'unavailable',
  '10222': 'installment',
};

/** The Turkish message and retry advice for one of iyzico's failure answers. */
export function describeFailure(
  errorCode: string,
  errorGroup: string | undefined,
): { shopperMessage: string; retryable: boolean } {
  const key = BY_CODE[errorCode] ?? (errorGroup ? BY_GROUP[errorGroup] : undefined) ?? 'generic';
  return { shopperMessage: shopperMessages[key], retryable: key === 'unavailable' };
}

export abstract class PaymentProviderError extends Error {
  abstract readonly kind: 'unavailable' | 'declined' | 'invalid-response';
  abstract readonly retryable: boolean;
  abstract readonly shopperMessage: string;

  constructor(
    public readonly operation: PaymentOperation,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** No usable answer: timeout, network failure, or a 5xx. Retryable. */
export class PaymentUnavailableError extends PaymentProviderError {
  readonly kind = 'unavailable';
  readonly retryable = true;
  readonly shopperMessage = shopperMessages.unavailable;

  constructor(
    operation: PaymentOperation,
    public readonly reason: 'timeout' | 'network' | 'server-error',
    public readonly httpStatus?: number,
  ) {
    super(
      operation,
      `iyzico ${operation}: ${reason}${httpStatus === undefined ? '' : ` (HTTP ${httpStatus})`}`,
    );
  }
}

/** iyzico answered status "failure" (a card decline, a refused refund, a bad request). */
export class PaymentDeclinedError extends PaymentProviderError {
  readonly kind = 'declined';
  readonly retryable: boolean;
  readonly shopperMessage: string;

  constructor(
    operation: PaymentOperation,
    public readonly errorCode: string,
    /** iyzico's own text (Turkish with locale tr) — for logs and the back office */
    public readonly errorMessage: string,
    public readonly errorGroup: string | undefined,
  ) {
    super(operation, `iyzico ${operation} failed: ${errorCode} ${errorMessage}`);
    const described = describeFailure(errorCode, errorGroup);
    this.retryable = described.retryable;
    this.shopperMessage = described.shopperMessage;
  }
}

/**
 * The answer cannot be trusted: a missing or wrong signature, ids that are not the ones asked
 * for, or a shape that is not iyzico's. Never treated as a payment.
 */
export class PaymentResponseError extends PaymentProviderError {
  readonly kind = 'invalid-response';
  readonly retryable = false;
  readonly shopperMessage = shopperMessages.unverified;

  constructor(
    operation: PaymentOperation,
    public readonly problem: 'invalid-signature' | 'mismatch' | 'malformed',
    detail: string,
  ) {
    super(operation, `iyzico ${operation}: ${problem} — ${detail}`);
  }
}
