import type { PaymentProvider } from '../../integrations/iyzico';
import type { OrderRow } from '../orders/index';

/**
 * iyzico's item refund: `amount` kuruş of the payment's basket item `basketItemId` (an order
 * line's or a return's; see basketItemIdsOf for the numbering).
 */
export async function refundItem(
  provider: PaymentProvider,
  order: OrderRow,
  paymentId: string,
  basketItemId: string | null,
  amount: number,
  description: string,
): Promise<void> {
  const payment = await provider.paymentDetail({
    conversationId: order.paymentConversationId!,
    paymentId,
  });
  const item = payment.itemTransactions.find((t) => t.itemId === basketItemId);
  if (!item) throw new Error(`payment ${paymentId} has no item ${basketItemId}`);
  await provider.refund({
    paymentTransactionId: item.paymentTransactionId,
    price: amount,
    ip: '127.0.0.1',
    reason: 'buyer_request',
    description,
  });
}
