import { randomInt, randomUUID } from 'node:crypto';
import { DAY_MS, type Kurus, roundHalfUp, turkeyDateTime } from '@carsi/domain';
import { failures, type IyzicoFailure } from './failures';
import type { InitializeInput } from './initialize-request';
import { allowedInstallments } from './installments';
import { type CardProfile, cardProfile } from './test-cards';

/** The code the stand-in's bank page accepts (iyzico's sandbox uses the same one). */
export const BANK_CODE = '283126';

/** Payment states, named as iyzico's payment detail and webhooks name them. */
export type PaymentStatus = 'INIT_THREEDS' | 'CALLBACK_THREEDS' | 'SUCCESS' | 'FAILURE';

export interface StoredItem {
  itemId: string;
  paymentTransactionId: string;
  price: Kurus;
  /** the share of paidPrice (with instalment interest) charged for this item */
  paidPrice: Kurus;
  refunded: Kurus;
}

export interface StoredPayment {
  paymentId: string;
  conversationId: string;
  /** what the bank hands back in the callback; the completion must echo it */
  conversationData: string;
  basketId: string;
  locale: string;
  currency: 'TRY';
  price: Kurus;
  paidPrice: Kurus;
  installment: number;
  callbackUrl: string;
  binNumber: string;
  lastFourDigits: string;
  card: CardProfile;
  items: StoredItem[];
  status: PaymentStatus;
  mdStatus: number | null;
  authCode: string | null;
  cancelled: boolean;
  createdAt: number;
  /** how many completion calls succeeded: a second one is refused */
  completions: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: IyzicoFailure };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = <T>(failure: IyzicoFailure): Outcome<T> => ({ ok: false, failure });

/** Numeric ids like iyzico's (8 digits for payments and transactions, 6 for auth codes). */
function numericId(digits: number): string {
  return String(randomInt(10 ** (digits - 1), 10 ** digits));
}

/** paidPrice spread over the items in proportion to their price; the shares add up exactly. */
function spread(items: InitializeInput['items'], price: Kurus, paidPrice: Kurus): Kurus[] {
  const shares = items.map((item) => roundHalfUp(item.price * paidPrice, price));
  const last = shares.length - 1;
  shares[last] = (shares[last] ?? 0) + paidPrice - shares.reduce((a, b) => a + b, 0);
  return shares;
}

function sameTurkeyDay(a: number, b: number): boolean {
  const x = turkeyDateTime(a);
  const y = turkeyDateTime(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/**
 * The stand-in's bank: payments in memory, moved through 3-D Secure, authorisation, cancel and
 * refunds with iyzico's rules. The oldest payments are forgotten past `capacity` so a
 * long-running development server does not grow without bound.
 */
export class SandboxPayments {
  private readonly payments = new Map<string, StoredPayment>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity = 5000,
  ) {}

  list(): StoredPayment[] {
    return [...this.payments.values()];
  }

  find(paymentId: string): StoredPayment | undefined {
    return this.payments.get(paymentId);
  }

  findByConversation(conversationId: string): StoredPayment | undefined {
    return this.list()
      .reverse()
      .find((payment) => payment.conversationId === conversationId);
  }

  findTransaction(
    paymentTransactionId: string,
  ): { payment: StoredPayment; item: StoredItem } | undefined {
    for (const payment of this.payments.values()) {
      const item = payment.items.find((i) => i.paymentTransactionId === paymentTransactionId);
      if (item) return { payment, item };
    }
    return undefined;
  }

  initialize(input: InitializeInput): Outcome<StoredPayment> {
    const card = cardProfile(input.cardNumber);
    if (card.outcome === 'initialize-fails') return fail(failures.doNotHonour);
    if (!allowedInstallments(card).includes(input.installment)) {
      return fail(failures.installmentNotAllowed);
    }
    let paymentId = numericId(8);
    while (this.payments.has(paymentId)) paymentId = numericId(8);
    const shares = spread(input.items, input.price, input.paidPrice);
    const payment: StoredPayment = {
      paymentId,
      conversationId: input.conversationId,
      conversationData: randomUUID().replaceAll('-', ''),
      basketId: input.basketId,
      locale: input.locale,
      currency: input.currency,
      price: input.price,
      paidPrice: input.paidPrice,
      installment: input.installment,
      callbackUrl: input.callbackUrl,
      binNumber: input.cardNumber.slice(0, 6),
      lastFourDigits: input.cardNumber.slice(-4),
      card,
      items: input.items.map((item, index) => ({
        itemId: item.itemId,
        paymentTransactionId: numericId(8),
        price: item.price,
        paidPrice: shares[index] ?? 0,
        refunded: 0,
      })),
      status: 'INIT_THREEDS',
      mdStatus: null,
      authCode: null,
      cancelled: false,
      createdAt: this.now(),
      completions: 0,
    };
    this.payments.set(paymentId, payment);
    while (this.payments.size > this.capacity) {
      const oldest = this.payments.keys().next().value;
      if (oldest === undefined) break;
      this.payments.delete(oldest);
    }
    return ok(payment);
  }

  /**
   * The shopper typed a code on the bank page. Returns the callback's status and mdStatus, or
   * null when the payment is unknown or already past 3-D Secure.
   */
  verifyCode(paymentId: string, code: string): StoredPayment | null {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'INIT_THREEDS') return null;
    const authenticated = code.trim() === BANK_CODE && payment.card.outcome !== 'md-status-0';
    payment.mdStatus = authenticated ? 1 : 0;
    payment.status = authenticated ? 'CALLBACK_THREEDS' : 'FAILURE';
    return payment;
  }

  /** 3DS completion (v1, and v2 with its amount checks): the charge happens here. */
  complete(request: {
    paymentId: string;
    conversationId: string;
    conversationData?: string | undefined;
    expected?: { paidPrice: Kurus; basketId: string; currency: string } | undefined;
  }): Outcome<StoredPayment> {
    const payment = this.payments.get(request.paymentId);
    if (!payment || payment.conversationId !== request.conversationId) {
      return fail(failures.invalidRequest('paymentId bulunamadı'));
    }
    if (request.conversationData !== undefined) {
      if (request.conversationData !== payment.conversationData) {
        return fail(failures.invalidRequest('conversationData'));
      }
    }
    const expected = request.expected;
    if (
      expected &&
      (expected.paidPrice !== payment.paidPrice ||
        expected.basketId !== payment.basketId ||
        expected.currency !== payment.currency)
    ) {
      return fail(failures.invalidRequest('paidPrice, basketId veya currency ödemeyle uyuşmuyor'));
    }
    if (payment.completions > 0) {
      return fail(
        failures.invalidTransaction(
          payment.status === 'SUCCESS'
            ? 'Bu ödeme daha önce tamamlandı'
            : 'Bu ödeme daha önce reddedildi',
        ),
      );
    }
    if (payment.status === 'INIT_THREEDS') {
      return fail(failures.invalidTransaction('3D Secure doğrulaması tamamlanmadı'));
    }
    if (payment.mdStatus !== 1) {
      return fail(
        failures.invalidTransaction(
          `3D Secure doğrulaması başarısız (mdStatus ${payment.mdStatus})`,
        ),
      );
    }
    payment.completions += 1;
    if (payment.card.outcome === 'insufficient-funds' || payment.card.outcome === 'do-not-honour') {
      payment.status = 'FAILURE';
      return fail(
        payment.card.outcome === 'insufficient-funds'
          ? failures.insufficientFunds
          : failures.doNotHonour,
      );
    }
    payment.status = 'SUCCESS';
    payment.authCode = numericId(6);
    return ok(payment);
  }

  /** Cancel: the whole payment, on the day it was taken, before any refund. */
  cancel(paymentId: string): Outcome<StoredPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) return fail(failures.invalidRequest('paymentId bulunamadı'));
    if (payment.status !== 'SUCCESS') {
      return fail(failures.invalidTransaction('Başarılı olmayan ödeme iptal edilemez'));
    }
    if (payment.cancelled) return fail(failures.invalidTransaction('Ödeme zaten iptal edildi'));
    if (payment.card.outcome === 'not-refundable') {
      return fail(failures.invalidTransaction('Bu ödeme iptal edilemez'));
    }
    if (!sameTurkeyDay(payment.createdAt, this.now())) {
      return fail(failures.invalidTransaction('İptal yalnızca ödeme günü yapılabilir, iade edin'));
    }
    if (payment.items.some((item) => item.refunded > 0)) {
      return fail(failures.invalidTransaction('İade yapılmış ödeme iptal edilemez'));
    }
    payment.cancelled = true;
    return ok(payment);
  }

  private refundable(payment: StoredPayment): IyzicoFailure | null {
    if (payment.status !== 'SUCCESS') {
      return failures.invalidTransaction('Başarılı olmayan ödeme iade edilemez');
    }
    if (payment.cancelled) return failures.invalidTransaction('İptal edilmiş ödeme iade edilemez');
    if (payment.card.outcome === 'not-refundable') {
      return failures.invalidTransaction('Bu ödeme iade edilemez');
    }
    if (this.now() - payment.createdAt > 365 * DAY_MS) {
      return failures.invalidTransaction('İade süresi (365 gün) geçti');
    }
    return null;
  }

  /** Item refund: partial and repeated, never past the item's paidPrice minus earlier refunds. */
  refundItem(
    paymentTransactionId: string,
    price: Kurus,
  ): Outcome<{
    payment: StoredPayment;
    item: StoredItem;
  }> {
    const found = this.findTransaction(paymentTransactionId);
    if (!found) return fail(failures.invalidRequest('paymentTransactionId bulunamadı'));
    const refusal = this.refundable(found.payment);
    if (refusal) return fail(refusal);
    if (price <= 0 || price > found.item.paidPrice - found.item.refunded) {
      return fail(failures.invalidRequest('İade tutarı, kalan tutarı aşamaz'));
    }
    found.item.refunded += price;
    return ok(found);
  }

  /** Payment refund (v2): spread over the items in basket order, capped the same way. */
  refundPayment(paymentId: string, price: Kurus): Outcome<StoredPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) return fail(failures.invalidRequest('paymentId bulunamadı'));
    const refusal = this.refundable(payment);
    if (refusal) return fail(refusal);
    const left = payment.items.reduce((sum, item) => sum + item.paidPrice - item.refunded, 0);
    if (price <= 0 || price > left) {
      return fail(failures.invalidRequest('İade tutarı, kalan tutarı aşamaz'));
    }
    let rest = price;
    for (const item of payment.items) {
      const part = Math.min(rest, item.paidPrice - item.refunded);
      item.refunded += part;
      rest -= part;
    }
    return ok(payment);
  }
}
