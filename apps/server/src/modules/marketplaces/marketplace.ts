/**
 * The one shape every marketplace client (Trendyol, Hepsiburada, …) has. Routes, jobs and the
 * admin pages speak only this; each client translates it to its marketplace's wire format.
 * Money is integer kuruş everywhere on this side; a client converts at its edge (Trendyol wants
 * decimal lira numbers, Hepsiburada comma-decimal strings).
 */

export type MarketplaceCode = 'trendyol' | 'hepsiburada';

export type MarketplaceEnvironment = 'production' | 'test';

/** A marketplace's brand (Trendyol's brandId, Hepsiburada's brand text). */
export interface MarketplaceBrand {
  id: string;
  name: string;
}

/** One node of the category tree; only leaves take products. */
export interface MarketplaceCategory {
  id: string;
  name: string;
  parentId: string | null;
  leaf: boolean;
  children: MarketplaceCategory[];
}

export interface MarketplaceAttributeValue {
  id: string;
  name: string;
}

/** An attribute a leaf category asks for on each product. */
export interface MarketplaceAttribute {
  id: string;
  name: string;
  required: boolean;
  /** Free text allowed instead of (or besides) the list of values. */
  allowCustom: boolean;
  /** More than one value may be chosen. */
  multiple: boolean;
  /** The attribute tells variants apart (colour, size). */
  varianter: boolean;
  /** The values to choose from; empty when only custom text is possible or not yet loaded. */
  values: MarketplaceAttributeValue[];
}

/** A seller address the marketplace knows (shipping, returns, invoice). */
export interface MarketplaceAddress {
  id: string;
  type: 'shipment' | 'returning' | 'invoice' | 'other';
  label: string;
  isDefault: boolean;
}

/** A chosen attribute value: one or more listed ids, or custom text where allowed. */
export interface ListingAttribute {
  attributeId: string;
  valueIds?: string[];
  customValue?: string;
}

/** One variant (SKU) as sent to a marketplace. Prices in kuruş. */
export interface ListingItem {
  /** The shop's SKU. */
  sku: string;
  barcode: string;
  /** The seller's own code the marketplace echoes on orders (Trendyol stockCode, HB merchantSku). */
  merchantSku: string;
  title: string;
  description: string;
  /** Groups the variants of one product (Trendyol productMainId, HB VaryantGroupID). */
  groupId: string;
  quantity: number;
  listPrice: number;
  salePrice: number;
  vatRate: number;
  desi: number;
  images: string[];
  attributes: ListingAttribute[];
}

/** A whole product ready to send: the matched brand, category and its variants. */
export interface Listing {
  productId: number;
  brandId: string;
  brandName: string;
  categoryId: string;
  items: ListingItem[];
  cargoCompanyId?: string;
  shipmentAddressId?: string;
  returningAddressId?: string;
  deliveryDays?: number;
}

/** What the marketplace thinks of one sent SKU. */
export type ItemApproval = 'pending' | 'approved' | 'rejected';

export interface UploadItemResult {
  /** Barcode or merchant SKU, whichever the marketplace reports the item by. */
  barcode: string;
  approval: ItemApproval;
  failureReasons: string[];
}

export type BatchState = 'pending' | 'completed' | 'failed';

export interface UploadResult {
  batchId: string;
  state: BatchState;
  itemCount: number;
  failedItemCount: number;
  items: UploadItemResult[];
}

/** The neutral interface. Each method may throw a {@link MarketplaceError}. */
export interface Marketplace {
  readonly code: MarketplaceCode;
  /** Brands whose name matches `name` (a marketplace may match case-sensitively). */
  searchBrands(name: string): Promise<MarketplaceBrand[]>;
  /** The full category tree (refresh weekly). */
  categoryTree(): Promise<MarketplaceCategory[]>;
  /** A leaf category's attributes with their listed values. */
  categoryAttributes(categoryId: string): Promise<MarketplaceAttribute[]>;
  /** More values of one attribute (lists longer than the attribute call returns). */
  attributeValues(categoryId: string, attributeId: string): Promise<MarketplaceAttributeValue[]>;
  /** The seller's addresses (Trendyol allows this once an hour — callers cache it). */
  addresses(): Promise<MarketplaceAddress[]>;
  /** Sends products; answers the marketplace's batch/tracking id. */
  upload(listings: Listing[]): Promise<{ batchId: string }>;
  /** The result of a sent batch per SKU. */
  uploadResult(batchId: string): Promise<UploadResult>;
  /** Removes products not yet approved (pending); answers a batch id when the marketplace gives one. */
  removePending(barcodes: string[]): Promise<{ batchId: string | null }>;
  /** Throws a {@link MarketplaceError} when the credentials or the host do not work. */
  checkConnection(): Promise<void>;
}

export type MarketplaceErrorKind =
  /** Credentials refused (401/403). */
  | 'auth'
  /** Too many requests: the marketplace's 429 or our own limiter. */
  | 'rate-limited'
  /** The marketplace refused the request content (other 4xx); not retried. */
  | 'rejected'
  /** 5xx, timeout or connection failure after retries. */
  | 'unavailable'
  /** An answer we could not read. */
  | 'bad-response'
  /** No settings stored / marketplace switched off. */
  | 'not-configured';

/** A marketplace call that failed; `message` is Turkish and safe to show staff. */
export class MarketplaceError extends Error {
  constructor(
    public readonly marketplace: MarketplaceCode,
    public readonly kind: MarketplaceErrorKind,
    message: string,
    public readonly status?: number,
    /** The marketplace's own error texts, when it gave any. */
    public readonly details: string[] = [],
    /** Milliseconds to wait before trying again (rate limits). */
    public readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }

  /** Worth trying again later: rate limits and outages, never a refusal of the content. */
  get retryable(): boolean {
    return this.kind === 'rate-limited' || this.kind === 'unavailable';
  }
}

/** Settings staff store per marketplace; secrets are kept encrypted and never sent back. */
export interface MarketplaceCredentials {
  /** Trendyol sellerId / Hepsiburada merchantId. */
  sellerId: string;
  /** Trendyol apiKey / Hepsiburada: unused (the merchant id is the user name). */
  apiKey: string;
  /** Trendyol apiSecret / Hepsiburada service key. */
  apiSecret: string;
  /** Hepsiburada: the integrator's developer user name sent as User-Agent. */
  userAgent?: string;
  environment: MarketplaceEnvironment;
}
