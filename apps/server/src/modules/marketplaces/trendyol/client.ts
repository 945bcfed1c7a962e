import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { marketplaceFetch } from '../http';
import type { MarketplaceLimiter, SharedCounter } from '../limiter';
import {
  type BatchState,
  type ItemApproval,
  type Listing,
  type Marketplace,
  type MarketplaceAddress,
  type MarketplaceAttribute,
  type MarketplaceAttributeValue,
  type MarketplaceBrand,
  type MarketplaceCategory,
  MarketplaceError,
  type UploadResult,
} from '../marketplace';
import { type RetryOptions, withRetry } from '../retry';
import {
  TRENDYOL_ENDPOINT_LIMIT,
  TRENDYOL_MAX_ITEMS,
  TRENDYOL_SAME_BODY_WINDOW_MS,
  TRENDYOL_SERVICE_LIMITS,
  type TrendyolService,
} from './limits';
import {
  addressesSchema,
  attributeValuesSchema,
  batchIdSchema,
  batchResultSchema,
  brandsByNameSchema,
  categoryAttributesSchema,
  categoryTreeSchema,
  productFilterSchema,
  type TrendyolProductItem,
  type TrendyolWireCategory,
} from './wire';

export const TRENDYOL_PRODUCTION_URL = 'https://apigw.trendyol.com/integration';
export const TRENDYOL_STAGE_URL = 'https://stageapigw.trendyol.com/integration';

export interface TrendyolClientOptions {
  /** Base URL up to and including `/integration` (production, stage, or the stand-in). */
  baseUrl: string | (() => string);
  sellerId: string;
  apiKey: string;
  apiSecret: string;
  limiter: MarketplaceLimiter;
  /** Remembers sent price/stock bodies for Trendyol's 15-minute rule (the shared counter). */
  sentBodies?: SharedCounter;
  timeoutMs?: number;
  retry?: RetryOptions;
}

/** Kuruş to the lira number Trendyol's JSON carries (12 390 → 123.9). */
export const liraOf = (kurus: number) => Math.round(kurus) / 100;

const approvalOf = (status: string | undefined): ItemApproval =>
  status === 'SUCCESS' ? 'approved' : status === 'FAILED' ? 'rejected' : 'pending';

const stateOf = (status: string | undefined): BatchState =>
  status === 'COMPLETED' ? 'completed' : status === 'FAILED' ? 'failed' : 'pending';

function categoryOf(node: TrendyolWireCategory, parentId: string | null): MarketplaceCategory {
  const children = node.subCategories.map((c) => categoryOf(c, node.id));
  return { id: node.id, name: node.name, parentId, leaf: children.length === 0, children };
}

const numericId = (value: string | undefined, what: string): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n))
    throw new MarketplaceError('trendyol', 'rejected', `${what} Trendyol'da sayı olmalı.`);
  return n;
};

/**
 * Trendyol's seller API, Product V2 only (V1 is switched off). Basic auth apiKey:apiSecret and
 * the User-Agent "{sellerId} - SelfIntegration" Trendyol requires (403 without it). Every call
 * takes a slot in the shared limiter first and is retried with backoff on 429/5xx only.
 */
export class TrendyolClient implements Marketplace {
  readonly code = 'trendyol' as const;
  private readonly timeoutMs: number;

  constructor(private readonly options: TrendyolClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  private get base(): string {
    const { baseUrl } = this.options;
    return (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/$/, '');
  }

  private get headers(): Record<string, string> {
    const { apiKey, apiSecret, sellerId } = this.options;
    return {
      authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`,
      'user-agent': `${sellerId} - SelfIntegration`,
    };
  }

  private seller(path: string): string {
    return path.replace('{sellerId}', encodeURIComponent(this.options.sellerId));
  }

  private async call<S extends z.ZodType>(
    service: TrendyolService,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const endpoint = path.split('?')[0]!.replace(/\/\d+/g, '/:id');
    return withRetry(async () => {
      await this.options.limiter.take(
        'trendyol',
        `endpoint:${method} ${endpoint}`,
        TRENDYOL_ENDPOINT_LIMIT,
      );
      await this.options.limiter.take(
        'trendyol',
        `service:${service}`,
        TRENDYOL_SERVICE_LIMITS[service],
      );
      return marketplaceFetch(
        {
          marketplace: 'trendyol',
          method,
          url: `${this.base}${path}`,
          headers: this.headers,
          ...(body !== undefined ? { body } : {}),
          timeoutMs: this.timeoutMs,
        },
        schema,
      );
    }, this.options.retry);
  }

  async searchBrands(name: string): Promise<MarketplaceBrand[]> {
    const trimmed = name.trim();
    if (!trimmed) return [];
    return this.call(
      'brands',
      'GET',
      `/product/brands/by-name?name=${encodeURIComponent(trimmed)}`,
      brandsByNameSchema,
    );
  }

  async categoryTree(): Promise<MarketplaceCategory[]> {
    const { categories } = await this.call(
      'categories',
      'GET',
      '/product/product-categories',
      categoryTreeSchema,
    );
    return categories.map((c) => categoryOf(c, null));
  }

  async categoryAttributes(categoryId: string): Promise<MarketplaceAttribute[]> {
    const id = numericId(categoryId, 'Kategori');
    const answer = await this.call(
      'attributes',
      'GET',
      `/product/categories/${id}/attributes`,
      categoryAttributesSchema,
    );
    return answer.categoryAttributes.map((a) => ({
      id: a.attribute.id,
      name: a.attribute.name,
      required: a.required,
      allowCustom: a.allowCustom,
      multiple: a.allowMultipleAttributeValues,
      varianter: a.varianter,
      values: a.attributeValues.map((v) => ({ id: v.id, name: v.name })),
    }));
  }

  async attributeValues(
    categoryId: string,
    attributeId: string,
  ): Promise<MarketplaceAttributeValue[]> {
    const c = numericId(categoryId, 'Kategori');
    const a = numericId(attributeId, 'Özellik');
    const values: MarketplaceAttributeValue[] = [];
    for (let page = 0; page < 50; page += 1) {
      const answer = await this.call(
        'values',
        'GET',
        `/product/categories/${c}/attributes/${a}/values?page=${page}&size=1000`,
        attributeValuesSchema,
      );
      values.push(
        ...answer.content.map((v) => ({ id: v.attributeValueId, name: v.attributeValueName })),
      );
      if (page + 1 >= answer.totalPages || answer.content.length === 0) break;
    }
    return values;
  }

  async addresses(): Promise<MarketplaceAddress[]> {
    const answer = await this.call(
      'addresses',
      'GET',
      this.seller('/sellers/{sellerId}/addresses'),
      addressesSchema,
    );
    return answer.supplierAddresses.map((a) => {
      const type = a.addressType.toLowerCase();
      return {
        id: a.id,
        type:
          type === 'shipment'
            ? 'shipment'
            : type === 'returning'
              ? 'returning'
              : type === 'invoice'
                ? 'invoice'
                : 'other',
        label:
          [a.fullAddress ?? a.address, a.district, a.city].filter(Boolean).join(', ') ||
          `Adres ${a.id}`,
        isDefault: a.isDefault,
      } satisfies MarketplaceAddress;
    });
  }

  /** The V2 product items for listings (one product's variants share productMainId). */
  static productItems(listings: Listing[]): TrendyolProductItem[] {
    return listings.flatMap((listing) =>
      listing.items.map((item) => {
        const cargo = numericId(listing.cargoCompanyId, 'Kargo firması');
        const shipment = numericId(listing.shipmentAddressId, 'Sevkiyat adresi');
        const returning = numericId(listing.returningAddressId, 'İade adresi');
        return {
          // Trendyol removes spaces from barcodes on import; send them without.
          barcode: item.barcode.replace(/\s+/g, ''),
          title: item.title,
          productMainId: item.groupId,
          brandId: numericId(listing.brandId, 'Marka') ?? 0,
          categoryId: numericId(listing.categoryId, 'Kategori') ?? 0,
          quantity: item.quantity,
          stockCode: item.merchantSku,
          dimensionalWeight: item.desi,
          description: item.description,
          currencyType: 'TRY' as const,
          listPrice: liraOf(item.listPrice),
          salePrice: liraOf(item.salePrice),
          vatRate: item.vatRate,
          ...(cargo !== undefined ? { cargoCompanyId: cargo } : {}),
          ...(shipment !== undefined ? { shipmentAddressId: shipment } : {}),
          ...(returning !== undefined ? { returningAddressId: returning } : {}),
          ...(listing.deliveryDays
            ? { deliveryOption: { deliveryDuration: listing.deliveryDays } }
            : {}),
          images: item.images.slice(0, 8).map((url) => ({ url })),
          attributes: item.attributes.map((a) => {
            const attributeId = numericId(a.attributeId, 'Özellik') ?? 0;
            return a.valueIds && a.valueIds.length > 0
              ? {
                  attributeId,
                  attributeValueIds: a.valueIds.map((v) => numericId(v, 'Özellik değeri') ?? 0),
                }
              : { attributeId, attributeValue: a.customValue ?? '' };
          }),
        };
      }),
    );
  }

  async upload(listings: Listing[]): Promise<{ batchId: string }> {
    const items = TrendyolClient.productItems(listings);
    if (items.length === 0)
      throw new MarketplaceError('trendyol', 'rejected', 'Gönderilecek varyant yok.');
    if (items.length > TRENDYOL_MAX_ITEMS)
      throw new MarketplaceError(
        'trendyol',
        'rejected',
        `Bir seferde en çok ${TRENDYOL_MAX_ITEMS} varyant gönderilebilir.`,
      );
    const answer = await this.call(
      'create',
      'POST',
      this.seller('/product/sellers/{sellerId}/v2/products'),
      batchIdSchema,
      { items },
    );
    return { batchId: answer.batchRequestId };
  }

  async uploadResult(batchId: string): Promise<UploadResult> {
    const answer = await this.call(
      'batch',
      'GET',
      this.seller(
        `/product/sellers/{sellerId}/products/batch-requests/${encodeURIComponent(batchId)}`,
      ),
      batchResultSchema,
    );
    const items = answer.items.map((item) => ({
      barcode: item.requestItem?.barcode ?? item.requestItem?.product?.barcode ?? '',
      approval: approvalOf(item.status),
      failureReasons: item.failureReasons,
    }));
    return {
      batchId,
      state: stateOf(answer.status),
      itemCount: answer.itemCount ?? items.length,
      failedItemCount:
        answer.failedItemCount ?? items.filter((i) => i.approval === 'rejected').length,
      items,
    };
  }

  async removePending(barcodes: string[]): Promise<{ batchId: string | null }> {
    if (barcodes.length === 0) return { batchId: null };
    const answer = await this.call(
      'delete',
      'DELETE',
      this.seller('/product/sellers/{sellerId}/products'),
      batchIdSchema,
      {
        items: barcodes.map((barcode) => ({ barcode })),
      },
    );
    return { batchId: answer.batchRequestId };
  }

  async checkConnection(): Promise<void> {
    await this.call(
      'filter',
      'GET',
      this.seller('/product/sellers/{sellerId}/products?page=0&size=1'),
      productFilterSchema,
    );
  }

  /**
   * Price and stock for barcodes (kuruş). A body identical to one sent within Trendyol's
   * 15 minutes is not sent again (Trendyol would refuse it): answers `skipped` instead.
   */
  async updatePriceAndInventory(
    items: { barcode: string; quantity: number; salePrice: number; listPrice: number }[],
  ): Promise<{ batchId: string | null; skipped: boolean }> {
    const body = {
      items: items.map((i) => ({
        barcode: i.barcode.replace(/\s+/g, ''),
        quantity: i.quantity,
        salePrice: liraOf(i.salePrice),
        listPrice: liraOf(i.listPrice),
      })),
    };
    if (this.options.sentBodies) {
      const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
      const { count } = await this.options.sentBodies.hit(
        `marketplace:trendyol:price-stock:${this.options.sellerId}:${digest}`,
        TRENDYOL_SAME_BODY_WINDOW_MS,
      );
      if (count > 1) return { batchId: null, skipped: true };
    }
    const answer = await this.call(
      'priceStock',
      'POST',
      this.seller('/inventory/sellers/{sellerId}/products/price-and-inventory'),
      batchIdSchema,
      body,
    );
    return { batchId: answer.batchRequestId, skipped: false };
  }
}
