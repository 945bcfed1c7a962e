import type { z } from 'zod';
import { marketplaceFetch } from '../http';
import type { MarketplaceLimiter } from '../limiter';
import {
  type ItemApproval,
  type Listing,
  type Marketplace,
  type MarketplaceAddress,
  type MarketplaceAttribute,
  type MarketplaceAttributeValue,
  type MarketplaceBrand,
  type MarketplaceCategory,
  MarketplaceError,
  type UploadItemResult,
  type UploadResult,
} from '../marketplace';
import { type RetryOptions, withRetry } from '../retry';
import {
  HEPSIBURADA_CATALOGUE_LIMIT,
  HEPSIBURADA_CATEGORY_PAGE,
  HEPSIBURADA_MAX_DELETE,
  HEPSIBURADA_MAX_ITEMS,
} from './limits';
import {
  attributeValuesSchema,
  categoriesSchema,
  categoryAttributesSchema,
  deleteProcessSchema,
  type HepsiburadaImportItem,
  type HepsiburadaWireAttribute,
  type HepsiburadaWireCategory,
  listingsSchema,
  merchantProductsSchema,
  trackingIdSchema,
  trackingStatusSchema,
} from './wire';

/** Hepsiburada's three hosts: catalogue (products), listings (price/stock), orders. */
export interface HepsiburadaHosts {
  catalogue: string;
  listing: string;
  orders: string;
}

export const HEPSIBURADA_PRODUCTION_HOSTS: HepsiburadaHosts = {
  catalogue: 'https://mpop.hepsiburada.com',
  listing: 'https://listing-external.hepsiburada.com',
  orders: 'https://oms-external.hepsiburada.com',
};

/** The test ("SIT") environment: the same names with -sit. */
export const HEPSIBURADA_TEST_HOSTS: HepsiburadaHosts = {
  catalogue: 'https://mpop-sit.hepsiburada.com',
  listing: 'https://listing-external-sit.hepsiburada.com',
  orders: 'https://oms-external-sit.hepsiburada.com',
};

/** Where deleting products awaiting action is sent (by merchant and merchant SKU list). */
export const HEPSIBURADA_DELETE_PATH = '/product/api/products/delete';

export interface HepsiburadaClientOptions {
  hosts: HepsiburadaHosts | (() => HepsiburadaHosts);
  merchantId: string;
  /** The 12-character "Servis Anahtarı": the Basic password. */
  serviceKey: string;
  /** The integrator's developer user name, sent as User-Agent. */
  userAgent: string;
  limiter: MarketplaceLimiter;
  timeoutMs?: number;
  retry?: RetryOptions;
}

/**
 * A number as the comma-decimal text Hepsiburada's import wants: kuruş 13 050 → "130,50".
 * Dots are refused by Hepsiburada, so a price is never written with one.
 */
export function commaPrice(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0)
    throw new RangeError(`Not a price in kuruş: ${kurus}`);
  return `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
}

/** A weight or other decimal as comma-decimal text with at most two decimals (1.5 → "1,5"). */
export function commaDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a decimal: ${value}`);
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** The import file's own keys, filled from the product; not offered as category attributes. */
const BASE_KEYS = new Set([
  'merchantSku',
  'VaryantGroupID',
  'Barcode',
  'UrunAdi',
  'UrunAciklamasi',
  'Marka',
  'GarantiSuresi',
  'kg',
  'tax_vat_rate',
  'price',
  'stock',
  'Image1',
  'Image2',
  'Image3',
  'Image4',
  'Image5',
]);

const PROCESSING = /işleniyor|kontrol ediliyor|beklemede|processing|in_progress|waiting/i;
const REFUSED = /aksiyon|redded|hatalı|başarısız|reject|fail|error/i;
const ACCEPTED = /yaratıldı|satışa hazır|eşleşti|onaylandı|created|ready|matched|approved/i;

function approvalOf(item: {
  productStatus?: string | null | undefined;
  importStatus?: string | null | undefined;
  validationResults?: unknown[] | null | undefined;
}): ItemApproval | 'processing' {
  const status = item.productStatus ?? '';
  if ((item.validationResults ?? []).length > 0 || REFUSED.test(status)) return 'rejected';
  if (PROCESSING.test(item.importStatus ?? '') || PROCESSING.test(status)) return 'processing';
  if (ACCEPTED.test(status)) return 'approved';
  return 'pending';
}

function numericId(value: string, what: string): number {
  const n = Number(value);
  if (!/^\d{1,12}$/.test(value) || !Number.isSafeInteger(n))
    throw new MarketplaceError('hepsiburada', 'rejected', `${what} Hepsiburada'da sayı olmalı.`);
  return n;
}

/**
 * Hepsiburada's merchant API: three hosts (catalogue, listings, orders; the test environment
 * adds -sit), HTTP Basic with the merchant id and the service key, and the integrator's developer
 * user name as User-Agent. Products go in as a JSON file (multipart) with prices as comma-decimal
 * text; the import answers a tracking id whose status is polled. Every call takes a slot in the
 * shared limiter and is retried with backoff on 429/5xx only.
 */
export class HepsiburadaClient implements Marketplace {
  readonly code = 'hepsiburada' as const;
  private readonly timeoutMs: number;

  constructor(private readonly options: HepsiburadaClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private host(kind: keyof HepsiburadaHosts): string {
    const { hosts } = this.options;
    return (typeof hosts === 'function' ? hosts() : hosts)[kind].replace(/\/$/, '');
  }

  private get headers(): Record<string, string> {
    const { merchantId, serviceKey, userAgent } = this.options;
    return {
      authorization: `Basic ${Buffer.from(`${merchantId}:${serviceKey}`).toString('base64')}`,
      'user-agent': userAgent,
    };
  }

  private async call<S extends z.ZodType>(
    host: keyof HepsiburadaHosts,
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    /** JSON, or a function making a fresh FormData for each attempt. */
    body?: unknown,
  ): Promise<z.output<S>> {
    return withRetry(async () => {
      await this.options.limiter.take('hepsiburada', host, HEPSIBURADA_CATALOGUE_LIMIT);
      const sent = typeof body === 'function' ? (body as () => unknown)() : body;
      return marketplaceFetch(
        {
          marketplace: 'hepsiburada',
          method,
          url: `${this.host(host)}${path}`,
          headers: this.headers,
          ...(sent !== undefined ? { body: sent } : {}),
          timeoutMs: this.timeoutMs,
        },
        schema,
      );
    }, this.options.retry);
  }

  /** Hepsiburada takes the brand as text in the import file; there is no brand list to search. */
  async searchBrands(name: string): Promise<MarketplaceBrand[]> {
    const trimmed = name.trim();
    return trimmed ? [{ id: trimmed, name: trimmed }] : [];
  }

  async categoryTree(): Promise<MarketplaceCategory[]> {
    const rows: HepsiburadaWireCategory[] = [];
    for (let page = 0; page < 100; page += 1) {
      const answer = await this.call(
        'catalogue',
        'GET',
        `/product/api/categories/get-all-categories?status=ACTIVE&page=${page}&size=${HEPSIBURADA_CATEGORY_PAGE}`,
        categoriesSchema,
      );
      const data = answer.data ?? [];
      rows.push(...data);
      if (data.length === 0 || page + 1 >= (answer.totalPages ?? 1)) break;
    }
    const nodes = new Map<string, MarketplaceCategory>();
    // A leaf that is not available takes no products: it is not offered at all.
    for (const row of rows.filter((r) => !(r.leaf === true && r.available === false)))
      nodes.set(row.categoryId, {
        id: row.categoryId,
        name: row.displayName ?? row.name ?? row.paths?.at(-1) ?? row.categoryId,
        parentId: row.parentCategoryId ?? null,
        // Only leaves that are active and available take products.
        leaf: row.leaf === true,
        children: [],
      });
    const roots: MarketplaceCategory[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId ? nodes.get(node.parentId) : undefined;
      if (parent) parent.children.push(node);
      else {
        // A parent Hepsiburada left out of the answer: its children hang at the top.
        node.parentId = null;
        roots.push(node);
      }
    }
    const byName = (a: MarketplaceCategory, b: MarketplaceCategory) =>
      a.name.localeCompare(b.name, 'tr');
    const sort = (list: MarketplaceCategory[]): MarketplaceCategory[] =>
      list.sort(byName).map((n) => Object.assign(n, { children: sort(n.children) }));
    return sort(roots);
  }

  async categoryAttributes(categoryId: string): Promise<MarketplaceAttribute[]> {
    const id = numericId(categoryId, 'Kategori');
    const { data } = await this.call(
      'catalogue',
      'GET',
      `/product/api/categories/${id}/attributes`,
      categoryAttributesSchema,
    );
    const variant = new Set((data.variantAttributes ?? []).map((a) => a.id));
    const all: HepsiburadaWireAttribute[] = [
      ...(data.baseAttributes ?? []).filter((a) => !BASE_KEYS.has(a.id)),
      ...(data.attributes ?? []),
      ...(data.variantAttributes ?? []),
    ];
    const unique = [...new Map(all.map((a) => [a.id, a])).values()];
    return Promise.all(
      unique.map(async (a) => {
        const isEnum = (a.type ?? '').toLowerCase() === 'enum';
        return {
          id: a.id,
          name: a.name ?? a.id,
          required: a.mandatory === true,
          allowCustom: !isEnum,
          multiple: a.multiValue === true,
          varianter: variant.has(a.id),
          // Short lists come with the attribute; long ones are loaded with the values call.
          values: isEnum ? await this.firstValues(id, a.id) : [],
        } satisfies MarketplaceAttribute;
      }),
    );
  }

  private async firstValues(
    categoryId: number,
    attributeId: string,
  ): Promise<MarketplaceAttributeValue[]> {
    const answer = await this.call(
      'catalogue',
      'GET',
      `/product/api/categories/${categoryId}/attribute/${encodeURIComponent(attributeId)}/values?page=0&size=100`,
      attributeValuesSchema,
    );
    if ((answer.totalPages ?? 1) > 1) return [];
    return (answer.data ?? []).map((v) => ({ id: v.value, name: v.value }));
  }

  /** An attribute's values; Hepsiburada identifies a value by its text, so the text is the id. */
  async attributeValues(
    categoryId: string,
    attributeId: string,
  ): Promise<MarketplaceAttributeValue[]> {
    const id = numericId(categoryId, 'Kategori');
    const values: MarketplaceAttributeValue[] = [];
    for (let page = 0; page < 50; page += 1) {
      const answer = await this.call(
        'catalogue',
        'GET',
        `/product/api/categories/${id}/attribute/${encodeURIComponent(attributeId)}/values?page=${page}&size=1000`,
        attributeValuesSchema,
      );
      const data = answer.data ?? [];
      values.push(...data.map((v) => ({ id: v.value, name: v.value })));
      if (data.length === 0 || page + 1 >= (answer.totalPages ?? 1)) break;
    }
    return values;
  }

  /** Hepsiburada's product import carries no seller addresses. */
  async addresses(): Promise<MarketplaceAddress[]> {
    return [];
  }

  /** The import file's items: every value as text, prices and weights with a decimal comma. */
  importItems(listings: Listing[]): HepsiburadaImportItem[] {
    return listings.flatMap((listing) =>
      listing.items.map((item) => {
        const attributes: Record<string, string> = {
          merchantSku: item.merchantSku,
          VaryantGroupID: item.groupId,
          Barcode: item.barcode.replace(/\s+/g, ''),
          UrunAdi: item.title,
          UrunAciklamasi: item.description,
          Marka: listing.brandName || listing.brandId,
          GarantiSuresi: '0',
          // The shop keeps desi (volumetric kilograms), which stands in for the weight.
          kg: commaDecimal(item.desi),
          tax_vat_rate: String(item.vatRate),
          price: commaPrice(item.salePrice),
          stock: String(item.quantity),
        };
        item.images.slice(0, 5).forEach((url, i) => {
          attributes[`Image${i + 1}`] = url;
        });
        for (const a of item.attributes) {
          if (BASE_KEYS.has(a.attributeId)) continue;
          const value =
            a.valueIds && a.valueIds.length > 0
              ? a.valueIds.join(',')
              : (a.customValue ?? '').trim();
          if (value) attributes[a.attributeId] = value;
        }
        return {
          categoryId: numericId(listing.categoryId, 'Kategori'),
          merchant: this.options.merchantId,
          attributes,
        };
      }),
    );
  }

  async upload(listings: Listing[]): Promise<{ batchId: string }> {
    const items = this.importItems(listings);
    if (items.length === 0)
      throw new MarketplaceError('hepsiburada', 'rejected', 'Gönderilecek varyant yok.');
    if (items.length > HEPSIBURADA_MAX_ITEMS)
      throw new MarketplaceError(
        'hepsiburada',
        'rejected',
        `Bir dosyada en çok ${HEPSIBURADA_MAX_ITEMS} varyant gönderilebilir.`,
      );
    const json = JSON.stringify(items);
    const answer = await this.call(
      'catalogue',
      'POST',
      '/product/api/products/import',
      trackingIdSchema,
      () => {
        // A new form each attempt: a sent body cannot be read twice.
        const form = new FormData();
        form.append('file', new Blob([json], { type: 'application/json' }), 'urunler.json');
        return form;
      },
    );
    return { batchId: answer.data.trackingId };
  }

  async uploadResult(batchId: string): Promise<UploadResult> {
    const items: (UploadItemResult & { processing: boolean })[] = [];
    for (let page = 0; page < 50; page += 1) {
      const answer = await this.call(
        'catalogue',
        'GET',
        `/product/api/products/status/${encodeURIComponent(batchId)}?page=${page}&size=1000`,
        trackingStatusSchema,
      );
      const data = answer.data ?? [];
      for (const row of data) {
        const approval = approvalOf(row);
        items.push({
          barcode: row.barcode ?? row.merchantSku ?? '',
          approval: approval === 'processing' ? 'pending' : approval,
          processing: approval === 'processing',
          failureReasons: (row.validationResults ?? [])
            .map((v) => [v.attributeName, v.message].filter(Boolean).join(': '))
            .filter(Boolean),
        });
      }
      if (data.length === 0 || page + 1 >= (answer.totalPages ?? 1)) break;
    }
    const processing = items.length === 0 || items.some((i) => i.processing);
    return {
      batchId,
      state: processing ? 'pending' : 'completed',
      itemCount: items.length,
      failedItemCount: items.filter((i) => i.approval === 'rejected').length,
      items: items.map(({ processing: _p, ...item }) => item),
    };
  }

  /**
   * Deletes products awaiting action (not approved). Hepsiburada deletes by merchant SKU, so the
   * barcodes are matched to merchant SKUs through the merchant's product list first; products
   * already created or ready for sale are refused by Hepsiburada (seen in the delete process).
   */
  async removePending(barcodes: string[]): Promise<{ batchId: string | null }> {
    const wanted = new Set(barcodes.map((b) => b.replace(/\s+/g, '')).filter(Boolean));
    if (wanted.size === 0) return { batchId: null };
    const merchantSkus = new Set<string>();
    for (let page = 0; page < 100 && merchantSkus.size < wanted.size; page += 1) {
      const answer = await this.call(
        'catalogue',
        'GET',
        `/product/api/products/products-by-merchant-and-status?merchantId=${encodeURIComponent(this.options.merchantId)}&page=${page}&size=1000`,
        merchantProductsSchema,
      );
      const data = answer.data ?? [];
      for (const p of data)
        if (wanted.has(p.barcode ?? '') || wanted.has(p.merchantSku))
          merchantSkus.add(p.merchantSku);
      if (data.length === 0 || page + 1 >= (answer.totalPages ?? 1)) break;
    }
    if (merchantSkus.size === 0)
      throw new MarketplaceError(
        'hepsiburada',
        'rejected',
        "Bu barkodlarla Hepsiburada'da ürün bulunamadı.",
        404,
      );
    const list = [...merchantSkus].slice(0, HEPSIBURADA_MAX_DELETE);
    const answer = await this.call('catalogue', 'POST', HEPSIBURADA_DELETE_PATH, trackingIdSchema, {
      merchantId: this.options.merchantId,
      merchantSkuList: list,
    });
    return { batchId: answer.data.trackingId };
  }

  /** A delete request's outcome per merchant SKU (Hepsiburada's delete process). */
  async deleteResult(trackingId: string) {
    const answer = await this.call(
      'catalogue',
      'GET',
      `/product/api/products/delete-process/${encodeURIComponent(trackingId)}`,
      deleteProcessSchema,
    );
    return (answer.data ?? []).map((i) => ({
      merchantSku: i.merchantSku,
      state: /deleted|silindi|success/i.test(i.status ?? '')
        ? ('deleted' as const)
        : /fail|hata|başarısız/i.test(i.status ?? '')
          ? ('failed' as const)
          : ('pending' as const),
      message: i.message ?? null,
    }));
  }

  async checkConnection(): Promise<void> {
    await this.call(
      'listing',
      'GET',
      `/listings/merchantid/${encodeURIComponent(this.options.merchantId)}?offset=0&limit=1`,
      listingsSchema,
    );
  }
}
