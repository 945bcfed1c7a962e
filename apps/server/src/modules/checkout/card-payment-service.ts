import { randomBytes } from 'node:crypto';
import {
  assertOrderOwnedBy,
  assertPayable,
  type CardFailureReason,
  cardFailureReasonOf,
  INSTALLMENTS_WITHOUT_INTEREST,
  paymentStatusOf,
  paymentStatusText,
} from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import {
  PaymentDeclinedError,
  type PaymentProvider,
  PaymentProviderError,
  PaymentUnavailableError,
  readThreeDsCallback,
  shopperMessages,
} from '../../integrations/iyzico';
import { shopMetrics } from '../../metrics/shop-metrics';
import { runWorkflow } from '../../workflows/workflow';
import { notifyAdmins } from '../admin-notifications/index';
import type { OrderOwner, OrderRow, OrderSmsNotifier } from '../orders/index';
import { factsOf } from '../orders/index';
import type { RefundService } from '../refunds';
import { basketOf } from './basket';
import { callbackUrlFor } from './callback-url';
import { type CardInput, checkCard } from './card-input';
import { ChargeNotApprovedError, isRefusedByOrder, payByCardWorkflow } from './pay-by-card';

/** A card attempt keeps the order's stock at least this long (the bank page takes a while). */
const ATTEMPT_HOLD_MINUTES = 15;

/** Where the browser lands after the bank: the payment-result page with an outcome. */
export interface CallbackOutcome {
  orderId: string | null;
  ok: boolean;
  message: string | null;
  /** Why the card failed, for the payment-result page's words and next step. */
  reason?: CardFailureReason | null;
}

/** The shopper-facing reason of a provider error. */
const reasonOf = (error: PaymentProviderError): CardFailureReason =>
  cardFailureReasonOf(
    error instanceof PaymentDeclinedError
      ? { errorCode: error.errorCode, errorGroup: error.errorGroup }
      : { timedOut: error instanceof PaymentUnavailableError && error.reason === 'timeout' },
  );

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
 * row is locked only to record the verified outcome (pay-by-card.ts), so a duplicate callback
 * or a stock release racing the payment is settled by the row lock.
 */
export class CardPaymentService {
  private readonly payByCard: ReturnType<typeof payByCardWorkflow>;

  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    refunds: RefundService,
    private readonly callbackUrl: string,
    private readonly now: () => Date = () => new Date(),
    /** The paid-order SMS, queued once the payment is recorded. */
    private readonly sms?: OrderSmsNotifier,
  ) {
    this.payByCard = payByCardWorkflow(db, provider, refunds);
  }

  async installmentPlan(orderId: string, owner: OrderOwner, binNumber: string) {
    const order = await this.payable(orderId, owner);
    const plan = await this.provider
      .installmentPlans({ binNumber, price: order.totalPrice })
      .catch(providerError);
    const counts = new Set(plan?.options.map((o) => o.installmentNumber) ?? [1]);
    // Up to 3 instalments without interest, so every option costs the order total.
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
    /** Where the shopper is (scheme://host:port): the bank brings them back there. */
    origin?: string | undefined;
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
        callbackUrl: callbackUrlFor(this.callbackUrl, input.origin),
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

  /**
   * The bank's callback: untrusted until iyzico's signed completion says the card was charged.
   * The pay-by-card workflow charges and confirms; when the order refused the money it was
   * given back, or is being given back (the page tells the shopper which).
   */
  async complete(body: unknown): Promise<CallbackOutcome> {
    const callback = readThreeDsCallback(body);
    if (!callback) return { orderId: null, ok: false, message: shopperMessages.threeDs };
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.paymentConversationId, callback.conversationId));
    if (!order) return { orderId: null, ok: false, message: shopperMessages.threeDs };
    if (order.paymentStatus === 'PAID') return { orderId: order.id, ok: true, message: null };
    if (!callback.authenticated) {
      shopMetrics.payment('card', 'threeds_failed');
      await this.notifyPaymentFailed(order, '3-D Secure doğrulaması tamamlanmadı');
      return {
        orderId: order.id,
        ok: false,
        message: shopperMessages.threeDs,
        reason: cardFailureReasonOf({ mdStatus: callback.mdStatus ?? 0 }),
      };
    }
    try {
      await runWorkflow(this.payByCard, { order, callback, now: this.now });
      shopMetrics.payment('card', 'paid');
      if (this.sms) {
        const [paid] = await this.db.select().from(orders).where(eq(orders.id, order.id));
        if (paid) await this.sms('paid', paid);
      }
      return { orderId: order.id, ok: true, message: null };
    } catch (error) {
      const failed = { orderId: order.id, ok: false } as const;
      if (error instanceof ChargeNotApprovedError) {
        shopMetrics.payment('card', 'declined');
        await this.notifyPaymentFailed(order, 'Banka ödemeyi onaylamadı');
        return { ...failed, message: shopperMessages.generic, reason: 'general' };
      }
      // A duplicate callback may lose the race to complete, or the order took another charge:
      // the order's state now decides what the shopper is told.
      const [now] = await this.db.select().from(orders).where(eq(orders.id, order.id));
      if (now?.paymentStatus === 'PAID') return { orderId: order.id, ok: true, message: null };
      shopMetrics.payment('card', isRefusedByOrder(error) ? 'expired' : 'error');
      if (isRefusedByOrder(error))
        return { ...failed, message: paymentStatusText(paymentStatusOf(now!.paymentStatus)) };
      if (error instanceof PaymentProviderError) {
        await this.notifyPaymentFailed(order, error.shopperMessage);
        return { ...failed, message: error.shopperMessage, reason: reasonOf(error) };
      }
      throw error;
    }
  }

  /** The staff's notification of a failed card payment; never fails the shopper's answer. */
  private async notifyPaymentFailed(order: OrderRow, why: string): Promise<void> {
    try {
      await notifyAdmins(this.db, {
        kind: 'payment-failed',
        title: `Ödeme başarısız: ${order.orderNumber}`,
        // The provider's sentence brings its own full stop (adding one read "..").
        body: `${order.orderNumber} numaralı siparişin kartla ödemesi alınamadı: ${why.replace(/\.+$/, '')}.`,
        orderRef: order.id,
        data: { orderNumber: order.orderNumber },
      });
    } catch {
      // The notice is a convenience; the order and its failed attempt are recorded anyway.
    }
  }

  /** The visitor's own order, still waiting for its payment. */
  private async payable(orderId: string, owner: OrderOwner): Promise<OrderRow> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('Sipariş bulunamadı.');
    assertOrderOwnedBy(order, owner);
    assertPayable(factsOf(order));
    return order;
  }
}
