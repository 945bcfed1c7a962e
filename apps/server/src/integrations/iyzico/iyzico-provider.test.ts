import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readThreeDsCallback } from './callback';
import {
  PaymentDeclinedError,
  PaymentResponseError,
  PaymentUnavailableError,
  shopperMessages,
} from './errors';
import { IyzicoPaymentProvider } from './iyzico-provider';
import {
  paymentRequest,
  providerFor,
  recordingLogger,
  type StandIn,
  startStandIn,
  throughBankPage,
} from './test-stand-in';

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ hangMs: 5_000 });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.sandbox.switches.clear();
  standIn.tamper.rewrite = null;
  standIn.callbacks.length = 0;
});

/** Initialize, pass the bank page with `code`, and return what the callback carried. */
async function authenticate(conversationId: string, card?: string, code = '283126') {
  const provider = providerFor(standIn);
  const started = await provider.initialize3ds(paymentRequest(standIn, conversationId, card));
  const { callback } = await throughBankPage(standIn, started.htmlContent, code);
  return { provider, started, callback: readThreeDsCallback(callback) };
}

async function paid(conversationId: string, card?: string) {
  const { provider, callback } = await authenticate(conversationId, card);
  const payment = await provider.complete3ds({
    paymentId: callback!.paymentId,
    conversationId,
    conversationData: callback!.conversationData,
  });
  return { provider, payment };
}

describe('3-D Secure through the stand-in', () => {
  it('initializes, passes the bank page, receives the callback and completes with a verified charge', async () => {
    const { provider, started, callback } = await authenticate('happy-1');
    expect(started.conversationId).toBe('happy-1');
    expect(started.htmlContent).toContain('<form method="post"');
    expect(standIn.callbacks).toHaveLength(1);
    expect(callback).toMatchObject({
      paymentId: started.paymentId,
      conversationId: 'happy-1',
      mdStatus: 1,
      authenticated: true,
    });

    const payment = await provider.complete3ds({
      paymentId: started.paymentId,
      conversationId: 'happy-1',
      conversationData: callback!.conversationData,
    });
    expect(payment).toMatchObject({
      paymentId: started.paymentId,
      conversationId: 'happy-1',
      basketId: 'B-happy-1',
      currency: 'TRY',
      price: 30_000,
      paidPrice: 30_000,
      installment: 1,
      paymentStatus: 'SUCCESS',
      fraudStatus: 1,
      mdStatus: 1,
      cardAssociation: 'MASTER_CARD',
      binNumber: '552879',
      lastFourDigits: '0008',
      approved: true,
    });
    expect(payment.itemTransactions.map((t) => [t.itemId, t.paidPrice])).toEqual([
      ['SKU-1', 10_000],
      ['SKU-2', 20_000],
    ]);
    expect(payment.authCode).toMatch(/^\d{6}$/);
  });

  it('completes with the v2 call when the expected amount matches, and is refused when it does not', async () => {
    const good = await authenticate('v2-good');
    const payment = await good.provider.complete3ds({
      paymentId: good.started.paymentId,
      conversationId: 'v2-good',
      expected: { paidPrice: 30_000, basketId: 'B-v2-good' },
    });
    expect(payment.approved).toBe(true);

    const bad = await authenticate('v2-bad');
    await expect(
      bad.provider.complete3ds({
        paymentId: bad.started.paymentId,
        conversationId: 'v2-bad',
        expected: { paidPrice: 29_999, basketId: 'B-v2-bad' },
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('charges with instalment interest as paidPrice and spreads it over the items', async () => {
    const provider = providerFor(standIn);
    const plan = await provider.installmentPlans({ binNumber: '55287900', price: 30_000 });
    const six = plan!.options.find((o) => o.installmentNumber === 6)!;
    const started = await provider.initialize3ds(
      paymentRequest(standIn, 'inst-6', undefined, { installment: 6, paidPrice: six.totalPrice }),
    );
    const { callback } = await throughBankPage(standIn, started.htmlContent, '283126');
    const payment = await provider.complete3ds({
      paymentId: started.paymentId,
      conversationId: 'inst-6',
      conversationData: callback!.conversationData,
    });
    expect(payment).toMatchObject({ price: 30_000, paidPrice: six.totalPrice, installment: 6 });
    const shares = payment.itemTransactions.map((t) => t.paidPrice);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(six.totalPrice);
  });

  it('reports a payment whose callback never came as not approved', async () => {
    standIn.sandbox.switches.set({ mode: 'callback-never', conversationId: 'lost-1' });
    const { provider, started, callback } = await authenticate('lost-1');
    expect(callback).toBeNull();
    expect(standIn.callbacks).toHaveLength(0);
    const detail = await provider.paymentDetail({
      conversationId: 'lost-1',
      paymentId: started.paymentId,
    });
    expect(detail).toMatchObject({ paymentStatus: 'CALLBACK_THREEDS', approved: false });
    const byConversation = await provider.paymentDetail({ conversationId: 'lost-1' });
    expect(byConversation.paymentId).toBe(started.paymentId);
  });

  it('posts the callback twice when told to, and the second completion is refused', async () => {
    standIn.sandbox.switches.set({ mode: 'callback-twice', conversationId: 'twice-1' });
    const { provider, started, callback } = await authenticate('twice-1');
    await expect.poll(() => standIn.callbacks.length).toBe(2);
    expect(standIn.callbacks[0]).toEqual(standIn.callbacks[1]);
    const request = {
      paymentId: started.paymentId,
      conversationId: 'twice-1',
      conversationData: callback!.conversationData,
    };
    expect((await provider.complete3ds(request)).approved).toBe(true);
    await expect(provider.complete3ds(request)).rejects.toBeInstanceOf(PaymentDeclinedError);
  });
});

describe('failures', () => {
  it.each([
    ['4111111111111129', '10051', shopperMessages.insufficientFunds],
    ['4129111111111111', '10005', shopperMessages.bankRefused],
  ])('declines %s at completion with %s and a Turkish message', async (card, code, message) => {
    const conversationId = `decline-${code}`;
    const { provider, callback } = await authenticate(conversationId, card);
    expect(callback?.authenticated).toBe(true);
    const error = await provider
      .complete3ds({
        paymentId: callback!.paymentId,
        conversationId,
        conversationData: callback!.conversationData,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ errorCode: code, shopperMessage: message, retryable: false });
  });

  it('fails 3-D Secure for 4131111111111117 and for a wrong code (mdStatus 0)', async () => {
    for (const [conversationId, card, code] of [
      ['md0-card', '4131111111111117', '283126'],
      ['md0-code', '5528790000000008', '111111'],
    ] as const) {
      const { provider, callback } = await authenticate(conversationId, card, code);
      expect(callback).toMatchObject({ status: 'failure', mdStatus: 0, authenticated: false });
      await expect(
        provider.complete3ds({ paymentId: callback!.paymentId, conversationId }),
      ).rejects.toBeInstanceOf(PaymentDeclinedError);
    }
  });

  it('is refused at initialize for 4151111111111112', async () => {
    const provider = providerFor(standIn);
    const error = await provider
      .initialize3ds(paymentRequest(standIn, 'init-fail', '4151111111111112'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'declined', operation: 'initialize3ds' });
  });

  it('maps bad card details to their own Turkish messages', async () => {
    const provider = providerFor(standIn);
    const request = paymentRequest(standIn, 'expired');
    const error = await provider
      .initialize3ds({ ...request, card: { ...request.card, expireYear: '2021' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: '17', shopperMessage: shopperMessages.expiry });
  });

  it('is refused by iyzico when our secret key is wrong', async () => {
    const provider = providerFor(standIn, { secretKey: 'not-the-secret' });
    const error = await provider
      .installmentPlans({ binNumber: '552879', price: 100 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'declined', errorCode: '1000' });
  });
});

describe('response signatures', () => {
  const tampered = () => providerFor(standIn, { path: '/tamper' });

  it('passes untouched answers through the proxy', async () => {
    const plan = await tampered().installmentPlans({ binNumber: '552879', price: 100 });
    expect(plan?.bankName).toBe('Halkbank');
  });

  it('rejects an initialize answer with a changed paymentId', async () => {
    standIn.tamper.rewrite = (answer) => ({ ...answer, paymentId: '99999999' });
    const error = await tampered()
      .initialize3ds(paymentRequest(standIn, 'forge-init'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentResponseError);
    expect(error).toMatchObject({ problem: 'invalid-signature', retryable: false });
  });

  it('rejects a completion with a changed amount, or with no signature', async () => {
    const first = await authenticate('forge-auth-1');
    standIn.tamper.rewrite = (answer) => ({ ...answer, paidPrice: 3 });
    await expect(
      tampered().complete3ds({
        paymentId: first.started.paymentId,
        conversationId: 'forge-auth-1',
        conversationData: first.callback!.conversationData,
      }),
    ).rejects.toMatchObject({ problem: 'invalid-signature' });

    const second = await authenticate('forge-auth-2');
    standIn.tamper.rewrite = ({ signature: _dropped, ...answer }) => answer;
    await expect(
      tampered().complete3ds({
        paymentId: second.started.paymentId,
        conversationId: 'forge-auth-2',
        conversationData: second.callback!.conversationData,
      }),
    ).rejects.toMatchObject({ problem: 'invalid-signature', message: /not signed/ });
  });

  it("rejects another payment's genuine answer replayed for this one", async () => {
    const cheap = await authenticate('replay-cheap');
    let recorded: Record<string, unknown> = {};
    standIn.tamper.rewrite = (answer) => {
      recorded = answer;
      return answer;
    };
    await tampered().complete3ds({
      paymentId: cheap.started.paymentId,
      conversationId: 'replay-cheap',
      conversationData: cheap.callback!.conversationData,
    });
    const victim = await authenticate('replay-victim');
    standIn.tamper.rewrite = () => recorded;
    await expect(
      tampered().complete3ds({
        paymentId: victim.started.paymentId,
        conversationId: 'replay-victim',
        conversationData: victim.callback!.conversationData,
      }),
    ).rejects.toMatchObject({ problem: 'mismatch' });
  });
});

describe('instalment plans', () => {
  it('offers 1–3 instalments at the price and more with interest, in kuruş', async () => {
    const plan = await providerFor(standIn).installmentPlans({
      binNumber: '55287900',
      price: 30_000,
    });
    expect(plan).toMatchObject({
      binNumber: '55287900',
      bankName: 'Halkbank',
      cardFamilyName: 'Paraf',
      cardAssociation: 'MASTER_CARD',
      cardType: 'CREDIT_CARD',
    });
    const options = plan!.options;
    expect(options.map((o) => o.installmentNumber)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(options.slice(0, 3).map((o) => o.totalPrice)).toEqual([30_000, 30_000, 30_000]);
    expect(options[1]!.installmentPrice).toBe(15_000);
    expect(options[3]!.totalPrice).toBeGreaterThan(30_000);
  });

  it('offers a debit card a single payment and knows nothing of an unknown BIN', async () => {
    const provider = providerFor(standIn);
    const debit = await provider.installmentPlans({ binNumber: '476662', price: 12_345 });
    expect(debit?.options).toEqual([
      { installmentNumber: 1, installmentPrice: 12_345, totalPrice: 12_345 },
    ]);
    expect(await provider.installmentPlans({ binNumber: '12345678', price: 100 })).toBeNull();
  });

  it('refuses a malformed BIN or amount before calling out', async () => {
    const provider = providerFor(standIn);
    await expect(provider.installmentPlans({ binNumber: '12a4', price: 100 })).rejects.toThrow(
      RangeError,
    );
    await expect(provider.installmentPlans({ binNumber: '552879', price: 1.5 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('cancel and refund', () => {
  it('cancels a payment once', async () => {
    const { provider, payment } = await paid('cancel-1');
    const cancelled = await provider.cancel({ paymentId: payment.paymentId, ip: '10.0.0.1' });
    expect(cancelled).toEqual({ paymentId: payment.paymentId, price: 30_000, currency: 'TRY' });
    await expect(
      provider.cancel({ paymentId: payment.paymentId, ip: '10.0.0.1' }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('refunds an item in parts and never beyond its paidPrice', async () => {
    const { provider, payment } = await paid('refund-1');
    const item = payment.itemTransactions[0]!;
    const refund = (price: number) =>
      provider.refund({
        paymentTransactionId: item.paymentTransactionId,
        price,
        ip: '10.0.0.1',
        reason: 'buyer_request',
      });
    expect(await refund(4_000)).toEqual({
      paymentId: payment.paymentId,
      paymentTransactionId: item.paymentTransactionId,
      price: 4_000,
      currency: 'TRY',
    });
    await expect(refund(6_001)).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect((await refund(6_000)).price).toBe(6_000);
    await expect(refund(1)).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('cannot cancel or refund the non-refundable test card', async () => {
    const { provider, payment } = await paid('locked-1', '5406670000000009');
    await expect(
      provider.cancel({ paymentId: payment.paymentId, ip: '10.0.0.1' }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(
      provider.refund({
        paymentTransactionId: payment.itemTransactions[0]!.paymentTransactionId,
        price: 100,
        ip: '10.0.0.1',
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });
});

describe('provider down', () => {
  it('maps a timeout to a retryable error within the configured time', async () => {
    standIn.sandbox.switches.set({ mode: 'timeout', conversationId: 'slow-1' });
    const provider = providerFor(standIn, { timeoutMs: 300 });
    const started = performance.now();
    const error = await provider
      .initialize3ds(paymentRequest(standIn, 'slow-1'))
      .catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(PaymentUnavailableError);
    expect(error).toMatchObject({
      reason: 'timeout',
      retryable: true,
      shopperMessage: shopperMessages.unavailable,
    });
    // The abandoned request was never processed: no payment exists for it.
    await expect.poll(() => standIn.sandbox.payments.findByConversation('slow-1')).toBeUndefined();
  });

  it('maps a 5xx to a retryable error, and works again once the fault is gone', async () => {
    standIn.sandbox.switches.set({ mode: 'server-error', status: 502, times: 1 });
    const provider = providerFor(standIn);
    const error = await provider
      .installmentPlans({ binNumber: '552879', price: 100 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', reason: 'server-error', httpStatus: 502 });
    expect(await provider.installmentPlans({ binNumber: '552879', price: 100 })).not.toBeNull();
  });

  it('counts an answer that stalls halfway as a timeout', async () => {
    const stalling = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"status":"succ');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const { port } = stalling.address() as AddressInfo;
    const provider = new IyzicoPaymentProvider({
      apiKey: 'k',
      secretKey: 's',
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 300,
    });
    await expect(
      provider.installmentPlans({ binNumber: '552879', price: 100 }),
    ).rejects.toMatchObject({ kind: 'unavailable', reason: 'timeout' });
    stalling.closeAllConnections();
    await new Promise((resolve) => stalling.close(resolve));
  });

  it('maps a refused connection to a retryable network error', async () => {
    const offline = new IyzicoPaymentProvider({
      apiKey: 'k',
      secretKey: 's',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    await expect(
      offline.installmentPlans({ binNumber: '552879', price: 100 }),
    ).rejects.toMatchObject({ kind: 'unavailable', reason: 'network', retryable: true });
  });
});

describe('card data', () => {
  it('never reaches the logger or an error, whatever happens', async () => {
    const logger = recordingLogger();
    const provider = providerFor(standIn, { logger, timeoutMs: 300 });
    const outcomes: unknown[] = [];
    const attempt = (conversationId: string, card: string) =>
      provider.initialize3ds(paymentRequest(standIn, conversationId, card)).then(
        () => outcomes.push('initialized'),
        (error: unknown) => outcomes.push(error),
      );
    await attempt('log-ok', '5528790000000008');
    await attempt('log-refused', '4151111111111112');
    const request = paymentRequest(standIn, 'log-bad', '5528790000000008');
    await provider
      .initialize3ds({ ...request, card: { ...request.card, expireMonth: '13' } })
      .catch((error: unknown) => outcomes.push(error));
    standIn.sandbox.switches.set({ mode: 'server-error', conversationId: 'log-5xx' });
    await attempt('log-5xx', '4766620000000001');
    standIn.sandbox.switches.set({ mode: 'timeout', conversationId: 'log-slow' });
    await attempt('log-slow', '9792030000000000');

    expect(logger.lines.map((l) => l.level)).toEqual(['info', 'info', 'info', 'warn', 'warn']);
    const seen = JSON.stringify([
      logger.lines,
      outcomes.map((o) => (o instanceof Error ? { ...o, name: o.name, message: o.message } : o)),
    ]);
    for (const secret of [
      '5528790000000008',
      '4151111111111112',
      '4766620000000001',
      '9792030000000000',
      '7391',
      'Ayşe Yılmaz',
      'expire',
      'cvc',
    ]) {
      expect(seen).not.toContain(secret);
    }
  });
});
