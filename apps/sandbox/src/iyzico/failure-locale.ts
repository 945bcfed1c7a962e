import type { IyzicoFailure } from './failures';

/**
 * What a failure answer says beyond its code: `errorName` (a constant name for the code, as
 * iyzico's failures carry one) and the English `errorMessage` that `locale: 'en'` asks for.
 * Bank codes (10xxx) are named by their errorGroup; the other names are the stand-in's own
 * where iyzico's exact constant is not published.
 */
const BY_CODE: Readonly<Record<string, { name: string; en: string }>> = {
  '1': { name: 'SYSTEM_ERROR', en: 'System error' },
  '11': { name: 'INVALID_REQUEST', en: 'Invalid request' },
  '12': { name: 'INVALID_CARD_NUMBER', en: 'Card number is invalid' },
  '13': { name: 'INVALID_EXPIRE_MONTH', en: 'Expire month is invalid' },
  '14': { name: 'INVALID_EXPIRE_YEAR', en: 'Expire year is invalid' },
  '15': { name: 'INVALID_CVC', en: 'Cvc is invalid' },
  '17': { name: 'INVALID_EXPIRE_DATE', en: 'Expire date is invalid' },
  '24': { name: 'MANDATORY_FIELD', en: 'A mandatory field is missing' },
  '1000': { name: 'INVALID_SIGNATURE', en: 'Invalid signature' },
  '1001': { name: 'API_KEY_NOT_FOUND', en: 'Api information not found' },
  '5062': {
    name: 'BASKET_ITEMS_NOT_EQUAL_TO_PRICE',
    en: 'Basket items total price must be equal to price',
  },
  '10005': { name: 'DO_NOT_HONOUR', en: 'Do not honour' },
  '10012': { name: 'INVALID_TRANSACTION', en: 'Invalid transaction' },
  '10051': { name: 'NOT_SUFFICIENT_FUNDS', en: 'Not sufficient funds' },
  '10222': { name: 'NOT_PERMITTED_TO_INSTALLMENT', en: 'Terminal is not permitted to installment' },
};

/** The failure's `errorName`. */
export function errorNameOf(failure: IyzicoFailure): string {
  return BY_CODE[failure.errorCode]?.name ?? failure.errorGroup ?? 'UNKNOWN_ERROR';
}

/** The failure's message in the request's locale: English for `en`, else Turkish. */
export function errorMessageIn(locale: string, failure: IyzicoFailure): string {
  if (locale !== 'en') return failure.errorMessage;
  const mandatory = /^(\S+) gönderilmesi zorunludur$/.exec(failure.errorMessage);
  if (failure.errorCode === '24' && mandatory) return `${mandatory[1]} is mandatory`;
  return BY_CODE[failure.errorCode]?.en ?? 'An error occurred';
}
