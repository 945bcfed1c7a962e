import { DAY_MS, HOUR_MS } from '@carsi/domain';
import { describe, expect, it } from 'vitest';
import type { InitializeInput } from './initialize-request';
import { BANK_CODE, SandboxPayments } from './payments';

// 2026-03-10 10:00 in Turkey
const START = Date.UTC(2026, 2, 10, 7, 0, 0);

function input(cardNumber: string, overrides: Partial<InitializeInput> = {}): InitializeInput {
  return {
    locale: 'tr',
    conversationId: 'conv-1',
    basketId: 'B1',
    currency: 'TRY',
    price: 30_000,
    paidPrice: 30_000,
    installment: 1,
    callbackUrl: 'https://shop.example/callback',
    cardNumber,
    items: [
      { itemId: 'a', price: 10_000 },
      { itemId: 'b', price: 20_000 },
    ],
    ...overrides,
  };
}

function setup(cardNumber = '5528790000000008', overrides: Partial<InitializeInput> = {}) {
  let now = START;
  const bank = new SandboxPayments(() => now);
  const started = bank.initialize(input(cardNumber, overrides));
  if (!started.ok) throw new Error(started.failure.errorMessage);
  const payment = started.value;
  const advance = (ms: number) => {
    now += ms;
  };
  const completeNow = () =>
    bank.complete({
      paymentId: payment.paymentId,
      conversationId: 'conv-1',
      conversationData: payment.conversationData,
    });
  return { bank, payment, advance, completeNow };
}

describe('SandboxPayments 3-D Secure', () => {
  it('keeps only the BIN and last four digits of the card', () => {
    const { payment } = setup();
    expect(payment.binNumber).toBe('552879');
    expect(payment.lastFourDigits).toBe('0008');
    expect(JSON.stringify(payment)).not.toContain('5528790000000008');
  });

  it('charges after the right code, exactly once', () => {
    const { bank, payment, completeNow } = setup();
    expect(bank.verifyCode(payment.paymentId, BANK_CODE)?.mdStatus).toBe(1);
    const first = completeNow();
    expect(first.ok && first.value.status).toBe('SUCCESS');
    const second = completeNow();
    expect(second.ok).toBe(false);
    expect(!second.ok && second.failure.errorMessage).toBe('Bu ödeme daha önce tamamlandı');
  });

  it('fails 3-D Secure with a wrong code, and the code cannot be retried', () => {
    const { bank, payment, completeNow } = setup();
    expect(bank.verifyCode(payment.paymentId, '000000')?.mdStatus).toBe(0);
    expect(bank.verifyCode(payment.paymentId, BANK_CODE)).toBeNull();
    const result = completeNow();
    expect(!result.ok && result.failure.errorMessage).toContain('mdStatus 0');
  });

  it('refuses completion before the code was entered or with another conversation', () => {
    const { bank, payment, completeNow } = setup();
    expect(completeNow().ok).toBe(false);
    bank.verifyCode(payment.paymentId, BANK_CODE);
    expect(bank.complete({ paymentId: payment.paymentId, conversationId: 'someone-else' }).ok).toBe(
      false,
    );
    expect(
      bank.complete({
        paymentId: payment.paymentId,
        conversationId: 'conv-1',
        conversationData: 'forged',
      }).ok,
    ).toBe(false);
  });

  it('checks v2 completion amounts against the payment', () => {
    const { bank, payment } = setup();
    bank.verifyCode(payment.paymentId, BANK_CODE);
    const wrong = bank.complete({
      paymentId: payment.paymentId,
      conversationId: 'conv-1',
      expected: { paidPrice: 1, basketId: 'B1', currency: 'TRY' },
    });
    expect(wrong.ok).toBe(false);
    const right = bank.complete({
      paymentId: payment.paymentId,
      conversationId: 'conv-1',
      expected: { paidPrice: 30_000, basketId: 'B1', currency: 'TRY' },
    });
    expect(right.ok).toBe(true);
  });

  it.each([
    ['4111111111111129', '10051', 'NOT_SUFFICIENT_FUNDS'],
    ['4129111111111111', '10005', 'DO_NOT_HONOUR'],
  ])('declines %s at completion with %s', (card, code, group) => {
    const { bank, payment, completeNow } = setup(card);
    bank.verifyCode(payment.paymentId, BANK_CODE);
    const result = completeNow();
    expect(!result.ok && result.failure).toMatchObject({ errorCode: code, errorGroup: group });
    expect(bank.find(payment.paymentId)?.status).toBe('FAILURE');
  });

  it('gives mdStatus 0 for 4131111111111117 even with the right code', () => {
    const { bank, payment } = setup('4131111111111117');
    expect(bank.verifyCode(payment.paymentId, BANK_CODE)?.mdStatus).toBe(0);
  });

  it('refuses to initialize 4151111111111112, and instalments on a debit card', () => {
    const bank = new SandboxPayments();
    expect(bank.initialize(input('4151111111111112')).ok).toBe(false);
    const debit = bank.initialize(input('4766620000000001', { installment: 3 }));
    expect(!debit.ok && debit.failure.errorCode).toBe('10222');
  });

  it('spreads an instalment paidPrice over the items so the shares add up', () => {
    const { payment } = setup('5528790000000008', { paidPrice: 31_651, installment: 6 });
    const shares = payment.items.map((item) => item.paidPrice);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(31_651);
    expect(shares[0]).toBe(10_550);
  });
});

function paid(cardNumber = '5528790000000008') {
  const context = setup(cardNumber);
  context.bank.verifyCode(context.payment.paymentId, BANK_CODE);
  const done = context.completeNow();
  if (!done.ok) throw new Error(done.failure.errorMessage);
  return context;
}

describe('SandboxPayments cancel and refund', () => {
  it('cancels on the same Turkish day only, once', () => {
    const today = paid();
    today.advance(10 * HOUR_MS); // 20:00 in Turkey
    expect(today.bank.cancel(today.payment.paymentId).ok).toBe(true);
    expect(today.bank.cancel(today.payment.paymentId).ok).toBe(false);
    const tomorrow = paid();
    tomorrow.advance(15 * HOUR_MS); // 01:00 the next day
    expect(tomorrow.bank.cancel(tomorrow.payment.paymentId).ok).toBe(false);
  });

  it('refunds an item in parts, never beyond its paidPrice', () => {
    const { bank, payment } = paid();
    const item = payment.items[0]!;
    expect(bank.refundItem(item.paymentTransactionId, 4_000).ok).toBe(true);
    expect(bank.refundItem(item.paymentTransactionId, 6_001).ok).toBe(false);
    expect(bank.refundItem(item.paymentTransactionId, 6_000).ok).toBe(true);
    expect(bank.refundItem(item.paymentTransactionId, 1).ok).toBe(false);
    expect(bank.find(payment.paymentId)?.items[0]?.refunded).toBe(10_000);
  });

  it('refunds a payment (v2) across items up to what is left', () => {
    const { bank, payment } = paid();
    expect(bank.refundItem(payment.items[1]!.paymentTransactionId, 5_000).ok).toBe(true);
    expect(bank.refundPayment(payment.paymentId, 25_001).ok).toBe(false);
    expect(bank.refundPayment(payment.paymentId, 25_000).ok).toBe(true);
    expect(bank.find(payment.paymentId)?.items.map((i) => i.refunded)).toEqual([10_000, 20_000]);
  });

  it('refuses cancel after a refund, refund after a cancel, and both for 5406670000000009', () => {
    const refunded = paid();
    refunded.bank.refundItem(refunded.payment.items[0]!.paymentTransactionId, 100);
    expect(refunded.bank.cancel(refunded.payment.paymentId).ok).toBe(false);
    const cancelled = paid();
    cancelled.bank.cancel(cancelled.payment.paymentId);
    expect(cancelled.bank.refundPayment(cancelled.payment.paymentId, 100).ok).toBe(false);
    const locked = paid('5406670000000009');
    expect(locked.bank.cancel(locked.payment.paymentId).ok).toBe(false);
    expect(locked.bank.refundItem(locked.payment.items[0]!.paymentTransactionId, 100).ok).toBe(
      false,
    );
  });

  it('refuses refunds after 365 days and of payments that were never charged', () => {
    const old = paid();
    old.advance(366 * DAY_MS);
    expect(old.bank.refundPayment(old.payment.paymentId, 100).ok).toBe(false);
    const unpaid = setup();
    expect(unpaid.bank.refundPayment(unpaid.payment.paymentId, 100).ok).toBe(false);
  });

  it('forgets the oldest payments past its capacity', () => {
    const bank = new SandboxPayments(Date.now, 2);
    const ids = [1, 2, 3].map((n) => {
      const started = bank.initialize(input('5528790000000008', { conversationId: `c${n}` }));
      return started.ok ? started.value.paymentId : '';
    });
    expect(bank.find(ids[0]!)).toBeUndefined();
    expect(bank.findByConversation('c3')?.paymentId).toBe(ids[2]);
  });
});
