import type { AddedToCart, CartView } from '@carsi/contract';
import {
  bogoFreeLine,
  cartTotals,
  cartUsableBy,
  type NewCartLine,
  removeFromCart,
  setLineQuantity,
} from '@carsi/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
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
import { addLine, overStock } from './cart-lines';
import { buildCartView } from './cart-view';
import {
  type CartWriter,
  type ChangeApply,
  type ChangeOptions,
  cartWithFirstVisit,
  momentOf,
  type WrittenCart,
  writeCart,
  writeCartLocked,
} from './cart-writes';
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
 * The retail cart: stored as SKU ids and quantities, priced from the catalogue on
 * every read, changed only through the domain's cart operations. Each change locks the cart
 * row, so two tabs changing one cart never lose an update. `customerId` is the signed-in
 * customer of the request (null when signed out): a customer's cart answers only to them.
 * `visitorId` is the request's visitor cookie: time-limited prices count from the earliest
 * first visit the server knows for the cart and that visitor, at `now`.
 */
export class CartService {
  private readonly writer: CartWriter;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** Catalogue prices and campaigns; the server passes one cached in memory (pricing/cart-prices.ts). */
    private readonly prices: CartPrices = new CartPrices(db),
  ) {
    this.writer = { db, now, prices };
  }

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
    return momentOf(this.writer, row);
  }

  /** A change written as cart-writes.ts does it, answered with the cart's view. */
  private async change(
    id: string | null,
    customerId: string | null,
    visitorId: string | null,
    apply: ChangeApply,
    options: ChangeOptions = {},
  ): Promise<CartChange> {
    return this.viewOfWritten(
      await writeCart(this.writer, id, customerId, visitorId, apply, options),
      customerId,
    );
  }

  /** A change under the cart row's lock (discount codes change rows of their own). */
  private async lockedChange(
    id: string | null,
    customerId: string | null,
    visitorId: string | null,
    apply: ChangeApply,
  ): Promise<CartChange> {
    return this.viewOfWritten(
      await writeCartLocked(this.writer, id, customerId, visitorId, apply),
      customerId,
    );
  }

  private async viewOfWritten(written: WrittenCart, customerId: string | null) {
    const { cartId, shareId, lines, surprise, hasCodes } = written;
    return {
      id: cartId,
      view: await this.viewOf(cartId, shareId, lines, customerId, surprise, hasCodes),
    };
  }
}
