import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  PaymentDeclinedError,
  PaymentResponseError,
  PaymentUnavailableError,
  shopperMessages,
} from './errors';

describe('describeFailure', () => {
  it('maps bank errors by errorGroup', () => {
    expect(describeFailure('10051', 'NOT_SUFFICIENT_FUNDS')).toEqual({
      shopperMessage: shopperMessages.insufficientFunds,
      retryable: false,
    });
    expect(describeFailure('10043', 'STOLEN_CARD').shopperMessage).toBe(
      shopperMessages.cardBlocked,
    );
    expect(describeFailure('10093', 'RESTRICTED_BY_LAW').shopperMessage).toBe(
      shopperMessages.onlineClosed,
    );
    expect(describeFailure('10084', 'INVALID_CVC2').shopperMessage).toBe(shopperMessages.cvc);
  });

  it('lets a few codes decide on their own', () => {
    expect(describeFailure('12', undefined).shopperMessage).toBe(shopperMessages.cardNumber);
    expect(describeFailure('17', undefined).shopperMessage).toBe(shopperMessages.expiry);
    expect(describeFailure('10222', 'NOT_PERMITTED_TO_TERMINAL').shopperMessage).toBe(
      shopperMessages.installment,
    );
  });

  it('calls system and bank-communication errors retryable', () => {
    expect(describeFailure('1', undefined).retryable).toBe(true);
    expect(describeFailure('10214', 'COMMUNICATION_OR_SYSTEM_ERROR').retryable).toBe(true);
  });

  it('falls back to a general message for codes it does not know', () => {
    expect(describeFailure('99999', 'SOMETHING_NEW')).toEqual({
      shopperMessage: shopperMessages.generic,
      retryable: false,
    });
  });
});

describe('error classes', () => {
  it('carry kind, retry advice and a Turkish message', () => {
    const down = new PaymentUnavailableError('initialize3ds', 'server-error', 503);
    expect(down).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      name: 'PaymentUnavailableError',
    });
    expect(down.message).toBe('iyzico initialize3ds: server-error (HTTP 503)');
    const declined = new PaymentDeclinedError(
      'complete3ds',
      '10005',
      'İşlem onaylanmadı',
      'DO_NOT_HONOUR',
    );
    expect(declined).toMatchObject({
      kind: 'declined',
      retryable: false,
      shopperMessage: shopperMessages.bankRefused,
    });
    const forged = new PaymentResponseError('complete3ds', 'invalid-signature', 'x');
    expect(forged).toMatchObject({ kind: 'invalid-response', retryable: false });
    expect(forged.shopperMessage).toBe(shopperMessages.unverified);
  });
});
