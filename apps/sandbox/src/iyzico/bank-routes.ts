import type { FastifyInstance, FastifyReply } from 'fastify';
import { autoPostPage, bankErrorPage, bankPage, callbackWithheldPage } from './pages';
import type { SandboxPayments, StoredPayment } from './payments';
import type { Switches } from './switches';

export interface BankContext {
  payments: SandboxPayments;
  switches: Switches;
  /** root path of the stand-in, e.g. /__sandbox/iyzico */
  basePath: string;
}

/** The fields a bank posts back to the merchant's callbackUrl after 3-D Secure. */
export function callbackFields(payment: StoredPayment): Record<string, string> {
  return {
    status: payment.mdStatus === 1 ? 'success' : 'failure',
    paymentId: payment.paymentId,
    conversationData: payment.conversationData,
    conversationId: payment.conversationId,
    mdStatus: String(payment.mdStatus ?? 0),
  };
}

/** The duplicate of 'callback-twice': posted from here, racing the browser's own post. */
function postDuplicateCallback(url: string, fields: Record<string, string>): void {
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  }).then(
    (response) => response.body?.cancel(),
    () => undefined, // the merchant being down is the merchant's problem, as with a real bank
  );
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

function maskCard(payment: StoredPayment): string {
  const bin = payment.binNumber;
  return `${bin.slice(0, 4)} ${bin.slice(4, 6)}** **** ${payment.lastFourDigits}`;
}

export function registerBankRoutes(app: FastifyInstance, context: BankContext): void {
  const { payments } = context;

  app.route<{ Params: { paymentId: string } }>({
    method: ['GET', 'POST'],
    url: '/bank/:paymentId',
    handler: async (request, reply) => {
      const payment = payments.find(request.params.paymentId);
      if (!payment) return html(reply, 404, bankErrorPage('Bu ödeme bulunamadı.'));
      if (payment.status !== 'INIT_THREEDS') {
        return html(reply, 409, bankErrorPage('Bu ödemenin doğrulaması zaten yapıldı.'));
      }
      return html(
        reply,
        200,
        bankPage({
          action: `${context.basePath}/bank/${payment.paymentId}/confirm`,
          amount: payment.paidPrice,
          maskedCard: maskCard(payment),
          bankName: payment.card.bankName,
        }),
      );
    },
  });

  app.post<{ Params: { paymentId: string }; Body: Record<string, string> | undefined }>(
    '/bank/:paymentId/confirm',
    async (request, reply) => {
      const code = typeof request.body?.code === 'string' ? request.body.code : '';
      const payment = payments.verifyCode(request.params.paymentId, code);
      if (!payment) {
        return html(reply, 409, bankErrorPage('Bu ödeme bulunamadı ya da doğrulaması yapıldı.'));
      }
      const mode = context.switches.callbackMode(payment.conversationId);
      if (mode === 'never') return html(reply, 200, callbackWithheldPage());
      const fields = callbackFields(payment);
      if (mode === 'twice') postDuplicateCallback(payment.callbackUrl, fields);
      return html(
        reply,
        200,
        autoPostPage('Mağazaya geri yönlendiriliyorsunuz', payment.callbackUrl, fields),
      );
    },
  );
}
