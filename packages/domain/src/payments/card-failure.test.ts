import { describe, expect, it } from 'vitest';
import { CARD_FAILURE_TEXTS, cardFailureReasonOf, isCardFailureReason } from './card-failure';

describe('card failure reasons', () => {
  it('maps iyzico bank answers by errorGroup, then by errorCode', () => {
    expect(cardFailureReasonOf({ errorCode: '10051', errorGroup: 'NOT_SUFFICIENT_FUNDS' })).toBe(
      'insufficient-funds',
    );
    expect(cardFailureReasonOf({ errorCode: '10051' })).toBe('insufficient-funds');
    expect(cardFailureReasonOf({ errorCode: '10093', errorGroup: 'RESTRICTED_BY_LAW' })).toBe(
      'card-not-allowed',
    );
    expect(cardFailureReasonOf({ errorCode: '10057' })).toBe('card-not-allowed');
    expect(cardFailureReasonOf({ errorCode: '10219', errorGroup: 'REQUEST_TIMEOUT' })).toBe(
      'bank-timeout',
    );
    expect(cardFailureReasonOf({ errorCode: '10005', errorGroup: 'DO_NOT_HONOUR' })).toBe(
      'general',
    );
    expect(cardFailureReasonOf({})).toBe('general');
  });

  it('a failed 3-D Secure verification is a wrong code; no answer in time is a timeout', () => {
    expect(cardFailureReasonOf({ mdStatus: 0 })).toBe('three-ds');
    expect(cardFailureReasonOf({ mdStatus: 1, errorCode: '10051' })).toBe('insufficient-funds');
    expect(cardFailureReasonOf({ timedOut: true, errorCode: '10051' })).toBe('bank-timeout');
  });

  it('each reason has Turkish words and a next step', () => {
    expect(CARD_FAILURE_TEXTS['insufficient-funds'].next).toBe('another-card');
    expect(CARD_FAILURE_TEXTS['three-ds'].next).toBe('try-again');
    expect(CARD_FAILURE_TEXTS['card-not-allowed'].next).toBe('another-card');
    expect(CARD_FAILURE_TEXTS['bank-timeout'].next).toBe('try-again');
    expect(CARD_FAILURE_TEXTS.general.next).toBe('cash-on-delivery');
    expect(isCardFailureReason('three-ds')).toBe(true);
    expect(isCardFailureReason('<script>')).toBe(false);
  });
});
