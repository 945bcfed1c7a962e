/** How the carrier collects at the door: cash, or a card on the courier's terminal. */
export const COD_KINDS = ['CASH', 'CARD'] as const;
export type CodKind = (typeof COD_KINDS)[number];

export const COD_KIND_LABELS: Readonly<Record<CodKind, string>> = {
  CASH: 'Kapıda nakit',
  CARD: 'Kapıda kredi kartı',
};

/** What the carrier collects for an order: nothing for a prepaid order. */
export interface CashOnDelivery {
  /** Kuruş. */
  amount: number;
  kind: CodKind;
}

/**
 * The collection a shipment carries: an order paid at the door ("kapıda ödeme") ships with its
 * whole total (cash-on-delivery fee included) and the kind staff chose (cash by default); a card
 * order carries none. A return parcel never carries one.
 */
export function cashOnDeliveryOf(
  order: { paymentMethod: string | null; paymentStatus: string; totalPrice: number },
  kind: CodKind = 'CASH',
): CashOnDelivery | null {
  if (order.paymentMethod !== 'CashOnDelivery') return null;
  if (order.paymentStatus !== 'CASH_ON_DELIVERY') return null;
  if (!Number.isInteger(order.totalPrice) || order.totalPrice <= 0) return null;
  return { amount: order.totalPrice, kind };
}
