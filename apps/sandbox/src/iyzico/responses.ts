import { randomBytes } from 'node:crypto';
import { errorMessageIn, errorNameOf } from './failure-locale';
import type { IyzicoFailure } from './failures';
import type { StoredItem, StoredPayment } from './payments';
import { priceNumber, signValues } from './wire';

/** iyzico's answer bodies, built from the stand-in's payment records. */

export interface Envelope {
  locale: string;
  conversationId: string | undefined;
  systemTime: number;
}

export function success(envelope: Envelope, fields: Record<string, unknown>) {
  return { status: 'success', ...envelope, ...fields };
}

/** A failure answer: in English for `locale: 'en'`, always with its `errorName`. */
export function failure(envelope: Envelope, error: IyzicoFailure) {
  return {
    status: 'failure',
    ...error,
    errorMessage: errorMessageIn(envelope.locale, error),
    errorName: errorNameOf(error),
    ...envelope,
  };
}

function hostReference(): string {
  return `sandbox${randomBytes(6).toString('hex')}`;
}

function itemTransaction(item: StoredItem) {
  return {
    itemId: item.itemId,
    paymentTransactionId: item.paymentTransactionId,
    transactionStatus: 2,
    price: priceNumber(item.price),
    paidPrice: priceNumber(item.paidPrice),
    merchantCommissionRate: 0,
    merchantCommissionRateAmount: 0,
    blockageRate: 0,
  };
}

/**
 * The payment as 3DS auth and payment detail answer it, signed over paymentId, currency,
 * basketId, conversationId, paidPrice, price — each exactly as it appears in the JSON.
 */
export function paymentBody(payment: StoredPayment, envelope: Envelope, secretKey: string) {
  const paidPrice = priceNumber(payment.paidPrice);
  const price = priceNumber(payment.price);
  const body = {
    paymentId: payment.paymentId,
    paymentStatus: payment.status,
    price,
    paidPrice,
    installment: payment.installment,
    currency: payment.currency,
    basketId: payment.basketId,
    fraudStatus: payment.status === 'SUCCESS' ? 1 : 0,
    mdStatus: payment.mdStatus,
    phase: 'AUTH',
    authCode: payment.authCode,
    hostReference: payment.authCode ? hostReference() : null,
    cardType: payment.card.cardType,
    cardAssociation: payment.card.cardAssociation,
    cardFamily: payment.card.cardFamily,
    binNumber: payment.binNumber,
    lastFourDigits: payment.lastFourDigits,
    merchantCommissionRate: 0,
    merchantCommissionRateAmount: 0,
    itemTransactions: payment.items.map(itemTransaction),
    signature: signValues(secretKey, [
      payment.paymentId,
      payment.currency,
      payment.basketId,
      payment.conversationId,
      paidPrice,
      price,
    ]),
  };
  return success({ ...envelope, conversationId: payment.conversationId }, body);
}

export function cancelBody(payment: StoredPayment, envelope: Envelope) {
  return success(envelope, {
    paymentId: payment.paymentId,
    price: priceNumber(payment.paidPrice),
    currency: payment.currency,
    authCode: payment.authCode,
    hostReference: hostReference(),
    cancelHostReference: hostReference(),
  });
}

export function itemRefundBody(
  payment: StoredPayment,
  item: StoredItem,
  refunded: number,
  envelope: Envelope,
) {
  return success(envelope, {
    paymentId: payment.paymentId,
    paymentTransactionId: item.paymentTransactionId,
    price: priceNumber(refunded),
    currency: payment.currency,
    authCode: payment.authCode,
    hostReference: hostReference(),
    refundHostReference: hostReference(),
  });
}

/** Refund v2 is signed over paymentId and the request's conversationId. */
export function paymentRefundBody(
  payment: StoredPayment,
  refunded: number,
  envelope: Envelope,
  secretKey: string,
) {
  return success(envelope, {
    paymentId: payment.paymentId,
    price: priceNumber(refunded),
    currency: payment.currency,
    authCode: payment.authCode,
    hostReference: hostReference(),
    refundHostReference: hostReference(),
    signature: signValues(secretKey, [payment.paymentId, envelope.conversationId ?? '']),
  });
}
