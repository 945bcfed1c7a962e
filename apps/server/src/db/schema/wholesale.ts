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
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { wholesaleAccounts } from './identity';

// The wholesale (B2B) portal: an account's company data and terms, its delivery
// addresses, its server-saved cart, its orders and its free-goods (mal fazlası) ledger. The
// sign-up row itself lives in identity (wholesale_accounts); everything here hangs off it.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One purchase level: amount in kuruş (VAT-excluded) and the extra-goods percent. */
export interface StoredPurchaseLevel {
  amount: number;
  extraGoods: number;
}
export interface StoredPurchaseLimits {
  purchaseLevelOne: StoredPurchaseLevel;
  purchaseLevelTwo: StoredPurchaseLevel;
  purchaseLevelThree: StoredPurchaseLevel;
}
export interface StoredPaymentMethodSetting {
  isAllowed: boolean;
  paymentTerm: number;
  downPaymentPercentage: number;
}
export type StoredAllowedPaymentMethods = Record<string, StoredPaymentMethodSetting>;

/** A wholesale cart line as stored: the SKU and the quantity; prices are read every time. */
export interface StoredWholesaleCartLine {
  skuId: number;
  qty: number;
}

/**
 * The account's company data and terms, one row per wholesale account (created on first use).
 * Private prices are a whole set replaced at once by the admin, so they are a JSON list.
 */
export const wholesaleProfiles = pgTable(
  'wholesale_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => wholesaleAccounts.id, { onDelete: 'cascade' }),
    currentAccountName: text('current_account_name').notNull().default(''),
    currentAccountContactPersonName: text('contact_person_name').notNull().default(''),
    currentAccountAddress: text('address').notNull().default(''),
    currentAccountProvince: text('province').notNull().default(''),
    currentAccountDistrict: text('district').notNull().default(''),
    currentAccountTaxAuthority: text('tax_authority').notNull().default(''),
    currentAccountTaxNumber: text('tax_number').notNull().default(''),
    limits: jsonb('limits').$type<StoredPurchaseLimits>(),
    allowedPaymentMethods: jsonb('allowed_payment_methods')
      .$type<StoredAllowedPaymentMethods>()
      .notNull()
      .default({}),
    privatePricingExpiry: timestamp('private_pricing_expiry', { withTimezone: true }),
    privatePricingSkus: jsonb('private_pricing_skus')
      .$type<{ sku: string; price: number }[]>()
      .notNull()
      .default([]),
    /** The server-saved cart (postCart) and its id; a placed order retires the id. */
    cartId: text('cart_id').notNull().default(sql`gen_random_uuid()::text`),
    cartItems: jsonb('cart_items').$type<StoredWholesaleCartLine[]>().notNull().default([]),
    /** Free-goods balance in kuruş: earned and not yet used (carried over between orders). */
    freeGoodsAllocation: bigint('free_goods_allocation', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wholesale_profiles_allocation', sql`${t.freeGoodsAllocation} >= 0`)],
);

export const wholesaleAddresses = pgTable(
  'wholesale_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wholesaleAccounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    province: text('province').notNull(),
    district: text('district').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wholesale_addresses_account').on(t.accountId, t.createdAt)],
);

/** A wholesale order line, priced when ordered (VAT-excluded unit price). */
export interface WholesaleOrderLine {
  skuId: number;
  sku: string;
  name: string;
  image: string | null;
  qty: number;
  productUnit: string;
  /** Kuruş, VAT-excluded unit price (private or wholesale list price); 0 for free goods. */
  price: number;
  vat: number;
  /** Kuruş, VAT-excluded unit value of a free line (what it takes off the allocation). */
  value?: number;
  free?: boolean;
}

export interface WholesaleStatusEvent {
  status: string;
  at: string;
  by: 'customer' | 'admin' | 'system';
  byId?: string;
  note?: string;
}

export interface WholesaleDeliveryAddress {
  title: string;
  contactName: string;
  phone: string;
  address: string;
  province: string;
  district: string;
}

export const wholesaleOrders = pgTable(
  'wholesale_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable order number shown to the reseller and staff (T + 6 digits). */
    orderNumber: text('order_number').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wholesaleAccounts.id),
    /** The cart it was placed from: a second order from the same cart is refused (two tabs). */
    cartId: text('cart_id').notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentTerm: integer('payment_term').notNull().default(0),
    downPaymentPercentage: integer('down_payment_percentage').notNull().default(0),
    items: jsonb('items').$type<WholesaleOrderLine[]>().notNull(),
    freeItems: jsonb('free_items').$type<WholesaleOrderLine[]>().notNull().default([]),
    /** Kuruş, VAT-excluded total of the paid lines. */
    price: bigint('price', { mode: 'number' }).notNull(),
    taxPrice: bigint('tax_price', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    downPayment: bigint('down_payment', { mode: 'number' }).notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Free goods (kuruş) this order earned by its level, and the allocation it used. */
    freeGoodsEarned: bigint('free_goods_earned', { mode: 'number' }).notNull().default(0),
    freeGoodsUsed: bigint('free_goods_used', { mode: 'number' }).notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<WholesaleDeliveryAddress>().notNull(),
    documentUrl: text('document_url'),
    documentUploadedAt: timestamp('document_uploaded_at', { withTimezone: true }),
    paymentId: text('payment_id'),
    ip: text('ip'),
    isPrinted: boolean('is_printed').notNull().default(false),
    statusHistory: jsonb('status_history').$type<WholesaleStatusEvent[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wholesale_orders_cart').on(t.accountId, t.cartId),
    index('wholesale_orders_account').on(t.accountId, t.createdAt),
    index('wholesale_orders_status').on(t.status, t.createdAt),
  ],
);

export const freeGoodsLedgerKinds = ['earned', 'used', 'adjusted'] as const;

/**
 * Every movement of an account's free-goods balance: earned by an order's level, used by free
 * goods attached to an order. The balance (on the profile) is what carries over.
 */
export const wholesaleFreeGoodsLedger = pgTable(
  'wholesale_free_goods_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wholesaleAccounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => wholesaleOrders.id),
    kind: text('kind', { enum: freeGoodsLedgerKinds }).notNull(),
    /** Kuruş: positive for earned, negative for used. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Balance after this movement: what carries over to the next order. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wholesale_free_goods_ledger_account').on(t.accountId, t.id)],
);

/**
 * The shop's bank account that wholesale bank transfers are paid into (admin toptan-ayarlari):
 * one row, shown on the order confirmation, the order page and the order print.
 */
export const wholesaleBankAccount = pgTable(
  'wholesale_bank_account',
  {
    id: text('id').primaryKey().default('shop'),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    /** Normalised TR IBAN (mod-97 checked when saved). */
    iban: text('iban').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('wholesale_bank_account_single', sql`${t.id} = 'shop'`)],
);

/**
 * A product's pack size (koli) for the wholesale portal: its + and − step by this many units.
 * A product without a row is sold by the unit.
 */
export const wholesalePackSizes = pgTable(
  'wholesale_pack_sizes',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    packSize: integer('pack_size').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wholesale_pack_sizes_range', sql`${t.packSize} between 2 and 10000`)],
);
