import { isValidLuhn } from '@carsi/domain';
import { invalidFields } from '../../http/errors';
import type { PaymentCard } from '../../integrations/iyzico';
import { turkeyDateParts } from '../orders/index';

export interface CardInput {
  holderName: string;
  number: string;
  expireMonth: string;
  expireYear: string;
  cvc: string;
}

/** Luhn and an expiry that has not passed (Turkey's calendar month); 400 naming the field. */
export function checkCard(card: CardInput, now: Date): PaymentCard {
  const errors: { field: string; message: string }[] = [];
  if (!isValidLuhn(card.number)) {
    errors.push({ field: 'body.card.number', message: 'Kart numarası geçersiz.' });
  }
  const { year, month } = turkeyDateParts(now);
  const expiry = Number(card.expireYear) * 12 + Number(card.expireMonth);
  if (expiry < year * 12 + month) {
    errors.push({ field: 'body.card.expireYear', message: 'Kartın son kullanma tarihi geçmiş.' });
  }
  if (errors.length > 0) {
    throw invalidFields(errors);
  }
  return { ...card };
}
