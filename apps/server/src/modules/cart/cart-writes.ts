import { cartUsableBy as usableBy } from '@carsi/domain';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartDiscountCodes, carts, type StoredCartLine } from '../../db/schema';
import { firstVisitOf } from '../identity/index';
import type { CartPrices, PricedLine, PricingMoment } from '../pricing/index';
import { newCartId } from './cart-cookie';
import { toStored } from './cart-pricing';

// How a cart change is written (CartService's add, quantity, remove, codes…): read, price from
// memory, write only if the cart is still as read; a cart that keeps changing under the writer
// is changed under its row lock instead.

/** What a change does to the cart's priced lines (inside the lock, `tx` is its transaction). */
export type ChangeApply = (
  lines: PricedLine[],
  moment: PricingMoment,
  tx: Database,
  cartId: string,
) => PricedLine[] | Promise<PricedLine[]>;

/** What the writer needs: the database, the prices held in memory and the clock. */
export interface CartWriter {
  db: Database;
  prices: CartPrices;
  now: () => Date;
}

/** A written change: the cart (maybe new) and what its view is built from. */
export interface WrittenCart {
  cartId: string;
  shareId: string | null;
  lines: PricedLine[];
  surprise: number;
  /** False only when the cart is known to hold no discount code (its view skips them). */
  hasCodes: boolean;
}

export interface ChangeOptions {
  /** Removing a line ends the surprise discount for good. */
  stopDiscount?: boolean;
}

/**
 * A cart row with the first visit its prices count from (see firstVisitOf) and how many
 * discount codes it holds (none: the codes are not looked up when it is priced).
 */
export const cartWithFirstVisit = (visitorId: string | null) => ({
  ...getTableColumns(carts),
  firstVisit: firstVisitOf(visitorId),
  codeCount: sql<number>`(select count(*) from ${cartDiscountCodes} where ${cartDiscountCodes.cartId} = ${carts.id})::int`,
});

/** A cart change tried without a lock (writeCart) this many times before taking one. */
const OPTIMISTIC_TRIES = 3;

/** The moment a cart is priced at: its first visit (see firstVisitOf) and now. */
export function momentOf(
  writer: Pick<CartWriter, 'now'>,
  row: { firstVisit: Date },
): PricingMoment {
  return { firstVisitTime: row.firstVisit.getTime(), nowMs: writer.now().getTime() };
}

/**
 * A change to a cart in two statements and no explicit transaction: one read (the cart, its
 * visitor's first visit and its code count), pricing from memory (the writer's prices), and one
 * write that holds only if the cart is still as read (a compare-and-set on its lines and owner)
 * — an insert for a new cart. A write that lost a race (another tab, the order emptying the
 * cart, a sign-in merging it) tries again from a fresh read; after OPTIMISTIC_TRIES it waits
 * for the cart's row lock instead (writeCartLocked), so a busy cart still makes progress.
 */
export async function writeCart(
  writer: CartWriter,
  id: string | null,
  customerId: string | null,
  visitorId: string | null,
  apply: ChangeApply,
  options: ChangeOptions = {},
): Promise<WrittenCart> {
  for (let attempt = 1; attempt <= OPTIMISTIC_TRIES; attempt++) {
    const done = await tryWrite(writer, id, customerId, visitorId, apply, options);
    if (done) return done;
  }
  return writeCartLocked(writer, id, customerId, visitorId, apply, options);
}

/** One optimistic try: the written cart, or null when the write lost a race. */
async function tryWrite(
  writer: CartWriter,
  id: string | null,
  customerId: string | null,
  visitorId: string | null,
  apply: ChangeApply,
  options: ChangeOptions,
): Promise<WrittenCart | null> {
  const { db, prices } = writer;
  const read = id || visitorId ? await readCart(db, id, visitorId) : undefined;
  let cartId = id ?? newCartId();
  let row = read?.cart ?? null;
  if (row && !usableBy(row, customerId)) {
    cartId = newCartId();
    row = null;
  }
  // A new cart counts from now, or from its visitor's earlier first visit.
  const visitorFirst = read?.visitorFirst ?? null;
  const firstVisit = row
    ? row.firstVisit
    : visitorFirst && visitorFirst.getTime() < Date.now()
      ? visitorFirst
      : new Date();
  const moment = momentOf(writer, { firstVisit });
  const next = await apply(await prices.priceLines(row?.items ?? [], moment), moment, db, cartId);
  const stop = options.stopDiscount ? { discountStopped: true, surpriseDiscount: 0 } : {};
  let shareId: string;
  if (row) {
    const [written] = await db
      .update(carts)
      .set({ items: toStored(next), firstVisitAt: firstVisit, ...stop, updatedAt: sql`now()` })
      .where(
        and(
          eq(carts.id, cartId),
          sql`${carts.items} = ${JSON.stringify(row.items)}::jsonb`,
          row.customerId === null ? isNull(carts.customerId) : eq(carts.customerId, row.customerId),
        ),
      )
      .returning({ id: carts.id });
    if (!written) return null;
    shareId = row.shareId;
  } else {
    shareId = newCartId();
    const [written] = await db
      .insert(carts)
      .values({ id: cartId, shareId, items: toStored(next), firstVisitAt: firstVisit, ...stop })
      .onConflictDoNothing()
      .returning({ id: carts.id });
    if (!written) return null;
  }
  return {
    cartId,
    shareId,
    lines: next,
    surprise: options.stopDiscount ? 0 : (row?.surpriseDiscount ?? 0),
    hasCodes: (row?.codeCount ?? 0) > 0,
  };
}

/**
 * A change under the cart row's lock, in one transaction: discount codes (their rows change
 * with the cart's), and a change whose optimistic tries kept losing.
 */
export function writeCartLocked(
  writer: CartWriter,
  id: string | null,
  customerId: string | null,
  visitorId: string | null,
  apply: ChangeApply,
  options: ChangeOptions = {},
): Promise<WrittenCart> {
  return writer.db.transaction(async (tx) => {
    let cartId = id ?? newCartId();
    let row = await lockOrCreate(tx, cartId, visitorId);
    if (row && !usableBy(row, customerId)) {
      cartId = newCartId();
      row = await lockOrCreate(tx, cartId, visitorId);
    }
    const moment = momentOf(writer, row ?? { firstVisit: writer.now() });
    const next = await apply(
      await writer.prices.priceLines(row?.items ?? [], moment),
      moment,
      tx,
      cartId,
    );
    await tx
      .update(carts)
      .set({
        items: toStored(next),
        ...(row ? { firstVisitAt: row.firstVisit } : {}),
        ...(options.stopDiscount ? { discountStopped: true, surpriseDiscount: 0 } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, cartId));
    const surprise = options.stopDiscount ? 0 : (row?.surpriseDiscount ?? 0);
    return { cartId, shareId: row?.shareId ?? null, lines: next, surprise, hasCodes: true };
  });
}

/**
 * One statement: the cart with this id (null when there is none) and the server-side first
 * visit of the request's visitor, which a new cart counts its time-limited prices from.
 */
async function readCart(db: Database, id: string | null, visitorId: string | null) {
  const [row] = await db
    .select({
      present: sql<boolean>`${carts.id} is not null`,
      cart: cartWithFirstVisit(visitorId),
      // firstVisitOf over no cart row: the visitor's own first visit, or null.
      visitorFirst: firstVisitOf(visitorId),
    })
    .from(sql`(values (1)) as one (x)`)
    .leftJoin(carts, eq(carts.id, id ?? ''));
  if (!row) return { cart: null, visitorFirst: null };
  return {
    cart: row.present ? (row.cart as CartRow) : null,
    visitorFirst: row.present ? null : (row.visitorFirst as Date | null),
  };
}

interface CartRow {
  id: string;
  shareId: string;
  customerId: string | null;
  items: StoredCartLine[];
  firstVisitAt: Date;
  firstVisit: Date;
  surpriseDiscount: number;
  codeCount: number;
}

/** The cart row with this id, locked for the change; created (anonymous, empty) when new. */
async function lockOrCreate(tx: Database, id: string, visitorId: string | null) {
  await tx.insert(carts).values({ id, shareId: newCartId() }).onConflictDoNothing();
  const [row] = await tx
    .select(cartWithFirstVisit(visitorId))
    .from(carts)
    .where(eq(carts.id, id))
    .for('update');
  return row;
}
