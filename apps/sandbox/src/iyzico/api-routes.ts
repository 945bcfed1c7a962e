import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failures, type IyzicoFailure } from './failures';
import { parseInitializeRequest } from './initialize-request';
import { installmentDetail } from './installments';
import { threeDsHandOff } from './pages';
import type { SandboxPayments } from './payments';
import {
  cancelBody,
  type Envelope,
  failure,
  itemRefundBody,
  paymentBody,
  paymentRefundBody,
  success,
} from './responses';
import type { Switches } from './switches';
import { binProfile } from './test-cards';
import { checkAuthorization, type IyzicoCredentials, parsePrice, signValues } from './wire';

/** A JSON request body with its raw text kept: iyzico's signature covers the exact bytes. */
export interface RawJsonBody {
  raw: string;
  json: Record<string, unknown> | null;
}

export interface ApiContext {
  credentials: IyzicoCredentials;
  payments: SandboxPayments;
  switches: Switches;
  now: () => number;
  hangMs: number;
  /** absolute or root-relative address of the bank page for a payment */
  bankUrl: (paymentId: string) => string;
}

type Body = Record<string, unknown>;
type Answer = Record<string, unknown>;

const REFUND_REASONS = ['double_payment', 'buyer_request', 'fraud', 'other'];

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Resolves true after `ms`, or false as soon as the client hangs up. */
function waitUnlessDisconnected(reply: FastifyReply, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      reply.raw.off('close', onClose);
      resolve(true);
    }, ms);
    timer.unref();
    reply.raw.once('close', onClose);
  });
}

export function registerApiRoutes(app: FastifyInstance, context: ApiContext): void {
  const { payments, credentials } = context;

  /** Authentication, fault switches and the common envelope around each operation. */
  const operation = (path: string, handle: (body: Body, envelope: Envelope) => Answer) => {
    app.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const { raw, json } = (request.body ?? { raw: '', json: null }) as RawJsonBody;
      const envelope: Envelope = {
        locale: str(json?.locale) ?? 'tr',
        conversationId: str(json?.conversationId),
        systemTime: context.now(),
      };
      const fault = context.switches.apiFault(envelope.conversationId);
      if (fault?.kind === 'server-error') {
        return reply
          .code(fault.status)
          .type('text/html; charset=utf-8')
          .send('<html><body><h1>Service Temporarily Unavailable</h1></body></html>');
      }
      if (fault?.kind === 'timeout') {
        const connected = await waitUnlessDisconnected(reply, context.hangMs);
        if (!connected) return reply.hijack();
      }
      const auth = checkAuthorization(request.headers, path, raw, credentials);
      if (!auth.ok) {
        const error: IyzicoFailure =
          auth.reason === 'bad-signature' ? failures.invalidSignature : failures.apiKeyNotFound;
        return failure(envelope, error);
      }
      if (!json) return failure(envelope, failures.invalidRequest());
      return handle(json, envelope);
    });
  };

  operation('/payment/3dsecure/initialize', (body, envelope) => {
    const parsed = parseInitializeRequest(body, new Date(context.now()));
    if (!parsed.ok) return failure(envelope, parsed.failure);
    const started = payments.initialize(parsed.input);
    if (!started.ok) return failure(envelope, started.failure);
    const payment = started.value;
    const html = threeDsHandOff(context.bankUrl(payment.paymentId), payment.paymentId);
    return success(envelope, {
      paymentId: payment.paymentId,
      threeDSHtmlContent: Buffer.from(html, 'utf8').toString('base64'),
      signature: signValues(credentials.secretKey, [payment.paymentId, payment.conversationId]),
    });
  });

  const complete = (body: Body, envelope: Envelope, v2: boolean) => {
    const paymentId = str(body.paymentId);
    if (!paymentId) return failure(envelope, failures.mandatory('paymentId'));
    let expected: { paidPrice: number; basketId: string; currency: string } | undefined;
    if (v2) {
      const paidPrice = parsePrice(body.paidPrice);
      if (paidPrice === null) return failure(envelope, failures.invalidRequest('paidPrice'));
      expected = {
        paidPrice,
        basketId: str(body.basketId) ?? '',
        currency: str(body.currency) ?? 'TRY',
      };
    }
    const done = payments.complete({
      paymentId,
      conversationId: envelope.conversationId ?? '',
      conversationData: str(body.conversationData),
      expected,
    });
    if (!done.ok) return failure(envelope, done.failure);
    return paymentBody(done.value, envelope, credentials.secretKey);
  };
  operation('/payment/3dsecure/auth', (body, envelope) => complete(body, envelope, false));
  operation('/payment/v2/3dsecure/auth', (body, envelope) => complete(body, envelope, true));

  operation('/payment/detail', (body, envelope) => {
    const paymentId = str(body.paymentId);
    const byConversation = str(body.paymentConversationId);
    const payment = paymentId
      ? payments.find(paymentId)
      : byConversation
        ? payments.findByConversation(byConversation)
        : undefined;
    if (!paymentId && !byConversation) return failure(envelope, failures.mandatory('paymentId'));
    if (!payment) return failure(envelope, failures.invalidRequest('ödeme bulunamadı'));
    return paymentBody(payment, envelope, credentials.secretKey);
  });

  operation('/payment/iyzipos/installment', (body, envelope) => {
    const binNumber = str(body.binNumber);
    if (!binNumber || !/^\d{6,8}$/.test(binNumber)) {
      return failure(envelope, failures.invalidRequest('binNumber'));
    }
    const price = parsePrice(body.price);
    if (price === null || price <= 0) return failure(envelope, failures.invalidRequest('price'));
    const profile = binProfile(binNumber);
    return success(envelope, {
      installmentDetails: profile ? [installmentDetail(binNumber, price, profile)] : [],
    });
  });

  operation('/payment/cancel', (body, envelope) => {
    const paymentId = str(body.paymentId);
    if (!paymentId) return failure(envelope, failures.mandatory('paymentId'));
    if (!str(body.ip)) return failure(envelope, failures.mandatory('ip'));
    if (body.reason !== undefined && !REFUND_REASONS.includes(String(body.reason))) {
      return failure(envelope, failures.invalidRequest('reason'));
    }
    const cancelled = payments.cancel(paymentId);
    if (!cancelled.ok) return failure(envelope, cancelled.failure);
    return cancelBody(cancelled.value, envelope);
  });

  const refundChecks = (body: Body): IyzicoFailure | number => {
    const price = parsePrice(body.price);
    if (price === null || price <= 0) return failures.invalidRequest('price');
    if (!str(body.ip)) return failures.mandatory('ip');
    if (body.currency !== undefined && body.currency !== 'TRY') {
      return failures.invalidRequest('currency');
    }
    if (body.reason !== undefined && !REFUND_REASONS.includes(String(body.reason))) {
      return failures.invalidRequest('reason');
    }
    return price;
  };

  operation('/payment/refund', (body, envelope) => {
    const transactionId = str(body.paymentTransactionId);
    if (!transactionId) return failure(envelope, failures.mandatory('paymentTransactionId'));
    const price = refundChecks(body);
    if (typeof price !== 'number') return failure(envelope, price);
    const refunded = payments.refundItem(transactionId, price);
    if (!refunded.ok) return failure(envelope, refunded.failure);
    return itemRefundBody(refunded.value.payment, refunded.value.item, price, envelope);
  });

  operation('/v2/payment/refund', (body, envelope) => {
    const paymentId = str(body.paymentId);
    if (!paymentId) return failure(envelope, failures.mandatory('paymentId'));
    const price = refundChecks(body);
    if (typeof price !== 'number') return failure(envelope, price);
    const refunded = payments.refundPayment(paymentId, price);
    if (!refunded.ok) return failure(envelope, refunded.failure);
    return paymentRefundBody(refunded.value, price, envelope, credentials.secretKey);
  });
}
