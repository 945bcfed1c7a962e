import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * What a cart stores per line: only the SKU, the quantity and whether the line is a gift.
 * Names, prices and VAT are read from the catalogue every time the cart is shown, so a stored
 * cart can never carry a stale or tampered price.
 */
export interface StoredCartLine {
  indexId: number;
  skuId: number;
  qty: number;
  /** A free line (gift or the free half of a buy-one-get-one-free pair). */
  free: boolean;
  /**
   * The landing campaign the line was added from (product_campaigns.id): priced at the
   * campaign's price while it runs, at the regular price after (cart/cart-pricing.ts).
   */
  campaignId?: number;
}

/**
 * A retail cart, one per visitor cookie. `id` is the secret the cookie holds; `shareId` is a
 * second random token for the shareable /sepet/{id} link, which only reads or copies the cart.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    shareId: text('share_id').notNull().unique(),
    customerId: text('customer_id'),
    items: jsonb('items').$type<StoredCartLine[]>().notNull().default([]),
    /**
     * The earliest first visit this cart has been seen with: the server's own first sight of
     * the cart, lowered by the server-side first visit of every visitor who used it. The
     * time-limited discount counts from here, so a fresh visitor id cannot restart it.
     */
    firstVisitAt: timestamp('first_visit_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kuruş of the surprise discount granted to this cart (promotions/surprise.ts); 0 = none. */
    surpriseDiscount: bigint('surprise_discount', { mode: 'number' }).notNull().default(0),
    /** stopDiscount: a line was removed, so the surprise discount is gone for good. */
    discountStopped: boolean('discount_stopped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A customer has one cart, whichever device they sign in on (merging relies on it).
  (t) => [uniqueIndex('carts_customer').on(t.customerId)],
);

/** One order line as it was sold: a snapshot, never recomputed from the catalogue. */
export interface OrderItemSnapshot {
  skuId: number;
  productId: number;
  sku: string;
  name: string;
  target: string;
  type: string;
  size: string;
  color: string;
  image: string | null;
  qty: number;
  /** Kuruş, the VAT-included shelf price; 0 for a free line. */
  price: number;
  priceForOne: number;
  priceGap: number;
  vat: number;
  /** Kuruş of a cart-wide (surprise) discount this line carries; absent when none. */
  discount?: number;
  productUnit: string;
  /** Kuruş, VAT-included line total: what the shopper pays for the line. */
  itemsTotalPrice: number;
  /** Units cancelled after the sale (partial cancel); `qty` is what is left. */
  cancelledQty?: number;
  /**
   * A line swapped in after a card payment (operations/swap-line.ts): the iyzico basket item
   * it was paid as, the swapped-out line's; absent for lines of the original basket.
   */
  basketItemId?: string;
}

export interface DeliveryContactData {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  ip: string;
}

export interface ShippingAddressData {
  country: string;
  province: string;
  district: string;
  address: string;
}

export interface IndividualInvoiceData {
  firstName: string;
  lastName: string;
  email: string;
  province: string;
  district: string;
  address: string;
  identityNumber: string | null;
}

export interface CompanyInvoiceData {
  title: string;
  taxOffice: string;
  taxNumber: string;
  province: string;
  district: string;
  address: string;
}

export interface UserAnalyticsData {
  userAgent: string;
  userBrowser: string;
  userDevice: string;
  userEngine: string;
  userOS: string;
  userCPU: string;
}

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A retail (consumer) order. Money is kuruş; totals are bigint. */
export const orders = pgTable(
  'orders',
  {
    /** Random and unguessable: the guest's order link carries it. */
    id: text('id').primaryKey(),
    /** Short number people read out on the phone, e.g. 2611-48213. */
    orderNumber: text('order_number').notNull().unique(),
    cartId: text('cart_id'),
    customerId: text('customer_id'),
    /** An add-on order to a pending order: the main order it joins; null for a main order. */
    mainOrderId: text('main_order_id'),
    /** An add-on's orderId: the main order's id, '/', the time in ms (`additionalOrderId`). */
    addonRef: text('addon_ref').unique(),
    /** Scoped to the cart, so two visitors can never collide on a key. */
    idempotencyKey: text('idempotency_key'),
    orderStatus: text('order_status').notNull().default('NEW'),
    /** null until the shopper picks one on the payment step. */
    paymentMethod: text('payment_method'),
    /** UNPAID, PAID (card captured) or CASH_ON_DELIVERY (collected at the door). */
    paymentStatus: text('payment_status').notNull().default('UNPAID'),
    orderPhone: text('order_phone').notNull(),
    items: jsonb('items').$type<OrderItemSnapshot[]>().notNull(),
    itemsPrice: money('items_price'),
    shippingPrice: money('shipping_price'),
    cashOnDeliveryFee: money('cash_on_delivery_fee').default(0),
    taxPrice: money('tax_price'),
    totalPrice: money('total_price'),
    deliveryContact: jsonb('delivery_contact').$type<DeliveryContactData>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressData>().notNull(),
    individualInvoice: jsonb('individual_invoice').$type<IndividualInvoiceData>(),
    companyInvoice: jsonb('company_invoice').$type<CompanyInvoiceData>(),
    userAnalytics: jsonb('user_analytics').$type<UserAnalyticsData>().notNull(),
    /** The current card attempt's id at iyzico (our conversationId); a new one per attempt. */
    paymentConversationId: text('payment_conversation_id').unique(),
    /** iyzico's paymentId once a card payment is confirmed. */
    paymentId: text('payment_id'),
    /** Kuruş the card was charged (instalment interest included, if any). */
    paidPrice: bigint('paid_price', { mode: 'number' }),
    installment: integer('installment'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Stock of an order nobody pays for goes back to the shelf after this moment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** Fulfilment (admin orders): print mark, packing, carrier's tracking code, delivery. */
    printedAt: timestamp('printed_at', { withTimezone: true }),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    trackingCode: text('tracking_code'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** What brought the order (converterAppeal): a landing campaign's appeal, 'grandupsell'. */
    converterAppeal: text('converter_appeal'),
    /** The latest staff note (every note is kept in order_events). */
    staffNote: text('staff_note'),
    /**
     * The admin search's name keys: "first last" and last name folded like every
     * search (carsi_fold: case and Turkish letters), stored so a name search counts its
     * matches from the index alone.
     */
    searchName: text('search_name').generatedAlwaysAs(
      sql`public.carsi_fold((delivery_contact->>'firstName') || ' ' || (delivery_contact->>'lastName'))`,
    ),
    searchLastName: text('search_last_name').generatedAlwaysAs(
      sql`public.carsi_fold(delivery_contact->>'lastName')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency').on(t.cartId, t.idempotencyKey),
    index('orders_cart').on(t.cartId, t.createdAt),
    index('orders_customer').on(t.customerId, t.createdAt),
    index('orders_main_order').on(t.mainOrderId).where(sql`${t.mainOrderId} is not null`),
    index('orders_hold')
      .on(t.holdExpiresAt)
      .where(sql`${t.stockReleasedAt} is null and ${t.holdExpiresAt} is not null`),
    check('orders_total_nonnegative', sql`${t.totalPrice} >= 0`),
    // The admin order list: newest first, by status, and its searches.
    index('orders_created').on(t.createdAt, t.id),
    index('orders_status_created').on(t.orderStatus, t.createdAt),
    index('orders_phone').on(t.orderPhone, t.createdAt),
    index('orders_email').on(sql`lower(${t.deliveryContact}->>'email')`),
    // Name prefixes (text_pattern_ops: byte order, so a prefix is a range). Both carry the
    // list's order (created_at, id), so a name search finds, counts and sorts its matches from
    // the indexes alone and reads only the page's rows; the last-name index carries the full
    // name so "both match" is counted from the index too.
    index('orders_search_name_created').on(
      sql`${t.searchName} text_pattern_ops`,
      t.createdAt,
      t.id,
    ),
    index('orders_search_last_name_created').on(
      sql`${t.searchLastName} text_pattern_ops`,
      sql`${t.searchName} text_pattern_ops`,
      t.createdAt,
      t.id,
    ),
  ],
);

/** Every status change of an order: who, when, from, to (the order's audit trail). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order').on(t.orderId, t.at)],
);
