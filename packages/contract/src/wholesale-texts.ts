// Wholesale texts and ids shared by the server and the portal's browser code (no zod here).

import { WHOLESALE_ORDER_STATUSES, WHOLESALE_PAYMENT_METHODS } from '@carsi/domain';

/** The domain's wholesale payment methods. */
export const WHOLESALE_PAYMENT_METHOD_IDS = WHOLESALE_PAYMENT_METHODS;
export const wholesalePaymentMethodLabels: Record<
  (typeof WHOLESALE_PAYMENT_METHOD_IDS)[number],
  string
> = {
  creditCard: 'Kredi Kartı',
  bankTransfer: 'Banka Havalesi / EFT',
  bankCheck: 'Çek',
  billOfExchange: 'Senet',
  dueUponInvoice: 'Fatura Vadeli',
};
/** The domain's wholesale order statuses (its state machine's). */
export const WHOLESALE_ORDER_STATUS_IDS = WHOLESALE_ORDER_STATUSES;
export const wholesaleOrderStatusLabels: Record<
  (typeof WHOLESALE_ORDER_STATUS_IDS)[number],
  string
> = {
  PENDING_BANK_TRANSFER: 'Havale Bekleniyor',
  PENDING_CARD_PAYMENT: 'Kart Ödemesi Bekleniyor',
  APPROVED: 'Onaylandı',
  SHIPPED: 'Kargoya Verildi',
  DELIVERED: 'Teslim Edildi',
  CANCELLED: 'İptal Edildi',
};

/** Receipts (dekont): PDF or image, at most this many bytes. */
export const PAYMENT_PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const PAYMENT_PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
