import type { CampaignView, campaignBody, editCampaignBody } from '@carsi/contract';
import { beforePrice, campaignPrice, noBeforePriceText } from '@carsi/domain';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { productCampaigns, products, skus } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { campaignStart, lowestPricesBefore } from '../catalogue/index';

type CampaignInput = z.output<typeof campaignBody>;
type EditInput = z.output<typeof editCampaignBody>;
type CampaignRow = typeof productCampaigns.$inferSelect;

export const CAMPAIGN_PAGE_SIZE = 20;

const landingPathOf = (row: CampaignRow, slug: string) =>
  row.kind === 'landing' && row.urlExt ? `/land/${slug}/${row.productId}/${row.urlExt}` : null;

const isRunning = (row: CampaignRow, now: Date) =>
  row.isActive && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);

function toView(
  row: CampaignRow,
  product: { name: string; slug: string },
  now: Date,
): CampaignView {
  return {
    _id: row.id,
    productId: row.productId,
    productName: product.name,
    kind: row.kind,
    title: row.title,
    urlExt: row.urlExt,
    appeal: row.appeal,
    pricePercent: row.pricePercent,
    minimumCartAmount: row.minimumCart,
    startDate: row.startsAt?.toISOString() ?? null,
    endDate: row.endsAt?.toISOString() ?? null,
    isActive: row.isActive,
    running: isRunning(row, now),
    landingPath: landingPathOf(row, product.slug),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: CampaignInput) {
  return {
    productId: input.productId,
    kind: input.kind,
    title: input.title,
    // A gift has no page of its own; its address would only mislead.
    urlExt: input.kind === 'landing' ? input.urlExt : null,
    appeal: input.appeal,
    pricePercent: input.pricePercent,
    minimumCart: input.minimumCartAmount,
    startsAt: input.startDate ? new Date(input.startDate) : null,
    endsAt: input.endDate ? new Date(input.endDate) : null,
    isActive: input.isActive,
  };
}

const fieldError = (status: number, code: string, field: string, message: string) =>
  new AppError(status, code, message, [{ field: `body.${field}`, message }]);

function constraintOf(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' || pg.code === '23503') {
      return `${pg.code}:${pg.constraint ?? ''}${pg.message ?? ''}`;
    }
  }
  return null;
}

/** Turns the database's refusals (one campaign per product, unknown product) into 409/400. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint?.startsWith('23503')) {
      throw fieldError(400, 'VALIDATION', 'productId', 'Bu numarada bir ürün yok.');
    }
    if (constraint?.startsWith('23505') && constraint.includes('product_campaigns_product')) {
      throw fieldError(
        409,
        'CAMPAIGN_EXISTS',
        'productId',
        'Bu ürünün zaten bir kampanyası var; onu düzenleyin.',
      );
    }
    throw error;
  }
}

const sorts: Record<string, SQL[]> = {
  title: [asc(productCampaigns.title), desc(productCampaigns.id)],
  '-title': [desc(productCampaigns.title), desc(productCampaigns.id)],
  created: [asc(productCampaigns.id)],
  '-created': [desc(productCampaigns.id)],
};

const withProduct = { campaign: productCampaigns, name: products.name, slug: products.slug };

/** The back office's campaigns (marketing). Storefront caches follow the table's trigger. */
export class CampaignAdmin {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private async viewOf(id: number): Promise<CampaignView> {
    const [row] = await this.db
      .select(withProduct)
      .from(productCampaigns)
      .innerJoin(products, eq(products.id, productCampaigns.productId))
      .where(eq(productCampaigns.id, id));
    if (!row) throw notFound('Bu numarada bir kampanya yok.');
    return {
      ...toView(row.campaign, row, this.now()),
      beforePriceNotices: await this.beforePriceNotices(row.campaign),
    };
  }

  /**
   * Why the campaign's SKUs show no struck-through price: the price-label rule allows only the
   * lowest price of the 30 days before the campaign started, so a price raised within them
   * (or a history that does not reach back) drops the strike-through.
   */
  private async beforePriceNotices(campaign: CampaignRow): Promise<string[]> {
    const rows = await this.db
      .select({ id: skus.id, sku: skus.sku, price: skus.price })
      .from(skus)
      .where(and(eq(skus.productId, campaign.productId), eq(skus.isActive, true)))
      .orderBy(asc(skus.position), asc(skus.id));
    const lowest = await lowestPricesBefore(
      this.db,
      rows.map((r) => r.id),
      campaignStart(campaign),
    );
    return rows.flatMap((r) => {
      const result = beforePrice({
        from: r.price,
        sale: campaignPrice(r.price, campaign.pricePercent),
        lowest: lowest.get(r.id) ?? null,
      });
      if (result.show || result.reason === 'notBelowLowest') return [];
      return [`${r.sku}: ${noBeforePriceText(result.reason, result.lowest)}`];
    });
  }

  async create(input: CampaignInput): Promise<CampaignView> {
    const [row] = await guarded(() =>
      this.db.insert(productCampaigns).values(columnsOf(input)).returning(),
    );
    return this.viewOf(row!.id);
  }

  async edit(input: EditInput): Promise<CampaignView> {
    const { _id, ...fields } = input;
    const [row] = await guarded(() =>
      this.db
        .update(productCampaigns)
        .set({ ...columnsOf(fields), updatedAt: this.now() })
        .where(eq(productCampaigns.id, _id))
        .returning({ id: productCampaigns.id }),
    );
    if (!row) throw notFound('Bu numarada bir kampanya yok.');
    return this.viewOf(row.id);
  }

  details(id: number): Promise<CampaignView> {
    return this.viewOf(id);
  }

  /** The create page's product and, when it has one, its campaign (to edit instead). */
  async ofProduct(productId: number) {
    const [row] = await this.db
      .select({
        _id: products.id,
        name: products.name,
        slug: products.slug,
        campaignId: productCampaigns.id,
      })
      .from(products)
      .leftJoin(productCampaigns, eq(productCampaigns.productId, products.id))
      .where(eq(products.id, productId));
    if (!row) throw notFound('Bu numarada bir ürün yok.');
    const { campaignId, ...product } = row;
    return { product, campaign: campaignId ? await this.viewOf(campaignId) : null };
  }

  async list(query: {
    keyword?: string | undefined;
    pageNumber: number;
    sirala?: string | undefined;
  }) {
    const keyword = query.keyword?.trim();
    const productNumber = keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
    const where = keyword
      ? or(
          foldedContains(
            keyword,
            productCampaigns.title,
            productCampaigns.urlExt,
            productCampaigns.appeal,
            products.name,
          ),
          productNumber === null ? undefined : eq(productCampaigns.productId, productNumber),
        )
      : undefined;
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productCampaigns)
      .innerJoin(products, eq(products.id, productCampaigns.productId))
      .where(where);
    const total = count?.n ?? 0;
    const rows = await this.db
      .select(withProduct)
      .from(productCampaigns)
      .innerJoin(products, eq(products.id, productCampaigns.productId))
      .where(where)
      .orderBy(...(sorts[query.sirala ?? ''] ?? sorts['-created']!))
      .limit(CAMPAIGN_PAGE_SIZE)
      .offset((query.pageNumber - 1) * CAMPAIGN_PAGE_SIZE);
    const now = this.now();
    return {
      campaigns: rows.map((row) => toView(row.campaign, row, now)),
      total,
      page: query.pageNumber,
      pages: Math.max(1, Math.ceil(total / CAMPAIGN_PAGE_SIZE)),
    };
  }
}
