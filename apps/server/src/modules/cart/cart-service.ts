import type { AddedToCart, CartView } from '@carsi/contract';
import {
  bogoFreeLine,
  cartTotals,
  cartUsableBy,
  type NewCartLine,
  removeFromCart,
  setLineQuantity,
} from '@carsi/domain';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartDiscountCodes, carts, type StoredCartLine } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { firstVisitOf } from '../identity/index';
import {
  CartPrices,
  dropCode,
  enterCode,
  newLineFor,
  type PricedLine,
  type PricingMoment,
  priceCart,
} from '../pricing/index';
import { claimCustomerCart } from './cart-claim';
import { newCartId } from './cart-cookie';
import { addLine, overStock } from './cart-lines';
import { toStored } from './cart-pricing';
import { buildCartView } from './cart-view';
import { withDomainErrors } from './domain-errors';

export interface AddToCartInput {
  skuId: number;
  qty: number;
  addToCartButtonLocation?: 'cartScreenQtySelection' | 'upsellLocation' | undefined;
  /** From a landing page: at the product's running landing campaign price, or refused. */
  campaign?: boolean | undefined;
}

/** Said when a landing page's add comes after its campaign ended (or was switched off). */
export const CAMPAIGN_NOT_RUNNING_TEXT =
  'Bu kampanya sona erdi; ürünü normal fiyatından sepete ekleyebilirsiniz.';

const campaignNotRunning = () =>
  new AppError(409, 'CAMPAIGN_NOT_RUNNING', CAMPAIGN_NOT_RUNNING_TEXT, [
    { field: 'body.campaign', message: CAMPAIGN_NOT_RUNNING_TEXT },
  ]);

/** The result of a change: the cart (maybe newly created) and its view. */
export interface CartChange {
  id: string;
  view: CartView;
}

const outOfStock = (name: string, available: number) =>
  new AppError(
    409,
    'OUT_OF_STOCK',
    available > 0
      ? `"${name}" ürününden stokta yalnızca ${available} adet var.`
      : `Üzgünüz, "${name}" ürünü stokta kalmadı.`,
  );

function assertInStock(lines: readonly PricedLine[]): void {
  const over = overStock(lines);
  if (over) throw outOfStock(over.name, over.countInStock);
}

/** What an add put in the cart: paid units of the SKU, and how much the VAT-included total grew. */
function addedBy(before: readonly PricedLine[], after: readonly PricedLine[], skuId: number) {
  const paidUnits = (lines: readonly PricedLine[]) =>
    lines.reduce((n, l) => (l.skuNumber === skuId && l.price !== 0 ? n + l.qty : n), 0);
  return {
    qty: paidUnits(after) - paidUnits(before),
    value: cartTotals(after).totalAmountWithVat - cartTotals(before).totalAmountWithVat,
  };
}

/** Whose cart this is: the domain's rule (cartUsableBy), kept under the cart's own name. */
export const usableBy = cartUsableBy;

/**
 * A cart row with the first visit its prices count from (see firstVisitOf) and how many
 * discount codes it holds (none: the codes are not looked up when it is priced).
 */
const cartWithFirstVisit = (visitorId: string | null) => ({
  ...getTableColumns(carts),
  firstVisit: firstVisitOf(visitorId),
  codeCount: sql<number>`(select count(*) from ${cartDiscountCodes} where ${cartDiscountCodes.cartId} = ${carts.id})::int`,
});

/** A cart change tried without a lock (CartService.change) this many times before taking one. */
const OPTIMISTIC_TRIES = 3;

/**
 * The retail cart: stored as SKU ids and quantities, priced from the catalogue on
 * every read, changed only through the domain's cart operations. Each change locks the cart
 * row, so two tabs changing one cart never lose an update. `customerId` is the signed-in
 * customer of the request (null when signed out): a customer's cart answers only to them.
 * `visitorId` is the request's visitor cookie: time-limited prices count from the earliest
 * first visit the server knows for the cart and that visitor, at `now`.
 */
export class CartService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** Catalogue prices and campaigns; the server passes one cached in memory (pricing/cart-prices.ts). */
    private readonly prices: CartPrices = new CartPrices(db),
  ) {}

  /** The cart with this id, priced; an unknown, absent or foreign id is an empty cart. */
  async view(
    id: string | null,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartView> {
    if (!id) return buildCartView(null, []);
    const [row] = await this.db
      .select(cartWithFirstVisit(visitorId))
      .from(carts)
      .where(eq(carts.id, id));
    if (!row || !usableBy(row, customerId)) return buildCartView(null, []);
    if (row.firstVisit < row.firstVisitAt) {
      // Remember the earlier visit, so a later visitor id cannot move it forward again.
      await this.db
        .update(carts)
        .set({ firstVisitAt: row.firstVisit })
        .where(and(eq(carts.id, id), gt(carts.firstVisitAt, row.firstVisit)));
    }
    const lines = await this.prices.priceLines(row.items, this.momentOf(row));
    return this.viewOf(id, row.shareId, lines, customerId, row.surpriseDiscount, row.codeCount > 0);
  }

  /**
   * The view of a cart's lines with the promotions the server applies: the campaign gift
   * (promotions/gift.ts) and the discount codes entered in the cart, checked now.
   */
  private async viewOf(
    cartId: string,
    shareId: string | null,
    lines: readonly PricedLine[],
    customerId: string | null,
    surprise = 0,
    hasCodes = true,
  ): Promise<CartView> {
    const priced = await priceCart(
      this.db,
      cartId,
      lines,
      this.now().getTime(),
      { customerId },
      { prices: this.prices, hasCodes },
    );
    return buildCartView(shareId, priced.lines, priced.codes, surprise);
  }

  /** Enters a discount code (checked by the server; its use is counted only by an order). */
  applyCode(
    id: string | null,
    code: string,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartChange> {
    return this.lockedChange(id, customerId, visitorId, async (lines, moment, tx, cartId) => {
      await enterCode(tx, cartId, code, lines, moment.nowMs, { customerId });
      return lines;
    });
  }

  /** Takes a discount code out of the cart. */
  removeCode(
    id: string | null,
    code: string,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartChange> {
    return this.lockedChange(id, customerId, visitorId, async (lines, _moment, tx, cartId) => {
      await dropCode(tx, cartId, code);
      return lines;
    });
  }

  /** Units in the cart for the header badge: one read, no pricing. */
  async units(id: string | null, customerId: string | null = null): Promise<number> {
    if (!id) return 0;
    const [row] = await this.db
      .select({ customerId: carts.customerId, items: carts.items })
      .from(carts)
      .where(eq(carts.id, id));
    if (!row || !usableBy(row, customerId)) return 0;
    return row.items.reduce((sum, line) => sum + line.qty, 0);
  }

  /** The signed-in customer's own cart for this browser (see claimCustomerCart). */
  claim(visitorCartId: string | null, customerId: string): Promise<string> {
    return claimCustomerCart(this.db, visitorCartId, customerId);
  }

  /** A cart opened by its shared link, priced as its owner sees it; an unknown id is a 404. */
  async shared(shareId: string): Promise<CartView> {
    const [row] = await this.db.select().from(carts).where(eq(carts.shareId, shareId));
    if (!row) throw notFound('Sepet bulunamadı.');
    const lines = await this.prices.priceLines(
      row.items,
      this.momentOf({ firstVisit: row.firstVisitAt }),
    );
    return buildCartView(row.shareId, await this.prices.withCampaignGift(lines));
  }

  async add(
    id: string | null,
    input: AddToCartInput,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartChange & { added: AddedToCart }> {
    const [record] = (await this.prices.loadSkus([input.skuId])).values();
    if (!record) throw notFound(`${input.skuId} numaralı ürün bulunamadı.`);
    if (record.buyOneGetOneFree && input.qty > record.maxPurchaseQty) {
      throw new AppError(
        400,
        'CART_QUANTITY_OUT_OF_RANGE',
        `Adet 1 ile ${record.maxPurchaseQty} arasında olmalı.`,
        [{ field: 'body.qty', message: `En çok ${record.maxPurchaseQty}` }],
      );
    }
    // The server decides the campaign price; the shopper only says the add came from its page.
    const campaign = input.campaign
      ? await this.prices.runningLandingCampaignOf(record.productId)
      : null;
    if (input.campaign && !campaign) throw campaignNotRunning();
    const origin = campaign ? { campaignId: campaign.id, campaign } : {};
    const gift =
      record.freeProductId !== null
        ? await this.prices.firstSkuOfProduct(record.freeProductId)
        : undefined;
    let added = { qty: 0, value: 0 };
    const change = await this.change(id, customerId, visitorId, (lines, moment) => {
      const line: NewCartLine<PricedLine> = {
        ...newLineFor(record, input.qty, false, moment, origin),
        addToCartButtonLocation: input.addToCartButtonLocation,
      };
      const free = record.buyOneGetOneFree
        ? [bogoFreeLine(line)]
        : gift
          ? [newLineFor(gift, input.qty, true)]
          : [];
      const next = withDomainErrors(() => addLine(lines, line, free), 'body.qty');
      assertInStock(next);
      added = addedBy(lines, next, record.id);
      return next;
    });
    const facts = {
      skuId: record.id,
      sku: record.sku,
      name: record.name,
      currency: 'TRY' as const,
    };
    return { ...change, added: { ...facts, ...added } };
  }

  setQuantity(
    id: string | null,
    indexId: number,
    qty: number,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartChange> {
    return this.change(id, customerId, visitorId, (lines) => {
      const changed = withDomainErrors(() => setLineQuantity(lines, indexId, qty), 'body.qty');
      // A gift follows its paid line's quantity.
      const index = changed.findIndex((l) => l.indexId === indexId);
      const next = changed.map((l, i) =>
        i > index && l.price === 0 && changed.slice(index + 1, i).every((f) => f.price === 0)
          ? { ...l, qty }
          : l,
      );
      assertInStock(next);
      return next;
    });
  }

  remove(
    id: string | null,
    indexId: number,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartChange> {
    // Removing an item sets stopDiscount — the surprise discount is gone for good.
    return this.change(
      id,
      customerId,
      visitorId,
      (lines) => withDomainErrors(() => removeFromCart(lines, indexId).items),
      { stopDiscount: true },
    );
  }

  clear(
    id: string | null,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartChange> {
    return this.change(id, customerId, visitorId, () => [], { stopDiscount: true });
  }

  /** Copies a shared cart's lines into the visitor's own cart (the shared one is untouched). */
  async adopt(
    shareId: string,
    id: string | null,
    customerId: string | null = null,
    visitorId: string | null = null,
  ): Promise<CartChange> {
    const [source] = await this.db.select().from(carts).where(eq(carts.shareId, shareId));
    if (!source) throw notFound('Sepet bulunamadı.');
    if (source.id === id) return { id, view: await this.view(id, customerId, visitorId) };
    // Priced for the reader: their own first visit decides their time-limited prices.
    return this.change(id, customerId, visitorId, (_lines, moment) =>
      this.prices.priceLines(source.items, moment),
    );
  }

  /** Empties a cart after its order was placed (inside the order's transaction). */
  static async empty(tx: Database, id: string): Promise<void> {
    // The surprise discount went into the order with the lines.
    await tx
      .update(carts)
      .set({ items: [], surpriseDiscount: 0, updatedAt: sql`now()` })
      .where(eq(carts.id, id));
  }

  /** The moment a cart is priced at: its first visit (see firstVisitOf) and now. */
  private momentOf(row: { firstVisit: Date }): PricingMoment {
    return { firstVisitTime: row.firstVisit.getTime(), nowMs: this.now().getTime() };
  }

  /**
   * A change to a cart in two statements and no explicit transaction: one read (the cart, its
   * visitor's first visit and its code count), pricing from memory (this.prices), and one write
   * that holds only if the cart is still as read (a compare-and-set on its lines and owner) —
   * an insert for a new cart. A write that lost a race (another tab, the order emptying the
   * cart, a sign-in merging it) tries again from a fresh read; after OPTIMISTIC_TRIES it waits
   * for the cart's row lock instead (lockedChange), so a busy cart still makes progress.
   */
  private async change(
    id: string | null,
    customerId: string | null,
    visitorId: string | null,
    apply: ChangeApply,
    options: { stopDiscount?: boolean } = {},
  ): Promise<CartChange> {
    for (let attempt = 1; attempt <= OPTIMISTIC_TRIES; attempt++) {
      const done = await this.tryChange(id, customerId, visitorId, apply, options);
      if (done) {
        const { cartId, shareId, lines, surprise, hasCodes } = done;
        return {
          id: cartId,
          view: await this.viewOf(cartId, shareId, lines, customerId, surprise, hasCodes),
        };
      }
    }
    return this.lockedChange(id, customerId, visitorId, apply, options);
  }

  private async tryChange(
    id: string | null,
    customerId: string | null,
    visitorId: string | null,
    apply: ChangeApply,
    options: { stopDiscount?: boolean },
  ) {
    const read = id || visitorId ? await readCart(this.db, id, visitorId) : undefined;
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
    const moment = this.momentOf({ firstVisit });
    const next = await apply(
      await this.prices.priceLines(row?.items ?? [], moment),
      moment,
      this.db,
      cartId,
    );
    const stop = options.stopDiscount ? { discountStopped: true, surpriseDiscount: 0 } : {};
    let shareId: string;
    if (row) {
      const [written] = await this.db
        .update(carts)
        .set({ items: toStored(next), firstVisitAt: firstVisit, ...stop, updatedAt: sql`now()` })
        .where(
          and(
            eq(carts.id, cartId),
            sql`${carts.items} = ${JSON.stringify(row.items)}::jsonb`,
            row.customerId === null
              ? isNull(carts.customerId)
              : eq(carts.customerId, row.customerId),
          ),
        )
        .returning({ id: carts.id });
      if (!written) return null;
      shareId = row.shareId;
    } else {
      shareId = newCartId();
      const [written] = await this.db
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
  private async lockedChange(
    id: string | null,
    customerId: string | null,
    visitorId: string | null,
    apply: ChangeApply,
    options: { stopDiscount?: boolean } = {},
  ): Promise<CartChange> {
    const { cartId, shareId, lines, surprise } = await this.db.transaction(async (tx) => {
      let cartId = id ?? newCartId();
      let row = await lockOrCreate(tx, cartId, visitorId);
      if (row && !usableBy(row, customerId)) {
        cartId = newCartId();
        row = await lockOrCreate(tx, cartId, visitorId);
      }
      const moment = this.momentOf(row ?? { firstVisit: this.now() });
      const next = await apply(
        await this.prices.priceLines(row?.items ?? [], moment),
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
      return { cartId, shareId: row?.shareId ?? null, lines: next, surprise };
    });
    return {
      id: cartId,
      view: await this.viewOf(cartId, shareId, lines, customerId, surprise),
    };
  }
}

type ChangeApply = (
  lines: PricedLine[],
  moment: PricingMoment,
  tx: Database,
  cartId: string,
) => PricedLine[] | Promise<PricedLine[]>;

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
