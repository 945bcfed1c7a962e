import type { FastifyInstance } from 'fastify';
import { BANK_CODE, type SandboxPayments, type StoredPayment } from './payments';
import { parseSwitch, SWITCH_MODES, type Switches } from './switches';
import { TEST_CARDS } from './test-cards';

/**
 * Developer and test controls (not part of iyzico's API): the fault switches, and a look at the
 * payments the stand-in holds. Amounts here are kuruş, like the rest of Çarşı's JSON.
 */
function summary(payment: StoredPayment) {
  return {
    paymentId: payment.paymentId,
    conversationId: payment.conversationId,
    basketId: payment.basketId,
    status: payment.status,
    mdStatus: payment.mdStatus,
    cancelled: payment.cancelled,
    price: payment.price,
    paidPrice: payment.paidPrice,
    installment: payment.installment,
    binNumber: payment.binNumber,
    lastFourDigits: payment.lastFourDigits,
    items: payment.items.map(({ itemId, paymentTransactionId, price, paidPrice, refunded }) => ({
      itemId,
      paymentTransactionId,
      price,
      paidPrice,
      refunded,
    })),
    createdAt: new Date(payment.createdAt).toISOString(),
  };
}

export function registerControlRoutes(
  app: FastifyInstance,
  payments: SandboxPayments,
  switches: Switches,
): void {
  app.get('/', async () => ({
    bankCode: BANK_CODE,
    testCards: Object.entries(TEST_CARDS).map(([cardNumber, profile]) => ({
      cardNumber,
      outcome: profile.outcome,
      cardType: profile.cardType,
      expiry: '12/2030',
      cvc: '123',
    })),
    switchModes: SWITCH_MODES,
    switches: switches.all(),
    payments: payments.list().length,
  }));

  app.get('/switches', async () => ({ switches: switches.all() }));

  app.post('/switches', async (request, reply) => {
    const parsed = parseSwitch(request.body);
    if (typeof parsed === 'string') {
      const field = parsed.split(':')[0] ?? 'body';
      return reply.code(400).send({
        message: `Geçersiz alan: body.${field}`,
        code: 'VALIDATION_FAILED',
        errors: [{ field: `body.${field}`, message: parsed }],
      });
    }
    switches.set(parsed);
    return { switches: switches.all() };
  });

  app.delete('/switches', async () => {
    switches.clear();
    return { switches: [] };
  });

  app.get('/payments', async () => ({ payments: payments.list().map(summary) }));

  app.get<{ Params: { paymentId: string } }>('/payments/:paymentId', async (request, reply) => {
    const payment = payments.find(request.params.paymentId);
    if (!payment) {
      return reply.code(404).send({ message: 'Ödeme bulunamadı.', code: 'NOT_FOUND' });
    }
    return summary(payment);
  });
}
