import { isValidLuhn, type Kurus } from '@carsi/domain';
import { failures, type IyzicoFailure } from './failures';
import { parsePrice } from './wire';

/**
 * A checked 3DS initialize request. The card number is here only to pick the test card's
 * behaviour; the payment store keeps its BIN and last four digits, never the number, CVC or expiry.
 */
export interface InitializeInput {
  locale: string;
  conversationId: string;
  basketId: string;
  currency: 'TRY';
  price: Kurus;
  paidPrice: Kurus;
  installment: number;
  callbackUrl: string;
  cardNumber: string;
  items: { itemId: string; price: Kurus }[];
}

type Parsed = { ok: true; input: InitializeInput } | { ok: false; failure: IyzicoFailure };

const BUYER_FIELDS = [
  'id',
  'name',
  'surname',
  'identityNumber',
  'email',
  'registrationAddress',
  'city',
  'country',
  'ip',
] as const;
const ADDRESS_FIELDS = ['contactName', 'city', 'country', 'address'] as const;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function missingIn(
  object: Record<string, unknown> | null,
  name: string,
  fields: readonly string[],
): string | null {
  if (!object) return name;
  const missing = fields.find((field) => text(object[field]) === null);
  return missing ? `${name}.${missing}` : null;
}

function parseInstallment(value: unknown): number | null {
  if (value === undefined || value === null) return 1;
  const count = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 12
    ? count
    : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Card checks in iyzico's order: number, month, year, CVC, then whether it has expired. */
function checkCard(card: Record<string, unknown> | null, now: Date): IyzicoFailure | null {
  if (!card) return failures.mandatory('paymentCard');
  if (!text(card.cardHolderName)) return failures.mandatory('paymentCard.cardHolderName');
  const number = card.cardNumber;
  if (typeof number !== 'string' || !/^\d{12,19}$/.test(number) || !isValidLuhn(number)) {
    return failures.invalidCardNumber;
  }
  const month = Number(card.expireMonth);
  if (!/^\d{1,2}$/.test(String(card.expireMonth)) || month < 1 || month > 12) {
    return failures.invalidExpireMonth;
  }
  const yearText = String(card.expireYear);
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return failures.invalidExpireYear;
  if (!/^\d{3,4}$/.test(String(card.cvc))) return failures.invalidCvc;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return failures.cardExpired;
  return null;
}

/** Validates a POST /payment/3dsecure/initialize body as iyzico would. */
export function parseInitializeRequest(body: Record<string, unknown>, now: Date): Parsed {
  const fail = (failure: IyzicoFailure): Parsed => ({ ok: false, failure });
  const price = parsePrice(body.price);
  if (price === null || price <= 0) return fail(failures.invalidRequest('price'));
  const paidPrice = parsePrice(body.paidPrice);
  if (paidPrice === null || paidPrice < price) return fail(failures.invalidRequest('paidPrice'));
  const installment = parseInstallment(body.installment);
  if (installment === null) return fail(failures.invalidRequest('installment'));
  if (body.currency !== undefined && body.currency !== 'TRY') {
    return fail(failures.invalidRequest('currency'));
  }
  const callbackUrl = text(body.callbackUrl);
  if (!callbackUrl || !isHttpUrl(callbackUrl)) return fail(failures.mandatory('callbackUrl'));

  const cardFailure = checkCard(record(body.paymentCard), now);
  if (cardFailure) return fail(cardFailure);
  const missing =
    missingIn(record(body.buyer), 'buyer', BUYER_FIELDS) ??
    missingIn(record(body.shippingAddress), 'shippingAddress', ADDRESS_FIELDS) ??
    missingIn(record(body.billingAddress), 'billingAddress', ADDRESS_FIELDS);
  if (missing) return fail(failures.mandatory(missing));

  const basket = Array.isArray(body.basketItems) ? body.basketItems : [];
  if (basket.length === 0) return fail(failures.mandatory('basketItems'));
  const items: InitializeInput['items'] = [];
  for (const [index, entry] of basket.entries()) {
    const item = record(entry);
    const where = `basketItems[${index}]`;
    const absent = missingIn(item, where, ['id', 'name', 'category1', 'itemType']);
    if (absent || !item) return fail(failures.mandatory(absent ?? where));
    if (item.itemType !== 'PHYSICAL' && item.itemType !== 'VIRTUAL') {
      return fail(failures.invalidRequest(`${where}.itemType`));
    }
    const itemPrice = parsePrice(item.price);
    if (itemPrice === null || itemPrice <= 0)
      return fail(failures.invalidRequest(`${where}.price`));
    items.push({ itemId: String(item.id), price: itemPrice });
  }
  if (items.reduce((sum, item) => sum + item.price, 0) !== price) {
    return fail(failures.basketPriceMismatch);
  }

  return {
    ok: true,
    input: {
      locale: text(body.locale) ?? 'tr',
      conversationId: text(body.conversationId) ?? '',
      basketId: text(body.basketId) ?? '',
      currency: 'TRY',
      price,
      paidPrice,
      installment,
      callbackUrl,
      cardNumber: (record(body.paymentCard)?.cardNumber as string) ?? '',
      items,
    },
  };
}
