import { HOUR_MS } from '../time/clock';

/** Refund reasons offered when starting an easy return, verbatim and in order. */
export const REFUND_REASONS = [
  'Vazgeçtim',
  'Beğenmedim',
  'Kalitesiz',
  'Ürün kusurlu gönderildi',
  'Yanlış ürün gönderildi',
  'Beden/Ebatı büyük',
  'Beden/Ebatı küçük',
  'Ürün ile görsel/içerik uyuşmuyor',
  'Yanlış sipariş verdim',
  'Diğer',
] as const;

export type RefundReason = (typeof REFUND_REASONS)[number];

/** True for one of the spec's refund reasons. */
export function isRefundReason(value: string): value is RefundReason {
  return (REFUND_REASONS as readonly string[]).includes(value);
}

/** Days a product may be returned, unless the product sets its own refundGuarantee. */
export const DEFAULT_REFUND_GUARANTEE_DAYS = 90;
/** A card refund is made within 24 hours of the return reaching the warehouse. */
export const CARD_REFUND_DEADLINE_MS = 24 * HOUR_MS;
/** The same promise in hours, as the pages say it ("24 saat içinde"). */
export const CARD_REFUND_HOURS = CARD_REFUND_DEADLINE_MS / HOUR_MS;

/** The guarantee of a product: its own refundGuarantee days, or 90. */
export function refundGuaranteeDays(product: { refundGuarantee?: number | undefined }): number {
  const days = product.refundGuarantee;
  return days !== undefined && days > 0 ? days : DEFAULT_REFUND_GUARANTEE_DAYS;
}

/** How the money goes back: to the card, or by bank transfer to an IBAN for cash on delivery. */
export function refundChannel(paidByCard: boolean): 'card' | 'bankTransfer' {
  return paidByCard ? 'card' : 'bankTransfer';
}
