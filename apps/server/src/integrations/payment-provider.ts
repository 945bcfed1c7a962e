import type { Kurus } from '@carsi/domain';

/**
 * Card payments as Çarşı needs them (one small interface per capability, like SmsSender). Money
 * goes in and comes out as integer kuruş; the iyzico client (./iyzico) implements it and converts
 * to decimal strings at the wire; in sandbox mode the same client talks to the stand-in under
 * /__sandbox/iyzico.
 *
 * Every method either returns a verified answer or throws a PaymentProviderError
 * (see ./iyzico/errors): PaymentUnavailableError (timeout, network, 5xx — retryable),
 * PaymentDeclinedError (iyzico said "failure": errorCode, errorMessage, Turkish shopperMessage),
 * PaymentResponseError (unsigned, forged or malformed answer — never trusted).
 */
export interface PaymentProvider {
  /**
   * Starts a 3-D Secure payment. Nothing is charged yet: the shopper's browser must render
   * `htmlContent`, which takes it to the bank's code page; the bank then posts the (untrusted)
   * callback to `callbackUrl`.
   */
  initialize3ds(request: Initialize3dsRequest): Promise<Initialize3dsResult>;
  /**
   * Completes a 3-D Secure payment after the callback: this is when the card is charged. The
   * answer's signature is checked, and its paymentId and conversationId must be the ones asked
   * for. With `expected`, iyzico's v2 completion also refuses when the amount or basket differ.
   */
  complete3ds(request: Complete3dsRequest): Promise<PaymentResult>;
  /**
   * A payment's current state, e.g. to settle one whose callback never came: by the
   * conversationId given at initialize, and its paymentId when known.
   */
  paymentDetail(request: PaymentDetailRequest): Promise<PaymentResult>;
  /** Bank, card family and instalment options for a card's BIN; null when iyzico knows none. */
  installmentPlans(request: { binNumber: string; price: Kurus }): Promise<InstallmentPlan | null>;
  /** Cancels a whole payment (only on the day it was taken, before any refund). */
  cancel(request: CancelRequest): Promise<CancelResult>;
  /** Refunds part or all of one basket item's charge; refunds add up to at most its paidPrice. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** Card data passes straight to iyzico: it is never stored, logged or put in an error. */
export interface PaymentCard {
  holderName: string;
  /** digits only */
  number: string;
  /** "01"–"12" */
  expireMonth: string;
  /** four digits, e.g. "2030" */
  expireYear: string;
  cvc: string;
}

export interface PaymentBuyer {
  id: string;
  name: string;
  surname: string;
  /** TCKN, 11 digits (iyzico requires the field) */
  identityNumber: string;
  email: string;
  /** E.164, +905… */
  gsmNumber?: string | undefined;
  registrationAddress: string;
  city: string;
  country: string;
  zipCode?: string | undefined;
  ip: string;
  registrationDate?: Date | undefined;
  lastLoginDate?: Date | undefined;
}

export interface PaymentAddress {
  contactName: string;
  city: string;
  country: string;
  address: string;
  zipCode?: string | undefined;
}

export interface PaymentBasketItem {
  id: string;
  name: string;
  category1: string;
  category2?: string | undefined;
  itemType: 'PHYSICAL' | 'VIRTUAL';
  /** the line's total; the items must add up to the request's `price` */
  price: Kurus;
}

export interface Initialize3dsRequest {
  /** our reference for this attempt; iyzico echoes it back (max 64 characters) */
  conversationId: string;
  /** our order reference */
  basketId: string;
  /** sum of the basket items */
  price: Kurus;
  /** what is charged: price plus instalment interest, if any */
  paidPrice: Kurus;
  /** 1 = single payment */
  installment: number;
  callbackUrl: string;
  card: PaymentCard;
  buyer: PaymentBuyer;
  shippingAddress: PaymentAddress;
  billingAddress: PaymentAddress;
  basketItems: PaymentBasketItem[];
  paymentChannel?: 'WEB' | 'MOBILE_WEB' | undefined;
  locale?: 'tr' | 'en' | undefined;
}

export interface Initialize3dsResult {
  paymentId: string;
  conversationId: string;
  /** decoded HTML to render to the shopper (it auto-submits to the bank's page) */
  htmlContent: string;
}

export interface Complete3dsRequest {
  paymentId: string;
  conversationId: string;
  /** as the bank's callback carried it, when it had one */
  conversationData?: string | undefined;
  /** uses iyzico's v2 completion, which checks these against the payment */
  expected?: { paidPrice: Kurus; basketId: string } | undefined;
  locale?: 'tr' | 'en' | undefined;
}

export interface PaymentDetailRequest {
  conversationId: string;
  paymentId?: string | undefined;
}

export interface PaymentItemTransaction {
  itemId: string;
  /** what a refund names */
  paymentTransactionId: string;
  price: Kurus;
  paidPrice: Kurus;
}

/** A payment as iyzico reports it, after its signature was checked. */
export interface PaymentResult {
  paymentId: string;
  conversationId: string;
  basketId: string;
  currency: string;
  price: Kurus;
  paidPrice: Kurus;
  installment: number;
  /** SUCCESS, FAILURE, INIT_THREEDS, CALLBACK_THREEDS, … */
  paymentStatus: string;
  /** 1 ok, 0 under review, −1 declined */
  fraudStatus: number | null;
  /** 1 = authenticated by 3-D Secure */
  mdStatus: number | null;
  authCode: string | null;
  cardType: string | null;
  cardAssociation: string | null;
  cardFamily: string | null;
  binNumber: string | null;
  lastFourDigits: string | null;
  itemTransactions: PaymentItemTransaction[];
  /** charged and cleared: paymentStatus SUCCESS and fraudStatus 1 */
  approved: boolean;
}

export interface InstallmentOption {
  installmentNumber: number;
  installmentPrice: Kurus;
  totalPrice: Kurus;
}

export interface InstallmentPlan {
  binNumber: string;
  bankName: string | null;
  bankCode: number | null;
  cardType: string | null;
  cardAssociation: string | null;
  cardFamilyName: string | null;
  /** ascending by installmentNumber; 1 is the single payment */
  options: InstallmentOption[];
}

export type RefundReason = 'double_payment' | 'buyer_request' | 'fraud' | 'other';

export interface CancelRequest {
  paymentId: string;
  /** the IP of whoever asked for it (shopper or admin) */
  ip: string;
  reason?: RefundReason | undefined;
  description?: string | undefined;
}

export interface CancelResult {
  paymentId: string;
  /** the amount given back: the whole paidPrice */
  price: Kurus;
  currency: string;
}

export interface RefundRequest {
  paymentTransactionId: string;
  price: Kurus;
  ip: string;
  reason?: RefundReason | undefined;
  description?: string | undefined;
}

export interface RefundResult {
  paymentId: string;
  paymentTransactionId: string;
  price: Kurus;
  currency: string;
}
