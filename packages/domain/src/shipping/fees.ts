/**
 * Delivery fees the spec leaves open (docs/decisions/checkout.md, "Orders"): standard shipping
 * below the 250 TL free-shipping line, and the carrier's cash-on-delivery service fee. Both are
 * VAT-included kuruş.
 */
export const STANDARD_SHIPPING_FEE_KURUS = 3_990;
export const CASH_ON_DELIVERY_FEE_KURUS = 1_990;
