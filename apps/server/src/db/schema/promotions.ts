import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carts } from './orders';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * Discount codes. Codes are case-sensitive, but two codes may not differ only in
 * case (unique on lower(code)), so a wrong-case entry is told apart from an unknown one.
 * `used_count` is raised inside the order's transaction by a conditional update, which is what
 * keeps the last use from being taken twice (the check constraint is the backstop).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** 'amount' (value in kuruş) or 'percent' (value 1–100). */
    kind: text('kind').$type<'amount' | 'percent'>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** Kuruş: the VAT-included cart total before codes must reach it. */
    minimumCart: bigint('minimum_cart', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** null = unlimited. */
    totalUses: integer('total_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** Uses per phone number (and per signed-in customer); null = unlimited. */
    usesPerPhone: integer('uses_per_phone'),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    departmentIds: jsonb('department_ids').$type<number[]>().notNull().default([]),
    /** May stack with other codes in one cart. */
    isDuplicateAllowed: boolean('is_duplicate_allowed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** A pop-up's temporary code: the pop and the visitor it was handed to (once each). */
    popId: integer('pop_id'),
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_ci').on(sql`lower(${t.code})`),
    uniqueIndex('discount_codes_pop_visitor')
      .on(t.popId, t.visitorId)
      .where(sql`${t.popId} is not null`),
    check('discount_codes_kind', sql`${t.kind} in ('amount', 'percent')`),
    check(
      'discount_codes_value',
      sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 100)`,
    ),
    check('discount_codes_uses', sql`${t.totalUses} is null or ${t.usedCount} <= ${t.totalUses}`),
  ],
);

/** One use of a code: written with the order, in its transaction. */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: id(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id),
    orderId: text('order_id').notNull(),
    phone: text('phone').notNull(),
    customerId: text('customer_id'),
    /** Kuruş the code took off the order. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_code_uses_order').on(t.codeId, t.orderId),
    index('discount_code_uses_phone').on(t.codeId, t.phone),
    index('discount_code_uses_customer').on(t.codeId, t.customerId),
  ],
);

/** Codes a shopper entered in a cart (checked again on every read and when ordering). */
export const cartDiscountCodes = pgTable(
  'cart_discount_codes',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.codeId] })],
);

/** Top bars; temporary bars show only between start and end (ms). */
export const topBars = pgTable(
  'top_bars',
  {
    id: id(),
    topBarName: text('top_bar_name')
      .$type<'default' | 'passedHoursDiscountLevelOne' | 'passedHoursDiscountLevelTwo'>()
      .notNull(),
    title: text('title').notNull(),
    /** A path or URL, or 'nolink'. */
    link: text('link').notNull().default('nolink'),
    isGreeting: boolean('is_greeting').notNull().default(false),
    displayCountDownTimer: boolean('display_count_down_timer').notNull().default(false),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    bullets: jsonb('bullets').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    isTemporary: boolean('is_temporary').notNull().default(false),
    startDateInMiliseconds: bigint('start_ms', { mode: 'number' }),
    endDateInMiliseconds: bigint('end_ms', { mode: 'number' }),
    displayOnlyHere: jsonb('display_only_here').$type<string[]>().notNull().default([]),
    doNotDisplayHere: jsonb('do_not_display_here').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'top_bars_name',
      sql`${t.topBarName} in ('default', 'passedHoursDiscountLevelOne', 'passedHoursDiscountLevelTwo')`,
    ),
  ],
);

export interface PopButton {
  label: string;
  /** A path or https:// URL; 'close' closes the pop. */
  link: string;
}

/** Pop-ups: intent pops open after their timer, exit pops on leaving. */
export const pops = pgTable(
  'pops',
  {
    id: id(),
    popType: text('pop_type').$type<'intentPop' | 'exitPop'>().notNull(),
    /** Seconds an intent pop counts down before it opens. */
    popTimer: integer('pop_timer').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isTemporary: boolean('is_temporary').notNull().default(false),
    startDateInMiliseconds: bigint('start_ms', { mode: 'number' }),
    endDateInMiliseconds: bigint('end_ms', { mode: 'number' }),
    existDiscount: boolean('exist_discount').notNull().default(false),
    /** Kuruş off with the temporary code. */
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    /** Minutes the temporary code stays valid. */
    discountExpiry: integer('discount_expiry').notNull().default(0),
    useDiscountXtimes: integer('use_discount_x_times').notNull().default(1),
    /** The temporary code's prefix (names the product). */
    codePrefix: text('code_prefix').notNull().default('indirim'),
    displayCountDownTimer: boolean('display_count_down_timer').notNull().default(false),
    displayOnlyHere: jsonb('display_only_here').$type<string[]>().notNull().default([]),
    doNotDisplayHere: jsonb('do_not_display_here').$type<string[]>().notNull().default([]),
    title: text('title').notNull(),
    popImage: text('pop_image'),
    paragraphTitle: text('paragraph_title').notNull().default(''),
    paragraph: text('paragraph').notNull().default(''),
    buttons: jsonb('buttons').$type<PopButton[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pops_type', sql`${t.popType} in ('intentPop', 'exitPop')`),
    check(
      'pops_discount',
      sql`not ${t.existDiscount} or (${t.discountAmount} > 0 and ${t.discountExpiry} > 0 and ${t.useDiscountXtimes} > 0)`,
    ),
  ],
);
