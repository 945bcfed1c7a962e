import { randomBytes } from 'node:crypto';
import {
  awaitsCardPayment,
  basketItemIdsOf,
  INSTALLMENTS_WITHOUT_INTEREST,
  isApprovedCardOrder,
  offeredPaymentMethods,
  vatAmount,
  type WholesaleOrderStatus,
  type WholesalePaymentMethod,
} from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type WholesaleStatusEvent,
  wholesaleAccounts,
  wholesaleOrders,
  wholesaleProfiles,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  type PaymentBasketItem,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentResult,
  readThreeDsCallback,
  shopperMessages,
} from '../../integrations/iyzico';
import { type CardInput, callbackUrlFor, checkCard } from '../checkout/index';
import type { RefundService } from '../refunds';
import { wholesaleErrors } from './errors';

type OrderRow = typeof wholesaleOrders.$inferSelect;

/** Path the bank's 3-D Secure form posts back to for a wholesale order. */
export const WHOLESALE_THREE_DS_CALLBACK_PATH = '/api/iyzico/toptanCallback';

/** Our conversation id carries the order: `ws_{orderId}_{random}` (iyzico allows 64 chars). */
const CONVERSATION = /^ws_([0-9a-f-]{36})_[\w-]+$/;

/** Where the browser lands after the bank. */
export interface WholesaleCallbackOutcome {
  orderId: string | null;
  ok: boolean;
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

/** iyzico's basket: one item per paid line at its VAT-included total; they add up to the order. */
export function wholesaleBasketOf(order: OrderRow): PaymentBasketItem[] {
  const ids = basketItemIdsOf(order.items);
  const items = order.items.flatMap((line, index) => {
    const id = ids[index];
    if (!id) return [];
    const net = line.price * line.qty;
    const name = line.name.slice(0, 100);
    const price = net + vatAmount(net, line.vat);
    return [{ id, name, category1: 'Ev Tekstili', itemType: 'PHYSICAL' as const, price }];
  });
  const sum = items.reduce((total, item) => total + item.price, 0);
  if (sum !== order.totalPrice) {
    throw new Error(
      `basket of wholesale order ${order.id} adds up to ${sum}, not ${order.totalPrice}`,
    );
  }
  return items;
}

const systemEvent = (status: string, note: string): WholesaleStatusEvent => ({
  status,
  at: new Date().toISOString(),
  by: 'system',
  byId: 'iyzico',
  note,
});

/**
 * Card payments with 3-D Secure for wholesale orders, through the same iyzico
 * provider, card checks and callback-address rule as retail. A card order is created in
 * PENDING_CARD_PAYMENT with its stock taken; only iyzico's signed completion approves it. A
 * charge the order cannot take (cancelled meanwhile, or paid by another charge) goes back
 * through the shop's one RefundService.
 */
export class WholesaleCardPayments {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly refunds: RefundService,
    private readonly callbackUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async installmentPlan(accountId: string, orderId: string, binNumber: string) {
    const { order } = await this.payable(accountId, orderId);
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
    accountId: string;
    orderId: string;
    card: CardInput;
    installment: number;
    ip: string;
    origin?: string | undefined;
  }): Promise<{ htmlContent: string }> {
    const card = checkCard(input.card, this.now());
    const { order, account } = await this.payable(input.accountId, input.orderId);
    const basketItems = wholesaleBasketOf(order);
    const conversationId = `ws_${order.id}_${randomBytes(9).toString('base64url')}`;
    const [first = account.contactName, ...rest] = account.contactName.trim().split(/\s+/);
    const place = order.deliveryAddress;
    const address = {
      contactName: place.contactName,
      city: place.province,
      country: 'Turkey',
      address: `${place.address} ${place.district}`,
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
          id: `wholesale-${account.id}`,
          name: first,
          surname: rest.join(' ') || first,
          // A company pays: iyzico's documented placeholder for the required TCKN field.
          identityNumber: '11111111111',
          email: account.email,
          gsmNumber: account.phone,
          registrationAddress: address.address,
          city: address.city,
          country: 'Turkey',
          ip: input.ip,
        },
        shippingAddress: address,
        billingAddress: address,
        basketItems,
      })
      .catch(providerError);
    return { htmlContent: result.htmlContent };
  }

  /**
   * The bank's callback: untrusted until iyzico's signed completion (checked against the order's
   * total and id) says the card was charged. Then, under the order's row lock, a card order still
   * waiting is APPROVED; otherwise the charge goes back.
   */
  async complete(body: unknown): Promise<WholesaleCallbackOutcome> {
    const callback = readThreeDsCallback(body);
    const orderId = callback ? CONVERSATION.exec(callback.conversationId)?.[1] : undefined;
    if (!callback || !orderId) return { orderId: null, ok: false };
    const [order] = await this.db
      .select()
      .from(wholesaleOrders)
      .where(eq(wholesaleOrders.id, orderId));
    if (order?.paymentMethod !== 'creditCard') return { orderId: null, ok: false };
    if (order.paymentId === callback.paymentId) return { orderId: order.id, ok: true };
    if (!callback.authenticated) {
      await this.noteFailure(order.id, shopperMessages.threeDs);
      return { orderId: order.id, ok: false };
    }
    let payment: PaymentResult;
    try {
      payment = await this.provider.complete3ds({
        paymentId: callback.paymentId,
        conversationId: callback.conversationId,
        conversationData: callback.conversationData,
        expected: { paidPrice: order.totalPrice, basketId: order.id },
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await this.noteFailure(order.id, error.shopperMessage);
      return { orderId: order.id, ok: false };
    }
    if (!payment.approved) {
      await this.noteFailure(order.id, shopperMessages.generic);
      return { orderId: order.id, ok: false };
    }
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(wholesaleOrders)
        .where(eq(wholesaleOrders.id, order.id))
        .for('update');
      if (!row) throw new Error(`wholesale order ${order.id} vanished`);
      if (row.paymentId === payment.paymentId) return 'paid' as const;
      if (!awaitsCardPayment(row.status as WholesaleOrderStatus)) {
        return row.paymentId ? ('double-charge' as const) : ('late-payment' as const);
      }
      await tx
        .update(wholesaleOrders)
        .set({
          status: 'APPROVED',
          paymentId: payment.paymentId,
          statusHistory: [...row.statusHistory, systemEvent('APPROVED', 'Kartla ödendi')],
          updatedAt: this.now(),
        })
        .where(eq(wholesaleOrders.id, row.id));
      return 'paid' as const;
    });
    if (outcome === 'paid') return { orderId: order.id, ok: true };
    // The order could not take this charge: it goes back (retried as a job if need be).
    await this.refunds.refundCharge({
      paymentId: payment.paymentId,
      orderId: order.id,
      amount: payment.paidPrice,
      reason: outcome,
    });
    const [now] = await this.db
      .select()
      .from(wholesaleOrders)
      .where(eq(wholesaleOrders.id, order.id));
    const approved =
      now !== undefined &&
      now.paymentId !== null &&
      isApprovedCardOrder({
        paymentMethod: now.paymentMethod as WholesalePaymentMethod,
        status: now.status as WholesaleOrderStatus,
      });
    return { orderId: order.id, ok: approved };
  }

  /** The failed attempt on the order's history: the 3-D Secure page shows its words. */
  private async noteFailure(orderId: string, message: string) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(wholesaleOrders)
        .where(eq(wholesaleOrders.id, orderId))
        .for('update');
      if (!row || !awaitsCardPayment(row.status as WholesaleOrderStatus)) return;
      await tx
        .update(wholesaleOrders)
        .set({
          statusHistory: [...row.statusHistory, systemEvent(row.status, message)],
          updatedAt: this.now(),
        })
        .where(eq(wholesaleOrders.id, row.id));
    });
  }

  /**
   * The account's own card order, still waiting for its payment, while the account may still pay
   * by card. Another account's order is a 404 (no IDOR); another method a 403.
   */
  private async payable(accountId: string, orderId: string) {
    const [row] = await this.db
      .select({ order: wholesaleOrders, account: wholesaleAccounts, profile: wholesaleProfiles })
      .from(wholesaleOrders)
      .innerJoin(wholesaleAccounts, eq(wholesaleAccounts.id, wholesaleOrders.accountId))
      .leftJoin(wholesaleProfiles, eq(wholesaleProfiles.accountId, wholesaleOrders.accountId))
      .where(eq(wholesaleOrders.id, orderId));
    if (!row || row.order.accountId !== accountId) throw wholesaleErrors.orderNotFound();
    const allowed = offeredPaymentMethods(row.profile?.allowedPaymentMethods ?? {}).some(
      (offered) => offered.method === 'creditCard',
    );
    if (row.order.paymentMethod !== 'creditCard' || !allowed) {
      throw wholesaleErrors.paymentMethodNotAllowed();
    }
    if (!awaitsCardPayment(row.order.status as WholesaleOrderStatus))
      throw wholesaleErrors.notPayableByCard();
    return { order: row.order, account: row.account };
  }
}
