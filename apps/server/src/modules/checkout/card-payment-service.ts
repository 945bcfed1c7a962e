import { randomBytes } from 'node:crypto';
import { INSTALLMENTS_WITHOUT_INTEREST } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, productSales } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import {
  type PaymentProvider,
  PaymentProviderError,
  readThreeDsCallback,
  shopperMessages,
} from '../../integrations/iyzico';
import type { OrderOwner } from '../orders/order-service';
import type { OrderRow } from '../orders/order-view';
import { recordOrderStatus } from '../orders/status-log';
import { basketOf } from './basket';
import { type CardInput, checkCard } from './card-input';

/** A card attempt keeps the order's stock at least this long (the bank page takes a while). */
const ATTEMPT_HOLD_MINUTES = 15;

/** Where the browser lands after the bank: the payment-result page with an outcome. */
export interface CallbackOutcome {
  orderId: string | null;
  ok: boolean;
  message: string | null;
}

const providerError = (error: unknown): never => {
  if (error instanceof PaymentProviderError) {
    throw new AppError(
      error.retryable ? 503 : 402,
      error.retryable ? 'PAYMENT_UNAVAILABLE' : 'PAYMENT_DECLINED',
      error.shopperMessage,
    );
  }
  throw error;
};

/**
 * Card payments with 3-D Secure. The provider is called outside every transaction; the order
 * row is locked only to record the verified outcome, so a duplicate callback or a stock
 * release racing the payment is settled by the row lock.
 */
export class CardPaymentService {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly callbackUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async installmentPlan(orderId: string, owner: OrderOwner, binNumber: string) {
    const order = await this.payable(orderId, owner);
    const plan = await this.provider
      .installmentPlans({ binNumber, price: order.totalPrice })
      .catch(providerError);
    const counts = new Set(plan?.options.map((o) => o.installmentNumber) ?? [1]);
    // SPEC §9: up to 3 instalments without interest, so every option costs the order total.
    const options = Array.from({ length: INSTALLMENTS_WITHOUT_INTEREST }, (_, i) => i + 1)
      .filter((n) => n === 1 || counts.has(n))
      .map((n) => ({
        installmentNumber: n,
        installmentPrice: Math.ceil(order.totalPrice / n),
        totalPrice: order.totalPrice,
      }));
    return {
      bankName: plan?.bankName ?? null,
      cardAssociation: plan?.cardAssociation ?? null,
      cardFamilyName: plan?.cardFamilyName ?? null,
      options,
    };
  }

  async initiate(input: {
    orderId: string;
    owner: OrderOwner;
    card: CardInput;
    installment: number;
    ip: string;
  }): Promise<{ htmlContent: string }> {
    const card = checkCard(input.card, this.now());
    const order = await this.payable(input.orderId, input.owner);
    const basketItems = basketOf(order);
    const conversationId = randomBytes(12).toString('base64url');
    const now = this.now();
    const holdUntil = new Date(now.getTime() + ATTEMPT_HOLD_MINUTES * 60_000);
    await this.db
      .update(orders)
      .set({
        paymentConversationId: conversationId,
        paymentMethod: 'CreditCard',
        holdExpiresAt:
          order.holdExpiresAt && order.holdExpiresAt > holdUntil ? order.holdExpiresAt : holdUntil,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    const contact = order.deliveryContact;
    const billing = order.individualInvoice ?? order.companyInvoice;
    const address = {
      contactName: `${contact.firstName} ${contact.lastName}`,
      city: order.shippingAddress.province,
      country: 'Turkey',
      address: `${order.shippingAddress.address} ${order.shippingAddress.district}`,
    };
    const result = await this.provider
      .initialize3ds({
        conversationId,
        basketId: order.id,
        price: order.totalPrice,
        paidPrice: order.totalPrice,
        installment: input.installment,
        callbackUrl: this.callbackUrl,
        card,
        buyer: {
          id: order.customerId ?? `guest-${order.orderNumber}`,
          name: contact.firstName,
          surname: contact.lastName,
          // iyzico requires the field; a guest without a TCKN sends its documented placeholder.
          identityNumber: order.individualInvoice?.identityNumber ?? '11111111111',
          email: contact.email,
          gsmNumber: order.orderPhone,
          registrationAddress: address.address,
          city: address.city,
          country: 'Turkey',
          ip: input.ip,
        },
        shippingAddress: address,
        billingAddress: billing
          ? {
              ...address,
              city: billing.province,
              address: `${billing.address} ${billing.district}`,
            }
          : address,
        basketItems,
      })
      .catch(providerError);
    return { htmlContent: result.htmlContent };
  }

  /** The bank's callback: untrusted until iyzico's signed completion says the card was charged. */
  async complete(body: unknown): Promise<CallbackOutcome> {
    const callback = readThreeDsCallback(body);
    if (!callback) return { orderId: null, ok: false, message: shopperMessages.threeDs };
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.paymentConversationId, callback.conversationId));
    if (!order) return { orderId: null, ok: false, message: shopperMessages.threeDs };
    if (order.paymentStatus === 'PAID') return { orderId: order.id, ok: true, message: null };
    if (!callback.authenticated)
      return { orderId: order.id, ok: false, message: shopperMessages.threeDs };
    let payment: Awaited<ReturnType<PaymentProvider['complete3ds']>>;
    try {
      payment = await this.provider.complete3ds({
        paymentId: callback.paymentId,
        conversationId: callback.conversationId,
        conversationData: callback.conversationData,
        expected: { paidPrice: order.totalPrice, basketId: order.id },
      });
    } catch (error) {
      // A duplicate callback may lose the race to complete; the first one's outcome stands.
      const [now] = await this.db.select().from(orders).where(eq(orders.id, order.id));
      if (now?.paymentStatus === 'PAID') return { orderId: order.id, ok: true, message: null };
      const message =
        error instanceof PaymentProviderError ? error.shopperMessage : shopperMessages.generic;
      return { orderId: order.id, ok: false, message };
    }
    if (!payment.approved)
      return { orderId: order.id, ok: false, message: shopperMessages.generic };
    const settled = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (!row) return 'missing' as const;
      if (row.paymentStatus === 'PAID') return 'paid' as const;
      if (row.stockReleasedAt || row.orderStatus !== 'NEW') return 'released' as const;
      await this.markPaid(tx, row, payment);
      return 'paid' as const;
    });
    if (settled === 'paid') return { orderId: order.id, ok: true, message: null };
    // The stock went back while the shopper was at the bank: give the money back at once.
    await this.provider
      .cancel({ paymentId: payment.paymentId, ip: '127.0.0.1', reason: 'other' })
      .catch(() => undefined);
    return {
      orderId: order.id,
      ok: false,
      message:
        'Ödeme süresi dolduğu için siparişiniz iptal edildi; kartınızdan çekilen tutar iade edildi.',
    };
  }

  private async markPaid(
    tx: Database,
    row: OrderRow,
    payment: { paymentId: string; paidPrice: number; installment: number },
  ): Promise<void> {
    const now = this.now();
    await recordOrderStatus(tx, row, 'CONFIRMED', {
      actor: 'system:iyzico',
      at: now,
      reason: 'Kartla ödendi',
    });
    await tx
      .update(orders)
      .set({
        orderStatus: 'CONFIRMED',
        paymentStatus: 'PAID',
        paymentId: payment.paymentId,
        paidPrice: payment.paidPrice,
        installment: payment.installment,
        paidAt: now,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(orders.id, row.id));
    const lines = row.items.filter((item) => item.price > 0);
    if (lines.length > 0) {
      await tx
        .insert(productSales)
        .values(
          lines.map((item) => ({
            productId: item.productId,
            skuId: item.skuId,
            orderRef: row.id,
            quantity: item.qty,
            soldAt: now,
          })),
        )
        .onConflictDoNothing();
    }
  }

  /** The visitor's own order, still waiting for its payment. */
  private async payable(orderId: string, owner: OrderOwner): Promise<OrderRow> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('Sipariş bulunamadı.');
    const owns =
      (owner.cartId !== null && order.cartId === owner.cartId) ||
      (Boolean(owner.customerId) && order.customerId === owner.customerId);
    if (!owns) throw new AppError(403, 'FORBIDDEN', 'Bu siparişi görme yetkiniz yok.');
    if (order.paymentStatus !== 'UNPAID' || order.stockReleasedAt || order.orderStatus !== 'NEW') {
      throw new AppError(409, 'ORDER_NOT_PAYABLE', 'Bu sipariş artık ödenemez.');
    }
    return order;
  }
}
