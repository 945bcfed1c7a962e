import { randomUUID } from 'node:crypto';
import { assertKurus, sumKurus, turkeyDateTime } from '@carsi/domain';
import type {
  CancelRequest,
  CancelResult,
  Complete3dsRequest,
  Initialize3dsRequest,
  Initialize3dsResult,
  InstallmentPlan,
  PaymentAddress,
  PaymentDetailRequest,
  PaymentProvider,
  PaymentResult,
  RefundRequest,
  RefundResult,
} from '../payment-provider';
import {
  readAmount,
  readInstallmentPlan,
  readPayment,
  requireSignature,
  requireText,
} from './answers';
import { type PaymentOperation, PaymentResponseError } from './errors';
import { IyzicoHttp, type IyzicoHttpOptions } from './http-client';
import { toIyzicoPrice } from './wire-price';

export interface IyzicoProviderOptions extends IyzicoHttpOptions {
  locale?: 'tr' | 'en';
}

/** iyzico's "YYYY-MM-DD HH:mm:ss", in Turkey time. */
function iyzicoDate(date: Date | undefined): string | undefined {
  if (!date) return undefined;
  const t = turkeyDateTime(date.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}:${two(t.second)}`;
}

function address(a: PaymentAddress) {
  return {
    contactName: a.contactName,
    city: a.city,
    country: a.country,
    address: a.address,
    zipCode: a.zipCode,
  };
}

/** Programmer errors caught before anything leaves the server (routes validate shoppers' input). */
function assertInitialize(request: Initialize3dsRequest): void {
  assertKurus(request.price, 'price');
  assertKurus(request.paidPrice, 'paidPrice');
  if (request.price <= 0 || request.paidPrice < request.price) {
    throw new RangeError('price must be positive and paidPrice at least price');
  }
  const basket = sumKurus(request.basketItems.map((item) => item.price));
  if (request.basketItems.length === 0 || basket !== request.price) {
    throw new RangeError(`basket items add up to ${basket}, price is ${request.price}`);
  }
  if (
    !Number.isInteger(request.installment) ||
    request.installment < 1 ||
    request.installment > 12
  ) {
    throw new RangeError(`installment must be 1–12, got ${request.installment}`);
  }
  if (request.conversationId === '' || request.conversationId.length > 64) {
    throw new RangeError('conversationId must have 1–64 characters');
  }
}

function sameId(operation: PaymentOperation, field: string, got: string, asked: string): void {
  if (got !== asked) {
    throw new PaymentResponseError(operation, 'mismatch', `${field} ${got} is not ${asked}`);
  }
}

/**
 * PaymentProvider over iyzico's HTTP API with our own small signed-fetch client (IYZWSv2),
 * response-signature checks and kuruş ↔ decimal conversion. Works the same against iyzico and
 * against the stand-in under /__sandbox/iyzico.
 */
export class IyzicoPaymentProvider implements PaymentProvider {
  private readonly http: IyzicoHttp;
  private readonly locale: 'tr' | 'en';

  constructor(private readonly options: IyzicoProviderOptions) {
    this.http = new IyzicoHttp(options);
    this.locale = options.locale ?? 'tr';
  }

  async initialize3ds(request: Initialize3dsRequest): Promise<Initialize3dsResult> {
    assertInitialize(request);
    const operation = 'initialize3ds';
    const { card, buyer } = request;
    const answer = await this.http.post(operation, '/payment/3dsecure/initialize', {
      locale: request.locale ?? this.locale,
      conversationId: request.conversationId,
      price: toIyzicoPrice(request.price),
      paidPrice: toIyzicoPrice(request.paidPrice),
      installment: request.installment,
      paymentChannel: request.paymentChannel ?? 'WEB',
      basketId: request.basketId,
      paymentGroup: 'PRODUCT',
      paymentCard: {
        cardHolderName: card.holderName,
        cardNumber: card.number,
        expireYear: card.expireYear,
        expireMonth: card.expireMonth,
        cvc: card.cvc,
        registerCard: 0,
      },
      buyer: {
        id: buyer.id,
        name: buyer.name,
        surname: buyer.surname,
        identityNumber: buyer.identityNumber,
        email: buyer.email,
        gsmNumber: buyer.gsmNumber,
        registrationDate: iyzicoDate(buyer.registrationDate),
        lastLoginDate: iyzicoDate(buyer.lastLoginDate),
        registrationAddress: buyer.registrationAddress,
        city: buyer.city,
        country: buyer.country,
        zipCode: buyer.zipCode,
        ip: buyer.ip,
      },
      shippingAddress: address(request.shippingAddress),
      billingAddress: address(request.billingAddress),
      basketItems: request.basketItems.map((item) => ({
        id: item.id,
        price: toIyzicoPrice(item.price),
        name: item.name,
        category1: item.category1,
        category2: item.category2,
        itemType: item.itemType,
      })),
      currency: 'TRY',
      callbackUrl: request.callbackUrl,
    });
    const paymentId = requireText(operation, answer, 'paymentId');
    const conversationId = requireText(operation, answer, 'conversationId');
    requireSignature(
      operation,
      this.options.secretKey,
      [paymentId, conversationId],
      answer.signature,
    );
    sameId(operation, 'conversationId', conversationId, request.conversationId);
    const encoded = answer.threeDSHtmlContent;
    if (typeof encoded !== 'string' || !/^[A-Za-z0-9+/\r\n]+={0,2}\s*$/.test(encoded)) {
      throw new PaymentResponseError(operation, 'malformed', 'threeDSHtmlContent is not Base64');
    }
    return {
      paymentId,
      conversationId,
      htmlContent: Buffer.from(encoded, 'base64').toString('utf8'),
    };
  }

  async complete3ds(request: Complete3dsRequest): Promise<PaymentResult> {
    const operation = 'complete3ds';
    const locale = request.locale ?? this.locale;
    const answer = request.expected
      ? await this.http.post(operation, '/payment/v2/3dsecure/auth', {
          locale,
          conversationId: request.conversationId,
          paymentId: request.paymentId,
          paidPrice: toIyzicoPrice(request.expected.paidPrice),
          basketId: request.expected.basketId,
          currency: 'TRY',
        })
      : await this.http.post(operation, '/payment/3dsecure/auth', {
          locale,
          conversationId: request.conversationId,
          paymentId: request.paymentId,
          conversationData: request.conversationData,
        });
    const payment = readPayment(operation, answer, this.options.secretKey);
    sameId(operation, 'paymentId', payment.paymentId, request.paymentId);
    sameId(operation, 'conversationId', payment.conversationId, request.conversationId);
    return payment;
  }

  async paymentDetail(request: PaymentDetailRequest): Promise<PaymentResult> {
    const operation = 'paymentDetail';
    const answer = await this.http.post(operation, '/payment/detail', {
      locale: this.locale,
      conversationId: request.conversationId,
      paymentId: request.paymentId,
      paymentConversationId: request.conversationId,
    });
    const payment = readPayment(operation, answer, this.options.secretKey);
    if (request.paymentId) sameId(operation, 'paymentId', payment.paymentId, request.paymentId);
    sameId(operation, 'conversationId', payment.conversationId, request.conversationId);
    return payment;
  }

  async installmentPlans(request: {
    binNumber: string;
    price: number;
  }): Promise<InstallmentPlan | null> {
    assertKurus(request.price, 'price');
    if (!/^\d{6,8}$/.test(request.binNumber) || request.price <= 0) {
      throw new RangeError('binNumber must be 6–8 digits and price positive');
    }
    const answer = await this.http.post('installmentPlans', '/payment/iyzipos/installment', {
      locale: this.locale,
      conversationId: randomUUID(),
      binNumber: request.binNumber,
      price: toIyzicoPrice(request.price),
      currency: 'TRY',
    });
    return readInstallmentPlan(answer, request.binNumber);
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const operation = 'cancel';
    const answer = await this.http.post(operation, '/payment/cancel', {
      locale: this.locale,
      conversationId: randomUUID(),
      paymentId: request.paymentId,
      ip: request.ip,
      reason: request.reason,
      description: request.description,
    });
    const paymentId = requireText(operation, answer, 'paymentId');
    sameId(operation, 'paymentId', paymentId, request.paymentId);
    return {
      paymentId,
      price: readAmount(operation, answer),
      currency: requireText(operation, answer, 'currency'),
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const operation = 'refund';
    assertKurus(request.price, 'price');
    if (request.price <= 0) throw new RangeError('a refund must be positive');
    const answer = await this.http.post(operation, '/payment/refund', {
      locale: this.locale,
      conversationId: randomUUID(),
      paymentTransactionId: request.paymentTransactionId,
      price: toIyzicoPrice(request.price),
      ip: request.ip,
      currency: 'TRY',
      reason: request.reason,
      description: request.description,
    });
    const transactionId = requireText(operation, answer, 'paymentTransactionId');
    sameId(operation, 'paymentTransactionId', transactionId, request.paymentTransactionId);
    return {
      paymentId: requireText(operation, answer, 'paymentId'),
      paymentTransactionId: transactionId,
      price: readAmount(operation, answer),
      currency: requireText(operation, answer, 'currency'),
    };
  }
}
