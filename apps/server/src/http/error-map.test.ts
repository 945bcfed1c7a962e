import { DomainError, orderProcess, orderStatusMachine, settleCashOnDelivery } from '@carsi/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

let app: FastifyInstance;

/** Each route throws what a service might, from deep inside a rule. */
const throwers: Record<string, () => never> = {
  transition: () => {
    orderStatusMachine.assertTransition('DELIVERED', 'NEW');
    throw new Error('unreachable');
  },
  guard: () => {
    orderProcess.assertTransition(
      { orderStatus: 'NEW', paymentStatus: 'UNPAID', stockReleased: false },
      'NEW',
      'CONFIRMED',
    );
    throw new Error('unreachable');
  },
  'not-payable': () => {
    settleCashOnDelivery({
      orderStatus: 'CANCELLED',
      paymentStatus: 'UNPAID',
      stockReleased: true,
    });
    throw new Error('unreachable');
  },
  'not-owned': () => {
    throw new DomainError('ORDER_NOT_OWNED', 'Bu siparişi görme yetkiniz yok.');
  },
  'cart-line': () => {
    throw new DomainError('CART_LINE_NOT_FOUND', 'Sepette 9 numaralı ürün yok.');
  },
  unlisted: () => {
    throw new DomainError('SOMETHING_NEW', 'Yeni bir kural.');
  },
};

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  for (const [name, run] of Object.entries(throwers)) app.get(`/${name}`, async () => run());
  await app.ready();
});
afterAll(() => app.close());

const call = async (name: string) => {
  const response = await app.inject(`/${name}`);
  return { status: response.statusCode, body: response.json() };
};

describe('the one error map', () => {
  it('gives a status-machine refusal 409 and its own code, naming both statuses', async () => {
    expect(await call('transition')).toEqual({
      status: 409,
      body: {
        code: 'ORDER_INVALID_TRANSITION',
        message: 'Sipariş durumu: DELIVERED → NEW geçişine izin verilmiyor.',
      },
    });
  });

  it("keeps a guard's or rule's own code and Turkish message", async () => {
    expect(await call('guard')).toMatchObject({
      status: 409,
      body: { code: 'ORDER_NOT_SETTLED', message: 'Ödemesi alınmamış sipariş onaylanamaz.' },
    });
    expect(await call('not-payable')).toMatchObject({
      status: 409,
      body: { code: 'ORDER_NOT_PAYABLE' },
    });
    expect(await call('not-owned')).toMatchObject({
      status: 403,
      body: { code: 'ORDER_NOT_OWNED' },
    });
    expect(await call('cart-line')).toMatchObject({
      status: 404,
      body: { code: 'CART_LINE_NOT_FOUND' },
    });
  });

  it('answers a rule it has no status for with 422 and the rule’s code, never a 500', async () => {
    expect(await call('unlisted')).toEqual({
      status: 422,
      body: { code: 'SOMETHING_NEW', message: 'Yeni bir kural.' },
    });
  });
});
