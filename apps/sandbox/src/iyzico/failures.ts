/**
 * The failure answers the stand-in gives. Codes and texts follow iyzico's published error list
 * where one fits (1, 11–17, 24, 1000, 1001, 5062, and the 10xxx bank codes with their errorGroup);
 * state problems that list has no code for use 10012 "Geçersiz işlem" with a precise message.
 */
export interface IyzicoFailure {
  errorCode: string;
  errorMessage: string;
  errorGroup?: string;
}

const bank = (errorCode: string, errorMessage: string, errorGroup: string): IyzicoFailure => ({
  errorCode,
  errorMessage,
  errorGroup,
});

export const failures = {
  systemError: { errorCode: '1', errorMessage: 'Sistem hatası' },
  invalidRequest: (detail?: string): IyzicoFailure => ({
    errorCode: '11',
    errorMessage: detail ? `Geçersiz istek: ${detail}` : 'Geçersiz istek',
  }),
  /** iyzico answers 5062 (not the general 11) when the basket items do not add up to price. */
  basketPriceMismatch: {
    errorCode: '5062',
    errorMessage:
      'Sepet tutarı ile ödeme tutarı eşit olmalıdır (basketItems fiyatlarının toplamı price ile eşit değil)',
  },
  invalidCardNumber: { errorCode: '12', errorMessage: 'Kart numarası geçersizdir' },
  invalidExpireMonth: { errorCode: '13', errorMessage: 'Son kullanma tarihi ayı geçersizdir' },
  invalidExpireYear: { errorCode: '14', errorMessage: 'Son kullanma tarihi yılı geçersizdir' },
  invalidCvc: { errorCode: '15', errorMessage: 'CVC geçersizdir' },
  cardExpired: { errorCode: '17', errorMessage: 'Kartın son kullanma tarihi geçersizdir' },
  mandatory: (field: string): IyzicoFailure => ({
    errorCode: '24',
    errorMessage: `${field} gönderilmesi zorunludur`,
  }),
  invalidSignature: { errorCode: '1000', errorMessage: 'Geçersiz imza' },
  apiKeyNotFound: { errorCode: '1001', errorMessage: 'Api bilgileri bulunamadı' },
  doNotHonour: bank('10005', 'İşlem onaylanmadı', 'DO_NOT_HONOUR'),
  insufficientFunds: bank('10051', 'Kart limiti yetersiz, yetersiz bakiye', 'NOT_SUFFICIENT_FUNDS'),
  invalidTransaction: (detail: string) => bank('10012', detail, 'INVALID_TRANSACTION'),
  installmentNotAllowed: bank(
    '10222',
    'Terminal taksitli işleme kapalıdır',
    'NOT_PERMITTED_TO_TERMINAL',
  ),
} as const;
