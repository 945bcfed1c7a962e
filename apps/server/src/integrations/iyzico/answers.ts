import type { Kurus } from '@carsi/domain';
import { z } from 'zod';
import type { InstallmentPlan, PaymentResult } from '../payment-provider';
import { type PaymentOperation, PaymentResponseError } from './errors';
import type { IyzicoAnswer } from './http-client';
import { hasValidSignature } from './signing';
import { fromIyzicoPrice } from './wire-price';

/** Reading iyzico's answers: shape checks, signature checks, decimal prices to kuruş. */

const id = z.union([z.string().min(1), z.number()]).transform(String);
const price = z.union([z.number(), z.string()]);
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? null : String(v)));
const optionalInt = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)));

const paymentSchema = z.object({
  paymentId: id,
  conversationId: id,
  basketId: z.union([z.string(), z.number()]).transform(String),
  currency: z.string(),
  price,
  paidPrice: price,
  installment: optionalInt,
  paymentStatus: optionalText,
  fraudStatus: optionalInt,
  mdStatus: optionalInt,
  authCode: optionalText,
  cardType: optionalText,
  cardAssociation: optionalText,
  cardFamily: optionalText,
  binNumber: optionalText,
  lastFourDigits: optionalText,
  itemTransactions: z
    .array(z.object({ itemId: id, paymentTransactionId: id, price, paidPrice: price }))
    .optional()
    .default([]),
  signature: z.unknown().optional(),
});

const installmentSchema = z.object({
  installmentDetails: z
    .array(
      z.object({
        binNumber: optionalText,
        bankName: optionalText,
        bankCode: optionalInt,
        cardType: optionalText,
        cardAssociation: optionalText,
        cardFamilyName: optionalText,
        installmentPrices: z.array(
          z.object({
            installmentNumber: z.union([z.number(), z.string()]).transform(Number),
            installmentPrice: price,
            totalPrice: price,
          }),
        ),
      }),
    )
    .optional()
    .default([]),
});

function parse<T extends z.ZodType>(
  operation: PaymentOperation,
  schema: T,
  answer: IyzicoAnswer,
): z.output<T> {
  const result = schema.safeParse(answer);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new PaymentResponseError(operation, 'malformed', `unexpected fields: ${fields}`);
  }
  return result.data;
}

function kurus(operation: PaymentOperation, value: unknown, field: string): Kurus {
  const amount = fromIyzicoPrice(value);
  if (amount === null)
    throw new PaymentResponseError(operation, 'malformed', `${field} not a price`);
  return amount;
}

/** A string field that must be present (paymentId, currency…); for the id checks below. */
export function requireText(operation: PaymentOperation, answer: IyzicoAnswer, field: string) {
  const value = answer[field];
  if ((typeof value !== 'string' || value === '') && typeof value !== 'number') {
    throw new PaymentResponseError(operation, 'malformed', `${field} missing`);
  }
  return String(value);
}

/** Throws unless `signature` is iyzico's HMAC over `values` with our secret key. */
export function requireSignature(
  operation: PaymentOperation,
  secretKey: string,
  values: readonly unknown[],
  signature: unknown,
): void {
  if (!hasValidSignature(secretKey, values, signature)) {
    throw new PaymentResponseError(
      operation,
      'invalid-signature',
      signature === undefined ? 'the answer is not signed' : 'the signature does not match',
    );
  }
}

/**
 * A signed payment answer (3DS auth, payment detail), verified over paymentId, currency,
 * basketId, conversationId, paidPrice, price — values exactly as the answer carries them.
 */
export function readPayment(
  operation: PaymentOperation,
  answer: IyzicoAnswer,
  secretKey: string,
): PaymentResult {
  const p = parse(operation, paymentSchema, answer);
  requireSignature(
    operation,
    secretKey,
    [p.paymentId, p.currency, p.basketId, p.conversationId, p.paidPrice, p.price],
    p.signature,
  );
  // A successful completion is a charge even if the answer leaves paymentStatus out.
  const paymentStatus = p.paymentStatus ?? (operation === 'complete3ds' ? 'SUCCESS' : 'UNKNOWN');
  return {
    paymentId: p.paymentId,
    conversationId: p.conversationId,
    basketId: p.basketId,
    currency: p.currency,
    price: kurus(operation, p.price, 'price'),
    paidPrice: kurus(operation, p.paidPrice, 'paidPrice'),
    installment: p.installment ?? 1,
    paymentStatus,
    fraudStatus: p.fraudStatus,
    mdStatus: p.mdStatus,
    authCode: p.authCode,
    cardType: p.cardType,
    cardAssociation: p.cardAssociation,
    cardFamily: p.cardFamily,
    binNumber: p.binNumber,
    lastFourDigits: p.lastFourDigits,
    itemTransactions: p.itemTransactions.map((item, index) => ({
      itemId: item.itemId,
      paymentTransactionId: item.paymentTransactionId,
      price: kurus(operation, item.price, `itemTransactions.${index}.price`),
      paidPrice: kurus(operation, item.paidPrice, `itemTransactions.${index}.paidPrice`),
    })),
    approved: paymentStatus === 'SUCCESS' && p.fraudStatus === 1,
  };
}

/** The first card's plan of an installment answer, or null when iyzico lists none. */
export function readInstallmentPlan(
  answer: IyzicoAnswer,
  binNumber: string,
): InstallmentPlan | null {
  const operation = 'installmentPlans';
  const detail = parse(operation, installmentSchema, answer).installmentDetails[0];
  if (!detail || detail.installmentPrices.length === 0) return null;
  return {
    binNumber: detail.binNumber ?? binNumber,
    bankName: detail.bankName,
    bankCode: detail.bankCode,
    cardType: detail.cardType,
    cardAssociation: detail.cardAssociation,
    cardFamilyName: detail.cardFamilyName,
    options: detail.installmentPrices
      .map((option, index) => ({
        installmentNumber: option.installmentNumber,
        installmentPrice: kurus(operation, option.installmentPrice, `installmentPrices.${index}`),
        totalPrice: kurus(operation, option.totalPrice, `installmentPrices.${index}`),
      }))
      .filter(
        (option) => Number.isInteger(option.installmentNumber) && option.installmentNumber >= 1,
      )
      .sort((a, b) => a.installmentNumber - b.installmentNumber),
  };
}

export function readAmount(operation: PaymentOperation, answer: IyzicoAnswer, field = 'price') {
  return kurus(operation, answer[field], field);
}
