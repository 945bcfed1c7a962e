import { imageUrlUpTo } from '@carsi/contract';
import {
  type ChannelPriceRule,
  channelPrice,
  checkListing,
  type ListingProblem,
} from '@carsi/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  marketplaceProductMatches,
  marketplaceSkuMatches,
  marketplaceUploadItems,
  marketplaceUploads,
  products,
  type StoredImage,
  skus,
} from '../../db/schema';
import { AppError, invalidFields, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs';
import type { MarketplaceChannel } from './channels';
import { marketplaceErrorCodes } from './errors';
import { marketplacePollQueue, marketplaceUploadQueue } from './jobs';
import {
  type Listing,
  type Marketplace,
  type MarketplaceAttribute,
  type MarketplaceCategory,
  type MarketplaceCode,
  MarketplaceError,
} from './marketplace';
import type { ReferenceCache } from './reference-cache';
import type { MarketplaceSettingsStore } from './settings';

export interface MarketplacesDeps {
  db: Database;
  jobs: JobQueue;
  channels: MarketplaceChannel[];
  settings: MarketplaceSettingsStore;
  cache: ReferenceCache;
  /** The shop's public address: image URLs sent to marketplaces start with it. */
  publicUrl: string;
  /** Sandbox mode: loopback http image addresses pass the https check (the stand-ins take them). */
  sandbox: boolean;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

export interface MatchInput {
  productId: number;
  brandId?: string | null | undefined;
  brandName?: string | null | undefined;
  categoryId?: string | null | undefined;
  categoryName?: string | null | undefined;
  attributes?:
    | { attributeId: string; valueIds?: string[] | undefined; customValue?: string | undefined }[]
    | undefined;
  skus?: { skuId: number; barcode: string; merchantSku?: string | undefined }[] | undefined;
  priceRule?: ChannelPriceRule | undefined;
  shipmentAddressId?: string | null | undefined;
  returningAddressId?: string | null | undefined;
  cargoCompanyId?: string | null | undefined;
  desi?: number | null | undefined;
}

export const MARKETPLACE_PAGE_SIZE = 25;
export const PRODUCT_FILTERS = ['all', 'matched', 'uploaded', 'needs-fixing'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

/** How long a batch's result is kept by Trendyol; polling stops after it. */
const RESULT_WINDOW_MS = 4 * 3_600_000;
const WIDEST_SENT_IMAGE = 1920;

/** Polling delay after the nth poll: 5 s, 10 s, 20 s … up to 5 minutes. */
export const pollDelaySeconds = (polls: number) => Math.min(300, 5 * 2 ** Math.min(polls, 6));

const desiOf = (sku: {
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}) =>
  sku.lengthCm && sku.widthCm && sku.heightCm
    ? Math.max(1, Math.ceil((sku.lengthCm * sku.widthCm * sku.heightCm) / 3000))
    : 1;

function findCategory(tree: MarketplaceCategory[], id: string): MarketplaceCategory | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return null;
}

/** Capitalised the Turkish way ("taç" → "Taç"): Trendyol's brand search is case-sensitive. */
const turkishCapitalised = (text: string) =>
  text.length === 0 ? text : text[0]!.toLocaleUpperCase('tr-TR') + text.slice(1);

/**
 * The marketplaces' shared work, the same for every marketplace: reference data through the
 * cache, matching a product, the check before upload, uploads as jobs with their polled result.
 */
export class MarketplacesService {
  private readonly now: () => Date;

  constructor(private readonly deps: MarketplacesDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  channel(code: MarketplaceCode): MarketplaceChannel {
    const channel = this.deps.channels.find((c) => c.code === code);
    if (!channel)
      throw new MarketplaceError(code, 'not-configured', 'Bu pazaryeri bu mağazada kurulu değil.');
    return channel;
  }

  get settingsStore(): MarketplaceSettingsStore {
    return this.deps.settings;
  }

  get codes(): MarketplaceCode[] {
    return this.deps.channels.map((c) => c.code);
  }

  /** The client for the stored settings, else the sandbox stand-in, else not configured. */
  async client(code: MarketplaceCode): Promise<Marketplace> {
    const channel = this.channel(code);
    const credentials = await this.deps.settings.credentials(code);
    if (credentials) {
      if (!credentials.enabled)
        throw new MarketplaceError(
          code,
          'not-configured',
          `${channel.label} bağlantısı kapalı; ayarlardan açın.`,
        );
      return channel.create(credentials);
    }
    if (channel.sandbox) return channel.sandbox.create();
    throw new MarketplaceError(
      code,
      'not-configured',
      `${channel.label} bağlantı ayarları girilmedi.`,
    );
  }

  settingsView(code: MarketplaceCode) {
    return this.deps.settings.view(code, this.channel(code).sandbox?.sellerId ?? null);
  }

  async checkConnection(code: MarketplaceCode): Promise<{ ok: boolean; message: string }> {
    const label = this.channel(code).label;
    try {
      await (await this.client(code)).checkConnection();
      await this.deps.settings.recordCheck(code, true);
      return { ok: true, message: `${label} bağlantısı çalışıyor.` };
    } catch (error) {
      if (!(error instanceof MarketplaceError)) throw error;
      await this.deps.settings.recordCheck(code, false);
      return { ok: false, message: error.message };
    }
  }

  // ── Reference data ────────────────────────────────────────────────────────────────────────

  async brands(code: MarketplaceCode, name: string) {
    const query = name.trim();
    if (query.length === 0) return [];
    const forms = [
      ...new Set([query, turkishCapitalised(query), query.toLocaleUpperCase('tr-TR')]),
    ];
    const client = await this.client(code);
    const found = new Map<string, { id: string; name: string }>();
    for (const form of forms) {
      const { data } = await this.deps.cache.get(code, 'brands', form, () =>
        client.searchBrands(form),
      );
      for (const brand of data) found.set(brand.id, brand);
      if (found.size >= 50) break;
    }
    return [...found.values()].slice(0, 50);
  }

  async categoryTree(code: MarketplaceCode, refresh = false) {
    const client = await this.client(code);
    return this.deps.cache.get(code, 'categories', '', () => client.categoryTree(), { refresh });
  }

  async categoryAttributes(
    code: MarketplaceCode,
    categoryId: string,
  ): Promise<MarketplaceAttribute[]> {
    const client = await this.client(code);
    const { data } = await this.deps.cache.get(code, 'attributes', categoryId, () =>
      client.categoryAttributes(categoryId),
    );
    // Required first, then by name, as the mapping screen shows them.
    return [...data].sort(
      (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name, 'tr'),
    );
  }

  async attributeValues(code: MarketplaceCode, categoryId: string, attributeId: string) {
    const client = await this.client(code);
    const { data } = await this.deps.cache.get(code, 'values', `${categoryId}:${attributeId}`, () =>
      client.attributeValues(categoryId, attributeId),
    );
    return data;
  }

  async addresses(code: MarketplaceCode) {
    const client = await this.client(code);
    const { data } = await this.deps.cache.get(code, 'addresses', '', () => client.addresses());
    return data;
  }

  // ── Products and matches ─────────────────────────────────────────────────────────────────

  async productList(
    code: MarketplaceCode,
    query: { q?: string | undefined; filter: ProductFilter; page: number },
  ) {
    this.channel(code);
    const latest = sql`(select u.id from ${marketplaceUploads} u where u.marketplace = ${code} and u.product_id = ${products.id} order by u.id desc limit 1)`;
    const conditions: SQL[] = [];
    const text = query.q?.trim().replace(/[%_\\]/g, '');
    if (text)
      conditions.push(or(ilike(products.name, `%${text}%`), ilike(products.code, `%${text}%`))!);
    if (query.filter === 'matched')
      conditions.push(sql`${marketplaceProductMatches.productId} is not null`);
    if (query.filter === 'uploaded')
      conditions.push(
        sql`exists (select 1 from ${marketplaceUploads} u where u.marketplace = ${code} and u.product_id = ${products.id} and u.is_uploaded)`,
      );
    if (query.filter === 'needs-fixing')
      conditions.push(
        sql`exists (select 1 from ${marketplaceUploadItems} i where i.upload_id = ${latest} and i.approval = 'rejected')
            or exists (select 1 from ${marketplaceUploads} u where u.id = ${latest} and u.state = 'failed')`,
      );
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const joined = this.deps.db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        brandName: marketplaceProductMatches.brandName,
        categoryName: marketplaceProductMatches.categoryName,
        matchedAt: marketplaceProductMatches.updatedAt,
        uploadId: sql<number | null>`${latest}`,
      })
      .from(products)
      .leftJoin(
        marketplaceProductMatches,
        and(
          eq(marketplaceProductMatches.productId, products.id),
          eq(marketplaceProductMatches.marketplace, code),
        ),
      )
      .where(where)
      .orderBy(desc(marketplaceProductMatches.updatedAt), asc(products.id))
      .limit(MARKETPLACE_PAGE_SIZE)
      .offset((query.page - 1) * MARKETPLACE_PAGE_SIZE);
    const [rows, [total]] = await Promise.all([
      joined,
      this.deps.db
        .select({ n: count() })
        .from(products)
        .leftJoin(
          marketplaceProductMatches,
          and(
            eq(marketplaceProductMatches.productId, products.id),
            eq(marketplaceProductMatches.marketplace, code),
          ),
        )
        .where(where),
    ]);
    const uploads = await this.uploadViews(
      rows.map((r) => r.uploadId).filter((id): id is number => id !== null),
    );
    return {
      rows: rows.map((row) => ({
        productId: row.id,
        code: row.code,
        name: row.name,
        matched: row.matchedAt !== null,
        brandName: row.brandName,
        categoryName: row.categoryName,
        upload: row.uploadId !== null ? (uploads.get(row.uploadId) ?? null) : null,
      })),
      total: Number(total?.n ?? 0),
      page: query.page,
      pageSize: MARKETPLACE_PAGE_SIZE,
    };
  }

  private async loadProduct(code: MarketplaceCode, productId: number) {
    const [product] = await this.deps.db.select().from(products).where(eq(products.id, productId));
    if (!product) throw notFound('Ürün bulunamadı.');
    const [skuRows, skuMatches, [match]] = await Promise.all([
      this.deps.db
        .select()
        .from(skus)
        .where(and(eq(skus.productId, productId), eq(skus.isActive, true)))
        .orderBy(asc(skus.position), asc(skus.id)),
      this.deps.db
        .select()
        .from(marketplaceSkuMatches)
        .where(
          and(
            eq(marketplaceSkuMatches.marketplace, code),
            eq(marketplaceSkuMatches.productId, productId),
          ),
        ),
      this.deps.db
        .select()
        .from(marketplaceProductMatches)
        .where(
          and(
            eq(marketplaceProductMatches.marketplace, code),
            eq(marketplaceProductMatches.productId, productId),
          ),
        ),
    ]);
    return { product, skuRows, skuMatches, match: match ?? null };
  }

  private imagesOf(product: { defaultImages: StoredImage[] }, sku?: { images: StoredImage[] }) {
    const images = sku && sku.images.length > 0 ? sku.images : product.defaultImages;
    return images.map((image) => {
      const widest =
        Math.max(...image.widths.filter((w) => w <= WIDEST_SENT_IMAGE), 0) || image.width;
      const scale = image.width > 0 ? Math.min(1, widest / image.width) : 1;
      return {
        url: `${this.deps.publicUrl}${imageUrlUpTo(image, WIDEST_SENT_IMAGE)}`,
        width: Math.round(image.width * scale),
        height: Math.round(image.height * scale),
      };
    });
  }

  async productDetail(code: MarketplaceCode, productId: number) {
    const { product, skuRows, skuMatches, match } = await this.loadProduct(code, productId);
    const rule = match?.priceRule ?? {
      kind: 'percent' as const,
      value: 0,
      ending: 'none' as const,
    };
    const bySku = new Map(skuMatches.map((m) => [m.skuId, m]));
    const [latest] = await this.deps.db
      .select({ id: marketplaceUploads.id })
      .from(marketplaceUploads)
      .where(
        and(eq(marketplaceUploads.marketplace, code), eq(marketplaceUploads.productId, productId)),
      )
      .orderBy(desc(marketplaceUploads.id))
      .limit(1);
    const upload = latest ? ((await this.uploadViews([latest.id])).get(latest.id) ?? null) : null;
    return {
      product: {
        id: product.id,
        code: product.code,
        name: product.name,
        description: product.description,
        images: this.imagesOf(product),
      },
      skus: skuRows.map((sku) => ({
        skuId: sku.id,
        sku: sku.sku,
        variant: [sku.color, sku.size, sku.type, sku.target]
          .filter((v) => v && v !== 'Pass')
          .join(' / '),
        shopPrice: sku.price,
        marketplacePrice: channelPrice(sku.price, rule),
        stock: sku.countInStock,
        barcode: bySku.get(sku.id)?.barcode ?? null,
        suggestedBarcode: sku.barcode,
        merchantSku: bySku.get(sku.id)?.merchantSku ?? sku.sku,
      })),
      match: match
        ? {
            brandId: match.brandId,
            brandName: match.brandName,
            categoryId: match.categoryId,
            categoryName: match.categoryName,
            attributes: match.attributes,
            priceRule: match.priceRule,
            shipmentAddressId: match.shipmentAddressId,
            returningAddressId: match.returningAddressId,
            cargoCompanyId: match.cargoCompanyId,
            desi: match.desi,
            updatedAt: match.updatedAt.toISOString(),
          }
        : null,
      upload,
    };
  }

  /** Saves a product's match and its SKUs' barcodes (the `updateSku…` calls). */
  async saveMatch(code: MarketplaceCode, input: MatchInput, actor: string) {
    const { skuRows } = await this.loadProduct(code, input.productId);
    const known = new Map(skuRows.map((s) => [s.id, s]));
    const errors: { field: string; message: string }[] = [];
    const barcodes = new Set<string>();
    for (const [index, sku] of (input.skus ?? []).entries()) {
      if (!known.has(sku.skuId))
        errors.push({
          field: `body.skus.${index}.skuId`,
          message: 'Bu varyant bu ürüne ait değil.',
        });
      const barcode = sku.barcode.replace(/\s+/g, '');
      if (barcodes.has(barcode))
        errors.push({
          field: `body.skus.${index}.barcode`,
          message: 'Aynı barkod iki varyantta kullanılamaz.',
        });
      barcodes.add(barcode);
    }
    if (errors.length > 0) throw invalidFields(errors);
    await this.deps.db.transaction(async (tx) => {
      const values = {
        ...(input.brandId !== undefined ? { brandId: input.brandId } : {}),
        ...(input.brandName !== undefined ? { brandName: input.brandName } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        ...(input.categoryName !== undefined ? { categoryName: input.categoryName } : {}),
        ...(input.attributes !== undefined
          ? {
              attributes: input.attributes.map((a) => ({
                attributeId: a.attributeId,
                ...(a.valueIds && a.valueIds.length > 0 ? { valueIds: a.valueIds } : {}),
                ...(a.customValue?.trim() ? { customValue: a.customValue.trim() } : {}),
              })),
            }
          : {}),
        ...(input.priceRule !== undefined ? { priceRule: input.priceRule } : {}),
        ...(input.shipmentAddressId !== undefined
          ? { shipmentAddressId: input.shipmentAddressId }
          : {}),
        ...(input.returningAddressId !== undefined
          ? { returningAddressId: input.returningAddressId }
          : {}),
        ...(input.cargoCompanyId !== undefined ? { cargoCompanyId: input.cargoCompanyId } : {}),
        ...(input.desi !== undefined ? { desi: input.desi } : {}),
        updatedBy: actor,
        updatedAt: this.now(),
      };
      await tx
        .insert(marketplaceProductMatches)
        .values({ marketplace: code, productId: input.productId, ...values })
        .onConflictDoUpdate({
          target: [marketplaceProductMatches.marketplace, marketplaceProductMatches.productId],
          set: values,
        });
      for (const sku of input.skus ?? []) {
        const barcode = sku.barcode.replace(/\s+/g, '');
        const merchantSku = sku.merchantSku?.trim() || known.get(sku.skuId)!.sku;
        if (!barcode) {
          await tx
            .delete(marketplaceSkuMatches)
            .where(
              and(
                eq(marketplaceSkuMatches.marketplace, code),
                eq(marketplaceSkuMatches.skuId, sku.skuId),
              ),
            );
          continue;
        }
        const [taken] = await tx
          .select({ skuId: marketplaceSkuMatches.skuId })
          .from(marketplaceSkuMatches)
          .where(
            and(
              eq(marketplaceSkuMatches.marketplace, code),
              eq(marketplaceSkuMatches.barcode, barcode),
            ),
          );
        if (taken && taken.skuId !== sku.skuId)
          throw invalidFields([
            {
              field: `body.skus.${(input.skus ?? []).indexOf(sku)}.barcode`,
              message: `${barcode} barkodu başka bir üründe kullanılıyor.`,
            },
          ]);
        await tx
          .insert(marketplaceSkuMatches)
          .values({
            marketplace: code,
            skuId: sku.skuId,
            productId: input.productId,
            barcode,
            merchantSku,
          })
          .onConflictDoUpdate({
            target: [marketplaceSkuMatches.marketplace, marketplaceSkuMatches.skuId],
            set: { barcode, merchantSku, updatedAt: this.now() },
          });
      }
    });
    return this.productDetail(code, input.productId);
  }

  /** The listing for a product as it would be sent, and every problem found before sending. */
  async prepare(
    code: MarketplaceCode,
    productId: number,
  ): Promise<{ listing: Listing; problems: ListingProblem[] }> {
    const channel = this.channel(code);
    const { product, skuRows, skuMatches, match } = await this.loadProduct(code, productId);
    const rule = match?.priceRule ?? {
      kind: 'percent' as const,
      value: 0,
      ending: 'none' as const,
    };
    const bySku = new Map(skuMatches.map((m) => [m.skuId, m]));
    let attributes: MarketplaceAttribute[] = [];
    let categoryIsLeaf = true;
    const problems: ListingProblem[] = [];
    if (match?.categoryId) {
      try {
        const tree = await this.categoryTree(code);
        const node = findCategory(tree.data, match.categoryId);
        categoryIsLeaf = node ? node.leaf : true;
        attributes = await this.categoryAttributes(code, match.categoryId);
      } catch (error) {
        if (!(error instanceof MarketplaceError)) throw error;
        problems.push({
          field: 'category',
          message: `Kategori bilgileri alınamadı: ${error.message}`,
        });
      }
    }
    const chosen = Object.fromEntries((match?.attributes ?? []).map((a) => [a.attributeId, a]));
    const images = this.imagesOf(product);
    const allowLoopbackHttp = this.deps.sandbox;
    const skuLines = skuRows.map((sku) => {
      const price = channelPrice(sku.price, rule);
      return {
        sku,
        price,
        barcode: bySku.get(sku.id)?.barcode ?? null,
        merchantSku: bySku.get(sku.id)?.merchantSku ?? sku.sku,
      };
    });
    problems.push(
      ...checkListing(
        {
          title: product.name,
          description: product.description,
          brandId: match?.brandId ?? null,
          categoryId: match?.categoryId ?? null,
          categoryIsLeaf,
          images: images.map((i) => ({
            ...i,
            // Sandbox shops serve images over loopback http, which the stand-ins take.
            url:
              allowLoopbackHttp && /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(i.url)
                ? i.url.replace(/^http:/, 'https:')
                : i.url,
          })),
          skus: skuLines.map((l) => ({
            sku: l.sku.sku,
            barcode: l.barcode,
            listPrice: l.price,
            salePrice: l.price,
            quantity: l.sku.countInStock,
          })),
          attributes,
          chosen,
          safetyAttributes: channel.safetyAttributes,
          shipmentAddressId: match?.shipmentAddressId ?? null,
          returningAddressId: match?.returningAddressId ?? null,
          addressesRequired: channel.addressesRequired,
        },
        channel.profile,
      ),
    );
    const listing: Listing = {
      productId,
      brandId: match?.brandId ?? '',
      brandName: match?.brandName ?? '',
      categoryId: match?.categoryId ?? '',
      ...(match?.cargoCompanyId ? { cargoCompanyId: match.cargoCompanyId } : {}),
      ...(match?.shipmentAddressId ? { shipmentAddressId: match.shipmentAddressId } : {}),
      ...(match?.returningAddressId ? { returningAddressId: match.returningAddressId } : {}),
      items: skuLines
        .filter((l) => l.barcode)
        .map((l) => ({
          sku: l.sku.sku,
          barcode: l.barcode!,
          merchantSku: l.merchantSku,
          title: product.name.trim(),
          description: product.description,
          groupId: String(product.id),
          quantity: l.sku.countInStock,
          listPrice: l.price,
          salePrice: l.price,
          vatRate: l.sku.vat,
          desi: match?.desi ?? desiOf(l.sku),
          images: (l.sku.images.length > 0 ? this.imagesOf(product, l.sku) : images).map(
            (i) => i.url,
          ),
          attributes: (match?.attributes ?? []).filter(
            (a) => attributes.length === 0 || attributes.some((x) => x.id === a.attributeId),
          ),
        })),
    };
    return { listing, problems };
  }

  async check(code: MarketplaceCode, productId: number) {
    const { problems, listing } = await this.prepare(code, productId);
    return {
      ok: problems.length === 0,
      problems,
      itemCount: listing.items.length,
      message:
        problems.length === 0
          ? `Ürün ${this.channel(code).label}'a gönderilmeye hazır.`
          : `${problems.length} sorun var; her biri ilgili alanın yanında.`,
    };
  }

  // ── Uploads ──────────────────────────────────────────────────────────────────────────────

  /** Checks each product and queues the ready ones; one upload (batch) per product. */
  async queueUploads(code: MarketplaceCode, productIds: number[], actor: string) {
    const queued: { productId: number; uploadId: number }[] = [];
    const refused: { productId: number; problems: ListingProblem[] }[] = [];
    for (const productId of [...new Set(productIds)]) {
      const { problems } = await this.prepare(code, productId);
      if (problems.length > 0) {
        refused.push({ productId, problems });
        continue;
      }
      const [open] = await this.deps.db
        .select({ id: marketplaceUploads.id })
        .from(marketplaceUploads)
        .where(
          and(
            eq(marketplaceUploads.marketplace, code),
            eq(marketplaceUploads.productId, productId),
            eq(marketplaceUploads.state, 'queued'),
          ),
        );
      if (open) {
        queued.push({ productId, uploadId: open.id });
        continue;
      }
      const [row] = await this.deps.db
        .insert(marketplaceUploads)
        .values({ marketplace: code, productId, createdBy: actor })
        .returning({ id: marketplaceUploads.id });
      await this.deps.jobs.send(
        marketplaceUploadQueue,
        { uploadId: row!.id },
        { singletonKey: `upload-${row!.id}` },
      );
      queued.push({ productId, uploadId: row!.id });
    }
    return { queued, refused };
  }

  /** Queues one product; its problems are refused as field errors (400), never sent. */
  async queueUpload(code: MarketplaceCode, productId: number, actor: string) {
    const { queued, refused } = await this.queueUploads(code, [productId], actor);
    if (refused.length > 0)
      throw new AppError(
        422,
        marketplaceErrorCodes.checkFailed,
        `Ürün gönderilemez: ${refused[0]!.problems.length} sorun var.`,
        refused[0]!.problems.map((p) => ({ field: p.field, message: p.message })),
      );
    const uploadId = queued[0]!.uploadId;
    return (await this.uploadViews([uploadId])).get(uploadId)!;
  }

  /** The upload job: builds the listing now (prices and stock as they are) and sends it. */
  async sendUpload(uploadId: number): Promise<void> {
    const [upload] = await this.deps.db
      .select()
      .from(marketplaceUploads)
      .where(eq(marketplaceUploads.id, uploadId));
    if (upload?.state !== 'queued') return;
    const code = upload.marketplace as MarketplaceCode;
    const fail = async (message: string) => {
      await this.deps.db
        .update(marketplaceUploads)
        .set({ state: 'failed', error: message, completedAt: this.now() })
        .where(eq(marketplaceUploads.id, uploadId));
    };
    const { listing, problems } = await this.prepare(code, upload.productId);
    if (problems.length > 0)
      return fail(`Gönderilmedi: ${problems.map((p) => p.message).join(' ')}`);
    try {
      const client = await this.client(code);
      const { batchId } = await client.upload([listing]);
      await this.deps.db.transaction(async (tx) => {
        await tx
          .update(marketplaceUploads)
          .set({
            state: 'sent',
            batchRequestId: batchId,
            isUploaded: true,
            sentAt: this.now(),
            itemCount: listing.items.length,
            error: null,
          })
          .where(eq(marketplaceUploads.id, uploadId));
        const skuIds = new Map(
          (
            await tx
              .select({
                barcode: marketplaceSkuMatches.barcode,
                skuId: marketplaceSkuMatches.skuId,
              })
              .from(marketplaceSkuMatches)
              .where(
                and(
                  eq(marketplaceSkuMatches.marketplace, code),
                  eq(marketplaceSkuMatches.productId, upload.productId),
                ),
              )
          ).map((r) => [r.barcode, r.skuId]),
        );
        await tx
          .insert(marketplaceUploadItems)
          .values(
            listing.items.map((i) => ({
              uploadId,
              barcode: i.barcode,
              skuId: skuIds.get(i.barcode) ?? null,
            })),
          )
          .onConflictDoNothing();
      });
      await this.deps.jobs.send(
        marketplacePollQueue,
        { uploadId },
        { startAfterSeconds: pollDelaySeconds(0) },
      );
    } catch (error) {
      if (error instanceof MarketplaceError && !error.retryable) return fail(error.message);
      // Limits and outages: the job's own retries send it again later.
      await this.deps.db
        .update(marketplaceUploads)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(marketplaceUploads.id, uploadId));
      throw error;
    }
  }

  /** The polling job: stores the result per SKU; polls again while the batch is in progress. */
  async pollUpload(uploadId: number): Promise<'done' | 'again'> {
    const [upload] = await this.deps.db
      .select()
      .from(marketplaceUploads)
      .where(eq(marketplaceUploads.id, uploadId));
    if (upload?.state !== 'sent' || !upload.batchRequestId) return 'done';
    const code = upload.marketplace as MarketplaceCode;
    const expired =
      upload.sentAt && this.now().getTime() - upload.sentAt.getTime() > RESULT_WINDOW_MS;
    try {
      const result = await (await this.client(code)).uploadResult(upload.batchRequestId);
      await this.deps.db.transaction(async (tx) => {
        for (const item of result.items) {
          if (!item.barcode) continue;
          await tx
            .insert(marketplaceUploadItems)
            .values({
              uploadId,
              barcode: item.barcode,
              approval: item.approval,
              failureReasons: item.failureReasons,
              updatedAt: this.now(),
            })
            .onConflictDoUpdate({
              target: [marketplaceUploadItems.uploadId, marketplaceUploadItems.barcode],
              set: {
                approval: item.approval,
                failureReasons: item.failureReasons,
                updatedAt: this.now(),
              },
            });
        }
        const finished = result.state !== 'pending';
        await tx
          .update(marketplaceUploads)
          .set({
            polls: sql`${marketplaceUploads.polls} + 1`,
            itemCount: result.itemCount,
            failedItemCount: result.failedItemCount,
            ...(finished
              ? {
                  state: result.state === 'failed' ? 'failed' : 'completed',
                  completedAt: this.now(),
                  error: null,
                }
              : {}),
          })
          .where(eq(marketplaceUploads.id, uploadId));
      });
      if (result.state !== 'pending') return 'done';
    } catch (error) {
      if (!(error instanceof MarketplaceError)) throw error;
      if (!error.retryable || expired) {
        await this.deps.db
          .update(marketplaceUploads)
          .set({
            state: 'failed',
            error: expired ? 'Sonuç pazaryerinde artık tutulmuyor (4 saat geçti).' : error.message,
            completedAt: this.now(),
          })
          .where(eq(marketplaceUploads.id, uploadId));
        return 'done';
      }
    }
    if (expired) {
      await this.deps.db
        .update(marketplaceUploads)
        .set({
          state: 'failed',
          error: 'Sonuç 4 saat içinde tamamlanmadı.',
          completedAt: this.now(),
        })
        .where(eq(marketplaceUploads.id, uploadId));
      return 'done';
    }
    await this.deps.jobs.send(
      marketplacePollQueue,
      { uploadId },
      { startAfterSeconds: pollDelaySeconds(upload.polls + 1) },
    );
    return 'again';
  }

  /** Uploads still waiting for a result whose poll job may have been lost (sweep). */
  async openUploads(): Promise<number[]> {
    const rows = await this.deps.db
      .select({ id: marketplaceUploads.id })
      .from(marketplaceUploads)
      .where(eq(marketplaceUploads.state, 'sent'));
    return rows.map((r) => r.id);
  }

  async uploadViews(ids: number[]) {
    const views = new Map<number, UploadView>();
    if (ids.length === 0) return views;
    const [rows, items] = await Promise.all([
      this.deps.db.select().from(marketplaceUploads).where(inArray(marketplaceUploads.id, ids)),
      this.deps.db
        .select({ item: marketplaceUploadItems, sku: skus.sku })
        .from(marketplaceUploadItems)
        .leftJoin(skus, eq(skus.id, marketplaceUploadItems.skuId))
        .where(inArray(marketplaceUploadItems.uploadId, ids))
        .orderBy(asc(marketplaceUploadItems.barcode)),
    ]);
    for (const row of rows)
      views.set(row.id, {
        uploadId: row.id,
        productId: row.productId,
        batchRequestId: row.batchRequestId,
        state: row.state as UploadView['state'],
        isUploaded: row.isUploaded,
        itemCount: row.itemCount,
        failedItemCount: row.failedItemCount,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        completedAt: row.completedAt?.toISOString() ?? null,
        needsFixing:
          row.state === 'failed' ||
          items.some((i) => i.item.uploadId === row.id && i.item.approval === 'rejected'),
        items: items
          .filter((i) => i.item.uploadId === row.id)
          .map(({ item, sku }) => ({
            barcode: item.barcode,
            sku: sku ?? null,
            approval: item.approval as 'pending' | 'approved' | 'rejected',
            failureReasons: item.failureReasons,
          })),
      });
    return views;
  }

  /** The spec's result call: by batch id and product (the latest upload when the batch id is left out). */
  async result(code: MarketplaceCode, productId: number, batchRequestId?: string) {
    const conditions = [
      eq(marketplaceUploads.marketplace, code),
      eq(marketplaceUploads.productId, productId),
    ];
    if (batchRequestId) conditions.push(eq(marketplaceUploads.batchRequestId, batchRequestId));
    const [row] = await this.deps.db
      .select({ id: marketplaceUploads.id, state: marketplaceUploads.state })
      .from(marketplaceUploads)
      .where(and(...conditions))
      .orderBy(desc(marketplaceUploads.id))
      .limit(1);
    if (!row) throw notFound('Bu ürün için gönderim bulunamadı.');
    // A result still pending is asked for now (the staff are looking at it).
    // A failed ask is logged; the stored state is shown and the polling job tries again.
    if (row.state === 'sent')
      await this.pollUpload(row.id).catch((error: unknown) =>
        this.deps.log?.warn({ err: error, uploadId: row.id }, 'marketplace result poll failed'),
      );
    return (await this.uploadViews([row.id])).get(row.id)!;
  }

  /** Removes a product's SKUs the marketplace has not approved (pending or refused ones). */
  async removePending(code: MarketplaceCode, productId: number) {
    const view = await this.productDetail(code, productId);
    const barcodes = (view.upload?.items ?? [])
      .filter((i) => i.approval !== 'approved')
      .map((i) => i.barcode);
    if (barcodes.length === 0)
      throw new AppError(
        409,
        'MARKETPLACE_NOTHING_PENDING',
        'Bu üründe onay bekleyen ya da reddedilen varyant yok.',
      );
    const { batchId } = await (await this.client(code)).removePending(barcodes);
    if (view.upload)
      await this.deps.db
        .delete(marketplaceUploadItems)
        .where(
          and(
            eq(marketplaceUploadItems.uploadId, view.upload.uploadId),
            inArray(marketplaceUploadItems.barcode, barcodes),
          ),
        );
    return {
      batchRequestId: batchId,
      removed: barcodes,
      message: `${barcodes.length} varyant pazaryerinden kaldırılması için gönderildi.`,
    };
  }
}

export interface UploadView {
  uploadId: number;
  productId: number;
  batchRequestId: string | null;
  state: 'queued' | 'sent' | 'completed' | 'failed';
  isUploaded: boolean;
  itemCount: number;
  failedItemCount: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  completedAt: string | null;
  needsFixing: boolean;
  items: {
    barcode: string;
    sku: string | null;
    approval: 'pending' | 'approved' | 'rejected';
    failureReasons: string[];
  }[];
}
