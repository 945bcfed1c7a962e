import type { CartView } from '@carsi/contract';
import {
  addToCart,
  bogoFreeLine,
  type NewCartLine,
  removeFromCart,
  setLineQuantity,
} from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, type StoredCartLine } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { newCartId } from './cart-cookie';
import {
  firstSkuOfProduct,
  loadSkus,
  newLineFor,
  type PricedLine,
  priceLines,
  toStored,
} from './cart-pricing';
import { buildCartView } from './cart-view';
import { withDomainErrors } from './domain-errors';

export interface AddToCartInput {
  skuId: number;
  qty: number;
  addToCartButtonLocation?: 'cartScreenQtySelection' | 'upsellLocation' | undefined;
}

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

/** Units of each SKU the cart holds, free units included (they leave the shelf too). */
function unitsBySku(lines: readonly PricedLine[]): Map<number, { qty: number; line: PricedLine }> {
  const units = new Map<number, { qty: number; line: PricedLine }>();
  for (const line of lines) {
    const entry = units.get(line.skuNumber);
    units.set(line.skuNumber, { qty: (entry?.qty ?? 0) + line.qty, line });
  }
  return units;
}

function assertInStock(lines: readonly PricedLine[]): void {
  for (const { qty, line } of unitsBySku(lines).values()) {
    if (qty > line.countInStock) throw outOfStock(line.name, line.countInStock);
  }
}

/**
 * The retail cart (SPEC §4): stored as SKU ids and quantities, priced from the catalogue on
 * every read, changed only through the domain's cart operations. Each change locks the cart
 * row, so two tabs changing one cart never lose an update.
 */
export class CartService {
  constructor(private readonly db: Database) {}

  /** The cart with this id, priced; an unknown or absent id is an empty cart. */
  async view(id: string | null): Promise<CartView> {
    if (!id) return buildCartView(null, []);
    const [row] = await this.db.select().from(carts).where(eq(carts.id, id));
    if (!row) return buildCartView(null, []);
    return buildCartView(row.shareId, await priceLines(this.db, row.items));
  }

  /** A cart opened by its shared link; unlike the own cart, an unknown id is a 404. */
  async shared(shareId: string): Promise<CartView> {
    const [row] = await this.db.select().from(carts).where(eq(carts.shareId, shareId));
    if (!row) throw notFound('Sepet bulunamadı.');
    return buildCartView(row.shareId, await priceLines(this.db, row.items));
  }

  async add(id: string | null, input: AddToCartInput): Promise<CartChange> {
    const [record] = (await loadSkus(this.db, [input.skuId])).values();
    if (!record) throw notFound(`${input.skuId} numaralı ürün bulunamadı.`);
    const line: NewCartLine<PricedLine> = {
      ...newLineFor(record, input.qty, false),
      addToCartButtonLocation: input.addToCartButtonLocation,
    };
    if (record.buyOneGetOneFree && input.qty > record.maxPurchaseQty) {
      throw new AppError(
        400,
        'CART_QUANTITY_OUT_OF_RANGE',
        `Adet 1 ile ${record.maxPurchaseQty} arasında olmalı.`,
        [{ field: 'body.qty', message: `En çok ${record.maxPurchaseQty}` }],
      );
    }
    const gift =
      record.freeProductId !== null
        ? await firstSkuOfProduct(this.db, record.freeProductId)
        : undefined;
    const free = record.buyOneGetOneFree
      ? [bogoFreeLine(line)]
      : gift
        ? [newLineFor(gift, input.qty, true)]
        : [];
    return this.change(id, (lines) => {
      const next = withDomainErrors(() => addToCart(lines, line, { free }), 'body.qty');
      assertInStock(next);
      return next;
    });
  }

  setQuantity(id: string | null, indexId: number, qty: number): Promise<CartChange> {
    return this.change(id, (lines) => {
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

  remove(id: string | null, indexId: number): Promise<CartChange> {
    return this.change(id, (lines) => withDomainErrors(() => removeFromCart(lines, indexId).items));
  }

  clear(id: string | null): Promise<CartChange> {
    return this.change(id, () => []);
  }

  /** Copies a shared cart's lines into the visitor's own cart (the shared one is untouched). */
  async adopt(shareId: string, id: string | null): Promise<CartChange> {
    const [source] = await this.db.select().from(carts).where(eq(carts.shareId, shareId));
    if (!source) throw notFound('Sepet bulunamadı.');
    if (source.id === id) return { id, view: await this.view(id) };
    const sourceLines = await priceLines(this.db, source.items);
    return this.change(id, () => sourceLines);
  }

  /** Empties a cart after its order was placed (inside the order's transaction). */
  static async empty(tx: Database, id: string): Promise<void> {
    await tx.update(carts).set({ items: [], updatedAt: sql`now()` }).where(eq(carts.id, id));
  }

  private async change(
    id: string | null,
    apply: (lines: PricedLine[]) => PricedLine[],
  ): Promise<CartChange> {
    const cartId = id ?? newCartId();
    const { shareId, lines } = await this.db.transaction(async (tx) => {
      await tx.insert(carts).values({ id: cartId, shareId: newCartId() }).onConflictDoNothing();
      const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
      const stored: StoredCartLine[] = row?.items ?? [];
      const next = apply(await priceLines(tx, stored));
      await tx
        .update(carts)
        .set({ items: toStored(next), updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
      return { shareId: row?.shareId ?? null, lines: next };
    });
    return { id: cartId, view: buildCartView(shareId, lines) };
  }
}
