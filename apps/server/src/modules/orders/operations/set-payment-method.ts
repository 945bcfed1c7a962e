import {
  assertPayable,
  CASH_ON_DELIVERY_FEE_KURUS,
  ORDER_RULE_TEXTS,
  settleCashOnDelivery,
} from '@carsi/domain';
import { recordSales } from '../../catalogue/index';
import { factsOf, soldLinesOf } from '../order-facts';
import {
  moveOrder,
  type OperationRequest,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

/**
 * Set payment method of an order still waiting for its payment: card (the shopper
 * pays by the order's link) or cash on delivery, which — as when the shopper chooses it — adds
 * the fee, counts the sale, ends the stock hold and confirms the order.
 */
export function setPaymentMethod(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: { paymentMethod: 'CreditCard' | 'CashOnDelivery' },
) {
  return runOrderOperation(deps, request, 'set-payment-method', async (tx, row, now) => {
    assertPayable(factsOf(row), ORDER_RULE_TEXTS.paymentMethodFixed);
    if (input.paymentMethod === 'CreditCard') {
      await updateOrder(tx, row, { paymentMethod: 'CreditCard' }, now);
      return { message: 'Ödeme yöntemi kredi kartı olarak ayarlandı.', data: input };
    }
    const settled = settleCashOnDelivery(factsOf(row));
    await moveOrder(
      tx,
      row,
      settled.orderStatus,
      { actor: request.by.actor, at: now, reason: 'Kapıda ödeme seçildi (yönetici)' },
      {
        paymentMethod: 'CashOnDelivery',
        paymentStatus: settled.paymentStatus,
        cashOnDeliveryFee: CASH_ON_DELIVERY_FEE_KURUS,
        totalPrice: row.totalPrice + CASH_ON_DELIVERY_FEE_KURUS,
        holdExpiresAt: null,
      },
      { ...factsOf(row), paymentStatus: settled.paymentStatus },
    );
    await recordSales(tx, row.id, soldLinesOf(row), now);
    return {
      message: 'Ödeme yöntemi kapıda ödeme olarak ayarlandı, sipariş onaylandı.',
      data: input,
    };
  });
}
