import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCampaigns, products, type StoredCartLine, skus } from '../../db/schema';
import {
  campaignIdsOf,
  firstSkuOfProduct,
  type LineCampaign,
  loadSkus,
  type PricedLine,
  type PricingMoment,
  priceStoredLines,
  type SkuRecord,
  sellableSku,
  skuColumns,
} from '../catalogue/index';
import { giftLineOf } from '../promotions/index';

/** An active landing or free campaign, with its window: whether it runs is decided at read time. */
interface CampaignRow {
  id: number;
  productId: number;
  kind: string;
  pricePercent: number;
  appeal: string;
  urlExt: string | null;
  minimumCart: number;
  productActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

const runsAt = (row: CampaignRow, nowMs: number) =>
  (row.startsAt === null || row.startsAt.getTime() <= nowMs) &&
  (row.endsAt === null || row.endsAt.getTime() > nowMs);

const asLineCampaign = ({ id, productId, pricePercent, appeal, urlExt }: CampaignRow) => ({
  id,
  productId,
  pricePercent,
  appeal: appeal || urlExt || '',
});

/** What the catalogue cache tells about a change (CatalogueCache's three invalidations). */
export interface CatalogueChanges {
  onInvalidate(listener: () => void): unknown;
  onInvalidateProducts(listener: (productIds: readonly number[]) => void): unknown;
  onInvalidateShowing(listener: (productIds: readonly number[]) => void): unknown;
}

/**
 * The prices a cart is charged, read from the catalogue: SKU records, the running landing
 * campaigns and the home page's gift campaign. With `cached`, they are kept in process memory
 * and dropped when the catalogue cache is (this process's own writes and every other process's
 * through the catalogue tables' NOTIFY, see `follow`); a cart write then prices its lines with no
 * database round trip. Without it every call reads the database (services built on their own,
 * and tests that change rows behind the server's back).
 *
 * Whether a campaign runs is decided at each read against the clock, so a campaign that starts
 * or ends needs no change to be noticed. Stock in the cache can lag a sale made by another
 * process by the NOTIFY's delay: the cart's stock check is a courtesy; the order takes the stock
 * under a row lock and is the one that refuses.
 */
export class CartPrices {
  private readonly skus = new Map<number, SkuRecord | null>();
  private readonly firstSkus = new Map<number, SkuRecord | null>();
  private campaigns: Promise<CampaignRow[]> | null = null;
  /** Bumped by every invalidation: a read that started before one is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly options: { cached: boolean; maxSkus?: number } = { cached: false },
  ) {}

  /** Keeps this cache in step with the catalogue cache's invalidations. */
  follow(changes: CatalogueChanges): this {
    changes.onInvalidate(() => this.invalidate());
    // Stock alone (every sale): those products' SKUs; prices and more: their campaigns too.
    changes.onInvalidateProducts((ids) => this.invalidateProducts(ids, { campaigns: false }));
    changes.onInvalidateShowing((ids) => this.invalidateProducts(ids));
    return this;
  }

  invalidate(): void {
    this.generation++;
    this.skus.clear();
    this.firstSkus.clear();
    this.campaigns = null;
  }

  /**
   * Drops these products' SKUs and first SKUs (and every SKU not found, which a change may have
   * enabled); with `campaigns`, the campaigns too (a product switched off or on decides whether
   * its free campaign gives a gift).
   */
  invalidateProducts(productIds: readonly number[], { campaigns = true } = {}): void {
    this.generation++;
    const changed = new Set(productIds);
    for (const [id, record] of this.skus) {
      if (!record || changed.has(record.productId)) this.skus.delete(id);
    }
    for (const productId of changed) this.firstSkus.delete(productId);
    if (campaigns) this.campaigns = null;
  }

  /** Active SKUs of active products, by id: from memory, the missing ones in one query. */
  async loadSkus(ids: readonly number[]): Promise<Map<number, SkuRecord>> {
    if (!this.options.cached) return loadSkus(this.db, ids);
    const found = new Map<number, SkuRecord>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const record = this.skus.get(id);
      if (record === undefined) missing.push(id);
      else if (record) found.set(id, record);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await loadSkus(this.db, missing);
    const keep = generation === this.generation;
    if (keep && this.skus.size + missing.length > (this.options.maxSkus ?? 50_000)) {
      this.skus.clear();
    }
    for (const id of missing) {
      const record = loaded.get(id) ?? null;
      if (keep) this.skus.set(id, record);
      if (record) found.set(id, record);
    }
    return found;
  }

  /** The first active SKU of a product (a "free other product" gift). */
  async firstSkuOfProduct(productId: number): Promise<SkuRecord | undefined> {
    if (!this.options.cached) return firstSkuOfProduct(this.db, productId);
    const known = this.firstSkus.get(productId);
    if (known !== undefined) return known ?? undefined;
    const generation = this.generation;
    const [record] = await this.db
      .select(skuColumns)
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(sellableSku, eq(skus.productId, productId)))
      .orderBy(asc(skus.position), asc(skus.id))
      .limit(1);
    if (generation === this.generation) this.firstSkus.set(productId, record ?? null);
    return record;
  }

  /** Active landing and free campaigns: from memory, or one query for all of them. */
  private async campaignRows(): Promise<CampaignRow[]> {
    if (this.options.cached && this.campaigns) return this.campaigns;
    const generation = this.generation;
    const read = this.db
      .select({
        id: productCampaigns.id,
        productId: productCampaigns.productId,
        kind: productCampaigns.kind,
        pricePercent: productCampaigns.pricePercent,
        appeal: productCampaigns.appeal,
        urlExt: productCampaigns.urlExt,
        minimumCart: productCampaigns.minimumCart,
        productActive: products.isActive,
        startsAt: productCampaigns.startsAt,
        endsAt: productCampaigns.endsAt,
      })
      .from(productCampaigns)
      .innerJoin(products, eq(products.id, productCampaigns.productId))
      .where(
        and(
          eq(productCampaigns.isActive, true),
          inArray(productCampaigns.kind, ['landing', 'free']),
        ),
      )
      .orderBy(asc(productCampaigns.id))
      .then((rows) => rows as CampaignRow[]);
    if (this.options.cached) {
      this.campaigns = read;
      read.catch(() => {
        if (this.campaigns === read) this.campaigns = null;
      });
      void read.then(() => {
        // Read across an invalidation: the next call reads again.
        if (generation !== this.generation && this.campaigns === read) this.campaigns = null;
      });
    }
    return read;
  }

  /**
   * The running landing campaigns among `ids`. One at 0 % is not sold through the cart (a paid
   * line at price 0 would be a free line), so it does not count.
   */
  async runningLandingCampaigns(
    ids: readonly number[],
    nowMs = Date.now(),
  ): Promise<Map<number, LineCampaign>> {
    if (ids.length === 0) return new Map();
    const wanted = new Set(ids);
    const rows = await this.campaignRows();
    return new Map(
      rows
        .filter(
          (row) =>
            row.kind === 'landing' &&
            wanted.has(row.id) &&
            row.pricePercent > 0 &&
            runsAt(row, nowMs),
        )
        .map((row) => [row.id, asLineCampaign(row)]),
    );
  }

  /** The running landing campaign of a product, if any: what a landing page's add sells at. */
  async runningLandingCampaignOf(
    productId: number,
    nowMs = Date.now(),
  ): Promise<LineCampaign | null> {
    const rows = await this.campaignRows();
    const row = rows.find(
      (r) => r.kind === 'landing' && r.productId === productId && runsAt(r, nowMs),
    );
    return row && row.pricePercent > 0 ? asLineCampaign(row) : null;
  }

  /** Stored lines priced from the catalogue (catalogue priceLines, from this cache). */
  async priceLines(
    stored: readonly StoredCartLine[],
    moment?: PricingMoment,
  ): Promise<PricedLine[]> {
    const [records, campaigns] = await Promise.all([
      this.loadSkus(stored.map((line) => line.skuId)),
      this.runningLandingCampaigns(campaignIdsOf(stored)),
    ]);
    return priceStoredLines(stored, records, campaigns, moment);
  }

  /** The lines with the home page's campaign gift appended when its rule holds (promotions/gift.ts). */
  async withCampaignGift(lines: readonly PricedLine[], nowMs = Date.now()): Promise<PricedLine[]> {
    if (!lines.some((line) => line.price > 0)) return [...lines];
    const rows = await this.campaignRows();
    const campaign =
      rows.find((row) => row.kind === 'free' && row.productActive && runsAt(row, nowMs)) ?? null;
    if (!campaign) return [...lines];
    const gift = giftLineOf(lines, campaign, await this.firstSkuOfProduct(campaign.productId));
    return gift ? [...lines, gift] : [...lines];
  }
}
